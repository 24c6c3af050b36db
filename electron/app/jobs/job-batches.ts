/**
 * "Gather into one order" (docs/hot-folder-jobs.md, "Batches"): an order folder's jobs that are
 * ready to order (preflight passed or overridden, document made, recipients resolved) wait for the
 * batch instead of placing their own order; at the rule's time each business day, or once N wait,
 * they become one order of a line per document, shipped together to each recipient.
 *
 * The batch keeps the folder's rules: its shipping must make every member's need-by date (a member
 * whose date no method makes leaves it, batch-order.ts), its total stays within the per-order limit
 * and is reserved once in the day's budget. When the limit or the budget holds the batch, its
 * members go on as orders of their own, each gated (and waiting for a person) as any order is. A
 * file that waits for a person (its preflight, a ticket that asks for approval) is not a member
 * and holds up nobody.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import { defaultMarketId, type MarketId } from '../../shared/models/markets.js';
import { limitsCurrencyOtherThan, type HotFolderLink } from '../../shared/settings/schema.js';
import { claimName } from '../../sync/shared-claims.js';
import { sharedStateFolder } from '../../sync/share-files.js';
import { batchRequest, batchShipping, withShipping } from './batch-order.js';
import { batchReference, BatchStore, type BatchRecord } from './batch-store.js';
import { highestCount, lastTimeSlot, nextTimeSlot } from './batch-slots.js';
import { replanned, subjectOf } from './job-adoption.js';
import { cutoffWaitMs, needByOf } from './job-delivery.js';
import { backoffMs } from './job-failure.js';
import type { JobClaims, JobSubject } from './job-claims.js';
import type { JobHolding } from './job-holding.js';
import type { JobJournal } from './job-journal.js';
import type { JobPlan, JobRecord } from './job-record.js';
import { currencyOf, nowOf, type JobRunnerOptions } from './job-runner-options.js';
import { priceOrder } from './job-steps.js';
import type { LostOrders } from './lost-orders.js';
import type { OrderRecord } from './order-record.js';
import { batchEntry, type StepResult } from './order-step.js';
import { localDay, type LinkLedgers } from './spend-ledger.js';
import type { StepContext } from './step-context.js';
import { SharedBatches, type BatchPlace } from './shared-batches.js';
import { write, type BatchSteps } from './batch-steps.js';

type OrderPlan = Extract<JobPlan, { action: 'order' }>;

/**
 * Whether the job goes into its folder's batch: an order of a batch preset that nothing singles
 * out (a ticket's own recipient or more copies wait for a person; a person's decision is for that
 * one order), and that was not let go from a batch that could not be placed.
 */
export function joinsBatch(job: JobRecord): boolean {
  return (
    job.plan.action === 'order' &&
    job.plan.batch !== undefined &&
    !job.batchReleased &&
    job.recipient === undefined &&
    job.presetQuantity === undefined &&
    job.approval === undefined &&
    job.decision === undefined
  );
}

/** The batch step (job-sequence.ts): a member waits, journaled, for the batch to take it. */
export async function batchStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  if (!joinsBatch(job)) return { job };
  if (job.batchWait === undefined) job = await ctx.update(job, { batchWait: ctx.orders.now() });
  return { job, halt: true };
}

/** Waiting for its batch (halted by the batch step). */
export const waitsForBatch = (job: JobRecord): boolean =>
  job.state === 'running' && job.batchWait !== undefined && !job.handledBy && joinsBatch(job);

/** Another workstation's job (followed here) whose claim says it waits for a batch, in none yet: any batch may take it. */
const waitsElsewhere = (job: JobRecord): boolean =>
  job.handledBy !== undefined &&
  job.state === 'running' &&
  job.batchWait !== undefined &&
  !job.batchOrder &&
  joinsBatch(job);

export interface BatchParts {
  readonly options: JobRunnerOptions;
  readonly signal: AbortSignal;
  readonly record: OrderRecord;
  /** The folder's job claims: a member is taken by its claim, the batch's record sealed as they are. */
  readonly claims: JobClaims;
  readonly holding: JobHolding;
  /** The jobs as this workstation journaled them (its own and the ones it follows). */
  readonly journal: JobJournal;
  /** The links by id, as the runner has them now. */
  readonly links: ReadonlyMap<string, HotFolderLink>;
  /** Each folder's daily budget. */
  readonly ledgers: LinkLedgers;
  readonly lost: LostOrders;
}

