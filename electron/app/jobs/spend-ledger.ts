/**
 * A hot folder's daily budget, held across every workstation on the folder: one file per order
 * reserved on a local day, `<folder>/.printdesk/budget/<YYYY-MM-DD>/<job>.json`, created before
 * the order is sent and confirmed (`spent`) or removed by its outcome; an outcome not known keeps
 * it. The day's spending is the sum of its files. Checking the budget and reserving are one step
 * under a short lock on the share, so two workstations cannot both take the last of a day. A
 * folder where the hidden folder cannot be made keeps its ledger in the data folder instead.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LinkSpending } from '../../ipc/contract/jobs.js';
import type { Currency } from '../../print-service/models/markets.js';
import { moneyOf, type Money } from '../../print-service/models/money.js';
import type { HotFolderLink } from '../../settings/schema.js';
import { privateFolderMode } from '../../platform/private-files.js';
import { mkdirOnce, sharedStateFolder } from '../../sync/shared-claims.js';
import { createShared, readShared, replaceShared, withShareLock, type ShareIdentity } from './share-files.js';
import type { Workstation } from './job-claims.js';

interface Reservation {
  readonly amount: number;
  /** The order's currency; a budget counts only orders in its own (absent: written before currencies, counted in all). */
  readonly currency?: Currency;
  readonly state: 'reserved' | 'spent';
  readonly reference: string;
  /** The workstation that placed it (its name). */
  readonly by: string;
}

export type Reserved = { readonly ok: true } | { readonly ok: false; readonly remaining: number };

/** Money in the service's four decimals, so sums of many orders do not drift. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The local calendar date of `ms` (the workstation's time zone), `YYYY-MM-DD`. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

export class SpendLedger {
  constructor(
    private readonly dir: string,
    private readonly me: Workstation,
  ) {}

  /**
   * The ledger of a linked folder: on its share, or in the data folder (`fallback`) when the
   * hidden folder cannot be made there (a read-only share).
   */
  static async of(folder: string, fallback: string, me: Workstation): Promise<SpendLedger> {
    const shared = path.join(folder, sharedStateFolder, 'budget');
    try {
      await mkdirOnce(path.dirname(shared));
      await mkdirOnce(shared);
      return new SpendLedger(shared, me);
    } catch {
      await fs.mkdir(fallback, { recursive: true, mode: privateFolderMode });
      return new SpendLedger(fallback, me);
    }
  }

  /** What the day's orders in `currency` total: placed, and sent with their outcome not known yet. */
  async spent(day: string, currency: Currency): Promise<number> {
    const dayDir = path.join(this.dir, day);
    let total = 0;
    for (const name of await fs.readdir(dayDir).catch(() => [] as string[])) {
      if (!name.endsWith('.json')) continue;
      const entry = await readShared<Reservation>(path.join(dayDir, name)).catch(() => undefined);
      // One being created counts as nothing yet: its creator holds the day's lock until it is written.
      if (typeof entry === 'object' && (entry.currency ?? currency) === currency) total += entry.amount;
    }
    return round(total);
  }

  /**
   * Reserves `amount` for the job `key` on `day` if the day's total stays within `budget`, which is
   * in the amount's currency (always, when `force`: a person approved it). Reserving again for the
   * same job is a no-op.
   */
  async reserve(
    day: string,
    key: string,
    amount: Money,
    budget: Money | undefined,
    options: { force: boolean; reference: string },
  ): Promise<Reserved> {
    const dayDir = path.join(this.dir, day);
    await mkdirOnce(dayDir);
    const file = this.fileOf(day, key);
    return withShareLock(path.join(this.dir, `${day}.lock`), this.me as ShareIdentity, async () => {
      if ((await readShared(file)) !== undefined) return { ok: true };
      const spent = await this.spent(day, amount.currency);
      if (!options.force && budget !== undefined && round(spent + amount.amount) > budget.amount)
        return { ok: false, remaining: Math.max(0, round(budget.amount - spent)) };
      const entry: Reservation = {
        amount: round(amount.amount),
        currency: amount.currency,
        state: 'reserved',
        reference: options.reference,
        by: this.me.name,
      };
      await createShared(file, JSON.stringify(entry));
      return { ok: true };
    });
  }

  /** The order was placed: its reservation is spending now. */
  async confirm(day: string, key: string): Promise<void> {
    const file = this.fileOf(day, key);
    const entry = await readShared<Reservation>(file);
    if (typeof entry !== 'object' || entry.state === 'spent') return;
    await replaceShared(file, JSON.stringify({ ...entry, state: 'spent' }), this.me);
  }

  /** The order was surely not placed (refused, or never sent): its reservation goes. */
  async release(day: string, key: string): Promise<void> {
    await fs.rm(this.fileOf(day, key), { force: true });
  }

  private fileOf(day: string, key: string): string {
    const name = /^[0-9a-f]{64}$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
    return path.join(this.dir, day, `${name}.json`);
  }
}

/** The ledger of each linked folder, opened once (again after the links change). */
export class LinkLedgers {
  private readonly ledgers = new Map<string, Promise<SpendLedger>>();

  constructor(
    private readonly dataDir: string,
    private readonly me: Workstation,
  ) {}

  of(link: HotFolderLink): Promise<SpendLedger> {
    let ledger = this.ledgers.get(link.id);
    if (!ledger) {
      const fallback = path.join(this.dataDir, 'jobs', 'budget', link.id);
      ledger = SpendLedger.of(link.localPath, fallback, this.me);
      // A folder that could not be reached is tried again next time.
      ledger.catch(() => this.ledgers.delete(link.id));
      this.ledgers.set(link.id, ledger);
    }
    return ledger;
  }

  /** The links may have moved: every ledger is opened again when next needed. */
  forget(): void {
    this.ledgers.clear();
  }

  /** What each order folder among `links` spent on `day`, in the currency of its budget (else of its limit). */
  spending(links: readonly HotFolderLink[], day: string): Promise<LinkSpending[]> {
    return Promise.all(
      links.flatMap((link) => {
        const job = link.job;
        if (job?.action !== 'order') return [];
        const { currency } = job.dailyBudget ?? job.spendLimit;
        return [
          (async () => ({
            linkId: link.id,
            day,
            spent: moneyOf(await (await this.of(link)).spent(day, currency), currency),
          }))(),
        ];
      }),
    );
  }
}
