/**
 * A batch's record on a shared hot folder (docs/hot-folder-jobs.md, "Batches"):
 * `<folder>/.printdesk/batches/<slot>.batch`, sealed and read back checked as a job's claim is
 * (share-records.ts). It is created exclusively: one workstation forms a slot, whichever sees it
 * due (or its N members waiting) first; the others leave it alone. It ends written `done` with the
 * order's number, or `released`; a
 * time slot given up before anything was sent is removed (`giveUp`), free to be formed again.
 *
 * Nothing here raises spending: it names the members by their claims (what each orders is in its
 * own sealed claim and the workstation's preset), its reference and number; no amount. What a kill
 * leaves is settled by the members' claims (`batchOrder`, job-batches.ts), not by this record.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RecordKey } from '../../print-service/record-key.js';
import { createShared, mkdirShared, replaceShared, sharedStateFolder } from '../../sync/share-files.js';
import { stateRootOf, type ShareRecords } from '../../sync/share-records.js';
import { ClaimName, Holder } from './job-claim-record.js';
import type { Workstation } from './job-claims.js';

export const SharedBatchRecord = z.strictObject({
  holder: Holder,
  /** `#3` or `2026-01-12T13:30` (batch-slots.ts). */
  slot: z.string().max(40),
  reference: z.string().max(200).min(1),
  /** Its members' job claims by name, each taken by the holder before it was listed. */
  members: z.array(ClaimName).min(1).max(500),
  orderFriendlyId: z.string().max(64).optional(),
  /** Its members went on without it (one could not be taken, or a limit held the batch). */
  released: z.literal(true).optional(),
  /** Every member ended with the order. */
  done: z.literal(true).optional(),
});
export type SharedBatchRecord = z.infer<typeof SharedBatchRecord>;

/** The batch's content: everything but who formed it. */
export type SharedBatch = Omit<SharedBatchRecord, 'holder'>;

/** A hot folder's batches: its folder and the remote folder its records are keyed for. */
export interface BatchPlace {
  readonly folder: string;
  readonly scope: string;
}

/** A batch this workstation formed. */
export interface HeldBatch {
  readonly place: BatchPlace;
  readonly file: string;
  readonly record: SharedBatchRecord;
}

export class SharedBatches {
  constructor(
    readonly me: Workstation,
    private readonly records: ShareRecords,
    private readonly keyFor: (scope: string) => RecordKey,
  ) {}

  fileOf(place: BatchPlace, slot: string): string {
    const name = `${slot.replace(/[^0-9A-Za-z-]/g, '_')}.batch`;
    return path.join(place.folder, sharedStateFolder, 'batches', name);
  }

  /** The next count slot: one past the batches numbered on the share. */
  async nextCount(place: BatchPlace): Promise<string> {
    const names = await fs.readdir(path.dirname(this.fileOf(place, '#1'))).catch(() => [] as string[]);
    return `#${names.filter((n) => /^_\d+\.batch$/.test(n)).length + 1}`;
  }

  /** Forms the slot's batch here; undefined when another workstation formed it first. */
  async create(place: BatchPlace, batch: SharedBatch): Promise<HeldBatch | undefined> {
    const file = this.fileOf(place, batch.slot);
    await mkdirShared(path.dirname(path.dirname(file)));
    await mkdirShared(path.dirname(file));
    const { instanceId, host, name, pid } = this.me;
    const holder = { instanceId, host, name, pid, token: randomUUID(), leaseMs: 86_400_000 };
    const record: SharedBatchRecord = { holder, ...batch };
    if (!(await createShared(file, this.seal(place, file, record)))) return undefined;
    return { place, file, record };
  }

  /** The slot's batch as the share says, checked (one that fails is set aside: none). */
  async look(place: BatchPlace, slot: string): Promise<SharedBatchRecord | undefined> {
    const file = this.fileOf(place, slot);
    const read = await this.records.read(
      stateRootOf(place.folder),
      file,
      this.keyFor(place.scope),
      SharedBatchRecord,
    );
    return read.kind === 'ok' ? read.body : undefined;
  }

  /** Writes how the batch this workstation formed ended. */
  async end(held: HeldBatch, end: Pick<SharedBatch, 'done' | 'released' | 'orderFriendlyId'>): Promise<void> {
    const record = { ...held.record, ...end };
    await replaceShared(held.file, this.seal(held.place, held.file, record), this.me);
  }

  /**
   * Writes how a batch ended on its slot's record when this workstation formed it and the record is
   * still unfinished: a batch whose service failed is placed again later from this workstation's own
   * record, and its slot record is finished then, not left saying nothing.
   */
  async settle(
    place: BatchPlace,
    ended: Pick<SharedBatch, 'slot' | 'reference' | 'done' | 'released' | 'orderFriendlyId'>,
  ): Promise<void> {
    if (!ended.done && !ended.released) return;
    const record = await this.look(place, ended.slot);
    if (!record || record.done || record.released) return;
    if (record.holder.instanceId !== this.me.instanceId || record.reference !== ended.reference) return;
    const { done, released, orderFriendlyId } = ended;
    await this.end(
      { place, file: this.fileOf(place, ended.slot), record },
      { done, released, orderFriendlyId },
    );
  }

  /**
   * Gives up the batch this workstation formed before anything was sent (a member it could not
   * take). A time slot's record is removed so the slot is formed again at once, by this workstation
   * or another, instead of holding its members until the next business day. A count slot is ended
   * `released` instead: the next count is numbered from the records on the share, so its number
   * stays used.
   */
  async giveUp(held: HeldBatch): Promise<void> {
    if (held.record.slot.startsWith('#')) return this.end(held, { released: true });
    await fs.rm(held.file, { force: true });
  }

  private seal(place: BatchPlace, file: string, body: unknown): string {
    return this.records.seal(stateRootOf(place.folder), file, this.keyFor(place.scope), body);
  }
}