/** Longest wait between looks at the clock while members wait for a time batch. */
const clockLookMs = 1000;

export class JobBatches {
  /** The links whose batch is being looked at: one round at a time per link. */
  private readonly work = new Set<string>();
  private failures = 0;
  private readonly store: BatchStore;
  private readonly shared: SharedBatches;
  private readonly workstation: string;

  constructor(private readonly parts: BatchParts) {
    this.store = new BatchStore(path.join(parts.options.dataDir, 'jobs', 'batches'));
    const { claims } = parts;
    this.shared = new SharedBatches(claims.me, claims.records, (s) => claims.keyFor(s));
    this.workstation = claims.me.name;
  }

  /** Whether a batch is being worked on (the runner is not idle). */
  busy(): boolean {
    return this.work.size > 0;
  }

  /**
   * The link's batch, looked at now: one left unfinished first, then whether the waiting members
   * make one now. Its steps are for the flow to apply in order; undefined while a round is on already.
   */
  round(linkId: string): BatchSteps | undefined {
    if (this.parts.signal.aborted || this.work.has(linkId)) return undefined;
    this.work.add(linkId);
    return this.steps(linkId);
  }

  private async *steps(linkId: string): BatchSteps {
    try {
      yield* this.gather(linkId);
      this.failures = 0;
    } catch {
      // The service or the disk failed: looked at again later, with the members still waiting.
      this.failures += 1;
      yield { kind: 'wake', ms: backoffMs(this.failures + 1, this.parts.options) };
    } finally {
      this.work.delete(linkId);
    }
  }

  private async *gather(linkId: string): BatchSteps {
    const link = this.parts.links.get(linkId);
    const rule = link?.job?.action === 'order' ? link.job.batch : undefined;
    if (!link || !rule) return;
    await this.store.pruneDaily(linkId, nowOf(this.parts.options));
    const records = await this.store.of(linkId);
    const place = await this.sharedPlace(link);
    for (const record of records.filter((r) => !r.done && !r.released)) {
      yield* this.place(link, record);
      if (place) await this.settleShared(place, link.id, record.reference);
    }
    yield* this.settleTakenOver(link, this.waiting(linkId, records));
    // On a shared folder, members this workstation made may have been taken by another's batch: followed.
    if (place) yield* this.followTaken(linkId);
    const waiting = this.waiting(linkId, records);
    if (waiting.length === 0) return;
    // The other workstations' members and batches change on the share: looked at again while any wait.
    if (place) yield { kind: 'wake', ms: clockLookMs };
    const now = nowOf(this.parts.options);
    if (rule.kind === 'count') {
      if (place) {
        const free = waiting.length >= rule.files ? await this.notHeldElsewhere(waiting) : [];
        if (free.length >= rule.files)
          yield* this.formShared(
            link,
            place,
            await this.shared.nextCount(place),
            free.slice(0, rule.files),
            now,
          );
        return;
      }
      const counted = highestCount(records.map((r) => r.slot));
      for (let i = 0; i + rule.files <= waiting.length; i += rule.files)
        yield* this.form(link, `#${counted + 1 + i / rule.files}`, waiting.slice(i, i + rule.files), now);
      return;
    }
    const market = this.market();
    const due = lastTimeSlot(rule.at, market, now);
    // Due once its time passed since the first member began to wait (an earlier one had nothing to take).
    if (due && due.at >= waiting[0]!.batchWait! && !records.some((r) => r.slot === due.slot)) {
      if (!place) return yield* this.form(link, due.slot, waiting, now);
      // A member held elsewhere now: the slot waits for it (looked at each second), all of them ordered today.
      if ((await this.notHeldElsewhere(waiting)).length === waiting.length)
        yield* this.formShared(link, place, due.slot, waiting, now);
      return;
    }
    const next = nextTimeSlot(rule.at, market, now);
    if (next) yield { kind: 'wake', ms: Math.max(50, Math.min(clockLookMs, next.at - now)) };
  }

