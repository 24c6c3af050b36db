import type { PagePicture } from '../../../electron/ipc/contract/sync.js';
import type { Finding } from '../../../electron/preflight/findings.js';
import { checkTitles, severityLabels } from '../../format/preflight.js';

/**
 * What the print checks found in one file: each finding with its severity (icon and word), the
 * check's name and sentence, and small pictures of the pages it concerns (those drawn).
 */
export function FindingsList({
  name,
  findings,
  pictures,
}: {
  /** The file's name: the list's and the pictures' accessible names say it. */
  name: string;
  findings: readonly Finding[];
  pictures: readonly PagePicture[];
}) {
  const byPage = new Map(pictures.map((picture) => [picture.page, picture.dataUrl]));
  return (
    <ul className="findings" aria-label={`Findings in ${name}`}>
      {findings.map((finding, index) => {
        const shown = finding.pages.filter((page) => byPage.has(page));
        return (
          <li key={`${finding.check}-${index}`} className="finding" data-severity={finding.severity}>
            <span className="finding-icon" aria-hidden="true">
              {finding.severity === 'error' ? '✕' : '!'}
            </span>
            <div className="finding-body">
              <strong>
                {severityLabels[finding.severity]} · {checkTitles[finding.check]}
              </strong>
              <p>{finding.message}</p>
              {shown.length > 0 && (
                <ul className="finding-pages" aria-label={`Pages of ${checkTitles[finding.check]}`}>
                  {shown.map((page) => (
                    <li key={page}>
                      <img className="page-picture" src={byPage.get(page)} alt={`${name}, page ${page}`} />
                      <span className="muted">Page {page}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
