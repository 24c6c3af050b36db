import { sizeText } from '../../../electron/i18n/sizes.js';
import type { IpcError } from '../../../electron/shared/contract/app-errors.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { FindingsList } from '../../components/findings-list.js';
import { useAppIntl } from '../../format/intl.js';
import { formatBytes } from '../../format/sizes-and-dates.js';
import { preflightNoteText } from '../../format/preflight.js';
import { SkeletonText } from '../../components/skeleton.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import type { PreflightState } from '../../stores/hot-folders.js';

/** The close button's mark; its name is the aria-label. */
const closeMark = '✕';

/**
 * What PrintDesk can tell about a local print file before (or after) it is sent. A file a job holds
 * in Failed/ also shows the report written beside it and each finding with its pages' pictures.
 */
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
  const intl = useAppIntl();
  const units = useAccount((state) => selectMarket(state).units);
  const { preflight } = file;
  const unknown = intl.formatMessage({ id: 'hot-folders.preflightCard.unknown' });
  return (
    <aside
      className="card hf-preflight"
      aria-label={intl.formatMessage({ id: 'hot-folders.preflightCard.title' })}
      aria-busy={!preflight && !error}
    >
      <div className="hf-preflight-head">
        <h3>{intl.formatMessage({ id: 'hot-folders.preflightCard.title' })}</h3>
        <Button
          size="small"
          variant="ghost"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'hot-folders.preflightCard.close' })}
        >
          {closeMark}
        </Button>
      </div>
      <p className="mono hf-preflight-path" title={file.path}>
        {file.path}
      </p>
      {file.held && <p className="muted">{intl.formatMessage({ id: 'hot-folders.preflightCard.held' })}</p>}
      {error ? (
        <ErrorMessage error={error} onRetry={onRetry} />
      ) : (
        <div className="hf-preflight-body">
          <div className="hf-thumb">
            {preflight ? (
              preflight.thumbnail ? (
                <img
                  src={preflight.thumbnail}
                  alt={intl.formatMessage(
                    { id: 'hot-folders.preflightCard.thumbnail' },
                    { name: preflight.name },
                  )}
                />
              ) : (
                <span className="muted">
                  {intl.formatMessage({ id: 'hot-folders.preflightCard.noPreview' })}
                </span>
              )
            ) : (
              <span className="skeleton hf-thumb-skeleton" aria-hidden="true" />
            )}
          </div>
          <dl className="hf-facts">
            <dt>{intl.formatMessage({ id: 'hot-folders.preflightCard.typeLabel' })}</dt>
            <dd>
              {preflight ? (
                preflight.type ? (
                  intl.formatMessage({ id: 'hot-folders.preflightCard.type' }, { type: preflight.type })
                ) : (
                  intl.formatMessage({ id: 'hot-folders.preflightCard.notPrintFile' })
                )
              ) : (
                <SkeletonText />
              )}
            </dd>
            <dt>{intl.formatMessage({ id: 'hot-folders.preflightCard.pages' })}</dt>
            <dd>
              {preflight ? (
                preflight.pageCount === null ? (
                  unknown
                ) : (
                  intl.formatNumber(preflight.pageCount)
                )
              ) : (
                <SkeletonText width="30%" />
              )}
            </dd>
            <dt>{intl.formatMessage({ id: 'hot-folders.preflightCard.pageSize' })}</dt>
            <dd>
              {preflight ? (
                preflight.pageSize ? (
                  sizeText(
                    intl,
                    { width: preflight.pageSize.widthPt, height: preflight.pageSize.heightPt, unit: 'pt' },
                    units,
                  )
                ) : (
                  unknown
                )
              ) : (
                <SkeletonText width="80%" />
              )}
            </dd>
            <dt>{intl.formatMessage({ id: 'hot-folders.preflightCard.fileSize' })}</dt>
            <dd>{preflight ? formatBytes(preflight.size) : <SkeletonText width="40%" />}</dd>
          </dl>
          {preflight && preflight.notes.length > 0 && (
            <ul className="hf-notes">
              {preflight.notes.map((note) => (
                <li key={note.note}>{preflightNoteText(note, preflight, units)}</li>
              ))}
            </ul>
          )}
          {file.held && preflight && preflight.findings.length > 0 && (
            <FindingsList
              name={preflight.name}
              findings={preflight.findings}
              pictures={preflight.pagePictures}
              units={units}
            />
          )}
        </div>
      )}
      {file.held && <HeldReport report={file.held.report} />}
    </aside>
  );
}

/** The report written beside a held file (`<name>.preflight.txt`, or why its job failed), as it is on disk. */
function HeldReport({ report }: { report: string | null }) {
  const intl = useAppIntl();
  const title = intl.formatMessage({ id: 'hot-folders.preflightCard.report' });
  return (
    <section className="hf-report" aria-label={title}>
      <h4>{title}</h4>
      {report === null ? (
        <p className="muted">{intl.formatMessage({ id: 'hot-folders.preflightCard.noReport' })}</p>
      ) : (
        <pre>{report}</pre>
      )}
    </section>
  );
}
