/**
 * A hot folder's daily budget, held across every workstation on the folder: one sealed entry per
 * order reserved on a local day, `<folder>/.printdesk/budget/<YYYY-MM-DD>/<job>.json`, created before
 * the order is sent and confirmed (`spent`) or removed by its outcome; an outcome not known keeps
 * it. Checking the budget and reserving are one step under a short lock on the share, so two
 * workstations cannot both take the last of a day. A folder where the hidden folder cannot be made
 * keeps its ledger in the data folder instead.
 *
 * The share is not trusted to lower what was spent: an entry that fails its seal, or is not a finite
 * amount ≥ 0 in a known currency, counts nothing and is set aside (reported); and
 * the day counts the larger of the share's sum and what this workstation itself reserved that day
 * (own-spending.ts), so a deleted ledger still holds this workstation's own orders.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LinkSpending } from '../../shared/contract/jobs.js';
import type { Currency } from '../../shared/models/markets.js';
import { Price, moneyOf, type Money } from '../../shared/models/money.js';
import type { RecordKey } from '../../print-service/record-key.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { privateFolderMode } from '../../platform/private-files.js';
import { createShared, mkdirShared, replaceShared, withShareLock } from '../../sync/share-files.js';
import { stateRootOf, type ShareRecords } from '../../sync/share-records.js';
import { recordScope } from '../../sync/share-seal.js';
import type { RecordKeys } from '../../sync/shared-claims.js';
import type { Workstation } from './job-claims.js';
import { OwnSpending } from './own-spending.js';

/** An order's total reserved or spent, in the currency it was quoted in. */
const Reservation = Price.extend({
  state: z.enum(['reserved', 'spent']),
  reference: z.string().max(200),
  /** The workstation that placed it (its name). */
  by: z.string().max(200),
});
type Reservation = z.infer<typeof Reservation>;

export type Reserved = { readonly ok: true } | { readonly ok: false; readonly remaining: number };

/** Money in the service's four decimals, so sums of many orders do not drift. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The local calendar date of `ms` (the workstation's time zone), `YYYY-MM-DD`. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** Where a ledger is and what it checks its entries with. */
interface LedgerPlace {
  /** The folder of records the ledger is under (`<folder>/.printdesk`, or the data folder's fallback). */
  readonly root: string;
  readonly dir: string;
  /** The account's key for the link's records (the client in use: it changes with the key). */
  readonly key: () => RecordKey;
}

export class SpendLedger {
  constructor(
    private readonly place: LedgerPlace,
    private readonly records: ShareRecords,
    private readonly own: OwnSpending,
    private readonly me: Workstation,
  ) {}

  /**
   * The ledger of a linked folder: on its share, or in the data folder (`fallback`) when the
   * hidden folder cannot be made there (a read-only share).
   */
  static async of(
    link: HotFolderLink,
    parts: {
      fallback: string;
      own: OwnSpending;
      records: ShareRecords;
      key: () => RecordKey;
    },
    me: Workstation,
  ): Promise<SpendLedger> {
    const { records, own, key } = parts;
    const root = stateRootOf(link.localPath);
    try {
      await mkdirShared(root);
      await mkdirShared(path.join(root, 'budget'));
      return new SpendLedger({ root, dir: path.join(root, 'budget'), key }, records, own, me);
    } catch {
      await fs.mkdir(parts.fallback, { recursive: true, mode: privateFolderMode });
      return new SpendLedger({ root: parts.fallback, dir: parts.fallback, key }, records, own, me);
    }
  }

