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
import {
  countOf,
  highestCount,
  slotFileName,
  slotOfFileName,
  slotsKept,
  type ServiceDays,
} from './batch-slots.js';
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

/** The slot a record's file is named for (`_3.batch`: `#3`); undefined for any other file. */
const slotOfName = (name: string): string | undefined =>
  name.endsWith('.batch') ? slotOfFileName(name.slice(0, -'.batch'.length)) : undefined;

const slotsOf = (names: readonly string[]): string[] => names.flatMap((name) => slotOfName(name) ?? []);

export class SharedBatches {
  constructor(
    readonly me: Workstation,
    private readonly records: ShareRecords,
    private readonly keyFor: (scope: string) => RecordKey,
  ) {}

  fileOf(place: BatchPlace, slot: string): string {
    return path.join(this.dirOf(place), `${slotFileName(slot)}.batch`);
  }

  /**
   * The next count slot: one past the highest number on the share (never a count of the records:
   * old ones are compacted, and the highest is always kept, so no number is ever used twice).
   */
  async nextCount(place: BatchPlace): Promise<string> {
    return `#${highestCount(await this.slots(place)) + 1}`;
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
  look(place: BatchPlace, slot: string): Promise<SharedBatchRecord | undefined> {
    return this.read(place, this.fileOf(place, slot));
  }

  /**
   * Removes the finished records (done or released) of the service's days before today: a time
   * slot's day is in its name, a count slot's is the day its record was last written (finished).
   * Unfinished ones stay (a workstation may still settle them). Kept whatever their day: the records
   * the next batch is judged by (`slotsKept`: the highest count, the latest of each time of day).
   * Returns the files removed.
   */
  async compact(place: BatchPlace, days: ServiceDays): Promise<string[]> {
    const today = days.today();
    const names = await this.names(place);
    const kept = slotsKept(slotsOf(names));
    const removed: string[] = [];
    for (const name of names) {
      const slot = slotOfName(name);
      if (slot === undefined || kept.has(slot)) continue;
      const file = path.join(this.dirOf(place), name);
      const day = countOf(slot) === undefined ? slot.slice(0, 10) : await this.dayWritten(file, days);
      if (day === undefined || day >= today) continue;
      const record = await this.read(place, file);
      if (!record?.done && !record?.released) continue;
      await fs.rm(file, { force: true });
      removed.push(file);
    }
    return removed;
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

  private read(place: BatchPlace, file: string): Promise<SharedBatchRecord | undefined> {
    return this.records
      .read(stateRootOf(place.folder), file, this.keyFor(place.scope), SharedBatchRecord)
      .then((read) => (read.kind === 'ok' ? read.body : undefined));
  }

  private dirOf(place: BatchPlace): string {
    return path.join(place.folder, sharedStateFolder, 'batches');
  }

  private names(place: BatchPlace): Promise<string[]> {
    return fs.readdir(this.dirOf(place)).catch(() => [] as string[]);
  }

  /** The slots whose records are on the share. */
  private async slots(place: BatchPlace): Promise<string[]> {
    return slotsOf(await this.names(place));
  }

  private async dayWritten(file: string, days: ServiceDays): Promise<string | undefined> {
    const written = await fs.stat(file).catch(() => undefined);
    return written && days.of(written.mtimeMs);
  }

  private seal(place: BatchPlace, file: string, body: unknown): string {
    return this.records.seal(stateRootOf(place.folder), file, this.keyFor(place.scope), body);
  }
}
