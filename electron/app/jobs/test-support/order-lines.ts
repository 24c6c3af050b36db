/**
 * Orders on the record as order-record.ts writes them, many at once: for the order record reader's
 * tests and the order-record benchmark (bench/order-record.ts), which need years of orders in a file.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { OrderRecordEntry } from '../../../shared/contract/jobs.js';
import { moneyOf } from '../../../shared/models/money.js';

/** The `n`-th order (from 0): a minute after the one before, every fifth one approved after a wait. */
export function sampleOrder(n: number): OrderRecordEntry {
  const at = new Date(Date.UTC(2030, 0, 1) + n * 60_000).toISOString();
  return {
    at,
    workstation: `PRINT-0${n % 3}`,
    link: { id: 'link-1', localPath: '/srv/print/in', remotePath: 'Hot folders/In' },
    file: `Flyers/week-${Math.floor(n / 500)}/card-${n}.pdf`,
    sha256: (n % 256).toString(16).padStart(2, '0').repeat(32),
    document: `card-${n}`,
    documentId: '70000000-0000-4000-8000-000000000001',
    orderFriendlyId: `00-0054-${String(Math.floor(n / 100_000)).padStart(5, '0')}-${String(n % 100_000).padStart(5, '0')}`,
    reference: `PD-${n}`,
    total: moneyOf(100 + (n % 400) + 0.5, 'USD'),
    quantity: 250,
    recipients: ['Dana Whitfield, New York, US', 'Ola Nordmann, Oslo, NO'],
    overrides:
      n % 5 === 0
        ? [
            {
              reason: { kind: 'over-order-limit', total: moneyOf(410.5, 'USD'), limit: moneyOf(250, 'USD') },
              by: { user: 'dana', host: 'PRINT-ROOM', at },
            },
          ]
        : [],
  };
}

/** Writes orders `0 … count - 1` as the record of `dataDir` (as order-record.ts lays it out); returns its path. */
export async function writeOrderLines(dataDir: string, count: number): Promise<string> {
  const file = path.join(dataDir, 'orders', 'hot-folder-orders.jsonl');
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, 'w');
  try {
    for (let from = 0; from < count; from += 1000) {
      const lines: string[] = [];
      for (let n = from; n < Math.min(count, from + 1000); n++)
        lines.push(JSON.stringify(sampleOrder(n)) + '\n');
      await handle.write(lines.join(''));
    }
  } finally {
    await handle.close();
  }
  return file;
}
