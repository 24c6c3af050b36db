/**
 * Which native notifications to show: one when a batch of hot-folder uploads finishes, one for
 * each error that needs the user (a refused key, a folder gone offline…), never the same one twice in
 * a row, and one when an order ships. A finished batch is not announced while the window has focus
 * (the window shows it). Hot-folder jobs: one when a quote is ready, an order is placed, an order
 * waits for approval (saying why), a file fails its preflight, an order waits to be checked (its answer was lost), or a job
 * fails — each once per job. Of a job another workstation on a shared folder runs, only what waits
 * for a person here too (an approval, an order to check): that workstation tells the rest. Amounts
 * read as in the window: each in its own currency, by the same rules (shared/models/money.ts).
 * A file held by its preflight opens its report in the window when clicked; an order folder whose
 * limits are in another currency than the service's now is announced once, and opens its form.
 */
import type { EventPayload } from '../shared/contract/channels.js';
import { approvalReasonsText, currencyName } from '../i18n/job-texts.js';
import { heldFileRoute, linkLimitsRoute, type JobRow } from '../shared/contract/jobs.js';
import type { LinkStatus, SyncStatus } from '../shared/contract/sync.js';
import type { Currency } from '../shared/models/markets.js';
import { formatAmount, type Money } from '../shared/models/money.js';
import { limitsCurrencyOtherThan } from '../shared/settings/schema.js';
import type { IntlShape } from '@formatjs/intl';
import { englishIntl, type TextIntl } from '../i18n/intl.js';

export interface DesktopNotification {
  title: string;
  body: string;
  /** Errors stay until dismissed where the platform allows it. */
  urgent: boolean;
  /** Where a click takes the window (a route, `#/hot-folders?held=<job>`); absent: the window as it is. */
  route?: string;
}

export interface NotificationContext {
  /** The user's "notifications" sync preference. */
  enabled(): boolean;
  windowFocused(): boolean;
  /** The currency the service in use prices in (from the account status's market): limits in another stop. */
  currency(): Currency;
  /** The app's language as it is now (absent: English). */
  intl?(): IntlShape;
}

const busy = (s: SyncStatus): boolean => s.state === 'syncing' || s.queued + s.uploading > 0;

export interface NotificationPolicy {
  /** Feed every sync status; returns the notifications it calls for. */
  onStatus(status: SyncStatus): DesktopNotification[];
  /** Feed every core `notice` event. */
  onNotice(notice: EventPayload<'notice'>): DesktopNotification[];
  /** Feed every core `orders.shipped` event (the core sends one per order). */
  onOrderShipped(order: EventPayload<'orders.shipped'>): DesktopNotification[];
  /** Feed every core `jobs.changed` event. */
  onJob(job: JobRow): DesktopNotification[];
  /** Feed the hot folders whenever they or the market change (`sync.links`, `account.changed`). */
  onLinks(links: readonly LinkStatus[]): DesktopNotification[];
}

/** The sentence for a job's price and dates: the amount in its currency, written the locale's way. */
function priceLine(job: JobRow, intl: TextIntl): string {
  const day = (iso: string | undefined): string =>
    iso ? iso.slice(0, 10) : intl.formatMessage({ id: 'desktop.notification.dateUnknown' });
  return intl.formatMessage(
    { id: 'desktop.notification.price' },
    {
      total: job.total ? formatAmount(job.total, { locale: intl.locale }) : day(undefined),
      shipDate: day(job.shipDate),
      deliveryDate: day(job.deliveryDate),
    },
  );
}

/** What a job's new row calls for, given what was announced of it before. */
function jobNotice(
  job: JobRow,
  told: ReadonlySet<string>,
  intl: TextIntl,
): { key: string; note: DesktopNotification } | null {
  const say = intl.formatMessage;
  const price = () => priceLine(job, intl);
  const money = (amount: Money) => formatAmount(amount, { locale: intl.locale });
  if (job.state === 'check-order' && !told.has('check-order'))
    return {
      key: 'check-order',
      note: {
        title: say({ id: 'desktop.notification.checkOrder.title' }),
        body: say(
          { id: 'desktop.notification.checkOrder.body' },
          {
            document: job.document,
            reference: job.reference ?? say({ id: 'desktop.notification.dateUnknown' }),
          },
        ),
        urgent: true,
      },
    };
  const preflight = job.waitingFor?.find((reason) => reason.kind === 'preflight');
  if (job.state === 'awaiting-approval' && preflight && !told.has('preflight'))
    return {
      key: 'preflight',
      note: {
        title: say({ id: 'desktop.notification.preflight.title' }),
        body: say(
          { id: 'desktop.notification.preflight.body' },
          { document: job.document, reasons: approvalReasonsText([preflight], money, intl) },
        ),
        urgent: true,
        route: heldFileRoute(job.id),
      },
    };
  if (job.state === 'awaiting-approval' && !preflight && !told.has('approval'))
    return {
      key: 'approval',
      note: {
        title: say({ id: 'desktop.notification.approval.title' }),
        body: say(
          { id: 'desktop.notification.approval.body' },
          {
            document: job.document,
            price: price(),
            reasons: approvalReasonsText(job.waitingFor ?? [], money, intl),
          },
        ),
        urgent: true,
      },
    };
  // Of another workstation's job, only what waits for a person: that workstation tells the rest.
  if (job.handledBy) return null;
  if (job.state === 'failed')
    return {
      key: `failed:${job.at}`,
      note: {
        title: say({ id: 'desktop.notification.jobFailed.title' }),
        body: say(
          { id: 'desktop.notification.jobFailed.body' },
          { path: job.path, reason: job.message ?? say({ id: 'desktop.notification.unknownReason' }) },
        ),
        urgent: true,
      },
    };
  if (job.orderFriendlyId && !told.has('ordered'))
    return {
      key: 'ordered',
      note: {
        title: say({ id: 'desktop.notification.placed.title' }),
        body: say(
          { id: 'desktop.notification.placed.body' },
          { document: job.document, order: job.orderFriendlyId, price: price() },
        ),
        urgent: false,
      },
    };
  if (job.action === 'quote' && job.total !== undefined && !told.has('quoted'))
    return {
      key: 'quoted',
      note: {
        title: say({ id: 'desktop.notification.quoted.title' }),
        body: say({ id: 'desktop.notification.quoted.body' }, { document: job.document, price: price() }),
        urgent: false,
      },
    };
  return null;
}

