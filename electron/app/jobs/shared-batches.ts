/**
 * A batch's record on a shared hot folder (docs/hot-folder-jobs.md, "Batches"):
 * `<folder>/.printdesk/batches/<slot>.batch`, sealed and read back checked as a job's claim is
 * (share-records.ts). One workstation forms a slot (the record is created exclusively), renews its
 * lease while it works, and another takes it over when the lease lapses (share-lease.ts, the job
 * claims' rules). `<slot>.batch.sent`, created exclusively before PlaceOrder, says the order may
 * have been sent: whoever finds it looks the order up by the batch's reference, never sends it unseen.
 *
 * Nothing here raises spending: it names the members by their claims (what each orders is in its
 * own sealed claim and the workstation's preset), and its reference and number; no amount.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RecordKey } from '../../print-service/record-key.js';
import { createShared, mkdirShared, replaceShared, sharedStateFolder } from '../../sync/share-files.js';
import { LeaseJudge, ServerClock, takeOver } from '../../sync/share-lease.js';
import { stateRootOf, type ShareRecords } from '../../sync/share-records.js';
import { ClaimName, Holder } from './job-claim-record.js';
import type { Workstation } from './job-claims.js';

export const SharedBatchRecord = z.strictObject({
  holder: Holder,
  rev: z.int().min(1),
  /** `#3` or `2026-01-12T13:30` (batch-slots.ts). */
  slot: z.string().max(40),
  reference: z.string().max(200).min(1),
  /** Its members' job claims by name, each taken by the holder before it was listed. */
  members: z.array(ClaimName).min(1).max(500),
  orderFriendlyId: z.string().max(64).optional(),
  /** Its members went on as orders of their own. */
  released: z.literal(true).optional(),
  /** Every member ended with the order. */
  done: z.literal(true).optional(),
});
export type SharedBatchRecord = z.infer<typeof SharedBatchRecord>;

/** The batch's content: everything but who holds it and its writes counted. */
export type SharedBatch = Omit<SharedBatchRecord, 'holder' | 'rev'>;

/** A hot folder's batches: its folder and the remote folder its records are keyed for. */
export interface BatchPlace {
  readonly folder: string;
  readonly scope: string;
}

export type BatchLook =
  | { readonly kind: 'none' | 'unwritten' }
  | { readonly kind: 'record'; readonly record: SharedBatchRecord; readonly takeable: boolean };

/** A batch record this workstation holds, renewed until it is released. */
export interface HeldBatch {
  readonly place: BatchPlace;
  readonly file: string;
  readonly token: string;
  rev: number;
  batch: SharedBatch;
  lost: boolean;
  timer?: NodeJS.Timeout;
  chain: Promise<unknown>;
}

export class SharedBatches {
  private readonly judge: LeaseJudge;
  private readonly clock = ServerClock.cached(1000);

  constructor(
    readonly me: Workstation,
    readonly leaseMs: number,
    private readonly records: ShareRecords,
    private readonly keyFor: (scope: string) => RecordKey,
  ) {
    this.judge = new LeaseJudge(me, { deadGraceMs: leaseMs / 4, ownIsLeftOver: true });
  }

  fileOf(place: BatchPlace, slot: string): string {
    return path.join(
      place.folder,
      sharedStateFolder,
      'batches',
      `${slot.replace(/[^0-9A-Za-z-]/g, '_')}.batch`,
    );
  }

  /** Forms the slot's batch here; undefined when another workstation formed it first. */
  async create(place: BatchPlace, batch: SharedBatch): Promise<HeldBatch | undefined> {
    const file = this.fileOf(place, batch.slot);
    await mkdirShared(path.dirname(path.dirname(file)));
    await mkdirShared(path.dirname(file));
    const token = randomUUID();
    const record: SharedBatchRecord = { holder: this.holder(token), rev: 1, ...batch };
    if (!(await createShared(file, this.seal(place, file, record)))) return undefined;
    return this.hold(place, file, token, record);
  }

