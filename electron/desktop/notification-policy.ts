/**
 * Which native notifications to show: one when a batch of hot-folder uploads finishes, one for
 * each error that needs the user (a refused key, a folder gone offline…), never the same one twice in
 * a row, and one when an order ships. A finished batch is not announced while the window has focus
 * (the window shows it). Hot-folder jobs: one when a quote is ready, an order is placed, an order
 * waits for approval, or a job fails — each once per job. Amounts read as in the window: in the
 * currency of the service's market, by the same rules (print-service/models/money.ts).
 */
import type { EventPayload } from '../ipc/contract.js';
import type { JobRow } from '../ipc/contract/jobs.js';
import type { SyncStatus } from '../ipc/contract/sync.js';
import type { Currency } from '../print-service/models/markets.js';
import { formatMoney } from '../print-service/models/money.js';

export interface DesktopNotification {
  title: string;
  body: string;
  /** Errors stay until dismissed where the platform allows it. */
  urgent: boolean;
}

export interface NotificationContext {
  /** The user's "notifications" sync preference. */
  enabled(): boolean;
  windowFocused(): boolean;
  /** The currency of the service in use (from the account status's market). */
  currency(): Currency;
}

const files = (n: number): string => `${n} file${n === 1 ? '' : 's'}`;
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
}

const day = (iso: string | undefined): string => (iso ? iso.slice(0, 10) : 'not known');

/** The sentence for a job's price and dates. */
function priceLine(job: JobRow, currency: Currency): string {
  return `${formatMoney(job.total ?? 0, currency)}, ships ${day(job.shipDate)}, delivered ${day(job.deliveryDate)}`;
}

/** What a job's new row calls for, given what was announced of it before. */
function jobNotice(
  job: JobRow,
  told: ReadonlySet<string>,
  currency: Currency,
): { key: string; note: DesktopNotification } | null {
  if (job.state === 'failed')
    return {
      key: `failed:${job.at}`,
      note: {
        title: 'Hot-folder job failed',
        body: `${job.path}: ${job.message ?? 'unknown reason'}`,
        urgent: true,
      },
    };
  if (job.state === 'awaiting-approval' && !told.has('approval'))
    return {
      key: 'approval',
      note: {
        title: 'An order waits for your approval',
        body: `${job.document}: ${priceLine(job, currency)}, above the folder's spending limit. Place or discard it in Orders.`,
        urgent: true,
      },
    };
  if (job.orderFriendlyId && !told.has('ordered'))
    return {
      key: 'ordered',
      note: {
        title: 'Order placed',
        body: `${job.document}: order ${job.orderFriendlyId}, ${priceLine(job, currency)}.`,
        urgent: false,
      },
    };
  if (job.action === 'quote' && job.total !== undefined && !told.has('quoted'))
    return {
      key: 'quoted',
      note: { title: 'Quote ready', body: `${job.document}: ${priceLine(job, currency)}.`, urgent: false },
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

  const error = (message: string): DesktopNotification[] => {
    if (message === lastError) return [];
    lastError = message;
    return context.enabled()
      ? [{ title: 'PrintDesk needs your attention', body: message, urgent: true }]
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
          out.push({
            title: failed > 0 ? 'Hot folder sync finished with errors' : 'Hot folder sync finished',
            body:
              failed > 0
                ? `${files(uploaded)} uploaded, ${files(failed)} failed.`
                : `${files(uploaded)} uploaded to your print library.`,
            urgent: failed > 0,
          });
        }
      }
      if (status.notice) out.push(...error(status.notice));
      else lastError = null;
      previous = status;
      return out;
    },
    onNotice(notice) {
      return notice.level === 'error' || notice.level === 'warning' ? error(notice.message) : [];
    },
    onJob(job) {
      const told = toldOfJob.get(job.id) ?? new Set<string>();
      const notice = jobNotice(job, told, context.currency());
      if (!notice || told.has(notice.key)) return [];
      told.add(notice.key);
      toldOfJob.set(job.id, told);
      return context.enabled() ? [notice.note] : [];
    },
    onOrderShipped({ friendlyId }) {
      if (!context.enabled()) return [];
      return [
        {
          title: 'Order shipped',
          body: `Order ${friendlyId} is on its way. Its tracking is in Orders.`,
          urgent: false,
        },
      ];
    },
  };
}