export function createNotificationPolicy(context: NotificationContext): NotificationPolicy {
  /** Counters when the current batch started; null while nothing is being synced. */
  let batchStart: { uploaded: number; failed: number } | null = null;
  let lastError: string | null = null;
  let previous: SyncStatus | null = null;
  /** Per job, what was announced already. */
  const toldOfJob = new Map<string, Set<string>>();
  /** `<link>:<limits' currency>><market's>`: each folder whose limits stopped it, told once per change. */
  const toldOfLimits = new Set<string>();
  const intl = (): IntlShape => context.intl?.() ?? englishIntl;

  const error = (message: string): DesktopNotification[] => {
    if (message === lastError) return [];
    lastError = message;
    return context.enabled()
      ? [
          {
            title: intl().formatMessage({ id: 'desktop.notification.attention.title' }),
            body: message,
            urgent: true,
          },
        ]
      : [];
  };

  return {
    onStatus(status) {
      const out: DesktopNotification[] = [];
      if (busy(status) && !batchStart) {
        // The counters before the first change of this batch; the first status seen has none before it.
        const base = previous ?? status;
        batchStart = { uploaded: base.uploaded, failed: base.failed };
      } else if (!busy(status) && batchStart && status.state !== 'paused') {
        const uploaded = Math.max(0, status.uploaded - batchStart.uploaded);
        const failed = Math.max(0, status.failed - batchStart.failed);
        batchStart = null;
        const wanted = context.enabled() && (failed > 0 || !context.windowFocused());
        if (wanted && uploaded + failed > 0) {
          const say = intl().formatMessage;
          out.push(
            failed > 0
              ? {
                  title: say({ id: 'desktop.notification.batchFailed.title' }),
                  body: say({ id: 'desktop.notification.batchFailed.body' }, { uploaded, failed }),
                  urgent: true,
                }
              : {
                  title: say({ id: 'desktop.notification.batch.title' }),
                  body: say({ id: 'desktop.notification.batch.body' }, { uploaded }),
                  urgent: false,
                },
          );
        }
      }
      if (status.notice) out.push(...error(status.notice));
      else lastError = null;
      previous = status;
      return out;
    },
    onNotice(notice) {
      if (notice.level !== 'error' && notice.level !== 'warning') return [];
      // Said in the person's language where the engine's sentence has a message of its own.
      return error(
        notice.code === 'set-aside'
          ? intl().formatMessage({ id: 'hot-folders.setAside.notice' })
          : notice.message,
      );
    },
    onJob(job) {
      const told = toldOfJob.get(job.id) ?? new Set<string>();
      const notice = jobNotice(job, told, intl());
      if (!notice || told.has(notice.key)) return [];
      told.add(notice.key);
      toldOfJob.set(job.id, told);
      return context.enabled() ? [notice.note] : [];
    },
    onLinks(links) {
      const currency = context.currency();
      const out: DesktopNotification[] = [];
      for (const { link } of links) {
        const limits = limitsCurrencyOtherThan(link.job, currency);
        const key = `${link.id}:${limits}>${currency}`;
        if (!limits || toldOfLimits.has(key)) continue;
        toldOfLimits.add(key);
        const say = intl().formatMessage;
        out.push({
          title: say({ id: 'desktop.notification.limitsCurrency.title' }),
          body: say(
            { id: 'desktop.notification.limitsCurrency.body' },
            {
              folder: link.localPath,
              limits: currencyName(limits, intl()),
              prices: currencyName(currency, intl()),
            },
          ),
          urgent: true,
          route: linkLimitsRoute(link.id),
        });
      }
      return context.enabled() ? out : [];
    },
    onOrderShipped({ friendlyId }) {
      if (!context.enabled()) return [];
      return [
        {
          title: intl().formatMessage({ id: 'desktop.notification.shipped.title' }),
          body: intl().formatMessage({ id: 'desktop.notification.shipped.body' }, { order: friendlyId }),
          urgent: false,
        },
      ];
    },
  };
}