  /**
   * Members whose batch was sent by a workstation that stopped (their claims taken over here): the
   * batch is settled as its own, by its reference (found: its number; not there: sent afresh).
   */
  private async *settleTakenOver(link: HotFolderLink, waiting: readonly JobRecord[]): BatchSteps {
    const sent = new Map<string, JobRecord[]>();
    for (const job of waiting) {
      if (!job.batchOrder) continue;
      const reference = job.batchOrder!.reference;
      sent.set(reference, [...(sent.get(reference) ?? []), job]);
    }
    for (const [reference, members] of sent) {
      const record = await this.store.put({
        linkId: link.id,
        slot: `taken-${reference}`,
        reference,
        members: members.map((job) => job.id),
        createdAt: nowOf(this.parts.options),
        sentAt: Math.min(...members.map((job) => job.orderSentAt ?? 0)),
        total: members[0]!.batchOrder!.total,
        takenOver: true,
      });
      yield* this.place(link, record);
    }
  }

  /**
   * The link's jobs waiting for a batch that no unfinished batch of `records` has taken, in the order
   * they came: this workstation's, and on a shared folder the others' whose claims say they wait
   * (parked: whoever forms the batch takes them).
   */
  private waiting(linkId: string, records: readonly BatchRecord[]): JobRecord[] {
    const taken = new Set(records.flatMap((r) => (r.done || r.released ? [] : r.members)));
    return this.parts.journal
      .all()
      .filter(
        (job) => job.linkId === linkId && (waitsForBatch(job) || waitsElsewhere(job)) && !taken.has(job.id),
      )
      .sort((a, b) => a.batchWait! - b.batchWait! || a.createdAt - b.createdAt);
  }

  /**
   * The members whose claims no other live workstation holds now (one taking them for its own batch,
   * or not parked yet): a slot formed with one held would only be given up, and formed and given up
   * again each second while it stays held.
   */
  private async notHeldElsewhere(members: readonly JobRecord[]): Promise<JobRecord[]> {
    const { holding } = this.parts;
    const held = await Promise.all(members.map((job) => holding.heldElsewhere(job, this.subjectOf(job))));
    return members.filter((_, i) => !held[i]);
  }

  /** Where the folder's batch records go on the share; undefined when it takes no job claims. */
  private async sharedPlace(link: HotFolderLink): Promise<BatchPlace | undefined> {
    const claimsMade = await fs
      .stat(path.join(link.localPath, sharedStateFolder, 'jobs'))
      .catch(() => undefined);
    return claimsMade?.isDirectory() ? { folder: link.localPath, scope: link.remotePath } : undefined;
  }

  /** Its own members whose claims another workstation took for its batch: followed from now on. */
  private async *followTaken(linkId: string): BatchSteps {
    for (const job of this.parts.journal.all())
      if (job.linkId === linkId && waitsForBatch(job) && !this.parts.holding.isHeld(job.id))
        yield { kind: 'refresh', job };
  }

  /**
   * Forms the slot's batch on a shared folder: its record created exclusively (another workstation
   * that formed it first places it), then each member's claim taken before it is listed; a member
   * that cannot be taken (its holder moved first) gives the slot up (its record removed, to be formed
   * again) and its members are parked again.
   */
  private async *formShared(
    link: HotFolderLink,
    place: BatchPlace,
    slot: string,
    members: JobRecord[],
    now: number,
  ): BatchSteps {
    const { parts } = this;
    const names = members.map((job) => this.subjectOf(job)).filter((s): s is JobSubject => s !== undefined);
    if (names.length !== members.length) return;
    const reference = batchReference();
    const held = await this.shared.create(place, { slot, reference, members: names.map(claimName) });
    if (!held) return;
    const taken: JobRecord[] = [];
    for (const job of members) {
      const ensured = await parts.holding.ensure(job, this.subjectOf(job), 'decide');
      // Another workstation's claim that moved the job on: looked at again and mirrored.
      if (ensured.mirror) yield { kind: 'refresh', job };
      if (ensured.holding !== 'held') break;
      taken.push(parts.journal.get(job.id)!);
    }
    if (taken.length < members.length || !taken.some((job) => job.recipients)) {
      for (const job of taken) yield* write(job, {});
      return this.shared.giveUp(held);
    }
    yield* this.form(link, slot, taken, now, reference);
    await this.settleShared(place, link.id, reference);
  }