  /** What the share says of a slot's batch now. */
  async look(place: BatchPlace, slot: string): Promise<BatchLook> {
    const file = this.fileOf(place, slot);
    const read = await this.records.read(
      stateRootOf(place.folder),
      file,
      this.keyFor(place.scope),
      SharedBatchRecord,
    );
    if (read.kind === 'unwritten' || read.kind === 'foreign') return { kind: 'unwritten' };
    if (read.kind !== 'ok') return { kind: 'none' };
    const age = (await (await this.clock(path.dirname(file), this.me)).ageOf(file)) ?? 0;
    const takeable = this.judge.lapsed(read.body.holder, age, read.body.holder.leaseMs);
    return { kind: 'record', record: read.body, takeable };
  }

  /** Takes over a batch whose holder's lease lapsed, if it is still the record judged (`rev`). */
  async take(place: BatchPlace, slot: string, rev: number): Promise<HeldBatch | undefined> {
    const file = this.fileOf(place, slot);
    return takeOver(file, this.me, this.leaseMs, async () => {
      const now = await this.look(place, slot);
      if (now.kind !== 'record' || now.record.rev !== rev || !now.takeable) return undefined;
      const { holder, rev: _, ...batch } = now.record;
      const token = randomUUID();
      const record: SharedBatchRecord = { holder: this.holder(token), rev: rev + 1, ...batch };
      await replaceShared(file, this.seal(place, file, record), this.me);
      this.judge.forget(holder.token);
      return this.hold(place, file, token, record);
    });
  }

  /** Writes the batch anew (its members, its number, done); false when another workstation took it over. */
  write(held: HeldBatch, batch: SharedBatch): Promise<boolean> {
    return this.queue(held, async () => {
      held.batch = batch;
      return this.rewrite(held);
    });
  }

  /** Creates the batch's "sent" marker before PlaceOrder: false when it is there (it may have been sent). */
  fence(held: HeldBatch): Promise<boolean> {
    return createShared(
      `${held.file}.sent`,
      this.seal(held.place, `${held.file}.sent`, { by: this.me.name }),
    );
  }

  /** Whether the batch's order may have been sent (its marker is there). */
  async sent(place: BatchPlace, slot: string): Promise<boolean> {
    return fs.access(`${this.fileOf(place, slot)}.sent`).then(
      () => true,
      () => false,
    );
  }

  /** Stops renewing (the batch is over, or closing). */
  release(held: HeldBatch): void {
    clearInterval(held.timer);
  }

  private holder(token: string): Holder {
    const { instanceId, host, name, pid } = this.me;
    return { instanceId, host, name, pid, token, leaseMs: this.leaseMs };
  }

  private seal(place: BatchPlace, file: string, body: unknown): string {
    return this.records.seal(stateRootOf(place.folder), file, this.keyFor(place.scope), body);
  }

  private hold(place: BatchPlace, file: string, token: string, record: SharedBatchRecord): HeldBatch {
    const { holder: _, rev, ...batch } = record;
    const held: HeldBatch = { place, file, token, rev, batch, lost: false, chain: Promise.resolve() };
    held.timer = setInterval(
      () => void this.queue(held, () => this.rewrite(held)).catch(() => undefined),
      Math.max(50, this.leaseMs / 3),
    );
    held.timer.unref();
    return held;
  }

  /** Writes the held record again (a change, or a renewal: a new mtime); false once taken over. */
  private async rewrite(held: HeldBatch): Promise<boolean> {
    if (held.lost) return false;
    const read = await this.records.read(
      stateRootOf(held.place.folder),
      held.file,
      this.keyFor(held.place.scope),
      SharedBatchRecord,
    );
    if (read.kind !== 'ok' || read.body.holder.token !== held.token) {
      held.lost = true;
      this.release(held);
      return false;
    }
    const record: SharedBatchRecord = { holder: read.body.holder, rev: read.body.rev + 1, ...held.batch };
    await replaceShared(held.file, this.seal(held.place, held.file, record), this.me);
    held.rev = record.rev;
    return true;
  }

  private queue<T>(held: HeldBatch, work: () => Promise<T>): Promise<T> {
    const next = held.chain.then(work);
    held.chain = next.catch(() => undefined);
    return next;
  }
}
