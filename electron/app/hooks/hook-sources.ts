/**
 * Where the hooks' events come from: the sync engine (a file uploaded, the key refused, a folder gone
 * or back) and the job runner (a job held or failed, an order placed). Each change is turned into its
 * event in the order it happened, one at a time.
 *
 * A change of state (a job's, a folder's, the key's) makes its event only if the outbox's cursor for
 * that subject says it has not been seen: so when the process dies between the change and its event,
 * the next start looks at every job and upload since the hooks were set up (a day at most) and makes
 * the events that are missing, with the ids they would have had; those already made are not made
 * again.
 */
import type { HookEvent } from '../../shared/contract/hooks.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import type { OrderReceipt } from '../../shared/models/order-history.js';
import type { Currency } from '../../shared/models/markets.js';
import { moneyOf, type Money } from '../../shared/models/money.js';
import type { JournalEntry, SyncEngine } from '../../sync/engine.js';
import type { FileEvent } from '../../sync/engine-events.js';
import type { EngineStatus } from '../../shared/sync/status.js';
import { isOver, type JobRecord } from '../jobs/job-record.js';
import type { JobRunner } from '../jobs/job-runner.js';
import {
  fileUploaded,
  folderChanged,
  jobChanged,
  keyRefused,
  orderPlaced,
  orderShipped,
  type EventSource,
} from './hook-events.js';
import type { Hooks } from './hooks.js';

export interface HookSourceParts {
  readonly engine: SyncEngine;
  readonly jobs: JobRunner | null;
  /** The currency of the service's market: the amounts of jobs and orders are in it. */
  currency(): Currency;
  /** Why the service refused the key the account stopped using at start (null: it did not). */
  refusal(): unknown;
  log(message: string, error?: unknown): void;
}

/** How far back a start looks for changes whose events a crash may have lost. */
const catchUpMs = 86_400_000;

export interface HookFollowing {
  stop(): void;
  /** Resolves once every change seen so far has its event journaled. */
  settled(): Promise<void>;
}

/** Follows the engine and the jobs; first catches up on what a crash left without its event. */
export function followForHooks(hooks: Hooks, parts: HookSourceParts): HookFollowing {
  const { engine, jobs } = parts;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const inTurn = (work: () => Promise<void>) => {
    chain = chain
      .then(async () => {
        if (stopped || !(await hooksOn(hooks))) return;
        await work();
      })
      .catch((error: unknown) => parts.log('[hooks] an event could not be journaled', error));
  };
  const source = (): EventSource => ({ workstation: hooks.workstation, now: Date.now() });
  const linkOf = (id: string) => hooks.links().find((l) => l.id === id);

  const uploaded = async (entry: JournalEntry) => {
    const link = linkOf(entry.linkId);
    if (link && entry.fileId) await hooks.post(fileUploaded(source(), link, entry));
  };
  const jobMoved = async (job: JobRecord) => {
    const link = linkOf(job.linkId);
    // A job another workstation runs is that one's to tell.
    if (!link || job.handledBy) return;
    if (job.orderFriendlyId)
      await hooks.post(orderPlaced(source(), { ...orderOf(job), currency: parts.currency() }, { link, job }));
    const final = isOver(job);
    await changed(`job:${job.id}`, job.state, (n) => jobChanged(source(), link, job, n), final);
  };
  const changed = async (
    subject: string,
    state: string,
    make: (n: number) => HookEvent | null,
    final = false,
  ) => {
    const cursor = hooks.cursor(subject);
    if (cursor?.state === state) return;
    const moved = { subject, state, n: (cursor?.n ?? 0) + 1, ...(final ? { final: true as const } : {}) };
    const event = make(moved.n);
    if (event) await hooks.post(event, moved);
    else await hooks.moveCursor(moved);
  };
  const statusChanged = async (status: EngineStatus) => {
    // Refused while uploading (every link held), or when the account checked it at start.
    const atStart = parts.refusal();
    const refusedAtStart = atStart instanceof PrintServiceError && atStart.kind === 'auth';
    const why =
      status.notice?.kind === 'auth' ? status.notice.message : refusedAtStart ? atStart.message : null;
    // Never refused before counts as accepted: nothing to say until it is refused.
    if (why !== null || hooks.cursor('key'))
      await changed('key', why !== null ? 'refused' : 'accepted', (n) =>
        why !== null ? keyRefused(source(), n, why) : null,
      );
    for (const linkState of engine.links()) {
      const link = linkOf(linkState.id);
      const gone = linkState.state === 'offline';
      const subject = `folder:${linkState.id}`;
      if (!link || (!gone && !hooks.cursor(subject))) continue;
      await changed(subject, gone ? 'gone' : 'here', (n) => folderChanged(source(), link, gone, n));
    }
  };

  // Catching up first: then what happened while the process was down comes before what happens now.
  inTurn(async () => {
    const since = Math.max(hooks.cursor('hooks')?.at ?? Date.now(), Date.now() - catchUpMs);
    for (const entry of engine.files())
      if (entry.state === 'uploaded' && entry.updatedAt >= since) await uploaded(entry);
    for (const job of jobs?.jobs() ?? []) if (job.updatedAt >= since) await jobMoved(job);
    await statusChanged(engine.status());
  });
  const offs = [
    engine.on('file', (event: FileEvent) => {
      if (event.entry.state === 'uploaded' && event.previous !== 'uploaded' && !event.unchanged)
        inTurn(() => uploaded(event.entry));
    }),
    engine.on('status', (status) => inTurn(() => statusChanged(status))),
    ...(jobs ? [jobs.on('job', ({ job }) => inTurn(() => jobMoved(job)))] : []),
  ];
  return {
    stop() {
      stopped = true;
      for (const off of offs) off();
    },
    settled: () => chain,
  };
}

