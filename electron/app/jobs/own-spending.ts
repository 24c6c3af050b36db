/**
 * What this workstation itself reserved and spent on each day, per link, in its own data folder
 * (`<dataDir>/jobs/spent/<link id>/<YYYY-MM-DD>.json`): the floor under the daily budget. The share's
 * ledger can be deleted by anyone who can write to the folder; this cannot, so a folder's day counts
 * at least what this workstation placed that day (spend-ledger.ts counts the larger of the two).
 * Written whole (atomic replace, fsync) before the share's entry is made, and in one chain per
 * ledger: one process per data folder.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../platform/durable-files.js';
import { privateFolderMode } from '../../platform/private-files.js';
import type { Currency } from '../../shared/models/markets.js';
import { Price, type Money } from '../../shared/models/money.js';

/** An order's total, in the currency it was quoted in, reserved or spent. */
const OwnEntry = Price.extend({ state: z.enum(['reserved', 'spent']) });
const OwnDay = z.record(z.string(), OwnEntry);
type OwnDay = z.infer<typeof OwnDay>;

export class OwnSpending {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly dir: string) {}

  /** What this workstation reserved or spent on `day`, in `currency` (amounts in another are not this budget's). */
  async total(day: string, currency: Currency): Promise<number> {
    const entries = Object.values(await this.read(day));
    return entries.filter((e) => e.currency === currency).reduce((sum, e) => sum + e.amount, 0);
  }

  reserve(day: string, key: string, { amount, currency }: Money): Promise<void> {
    return this.change(day, (entries) => {
      entries[key] ??= { amount, currency, state: 'reserved' };
    });
  }

  confirm(day: string, key: string): Promise<void> {
    return this.change(day, (entries) => {
      const entry = entries[key];
      if (entry) entries[key] = { ...entry, state: 'spent' };
    });
  }

  release(day: string, key: string): Promise<void> {
    return this.change(day, (entries) => {
      delete entries[key];
    });
  }

  private change(day: string, edit: (entries: OwnDay) => void): Promise<void> {
    const next = this.chain.then(async () => {
      const entries = await this.read(day);
      const before = JSON.stringify(entries);
      edit(entries);
      if (JSON.stringify(entries) === before) return;
      await fs.mkdir(this.dir, { recursive: true, mode: privateFolderMode });
      await writeFileAtomic(this.fileOf(day), JSON.stringify(entries));
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** The day's entries; a file that does not parse (a disk that failed us) is an error, never "nothing spent". */
  private async read(day: string): Promise<OwnDay> {
    let text: string;
    try {
      text = await fs.readFile(this.fileOf(day), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    return OwnDay.parse(JSON.parse(text));
  }

  private fileOf(day: string): string {
    return path.join(this.dir, `${day}.json`);
  }
}