  /** The slot record of a batch this workstation formed, finished as its own record ended (gather, form). */
  private async settleShared(place: BatchPlace, linkId: string, reference: string): Promise<void> {
    const ended = (await this.store.of(linkId)).find((r) => r.reference === reference);
    if (ended) await this.shared.settle(place, ended);
  }

  private async *form(
    link: HotFolderLink,
    slot: string,
    members: JobRecord[],
    now: number,
    reference = batchReference(),
  ): BatchSteps {
    const record = await this.store.put({
      linkId: link.id,
      slot,
      reference,
      members: members.map((job) => job.id),
      createdAt: now,
    });
    yield* this.place(link, record);
  }

  /** The batch's order, placed once: its lost answer looked up by reference, never sent again unseen. */
  private async *place(link: HotFolderLink, record: BatchRecord): BatchSteps {
    const { parts } = this;
    const members = record.members
      .map((id) => parts.journal.get(id))
      .filter((job): job is JobRecord => job !== undefined && job.state === 'running' && !job.handledBy);
    if (record.orderFriendlyId) return yield* this.placed(link, record, members);
    if (members.length === 0) {
      await this.store.put({ ...record, released: true });
      return;
    }
    const client = parts.options.client();
    if (record.sentAt !== undefined) {
      const sent = { at: record.sentAt, now: nowOf(parts.options) };
      const found = await parts.lost.lookUp(client, record.reference, sent, parts.signal);
      if (found.kind === 'found')
        return yield* this.placed(
          link,
          await this.store.put({ ...record, orderFriendlyId: found.orderFriendlyId }),
          members,
        );
      // A service without the look-up cannot say whether it was placed: its members go on alone, each
      // to "Check this order" (order-step.ts) under the reference the batch was sent with, for a person to settle.
      if (found.kind === 'unsupported')
        return yield* this.release(record, members, {
          orderSentAt: record.sentAt,
          reference: record.reference,
        });
      if (record.takenOver) return yield* this.unsent(record, members);
      record = await this.store.put({ ...record, sentAt: undefined });
    }
    const plan = members[0]!.plan as OrderPlan;
    const market = this.market();
    let request = batchRequest(members, record.reference);
    // Each member's date from its file's ticket: one made by another workstation may never have been read here.
    const planned = await Promise.all(
      members.map(async (job) => ({ ...job, ...(await replanned(link, job).catch(() => undefined)) })),
    );
    const dated = planned.some((job) => needByOf(job, market) !== undefined);
    if (dated) {
      const options = await client.orders.getShippingOptions(request, { signal: parts.signal });
      const shipping = batchShipping(options, planned, market);
      // A member whose date no method makes waits for a person alone (cannot-meet-date); the rest go on.
      if (shipping.late.length > 0) {
        const late = new Set(shipping.late);
        const kept = record.members.filter((id) => !late.has(id));
        if (kept.length === 0) return yield* this.release(record, members);
        await this.store.put({ ...record, members: kept });
        yield* this.letGo(members.filter((job) => late.has(job.id)));
        return yield* this.place(link, { ...record, members: kept });
      }
      if (shipping.method) request = withShipping(request, shipping.method.id);
    }
    const currency = currencyOf(parts.options);
    const priced = await priceOrder(client, request, currency, parts.signal);
    // Just before the cut-off its choice may be stale when the order lands: waited out, then made again.
    const wait = dated ? cutoffWaitMs(priced.cutoff, nowOf(parts.options)) : undefined;
    if (wait !== undefined) {
      yield { kind: 'wake', ms: wait };
      return;
    }
    const total = priced.total;
    if (limitsCurrencyOtherThan(plan, currency) || total.amount > plan.spendLimit.amount)
      return yield* this.release(record, members);
    const ledger = await parts.ledgers.of(link);
    const day = record.reservedOn ?? localDay(nowOf(parts.options));
    const budget = plan.dailyBudget?.currency === currency ? plan.dailyBudget : undefined;
    const key = `batch-${record.reference}`;
    const reserved = await ledger.reserve(day, key, total, budget, {
      force: false,
      reference: record.reference,
    });
    if (!reserved.ok) return yield* this.release(record, members);
    record = await this.store.put({ ...record, reservedOn: day, total, sentAt: nowOf(parts.options) });
    // Each member's claim still ours, and saying the batch it is sent in, before anything is sent.
    const batchOrder = { reference: record.reference, files: record.members.length, total };
    for (const job of members) await parts.holding.fences(job.id).mayAct();
    const sentMembers: JobRecord[] = [];
    for (const job of members)
      sentMembers.push(yield* write(job, { orderSentAt: record.sentAt, batchOrder }));
    let friendlyId: string;
    try {
      friendlyId = await parts.lost.place(client, request, record.reference, parts.signal);
    } catch (error) {
      if (error instanceof PrintServiceError && error.requestSent === false) {
        // Surely not placed: nothing stays reserved, and it is sent afresh next time.
        await ledger.release(day, key);
        await this.store.put({ ...record, sentAt: undefined, reservedOn: undefined });
        for (const job of sentMembers) yield* write(job, { orderSentAt: undefined, batchOrder: undefined });
      }
      throw error;
    }
    yield* this.placed(link, await this.store.put({ ...record, orderFriendlyId: friendlyId }), sentMembers);
  }