  /**
   * What the day's orders in `currency` total: placed, and sent with their outcome not known yet.
   * The larger of the share's entries that pass their checks and this workstation's own; entries in
   * another currency (orders of the market before it changed) count nothing towards a budget in this
   * one. `setAside`: entries that fail are moved away (only under the day's lock, which their
   * writers hold while they write).
   */
  async spent(day: string, currency: Currency, setAside = false): Promise<number> {
    const dayDir = path.join(this.place.dir, day);
    let shared = 0;
    for (const name of await fs.readdir(dayDir).catch(() => [] as string[])) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(dayDir, name);
      const entry = await this.read(file, setAside);
      // One being created counts as nothing yet: its creator holds the day's lock until it is written.
      if (entry?.currency === currency) shared += entry.amount;
    }
    return round(Math.max(shared, await this.own.total(day, currency)));
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
    if (!Number.isFinite(amount.amount) || amount.amount < 0)
      throw new Error(`The order's total (${amount.amount}) is not an amount.`);
    if (budget && budget.currency !== amount.currency)
      throw new Error(`A budget in ${budget.currency} cannot judge an order in ${amount.currency}.`);
    const dayDir = path.join(this.place.dir, day);
    await mkdirShared(dayDir);
    const file = this.fileOf(day, key);
    return withShareLock(path.join(this.place.dir, `${day}.lock`), this.me, async () => {
      if (await this.read(file, true)) return { ok: true };
      const spent = await this.spent(day, amount.currency, true);
      if (!options.force && budget !== undefined && round(spent + amount.amount) > budget.amount)
        return { ok: false, remaining: Math.max(0, round(budget.amount - spent)) };
      const entry: Reservation = {
        amount: round(amount.amount),
        currency: amount.currency,
        state: 'reserved',
        reference: options.reference,
        by: this.me.name,
      };
      // Ours first: whatever happens to the share's entry, this workstation counts it.
      await this.own.reserve(day, this.nameOf(key), entry);
      await createShared(file, this.records.seal(this.place.root, file, this.place.key(), entry));
      return { ok: true };
    });
  }

  /** The order was placed: its reservation is spending now. */
  async confirm(day: string, key: string): Promise<void> {
    await this.own.confirm(day, this.nameOf(key));
    const file = this.fileOf(day, key);
    const entry = await this.read(file, false);
    if (!entry || entry.state === 'spent') return;
    const spent: Reservation = { ...entry, state: 'spent' };
    await replaceShared(file, this.records.seal(this.place.root, file, this.place.key(), spent), this.me);
  }

  /** The order was surely not placed (refused, or never sent): its reservation goes. */
  async release(day: string, key: string): Promise<void> {
    await fs.rm(this.fileOf(day, key), { force: true });
    await this.own.release(day, this.nameOf(key));
  }

  /** An entry that passes its seal and schema; undefined for none, one being written, or one that fails (set aside when `setAside`). */
  private async read(file: string, setAside: boolean): Promise<Reservation | undefined> {
    const read = await this.records.read(this.place.root, file, this.place.key(), Reservation, { setAside });
    return read.kind === 'ok' ? read.body : undefined;
  }

  private nameOf(key: string): string {
    return /^[0-9a-f]{64}$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
  }

  private fileOf(day: string, key: string): string {
    return path.join(this.place.dir, day, `${this.nameOf(key)}.json`);
  }
}

/** The ledger of each linked folder, opened once (again after the links change). */
export class LinkLedgers {
  private readonly ledgers = new Map<string, Promise<SpendLedger>>();
  /** Per link, kept when the ledgers are opened again: one writer of each day's file. */
  private readonly own = new Map<string, OwnSpending>();

  constructor(
    private readonly dataDir: string,
    private readonly me: Workstation,
    private readonly records: ShareRecords,
    private readonly keys: RecordKeys,
  ) {}

  of(link: HotFolderLink): Promise<SpendLedger> {
    let ledger = this.ledgers.get(link.id);
    if (!ledger) {
      const jobs = path.join(this.dataDir, 'jobs');
      let own = this.own.get(link.id);
      if (!own) this.own.set(link.id, (own = new OwnSpending(path.join(jobs, 'spent', link.id))));
      ledger = SpendLedger.of(
        link,
        {
          fallback: path.join(jobs, 'budget', link.id),
          own,
          records: this.records,
          key: () => this.keys(recordScope(link.remotePath)),
        },
        this.me,
      );
      // A folder that could not be reached is tried again next time.
      ledger.catch(() => this.ledgers.delete(link.id));
      this.ledgers.set(link.id, ledger);
    }
    return ledger;
  }

  /** The links may have moved (or the key changed): every ledger is opened again when next needed. */
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
