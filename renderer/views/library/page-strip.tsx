import { useEffect, useState } from 'react';
import type { ItemFindings } from '../../../electron/shared/contract/library.js';
import type { Finding } from '../../../electron/shared/preflight/findings.js';
import type { ProfileName } from '../../../electron/shared/preflight/profiles.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { useAppIntl } from '../../format/intl.js';
import { countFindings, findingInShort, profileLabels } from '../../format/preflight.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { marksKey, usePageMarks } from '../../stores/page-marks.js';
import { FindingsList, severityIcons } from '../../components/findings-list.js';
import { ItemPagePicture } from './page-picture.js';

const firstPages = 4;
const morePages = 8;

/**
 * The item's pages as pictures, a few at first and more on demand, each page with findings marked.
 * A document shows the pages of its first section's print file (the only part of a document
 * PrintDesk can draw, and check).
 */
export function PageStrip({
  itemId,
  name,
  pageCount,
  fallback,
}: {
  itemId: string;
  name: string;
  /** Pages of the item; null when the service does not say (one picture is still tried). */
  pageCount: number | null;
  fallback: string;
}) {
  const pages = pageCount ?? 1;
  const [shown, setShown] = useState(Math.min(pages, firstPages));
  const profile = useAccount((state) => state.settings?.uploads.preflightProfile);
  const key = profile && marksKey(itemId, profile);
  const found = usePageMarks((state) => (key ? state.marks.get(key) : undefined));
  const error = usePageMarks((state) => (key ? state.errors[`load:${key}`] : undefined));
  useEffect(() => {
    if (profile) void usePageMarks.getState().load(itemId, profile);
  }, [itemId, profile]);
  const retry = () => profile && void usePageMarks.getState().load(itemId, profile);
  const intl = useAppIntl();
  return (
    <section className="page-strip" aria-label={intl.formatMessage({ id: 'library.pageStrip.label' })}>
      {found && <MarksNote found={found} name={name} />}
      {error && <ErrorMessage error={error} onRetry={retry} forceRetry />}
      <ul>
        {Array.from({ length: shown }, (_, index) => (
          <li key={index} className="page-marked">
            <ItemPagePicture
              itemId={itemId}
              page={index + 1}
              size={320}
              label={intl.formatMessage({ id: 'library.itemViews.pagePicture' }, { name, page: index + 1 })}
              fallback={fallback}
            />
            {found?.checked && (
              <PageMark page={index + 1} findings={found.findings} profile={found.profile} />
            )}
            <span className="muted">{index + 1}</span>
          </li>
        ))}
      </ul>
      {shown < pages && (
        <Button size="small" onClick={() => setShown(Math.min(pages, shown + morePages))}>
          {intl.formatMessage({ id: 'library.pageStrip.more' }, { count: pages - shown })}
        </Button>
      )}
    </section>
  );
}

/**
 * Once above the pages: what the check found and that the pages are marked (the findings in full
 * when opened), or why there are no marks.
 */
function MarksNote({ found, name }: { found: ItemFindings; name: string }) {
  const intl = useAppIntl();
  const units = useAccount((state) => selectMarket(state).units);
  if (!found.checked)
    return (
      <p className="page-strip-note muted">
        {intl.formatMessage({ id: 'library.pageStrip.noMarks' }, { why: found.why })}
      </p>
    );
  const counted = countFindings(found.findings);
  const profile = profileLabels[found.profile];
  const said = counted
    ? intl.formatMessage({ id: 'library.pageStrip.marked' }, { profile, findings: counted })
    : intl.formatMessage({ id: 'library.pageStrip.nothingFound' }, { profile });
  if (!counted) return <p className="page-strip-note muted">{said}</p>;
  return (
    <details className="page-strip-note">
      <summary className="muted">{said}</summary>
      <FindingsList name={name} findings={found.findings} pictures={[]} units={units} />
    </details>
  );
}

/** A page's mark: its findings in a few words, the worst one's colour. */
function PageMark({
  page,
  findings,
  profile,
}: {
  page: number;
  findings: readonly Finding[];
  profile: ProfileName;
}) {
  const intl = useAppIntl();
  const here = findings.filter((finding) => finding.pages.includes(page));
  if (here.length === 0) return null;
  const severity = here.some((finding) => finding.severity === 'error') ? 'error' : 'warning';
  const said = intl.formatMessage(
    { id: 'library.pageStrip.pageMark' },
    {
      page,
      findings: intl.formatList([...new Set(here.map((finding) => findingInShort(finding, profile)))], {
        type: 'unit',
      }),
    },
  );
  const mark =
    here.length > 1
      ? `${severityIcons[severity]} ${intl.formatNumber(here.length)}`
      : severityIcons[severity];
  return (
    <span className="page-mark" data-severity={severity} role="img" aria-label={said} title={said}>
      {mark}
    </span>
  );
}
