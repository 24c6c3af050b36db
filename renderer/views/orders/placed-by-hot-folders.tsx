/**
 * Placed by hot folders: the order record of this workstation — every order its hot-folder jobs
 * placed, when, from which file, for how much, and who approved it and why it had waited — newest
 * first, read a window at a time as the table scrolls (years of orders), read again whenever a job
 * places one, and saved as CSV where the person chooses.
 */
import { useEffect, useMemo, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { OrderRecordEntry } from '../../../electron/shared/contract/jobs.js';
import { approvalReasonsText } from '../../../electron/i18n/job-texts.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { VirtualTable, type Column } from '../../components/virtual-table.js';
import { useAppIntl } from '../../format/intl.js';
import { amount } from '../../format/orders.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useJobs } from '../../stores/jobs.js';
import { useOrderRecord } from '../../stores/order-record.js';

/** The select keys of `orders.placedByHotFolders.answerLost` (a message's keys take no hyphen). */
const decisionKinds = { 'settled-by-hand': 'settledByHand', 'placed-again': 'placedAgain' } as const;

function Decision({ entry }: { entry: OrderRecordEntry }) {
  const intl = useAppIntl();
  // Who overrode what it waited for (its preflight, then its order's reasons): each person once.
  const deciders = [...new Map(entry.overrides.map(({ by }) => [`${by.user}@${by.host}`, by])).values()];
  const parts = [
    entry.overrides.length > 0 &&
      intl.formatMessage(
        { id: 'orders.placedByHotFolders.waited' },
        {
          reasons: approvalReasonsText(
            entry.overrides.map((o) => o.reason),
            amount,
            intl,
          ),
        },
      ),
    ...deciders.map((by) =>
      intl.formatMessage({ id: 'orders.placedByHotFolders.overriddenBy' }, { user: by.user, host: by.host }),
    ),
    entry.decision &&
      intl.formatMessage(
        { id: 'orders.placedByHotFolders.answerLost' },
        { kind: decisionKinds[entry.decision.kind], user: entry.decision.by.user },
      ),
  ].filter(Boolean);
  return (
    <span className="muted">
      {parts.length > 0 ? parts.join(' · ') : intl.formatMessage({ id: 'orders.placedByHotFolders.atOnce' })}
    </span>
  );
}

/** The table's columns, with their headers in the app's language. */
function recordColumns(intl: IntlShape): readonly Column<OrderRecordEntry>[] {
  const header = (what: 'order' | 'what' | 'when' | 'decision') =>
    intl.formatMessage({ id: `orders.placedByHotFolders.column.${what}` });
  return [
    {
      key: 'order',
      header: header('order'),
      width: '175px',
      cell: (entry) => <span className="mono">{entry.orderFriendlyId}</span>,
    },
    {
      key: 'what',
      header: header('what'),
      width: 'minmax(180px, 3fr)',
      cell: (entry) =>
        intl.formatMessage(
          { id: 'orders.placedByHotFolders.what' },
          {
            file: entry.file,
            total: amount(entry.total),
            quantity: entry.quantity,
            document: entry.document,
          },
        ),
    },
    {
      key: 'when',
      header: header('when'),
      width: 'minmax(160px, 2fr)',
      dropOrder: 1,
      cell: (entry) => (
        <span className="muted">
          {intl.formatMessage(
            { id: 'orders.placedByHotFolders.when' },
            { at: formatDateTime(entry.at), workstation: entry.workstation, count: entry.recipients.length },
          )}
        </span>
      ),
    },
    {
      key: 'decision',
      header: header('decision'),
      width: 'minmax(160px, 2fr)',
      dropOrder: 2,
      cell: (entry) => <Decision entry={entry} />,
    },
  ];
}

const rowKey = (entry: OrderRecordEntry) => `${entry.orderFriendlyId}@${entry.at}`;
const more = () => void useOrderRecord.getState().more();

export function PlacedByHotFolders({ onOpen }: { onOpen(friendlyId: string): void }) {
  const intl = useAppIntl();
  const columns = useMemo(() => recordColumns(intl), [intl]);
  const entries = useOrderRecord((state) => state.entries);
  const total = useOrderRecord((state) => state.total);
  const errors = useOrderRecord((state) => state.errors);
  const exporting = useOrderRecord((state) => state.busy.export);
  const load = useOrderRecord((state) => state.load);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  // Read again when a job gets an order number (here, or followed from another workstation).
  const ordered = useJobs((state) => state.jobs.filter((job) => job.orderFriendlyId).length);

  useEffect(() => useJobs.getState().follow(), []);
  useEffect(() => {
    void load();
  }, [load, ordered]);

  async function save() {
    setSavedAs(null);
    const saved = await useOrderRecord.getState().exportCsv();
    // A browser says itself where the download went; the desktop's dialog does not.
    if (typeof saved === 'string' && saved !== 'download') setSavedAs(saved);
  }

  return (
    <section className="card stack" aria-labelledby="od-placed-title">
      <div className="row">
        <h2 id="od-placed-title">{intl.formatMessage({ id: 'orders.placedByHotFolders.title' })}</h2>
        <span className="spacer" />
        <Button size="small" busy={exporting} disabled={!entries?.length} onClick={() => void save()}>
          {intl.formatMessage({ id: 'orders.placedByHotFolders.saveCsv' })}
        </Button>
      </div>
      {savedAs && (
        <p role="status" className="muted">
          {intl.formatMessage({ id: 'orders.placedByHotFolders.saved' }, { file: savedAs })}
        </p>
      )}
      {errors.export && <ErrorMessage error={errors.export} />}
      {errors.more && <ErrorMessage error={errors.more} onRetry={more} />}
      {errors.load ? (
        <ErrorMessage error={errors.load} onRetry={() => void load()} forceRetry />
      ) : entries === null ? (
        <SkeletonRows rows={3} label={intl.formatMessage({ id: 'orders.placedByHotFolders.loading' })} />
      ) : entries.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'orders.placedByHotFolders.emptyTitle' })}>
          {intl.formatMessage({ id: 'orders.placedByHotFolders.emptyBody' })}
        </EmptyState>
      ) : (
        <div className="od-placed-table">
          <VirtualTable
            label={intl.formatMessage({ id: 'orders.placedByHotFolders.list' })}
            rows={entries}
            columns={columns}
            rowKey={rowKey}
            totalRows={total}
            onSelect={(entry) => onOpen(entry.orderFriendlyId)}
            onEndReached={more}
          />
        </div>
      )}
    </section>
  );
}
