/**
 * The order record: every order this workstation's hot-folder jobs placed (or a person settled),
 * one JSON line each in `<dataDir>/orders/hot-folder-orders.jsonl` — time, link, file and its
 * sha-256, document, order number, total with its currency, recipients, and every reason it waited
 * for that a person overrode (its preflight, a limit, the budget, a ticket), with who; and each
 * order declined while it waited (`kind: "declined"`: who declined it, and why). Only ever
 * appended (write + fdatasync before the job counts it recorded), never rewritten or compacted,
 * through the durable appender (platform/durable-append.ts): a short write (a full disk) fails the
 * append and is cut off again, and a line torn by a kill is skipped when read and never joined by
 * the next one.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { approvalReasonsText } from '../../i18n/job-texts.js';
import {
  DeclinedOrderEntry,
  OrderRecordEntry,
  type Decider,
  type Override,
} from '../../shared/contract/jobs.js';
import { csvText } from '../../platform/csv.js';
import { LineAppender, readJsonLines } from '../../platform/durable-append.js';
import { privateFolderMode } from '../../platform/private-files.js';
import { csvAmount, formatAmount } from '../../shared/models/money.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { JobRecord } from './job-record.js';

export class OrderRecord {
  /** The appends under way: reading waits for them. */
  private tail: Promise<void> = Promise.resolve();
  /** The order numbers recorded, read once when first asked (this process is the file's only writer). */
  private recorded: Promise<Set<string>> | undefined;

  private constructor(
    readonly file: string,
    private appender: LineAppender | undefined,
  ) {}

  static async open(dataDir: string): Promise<OrderRecord> {
    const file = path.join(dataDir, 'orders', 'hot-folder-orders.jsonl');
    await fs.mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
    return new OrderRecord(file, await LineAppender.open(file));
  }

  /** Appends one order; resolves once it is on disk. */
  append(entry: OrderRecordEntry): Promise<void> {
    const appender = this.appender;
    if (!appender) return Promise.reject(new Error('The order record is closed.'));
    const line = JSON.stringify(OrderRecordEntry.parse(entry));
    const written = appender.append([line]).then(() => {
      // Not awaited: a set still being read waits for this very write (it reads after the tail).
      void this.recorded?.then((ids) => ids.add(entry.orderFriendlyId));
    });
    this.tail = written.catch(() => undefined);
    return written;
  }

  /** Every order recorded, oldest first. */
  entries(): Promise<OrderRecordEntry[]> {
    return this.linesOf(OrderRecordEntry);
  }

  /** Appends an order declined while it waited, once per job (its reference); resolves once it is on disk. */
  async appendDecline(entry: DeclinedOrderEntry): Promise<void> {
    const appender = this.appender;
    if (!appender) throw new Error('The order record is closed.');
    if ((await this.declines()).some((e) => e.reference === entry.reference)) return;
    const written = appender.append([JSON.stringify(DeclinedOrderEntry.parse(entry))]);
    this.tail = written.catch(() => undefined);
    await written;
  }

  /** Every order declined, oldest first. */
  declines(): Promise<DeclinedOrderEntry[]> {
    return this.linesOf(DeclinedOrderEntry);
  }

  /** The record's lines of one kind, once the appends under way are on disk. */
  private async linesOf<T>(kind: z.ZodType<T>): Promise<T[]> {
    await this.tail;
    // A torn line is skipped: the process died mid-append, before the job counted the order recorded.
    return readJsonLines(this.file, (value) => {
      const parsed = kind.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    });
  }

  async has(orderFriendlyId: string): Promise<boolean> {
    this.recorded ??= this.entries().then((all) => new Set(all.map((e) => e.orderFriendlyId)));
    return (await this.recorded).has(orderFriendlyId);
  }

  async close(): Promise<void> {
    const appender = this.appender;
    if (!appender) return;
    this.appender = undefined;
    await this.tail;
    await appender.close();
  }
}

/**
 * The order record's line of a job declined while it waited (its `declined` says by whom and why);
 * none for a job whose hot folder is no longer linked.
 */
export function declinedEntry(
  job: JobRecord,
  link: Pick<HotFolderLink, 'id' | 'localPath' | 'remotePath'> | undefined,
  workstation: string,
): DeclinedOrderEntry | undefined {
  if (!link || !job.declined) return undefined;
  return {
    kind: 'declined',
    at: job.declined.by.at,
    workstation,
    link: { id: link.id, localPath: link.localPath, remotePath: link.remotePath },
    file: job.relPath,
    sha256: job.sha256 ?? '',
    reference: job.reference,
    ...(job.priced ? { total: job.priced.total } : {}),
    waitedFor: [...(job.waitingFor ?? [])],
    declinedBy: job.declined.by,
    ...(job.declined.reason ? { reason: job.declined.reason } : {}),
  };
}

const csvColumns = [
  'Placed at',
  'Workstation',
  'Hot folder',
  'Library folder',
  'File',
  'SHA-256',
  'Document',
  'Document id',
  'Order number',
  'Reference',
  'Quantity',
  'Total',
  'Currency',
  'Recipients',
  'Waited for',
  'Overrides',
  'Settled',
  'Settled by',
] as const;

const decisionLabels = { 'settled-by-hand': 'order number entered by hand', 'placed-again': 'placed again' };

const who = (by: Decider | undefined) => (by ? `${by.user} on ${by.host}` : '');

/** What each override went past, in the CSV's words. */
const overrideLabels: Record<Override['reason']['kind'], string> = {
  preflight: 'preflight errors',
  'over-order-limit': 'order limit',
  'over-daily-budget': 'daily budget',
  'ticket-address': 'ticket address',
  'ticket-quantity': 'ticket quantity',
  'limits-currency': 'limits in another currency',
  'cannot-meet-date': 'need-by date',
};

/** `preflight errors by dana on PRINT-ROOM at 2031-…; order limit by …`: every override, with who and when. */
function overridesText(overrides: readonly Override[]): string {
  return overrides
    .map(({ reason, by }) => `${overrideLabels[reason.kind]} by ${who(by)} at ${by.at}`)
    .join('; ');
}

/** The record as CSV, oldest first, one row per order (RFC 4180 quoting). */
export function orderRecordCsv(entries: readonly OrderRecordEntry[]): string {
  const rows = entries.map((e) => [
    e.at,
    e.workstation,
    e.link.localPath,
    e.link.remotePath,
    e.file,
    e.sha256,
    e.document,
    e.documentId,
    e.orderFriendlyId,
    e.reference,
    String(e.quantity),
    csvAmount(e.total.amount),
    e.total.currency,
    e.recipients.join('; '),
    approvalReasonsText(
      e.overrides.map((o) => o.reason),
      (money) => formatAmount(money, { locale: 'en-US' }),
    ),
    overridesText(e.overrides),
    e.decision ? decisionLabels[e.decision.kind] : '',
    who(e.decision?.by),
  ]);
  return csvText([csvColumns, ...rows]);
}