  /** The order is known: counted as spent, written once to the order record, each member done with its number. */
  private async *placed(link: HotFolderLink, record: BatchRecord, members: JobRecord[]): BatchSteps {
    const { parts } = this;
    const orderFriendlyId = record.orderFriendlyId!;
    if (record.reservedOn)
      await (await parts.ledgers.of(link)).confirm(record.reservedOn, `batch-${record.reference}`);
    const all = record.members
      .map((id) => parts.journal.get(id))
      .filter((j): j is JobRecord => j !== undefined);
    if (!(await parts.record.has(orderFriendlyId)))
      await parts.record.append(
        batchEntry(all, link, {
          at: nowOf(parts.options),
          workstation: this.workstation,
          orderFriendlyId,
          reference: record.reference,
          total: record.total!,
        }),
      );
    for (const job of members) {
      const ordered = yield* write(job, {
        orderFriendlyId,
        orderSentAt: undefined,
        batchOrder: { reference: record.reference, files: record.members.length, total: record.total! },
        recordedBy: this.workstation,
      });
      yield { kind: 'finish', job: ordered };
    }
    await this.store.put({ ...record, done: true });
  }

  /** A batch taken over was never placed: its members wait for a batch anew (they were taken out of `waiting`). */
  private async *unsent(record: BatchRecord, members: JobRecord[]): BatchSteps {
    await this.store.put({ ...record, released: true, sentAt: undefined });
    for (const job of members) yield* write(job, { batchOrder: undefined, orderSentAt: undefined });
  }

  /** The batch is not placed: its members go on as orders of their own. */
  private async *release(
    record: BatchRecord,
    members: JobRecord[],
    patch: Partial<JobRecord> = {},
  ): BatchSteps {
    await this.store.put({ ...record, released: true, sentAt: undefined });
    yield* this.letGo(members, patch);
  }

  /** Members out of the batch (taken off its record first): each goes on as an order of its own. */
  private async *letGo(members: readonly JobRecord[], patch: Partial<JobRecord> = {}): BatchSteps {
    for (const job of members) {
      yield* write(job, {
        batchReleased: true,
        batchWait: undefined,
        batchOrder: undefined,
        orderSentAt: undefined,
        ...patch,
      });
      yield { kind: 'run', id: job.id };
    }
  }

  /** The member's version's claim on the share. */
  private subjectOf(job: JobRecord): JobSubject | undefined {
    const link = this.parts.links.get(job.linkId);
    return link ? subjectOf(link, job) : undefined;
  }

  private market(): MarketId {
    return this.parts.options.market?.() ?? defaultMarketId;
  }
}
