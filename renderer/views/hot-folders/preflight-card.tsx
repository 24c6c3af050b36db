import type { Preflight } from '../../../electron/ipc/contract/sync.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { formatBytes } from '../../format/sizes-and-dates.js';
import { SkeletonText } from '../../components/skeleton.js';
import type { PreflightState } from '../../stores/hot-folders.js';

const typeNames: Record<NonNullable<Preflight['type']>, string> = {
  pdf: 'PDF',
  postscript: 'PostScript',
  tiff: 'TIFF image',
  jpeg: 'JPEG image',
  png: 'PNG image',
};

/** "Letter · 8.5 × 11 in · 216 × 279 mm": the paper name when it is a standard one, always the measures. */
export function describePageSize(size: NonNullable<Preflight['pageSize']>): string {
  const inches = (pt: number) => Number((pt / 72).toFixed(2)).toString();
  const mm = (pt: number) => Math.round((pt / 72) * 25.4).toString();
  const measures = `${inches(size.widthPt)} × ${inches(size.heightPt)} in · ${mm(size.widthPt)} × ${mm(size.heightPt)} mm`;
  return size.name ? `${size.name} · ${measures}` : measures;
}

/** What PrintDesk can tell about a local print file before (or after) it is sent. */
export function PreflightCard({
  file,
  error,
  onClose,
  onRetry,
}: {
  file: PreflightState;
  error: IpcError | undefined;
  onClose(): void;
  onRetry(): void;
}) {
  const { preflight } = file;
  return (
    <aside className="card hf-preflight" aria-label="Preflight" aria-busy={!preflight && !error}>
      <div className="hf-preflight-head">
        <h3>Preflight</h3>
        <Button size="small" variant="ghost" onClick={onClose} aria-label="Close preflight">
          ✕
        </Button>
      </div>
      <p className="mono hf-preflight-path" title={file.path}>
        {file.path}
      </p>
      {error ? (
        <ErrorMessage error={error} onRetry={onRetry} />
      ) : (
        <div className="hf-preflight-body">
          <div className="hf-thumb">
            {preflight ? (
              preflight.thumbnail ? (
                <img src={preflight.thumbnail} alt={`First page of ${preflight.name}`} />
              ) : (
                <span className="muted">No preview</span>
              )
            ) : (
              <span className="skeleton hf-thumb-skeleton" aria-hidden="true" />
            )}
          </div>
          <dl className="hf-facts">
            <dt>Type</dt>
            <dd>
              {preflight ? (
                preflight.type ? (
                  typeNames[preflight.type]
                ) : (
                  'Not a print file PrintDesk recognises'
                )
              ) : (
                <SkeletonText />
              )}
            </dd>
            <dt>Pages</dt>
            <dd>{preflight ? (preflight.pageCount ?? 'Unknown') : <SkeletonText width="30%" />}</dd>
            <dt>Page size</dt>
            <dd>
              {preflight ? (
                preflight.pageSize ? (
                  describePageSize(preflight.pageSize)
                ) : (
                  'Unknown'
                )
              ) : (
                <SkeletonText width="80%" />
              )}
            </dd>
            <dt>File size</dt>
            <dd>{preflight ? formatBytes(preflight.size) : <SkeletonText width="40%" />}</dd>
          </dl>
          {preflight && preflight.notes.length > 0 && (
            <ul className="hf-notes">
              {preflight.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </aside>
  );
}