/**
 * The order watch's news of a shipped order, as an event with every package's carrier and tracking
 * (and the hot folder whose job placed it). Journaled before the watch remembers the order shipped:
 * should it fail (the service unreachable), the watch asks again next round.
 */
export async function announceShipped(
  hooks: Hooks,
  jobs: JobRunner | null,
  client: PrintServiceClient,
  friendlyId: string,
  signal: AbortSignal,
): Promise<void> {
  if (!hooks.active()) return;
  const tracking = await client.orders.getOrderTracking(friendlyId, { signal });
  const history = await client.orders.getOrderHistory(friendlyId, { signal });
  const methods = new Map(
    history.Order.Recipients.filter((r) => r.Id && r.ShippingDetails?.ShippingMethodName).map((r) => [
      r.Id!,
      r.ShippingDetails!.ShippingMethodName,
    ]),
  );
  const job = jobs?.jobs().find((j) => j.orderFriendlyId === friendlyId && !j.handledBy);
  const link = (job && hooks.links().find((l) => l.id === job.linkId)) ?? null;
  const source = { workstation: hooks.workstation, now: Date.now() };
  await hooks.post(orderShipped(source, friendlyId, tracking, methods, link));
}

/**
 * An order placed by hand in the app: its event (a job's order has its own, with its hot folder).
 * The order is placed whatever becomes of its event: a failure to journal it is logged.
 */
export async function announcePlaced<R extends OrderReceipt>(
  hooks: Hooks,
  receipt: R,
  currency: Currency,
  log: (message: string, error?: unknown) => void,
): Promise<R> {
  if (!hooks.active()) return receipt;
  const order = {
    friendlyId: receipt.OrderFriendlyId,
    total: moneyOf(receipt.FinancialDetail.Total, currency),
    currency,
  };
  await hooks
    .post(orderPlaced({ workstation: hooks.workstation, now: Date.now() }, order))
    .catch((error: unknown) => log('[hooks] the event of an order placed could not be journaled', error));
  return receipt;
}

/** Whether any hook is set up, remembering since when (where a start catches up from). */
async function hooksOn(hooks: Hooks): Promise<boolean> {
  const on = hooks.active();
  const cursor = hooks.cursor('hooks');
  if (on !== (cursor?.state === 'on'))
    await hooks.moveCursor({ subject: 'hooks', state: on ? 'on' : 'off', n: (cursor?.n ?? 0) + 1 });
  return on;
}

function orderOf(job: JobRecord): { friendlyId: string; total?: Money } {
  return { friendlyId: job.orderFriendlyId!, ...(job.quote ? { total: job.quote.total } : {}) };
}
