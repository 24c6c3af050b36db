/**
 * Placed by hot folders: the order record of this workstation — every order its hot-folder jobs
 * placed, when, from which file, for how much, and who approved it and why it had waited — newest
 * first, read again whenever a job places one, and saved as CSV.
 */
import { useEffect } from 'react';
import type { OrderRecordEntry } from '../../../electron/ipc/contract/jobs.js';
import { approvalReasonsText } from '../../../electron/ipc/contract/job-texts.js';
import { Button } from '../../components/button.js';
import { downloadText } from '../../components/download.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { money } from '../../format/orders.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useJobs } from '../../stores/jobs.js';
import { useOrderRecord } from '../../stores/order-record.js';

const decisionLabels = { 'settled-by-hand': 'number entered by', 'placed-again': 'placed again by' } as const;

function Decision({ entry }: { entry: OrderRecordEntry }) {
  const parts = [
    entry.waitedFor.length > 0 && `Waited: ${approvalReasonsText(entry.waitedFor, money)}`,
    entry.approvedBy && `Approved by ${entry.approvedBy.user} on ${entry.approvedBy.host}`,
    entry.decision && `Answer lost; ${decisionLabels[entry.decision.kind]} ${entry.decision.by.user}`,
  ].filter(Boolean);
  return parts.length > 0 ? (
    <span className="muted">{parts.join(' · ')}</span>
  ) : (
    <span className="muted">Placed at once</span>
  );
}

export function PlacedByHotFolders({ onOpen }: { onOpen(friendlyId: string): void }) {
  const entries = useOrderRecord((state) => state.entries);
  const total = useOrderRecord((state) => state.total);
  const errors = useOrderRecord((state) => state.errors);
  const exporting = useOrderRecord((state) => state.busy.export);
  const load = useOrderRecord((state) => state.load);
  const more = useOrderRecord((state) => state.more);
  // Read again when a job gets an order number (here, or followed from another workstation).
  const ordered = useJobs((state) => state.jobs.filter((job) => job.orderFriendlyId).length);

  useEffect(() => useJobs.getState().follow(), []);
  useEffect(() => {
    void load();
  }, [load, ordered]);

  async function save() {
    const exported = await useOrderRecord.getState().exportCsv();
    if (exported) downloadText(exported.fileName, exported.csv);
  }

  return (
    <section className="card stack" aria-labelledby="od-placed-title">
      <div className="row">
        <h2 id="od-placed-title">Placed by hot folders</h2>
        <span className="spacer" />
        <Button size="small" busy={exporting} disabled={!entries?.length} onClick={() => void save()}>
          Save as CSV…
        </Button>
      </div>
      {errors.export && <ErrorMessage error={errors.export} />}
      {errors.load ? (
        <ErrorMessage error={errors.load} onRetry={() => void load()} forceRetry />
      ) : entries === null ? (
        <SkeletonRows rows={3} label="Loading the orders placed by hot folders" />
      ) : entries.length === 0 ? (
        <EmptyState title="No hot-folder orders yet">
          Orders a hot folder places on this computer are kept here, with who approved them.
        </EmptyState>
      ) : (
        <>
          <ul className="od-recent" aria-label="Orders placed by hot folders">
            {entries.map((entry) => (
              <li key={`${entry.orderFriendlyId}@${entry.at}`}>
                <button
                  type="button"
                  className="od-recent-item"
                  onClick={() => onOpen(entry.orderFriendlyId)}
                >
                  <span className="mono">{entry.orderFriendlyId}</span>
                  <span>
                    {entry.file} · {money(entry.total)} · {entry.quantity} × {entry.document}
                  </span>
                  <span className="muted">
                    {formatDateTime(entry.at)} · {entry.workstation} · {entry.recipients.length}{' '}
                    {entry.recipients.length === 1 ? 'recipient' : 'recipients'}
                  </span>
                  <Decision entry={entry} />
                </button>
              </li>
            ))}
          </ul>
          {entries.length < total && (
            <Button size="small" onClick={() => void more()}>
              Show more ({total - entries.length} older)
            </Button>
          )}
        </>
      )}
    </section>
  );
}
