import type { PagePicture } from '../../electron/shared/contract/sync.js';
import type { Finding } from '../../electron/shared/preflight/findings.js';
import type { UnitSystem } from '../../electron/shared/models/markets.js';
import { useAppIntl } from '../format/intl.js';
import { checkTitles, findingSentence, severityLabels } from '../format/preflight.js';

/** Drawn beside the severity's word, hidden from screen readers (the word says it). */
export const severityIcons: Readonly<Record<Finding['severity'], string>> = { error: '✕', warning: '!' };

/**
 * What the print checks found in one file: each finding with its severity (icon and word), the
 * check's name and sentence, and small pictures of the pages it concerns (those drawn).
 */
export function FindingsList({
  name,
  findings,
  pictures,
  units,
}: {
  /** The file's name: the list's and the pictures' accessible names say it. */
  name: string;
  findings: readonly Finding[];
  pictures: readonly PagePicture[];
  /** The market's units, in which a size a finding names is said. */
  units: UnitSystem;
}) {
  const intl = useAppIntl();
  const byPage = new Map(pictures.map((picture) => [picture.page, picture.dataUrl]));
  return (
    <ul className="findings" aria-label={intl.formatMessage({ id: 'library.findingsList.label' }, { name })}>
      {findings.map((finding, index) => {
        const shown = finding.pages.filter((page) => byPage.has(page));
        return (
          <li key={`${finding.check}-${index}`} className="finding" data-severity={finding.severity}>
            <span className="finding-icon" aria-hidden="true">
              {severityIcons[finding.severity]}
            </span>
            <div className="finding-body">
              <strong>
                {intl.formatMessage(
                  { id: 'library.findingsList.heading' },
                  { severity: severityLabels[finding.severity], check: checkTitles[finding.check] },
                )}
              </strong>
              <p>{findingSentence(finding, units)}</p>
              {shown.length > 0 && (
                <ul
                  className="finding-pages"
                  aria-label={intl.formatMessage(
                    { id: 'library.findingsList.pagesLabel' },
                    { check: checkTitles[finding.check] },
                  )}
                >
                  {shown.map((page) => (
                    <li key={page}>
                      <img
                        className="page-picture"
                        src={byPage.get(page)}
                        alt={intl.formatMessage({ id: 'library.itemViews.pagePicture' }, { name, page })}
                      />
                      <span className="muted">
                        {intl.formatMessage({ id: 'library.findingsList.page' }, { page })}
                      </span>
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
