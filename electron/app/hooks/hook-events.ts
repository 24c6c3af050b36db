/**
 * The events a hook receives, made from what the app knows (docs/hooks.md): a file's upload, a job's
 * change of state, an order placed or shipped, a refused key, a folder gone or back. Each event's id
 * comes from what it is about, never from the clock (hooks/event-id.ts): a file's uploaded version,
 * an order's number, the n-th change of state of a job, a folder or the key.
 */
import type { HookEvent, HookEventType, HookLink } from '../../shared/contract/hooks.js';
import type { Currency } from '../../shared/models/markets.js';
import type { Money } from '../../shared/models/money.js';
import type { OrderTracking } from '../../shared/models/order-tracking.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { JournalEntry } from '../../sync/journal.js';
import { eventId } from './delivery/event-id.js';
import { jobRow, type JobRecord } from '../jobs/job-record.js';

export interface EventSource {
  /** The name other systems know this workstation by. */
  readonly workstation: string;
  readonly now: number;
}

export function hookLink(link: Pick<HotFolderLink, 'id' | 'localPath' | 'remotePath'>): HookLink {
  return { id: link.id, localPath: link.localPath, remotePath: link.remotePath };
}

function event(
  source: EventSource,
  type: HookEventType,
  subject: string,
  link: HookLink | null,
  about: Omit<HookEvent, 'id' | 'type' | 'time' | 'workstation' | 'link'>,
): HookEvent {
  return {
    id: eventId(type, subject),
    type,
    time: new Date(source.now).toISOString(),
    workstation: source.workstation,
    link,
    ...about,
  };
}

/** A print file's version is in the library: one event per uploaded version. */
export function fileUploaded(source: EventSource, link: HotFolderLink, entry: JournalEntry): HookEvent {
  return event(source, 'file.uploaded', `${link.id}\n${entry.relPath}\n${entry.fileId}`, hookLink(link), {
    file: {
      path: entry.relPath,
      ...(entry.fileId ? { fileId: entry.fileId } : {}),
      size: entry.size,
      ...(entry.sha256 ? { sha256: entry.sha256 } : {}),
    },
  });
}

/** What a job's state says to the outside, if anything: it waits for a person, or it failed. */
export function jobEventType(job: JobRecord): HookEventType | null {
  if (job.state === 'awaiting-approval' || job.state === 'check-order') return 'job.held';
  if (job.state === 'failed') return 'job.failed';
  return null;
}

/** A job's `n`-th change of state, when that state is news (held, failed); its amounts each with its currency. */
export function jobChanged(
  source: EventSource,
  link: HotFolderLink,
  job: JobRecord,
  n: number,
): HookEvent | null {
  const type = jobEventType(job);
  if (!type) return null;
  return event(source, type, `${job.id}\n${n}`, hookLink(link), {
    file: { path: job.relPath, fileId: job.fileId },
    job: jobRow(job),
    ...(type === 'job.failed' && job.error ? { reason: job.error } : {}),
  });
}

/**
 * An order placed: by a hot folder's job (its link and job), or by hand in the app (no link). Its
 * total's currency is the one it was priced in; `currency` (the market's) says it when no total is known.
 */
export function orderPlaced(
  source: EventSource,
  order: { friendlyId: string; total?: Money; currency: Currency },
  from?: { link: HotFolderLink; job: JobRecord },
): HookEvent {
  return event(source, 'order.placed', order.friendlyId, from ? hookLink(from.link) : null, {
    order: {
      friendlyId: order.friendlyId,
      ...(order.total === undefined ? {} : { total: order.total.amount }),
      currency: order.total?.currency ?? order.currency,
    },
    ...(from ? { file: { path: from.job.relPath, fileId: from.job.fileId }, job: jobRow(from.job) } : {}),
  });
}

/** The shipping method per recipient, from the order's history (the tracking reply names only the recipient). */
export type ShippingMethods = ReadonlyMap<string, string>;

/** An order shipped, with every package's carrier and tracking. */
export function orderShipped(
  source: EventSource,
  friendlyId: string,
  tracking: OrderTracking,
  methods: ShippingMethods,
  link: HotFolderLink | null,
): HookEvent {
  return event(source, 'order.shipped', friendlyId, link ? hookLink(link) : null, {
    order: {
      friendlyId,
      tracking: tracking.flatMap((recipient) =>
        recipient.Value.map((shipped) => ({
          carrier: carrierOf(shipped.TrackingUrl),
          ...(methods.get(recipient.Key) ? { shippingMethod: methods.get(recipient.Key)! } : {}),
          number: shipped.TrackingNumber,
          url: shipped.TrackingUrl,
        })),
      ),
    },
  });
}

/** The carrier as its tracking page names it (`www.fedex.com` → `fedex.com`); the text itself when it is no URL. */
export function carrierOf(trackingUrl: string): string {
  try {
    return new URL(trackingUrl).hostname.replace(/^www\./, '');
  } catch {
    return trackingUrl;
  }
}

/** The key refused, the `n`-th time: every hot folder waits until a new one is connected. */
export function keyRefused(source: EventSource, n: number, reason: string): HookEvent {
  return event(source, 'key.refused', `key\n${n}`, null, { reason });
}

/** A linked folder gone (unmounted, removed) or back, the `n`-th change. */
export function folderChanged(source: EventSource, link: HotFolderLink, gone: boolean, n: number): HookEvent {
  const type = gone ? 'folder.unavailable' : 'folder.back';
  return event(source, type, `${link.id}\n${n}`, hookLink(link), {
    ...(gone
      ? { reason: `${link.localPath} is unavailable; its files are left alone until it is back.` }
      : {}),
  });
}

/** "Send a test event": a new one each time. */
export function testEvent(source: EventSource, nonce: string, link: HotFolderLink | null): HookEvent {
  return event(source, 'hook.test', `test\n${nonce}`, link ? hookLink(link) : null, {});
}
