/**
 * The batches of this workstation's order folders ("Gather into one order", job-batches.ts): one
 * record per batch, `<data>/jobs/batches/<link id>/<slot>.json`, written whole (fsynced and renamed)
 * before each step that costs, so that a crash between "sent" and the order's number is settled by
 * looking the order up by the batch's reference, never by sending it again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { Money } from '../../shared/models/money.js';
import { writeFileAtomic } from '../../platform/durable-files.js';
import { slotFileName, slotsKept } from './batch-slots.js';

export const BatchRecord = z.strictObject({
  linkId: z.string(),
  /** The batch's slot: the day and time (`2026-01-12T13:30`) or the count batch's number (`#3`). */
  slot: z.string(),
  /** The order's reference, its own (batchReference): what FindOrders settles a lost answer by. */
  reference: z.string(),
  /** The jobs whose documents are its lines, in the order they waited. */
  members: z.array(z.string()).min(1),
  createdAt: z.number(),
  /** Sent to PlaceOrder at this instant (epoch ms): its answer may have been lost. */
  sentAt: z.number().optional(),
  /** The day its total is reserved on in the folder's daily budget. */
  reservedOn: z.string().optional(),
  total: Money.optional(),
  orderFriendlyId: z.string().optional(),
  /** Its members went on as orders of their own (a limit, the budget or a need-by date held the batch). */
  released: z.literal(true).optional(),
  /**
   * Sent by a workstation that stopped, its members taken over here: found by its reference, or, not
   * there, its members wait for a batch anew (they may be only some of the batch's).
   */
  takenOver: z.literal(true).optional(),
  /** Every member finished with the order (the last step). */
  done: z.literal(true).optional(),
});
export type BatchRecord = z.infer<typeof BatchRecord>;

/** A new batch's reference: its own, never another batch's on any workstation (a lost answer is looked up by it). */
export function batchReference(): string {
  return `PD-B-${randomBytes(6).toString('hex')}`;
}

export class BatchStore {
  /** Per link, the day (since the epoch, UTC) its old batches were last pruned. */
  private readonly pruned = new Map<string, number>();

  constructor(private readonly dir: string) {}

  /** A link's batches, oldest first. */
  async of(linkId: string): Promise<BatchRecord[]> {
    const folder = path.join(this.dir, linkId);
    const names = await readdir(folder).catch(() => [] as string[]);
    const records: BatchRecord[] = [];
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const parsed = BatchRecord.safeParse(
        JSON.parse(await readFile(path.join(folder, name), 'utf8').catch(() => 'null')),
      );
      if (parsed.success) records.push(parsed.data);
    }
    return records.sort((a, b) => a.createdAt - b.createdAt);
  }

  /**
   * Removes the link's finished batches (done or released) made before `before` (epoch ms), so a
   * folder's years of batches cost what a day's do: each look at the batches reads every record.
   * Kept whatever their age: the records the next batch is judged by (`slotsKept`). Returns how
   * many were removed.
   */
  async prune(linkId: string, before: number): Promise<number> {
    const records = await this.of(linkId);
    const kept = slotsKept(records.map((r) => r.slot));
    const old = records.filter((r) => (r.done || r.released) && r.createdAt < before && !kept.has(r.slot));
    for (const record of old)
      await rm(path.join(this.dir, linkId, `${slotFileName(record.slot)}.json`), { force: true });
    return old.length;
  }

  /** At most once a day per link: its finished batches older than two days pruned. */
  async pruneDaily(linkId: string, now: number): Promise<void> {
    const today = Math.floor(now / dayMs);
    if (this.pruned.get(linkId) === today) return;
    await this.prune(linkId, now - 2 * dayMs);
    this.pruned.set(linkId, today);
  }

  async put(record: BatchRecord): Promise<BatchRecord> {
    const folder = path.join(this.dir, record.linkId);
    await mkdir(folder, { recursive: true });
    await writeFileAtomic(path.join(folder, `${slotFileName(record.slot)}.json`), JSON.stringify(record));
    return record;
  }
}

const dayMs = 86_400_000;
