/**
 * order-record: years of hot-folder orders (100,000 lines of the order record) and of activity
 * (100,000 file events in the log). How long the Orders view waits for its first rows, against
 * `tail -n 50` of the same file (a process that reads the file's end and prints it); how long the
 * whole record took to read for a page before it was read by windows (the same run, the old way);
 * the CSV export's time and the memory it holds; and the activity history read back at a start.
 *
 * Each figure is the median of `--runs` rounds (each with a fresh reader: the first look after a
 * start), with its spread. Goal: `firstRowsMs` at most 200 ms.
 *
 *   npm run --silent bench -- order-record [--orders 100000] [--events 100000] [--runs 3]
 */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { OrderRecordReader, type OrderRecordWindow } from '../electron/app/jobs/order-record-reader.js';
import { sampleOrder, writeOrderLines } from '../electron/app/jobs/test-support/order-lines.js';
import { OrderRecordEntry, OrderRecordPage } from '../electron/shared/contract/jobs.js';
import { readActivityHistory } from '../electron/log/activity-reader.js';
import { flags, median, MiB, report, round } from './lib.js';

/** The Orders view's first request: the newest window of the record (renderer/stores/order-record.ts). */
const firstWindow = 100;
const goalFirstRowsMs = 200;

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--orders', '2000', '--events', '2000', '--runs', '1'];

export async function run(argv: string[]): Promise<void> {
  const opts = flags(argv, { orders: 100_000, events: 100_000, runs: 3 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-bench-orders-'));
  try {
    const file = await writeOrderLines(dir, opts.orders);
    await writeFileEvents(dir, opts.events);
    const rounds: Record<string, number>[] = [];
    for (let i = 0; i < opts.runs; i++) rounds.push(await round1(dir, file));
    const figures: Record<string, number | string | boolean> = {
      orders: opts.orders,
      recordMiB: round((await stat(file)).size / MiB, 1),
      events: opts.events,
      runs: opts.runs,
    };
    for (const key of Object.keys(rounds[0]!)) {
      const values = rounds.map((r) => r[key]!);
      figures[key] = round(median(values), 1);
      figures[`${key}Spread`] = `${round(Math.min(...values), 1)}–${round(Math.max(...values), 1)}`;
    }
    figures.ratioToTail = round((figures.firstRowsMs as number) / (figures.tailMs as number), 2);
    figures.goalFirstRowsMs = goalFirstRowsMs;
    figures.pass = (figures.firstRowsMs as number) <= goalFirstRowsMs;
    report(
      'order-record: the Orders view and the CSV export at years of orders, the activity history',
      figures,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function round1(dir: string, file: string): Promise<Record<string, number>> {
  const tailMs = await timed(() => promisify(execFile)('tail', ['-n', '50', file], { maxBuffer: 8 * MiB }));
  const reader = new OrderRecordReader(() => file);
  let first: OrderRecordWindow | undefined;
  // Validated as the IPC router validates every answer.
  const firstRowsMs = await timed(async () => {
    first = OrderRecordPage.parse(await reader.page(1, firstWindow));
  });
  if (first?.entries[0]?.orderFriendlyId !== sampleOrder(first!.total - 1).orderFriendlyId)
    throw new Error('the first row is not the newest order');
  const laterWindowMs = await timed(async () => {
    OrderRecordPage.parse(await reader.page(500, firstWindow));
  });
  // What the view waited for before: every line read and checked, for any page.
  const wholeRecordMs = await timed(async () => {
    const entries = (await readFile(file, 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => OrderRecordEntry.parse(JSON.parse(line)));
    OrderRecordPage.parse({ total: entries.length, entries: entries.reverse().slice(0, firstWindow) });
  });
  const csv = path.join(dir, 'export.csv');
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 5);
  const csvMs = await timed(() => reader.writeCsv(createWriteStream(csv)));
  clearInterval(sampler);
  const activityHistoryMs = await timed(() => readActivityHistory(dir));
  return {
    firstRowsMs,
    tailMs,
    laterWindowMs,
    wholeRecordMs,
    csvMs,
    csvHeapGrowthMiB: (heapPeak - heapBefore) / MiB,
    csvMiB: (await stat(csv)).size / MiB,
    activityHistoryMs,
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The log as the app keeps it: file events, rolled into files of 10 MiB (electron/log/). */
async function writeFileEvents(dataDir: string, count: number): Promise<void> {
  const folder = path.join(dataDir, 'logs');
  await mkdir(folder, { recursive: true });
  let number = 1;
  let handle = await open(path.join(folder, `printdesk.${number}.log`), 'w');
  let size = 0;
  for (let from = 0; from < count; from += 1000) {
    const lines: string[] = [];
    for (let n = from; n < Math.min(count, from + 1000); n++) {
      const at = Date.UTC(2030, 0, 1) + n * 1000;
      lines.push(
        JSON.stringify({
          level: 30,
          time: new Date(at).toISOString(),
          pid: 4242,
          event: 'file',
          fileKey: `link-1:Flyers/card-${n}.pdf`,
          linkId: 'link-1',
          relPath: `Flyers/card-${n}.pdf`,
          remoteFolder: 'Hot folders/In/Flyers',
          state: 'uploaded',
          size: 53_211 + n,
          sha256: (n % 256).toString(16).padStart(2, '0').repeat(32),
          fileId: '0f8fad5b-d9cb-469f-a165-70867728950e',
          attempts: 1,
          at,
          msg: `uploaded: Flyers/card-${n}.pdf`,
        }) + '\n',
      );
    }
    const text = lines.join('');
    if (size + text.length > 10 * MiB) {
      await handle.close();
      handle = await open(path.join(folder, `printdesk.${++number}.log`), 'w');
      size = 0;
    }
    await handle.write(text);
    size += text.length;
  }
  await handle.close();
}
