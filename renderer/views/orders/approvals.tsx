/**
 * Approvals: the hot-folder jobs that wait for a person. Each card says what it is: the hot folder,
 * the file, the copies and the total, and every reason it waits in full sentences (over the folder's
 * limit per order or what is left of its day's budget, limits set in another currency than the
 * service's now, an address or a quantity from its job ticket, its file's preflight errors, no
 * shipping method arriving by its need-by date), with a link to the file held in Failed/, its
 * report, page pictures and findings. Placing asks first, as an order by hand does, and says once it
 * is done. A job whose file's preflight found errors waits for "Order anyway" (for a document or
 * quote job, "Make the document anyway", "Quote anyway"), which goes on from the file set aside in
 * Failed/ without checking it again, or, where a fix could clear its errors, for "Fix and go on" (every fix
 * made on a copy, docs/preflight.md; its dialog shows the pages before and after the fixes first); an order no shipping method gets there by its need-by date
 * offers "Order for that date" (the earliest day, which its reason names with its price) and
 * "Cancel"; an order whose answer was lost waits to be checked (check-order.tsx). On a shared
 * folder, either workstation may decide.
 */
import { useEffect, useMemo, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { approvalReasonText } from '../../../electron/i18n/job-texts.js';
import { heldFileRoute, type JobRow } from '../../../electron/shared/contract/jobs.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { showToast } from '../../components/toasts.js';
import { amount } from '../../format/orders.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useAppIntl } from '../../format/intl.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useHotFolders } from '../../stores/hot-folders.js';
import { useJobs, waitsForPerson } from '../../stores/jobs.js';
import { serviceTimeText } from '../../../electron/i18n/service-time.js';
import { CheckOrder } from './check-order.js';
import { FixAndGoDialog } from './fix-and-go-dialog.js';

/** The price, and the ship and delivery dates in the service's zone and the buyer's. */
function Price({ job }: { job: JobRow }) {
  const intl = useAppIntl();
  const serviceTimeZone = useAccount((state) => selectMarket(state).timeZone);
  const date = (value: string | undefined) => serviceTimeText(intl, value, { serviceTimeZone, show: 'date' });
  const ships = date(job.shipDate);
  const delivered = date(job.deliveryDate);
  return (
    <span className="muted">
      {job.total === undefined ? intl.formatMessage({ id: 'orders.approvals.notPriced' }) : amount(job.total)}
      {ships && intl.formatMessage({ id: 'orders.approvals.ships' }, { date: ships })}
      {delivered && intl.formatMessage({ id: 'orders.approvals.delivered' }, { date: delivered })}
      {job.handledBy && intl.formatMessage({ id: 'orders.approvals.waitsOn' }, { who: job.handledBy })}
      {job.decideBy &&
        intl.formatMessage({ id: 'decisions.timeout.note' }, { when: formatDateTime(job.decideBy) })}
    </span>
  );
}

/** What the job is: its hot folder, its file, the copies and the total. */
function Facts({ job }: { job: JobRow }) {
  const intl = useAppIntl();
  const folder = useHotFolders(
    (state) => state.links?.find(({ link }) => link.id === job.linkId)?.link.localPath,
  );
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <dl className="od-approval-facts">
      <dt>{say('orders.approvals.folder')}</dt>
      <dd className="mono">{folder ?? say('orders.approvals.folderGone')}</dd>
      <dt>{say('orders.approvals.fileLabel')}</dt>
      <dd className="mono">{job.path}</dd>
      {job.quantity !== undefined && (
        <>
          <dt>{say('orders.approvals.quantity')}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'orders.approvals.copies' },
              { count: job.quantity, recipients: job.recipientCount ?? 1 },
            )}
          </dd>
        </>
      )}
      <dt>{say('orders.approvals.total')}</dt>
      <dd>
        <Price job={job} />
      </dd>
    </dl>
  );
}

/**
 * The decision a person gives, in words: what the button says and what the confirmation asks. An
 * order no method gets there in time for is ordered "for that date", its reason's earliest day.
 */
