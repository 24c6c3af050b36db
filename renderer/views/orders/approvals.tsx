/**
 * Approvals: the hot-folder orders that wait for a person. An order held for approval says why
 * (over the folder's limit per order or what is left of its day's budget, an address or a quantity
 * from its job ticket) and is placed or discarded here; a job whose file's preflight found errors
 * waits for "Order anyway" (for a document or quote job, "Make the document anyway", "Quote
 * anyway"), which goes on from the file set aside in Failed/ without checking it again, or, where a
 * fix could clear its errors, for "Fix and go on" (every fix made on a copy, docs/preflight.md); an
 * order no shipping method gets there by its need-by date offers "Order for that date" (the earliest
 * day, which its reason names with its price) and "Cancel"; an order whose answer was lost waits to
 * be checked (check-order.tsx). On a shared folder, either
 * workstation may decide.
 */
import { useEffect, useMemo } from 'react';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import { approvalReasonText } from '../../../electron/ipc/contract/job-texts.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { money } from '../../format/orders.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useAppIntl } from '../../format/intl.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useJobs, waitsForPerson } from '../../stores/jobs.js';
import { serviceTimeText } from '../../../electron/i18n/service-time.js';
import { CheckOrder } from './check-order.js';

/** The price, and the ship and delivery dates in the service's zone and the buyer's. */
function Price({ job }: { job: JobRow }) {
  const intl = useAppIntl();
  const serviceTimeZone = useAccount((state) => selectMarket(state).timeZone);
  const date = (value: string | undefined) => serviceTimeText(intl, value, { serviceTimeZone, show: 'date' });
  const ships = date(job.shipDate);
  const delivered = date(job.deliveryDate);
  return (
    <span className="muted">
      {job.total === undefined ? intl.formatMessage({ id: 'orders.approvals.notPriced' }) : money(job.total)}
      {ships && intl.formatMessage({ id: 'orders.approvals.ships' }, { date: ships })}
      {delivered && intl.formatMessage({ id: 'orders.approvals.delivered' }, { date: delivered })}
      {job.handledBy && intl.formatMessage({ id: 'orders.approvals.waitsOn' }, { who: job.handledBy })}
      {job.decideBy &&
        intl.formatMessage({ id: 'decisions.timeout.note' }, { when: formatDateTime(job.decideBy) })}
    </span>
  );
}

function Waiting({ job, busy }: { job: JobRow; busy: boolean }) {
  const intl = useAppIntl();
  const decide = useJobs((state) => state.decide);
  const preflight = job.waitingFor?.some((reason) => reason.kind === 'preflight') ?? false;
  const fixable = job.waitingFor?.some((reason) => reason.kind === 'preflight' && reason.fixable) ?? false;
  // Its reason names the earliest day and its price: approving orders for that day.
  const lateDate =
    !preflight && (job.waitingFor?.some((reason) => reason.kind === 'cannot-meet-date') ?? false);
  // Preflight and need-by words name the row's action; the row ("Approval for …") tells the rows apart.
  const named = preflight || lateDate;
  return (
    <>
      {job.waitingFor && job.waitingFor.length > 0 && (
        <ul
          className="od-reasons"
          aria-label={intl.formatMessage({ id: 'orders.approvals.whyWaits' }, { document: job.document })}
        >
          {job.waitingFor.map((reason) => (
            <li key={reason.kind}>{approvalReasonText(reason, money, intl)}</li>
          ))}
        </ul>
      )}
      <span className="row">
        {fixable && (
          <Button variant="primary" busy={busy} onClick={() => void decide(job, 'fix')}>
            {intl.formatMessage({ id: 'orders.approvals.fixAndGo' })}
          </Button>
        )}
        <Button
          {...(fixable ? {} : { variant: 'primary' as const })}
          busy={busy}
          onClick={() => void decide(job, 'approve')}
          {...(named
            ? {}
            : {
                'aria-label': intl.formatMessage(
                  { id: 'orders.approvals.placeFor' },
                  { document: job.document },
                ),
              })}
        >
          {preflight
            ? intl.formatMessage({ id: 'orders.approvals.anyway' }, { action: job.action })
            : lateDate
              ? intl.formatMessage({ id: 'orders.approvals.orderForDate' })
              : intl.formatMessage({ id: 'orders.approvals.place' })}
        </Button>
        <Button
          disabled={busy}
          onClick={() => void decide(job, 'discard')}
          {...(lateDate
            ? {}
            : {
                'aria-label': intl.formatMessage(
                  { id: 'orders.approvals.discardFor' },
                  { document: job.document },
                ),
              })}
        >
          {lateDate
            ? intl.formatMessage({ id: 'orders.approvals.cancel' })
            : intl.formatMessage({ id: 'orders.approvals.discard' })}
        </Button>
      </span>
    </>
  );
}

export function Approvals() {
  const intl = useAppIntl();
  const all = useJobs((state) => state.jobs);
  const loaded = useJobs((state) => state.loaded);
  const busy = useJobs((state) => state.busy);
  const errors = useJobs((state) => state.errors);
  const load = useJobs((state) => state.load);
  const jobs = useMemo(() => all.filter(waitsForPerson), [all]);

  useEffect(() => useJobs.getState().follow(), []);

  return (
    <section className="card stack" aria-labelledby="od-approvals-title">
      <h2 id="od-approvals-title">{intl.formatMessage({ id: 'orders.approvals.title' })}</h2>
      {errors.load && <ErrorMessage error={errors.load} onRetry={() => void load()} forceRetry />}
      {loaded && jobs.length === 0 && (
        <p className="muted">{intl.formatMessage({ id: 'orders.approvals.none' })}</p>
      )}
      {jobs.length > 0 && (
        <ul className="od-recent">
          {jobs.map((job) => {
            const decision = `decide:${job.id}` as const;
            const failure = errors[decision];
            const checking = job.state === 'check-order';
            return (
              <li
                key={job.id}
                className="stack od-approval"
                data-state={job.state}
                aria-label={intl.formatMessage(
                  { id: 'orders.approvals.item' },
                  { checking: String(checking), document: job.document },
                )}
              >
                <span>
                  {intl.formatMessage(
                    { id: 'orders.approvals.file' },
                    {
                      document: job.document,
                      path: job.path,
                      strong: (chunks) => <strong>{chunks}</strong>,
                      muted: (chunks) => <span className="muted">{chunks}</span>,
                    },
                  )}
                  {checking && (
                    <>
                      {' '}
                      <span className="badge" data-tone="danger">
                        {intl.formatMessage({ id: 'orders.approvals.checkBadge' })}
                      </span>
                    </>
                  )}
                </span>
                <Price job={job} />
                {checking ? (
                  <CheckOrder job={job} busy={busy[decision] ?? false} />
                ) : (
                  <Waiting job={job} busy={busy[decision] ?? false} />
                )}
                {failure && <ErrorMessage error={failure} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