function decisionWords(intl: IntlShape, job: JobRow, preflight: boolean, lateDate: boolean) {
  const values = { action: job.action, document: job.document };
  return {
    button: preflight
      ? intl.formatMessage({ id: 'orders.approvals.anyway' }, values)
      : lateDate
        ? intl.formatMessage({ id: 'orders.approvals.orderForDate' })
        : intl.formatMessage({ id: 'orders.approvals.place' }),
    title: intl.formatMessage(
      { id: 'orders.approvals.confirmTitle' },
      { preflight: String(preflight), ...values },
    ),
    body: intl.formatMessage(
      { id: 'orders.approvals.confirmBody' },
      {
        preflight: String(preflight),
        ...values,
        total: job.total ? amount(job.total) : intl.formatMessage({ id: 'orders.approvals.notPriced' }),
        strong: (chunks) => <strong>{chunks}</strong>,
      },
    ),
    done: intl.formatMessage({ id: 'orders.approvals.done' }, { preflight: String(preflight), ...values }),
  };
}

function Waiting({ job, busy }: { job: JobRow; busy: boolean }) {
  const intl = useAppIntl();
  const decide = useJobs((state) => state.decide);
  const [confirming, setConfirming] = useState(false);
  const [fixing, setFixing] = useState(false);
  const preflight = job.waitingFor?.some((reason) => reason.kind === 'preflight') ?? false;
  const fixable = job.waitingFor?.some((reason) => reason.kind === 'preflight' && reason.fixable) ?? false;
  // Its reason names the earliest day and its price: approving orders for that day.
  const lateDate =
    !preflight && (job.waitingFor?.some((reason) => reason.kind === 'cannot-meet-date') ?? false);
  // Preflight and need-by words name the row's action; the row ("Approval for …") tells the rows apart.
  const named = preflight || lateDate;
  const words = decisionWords(intl, job, preflight, lateDate);

  async function approve() {
    if (!(await decide(job, 'approve'))) return;
    setConfirming(false);
    showToast('success', words.done);
  }

  return (
    <>
      {job.waitingFor && job.waitingFor.length > 0 && (
        <ul
          className="od-reasons"
          aria-label={intl.formatMessage({ id: 'orders.approvals.whyWaits' }, { document: job.document })}
        >
          {job.waitingFor.map((reason) => (
            <li key={reason.kind}>{approvalReasonText(reason, amount, intl)}</li>
          ))}
        </ul>
      )}
      {job.heldFile && (
        <a href={heldFileRoute(job.id)}>
          {intl.formatMessage({ id: 'orders.approvals.openReport' }, { path: job.path })}
        </a>
      )}
      <span className="row">
        {fixable && (
          <Button variant="primary" disabled={busy} onClick={() => setFixing(true)}>
            {intl.formatMessage({ id: 'orders.approvals.fixAndGo' })}
          </Button>
        )}
        <Button
          {...(fixable ? {} : { variant: 'primary' as const })}
          disabled={busy}
          onClick={() => setConfirming(true)}
          {...(named
            ? {}
            : {
                'aria-label': intl.formatMessage(
                  { id: 'orders.approvals.placeFor' },
                  { document: job.document },
                ),
              })}
        >
          {words.button}
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
      {fixing && <FixAndGoDialog job={job} busy={busy} onClose={() => setFixing(false)} />}
      {confirming && (
        <Dialog title={words.title} onClose={() => setConfirming(false)}>
          <p>{words.body}</p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'orders.approvals.notYet' })}
            </Button>
            <Button variant="primary" busy={busy} onClick={() => void approve()}>
              {words.button}
            </Button>
          </DialogActions>
        </Dialog>
      )}
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
  // The cards name each job's hot folder.
  useEffect(() => {
    if (!useHotFolders.getState().links) void useHotFolders.getState().loadLinks();
  }, []);

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
                  <strong>{job.document}</strong>
                  {checking && (
                    <>
                      {' '}
                      <span className="badge" data-tone="danger">
                        {intl.formatMessage({ id: 'orders.approvals.checkBadge' })}
                      </span>
                    </>
                  )}
                </span>
                <Facts job={job} />
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
