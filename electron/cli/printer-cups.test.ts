/**
 * `printdesk printer` with the real print system: a CUPS scheduler of the test's own adds the
 * printer (`--install`, lpadmin with IPP Everywhere), `lp -t "Q3 Report"` prints a PDF to it, and
 * the scheduler is killed with everything it started while the job's order is under way, then
 * started again, so it sends the job a second time. Counted in the sandbox's own store: one file,
 * one document, one order.
 */
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import {
  removePrivateCups,
  startPrivateCups,
  type PrivateCups,
} from '../printer/test-support/private-cups.js';
import { storedOrders } from '../sandbox/test-support/stored-records.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import { spawnPrintdesk, type SyncRun } from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';
import type { FiledJob } from '../printer/print-ledger.js';
import { freePort } from '../print-service/test-support/proxies.js';

const repo = path.resolve(import.meta.dirname, '../..');
const brochure = path.join(repo, 'assets/print-files/spring-open-house-brochure.pdf');

let sandbox: TestSandbox;
let client: PrintServiceClient;
let cups: PrivateCups;
let dir: string;
let printer: SyncRun | undefined;

beforeAll(async () => {
  [sandbox, cups] = await Promise.all([startTestSandbox(), startPrivateCups()]);
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-printer-'));
}, 60_000);
afterAll(async () => {
  printer?.child.kill('SIGKILL');
  await removePrivateCups(cups);
  await client?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every line of the printer's ledgers in the data folder (one printer here). */
async function ledger(dataDir: string): Promise<FiledJob[]> {
  const root = path.join(dataDir, 'printers');
  const lines: FiledJob[] = [];
  for (const id of await readdir(root).catch(() => [])) {
    const text = await readFile(path.join(root, id, 'received.jsonl'), 'utf8').catch(() => '');
    for (const line of text.split('\n').filter(Boolean)) {
      const parsed = JSON.parse(line) as FiledJob | { t: string };
      if (parsed.t === 'filed') lines.push(parsed as FiledJob);
    }
  }
  return lines;
}

describe('printdesk printer with CUPS', () => {
  it('makes a PDF printed with lp "Q3 Report.pdf", one document and one order, through a kill of cupsd mid-job', async () => {
    const dataDir = path.join(dir, 'data');
    const port = await freePort();
    const remotePath = 'Printed/From CUPS';
    printer = spawnPrintdesk(
      'printer',
      [
        '--to',
        remotePath,
        '--port',
        String(port),
        '--name',
        'PrintDesk Test',
        '--install',
        '--base-url',
        sandbox.url,
        '--data-dir',
        dataDir,
        '--action',
        'order',
        '--template',
        sandbox.documentTemplateIds[0]!,
        '--spend-limit',
        '1000',
        '--preflight',
        'off',
      ],
      sandbox.key,
      { CUPS_SERVER: cups.env.CUPS_SERVER },
    );
    await waitFor(
      () => printer!.stdout().includes('Added to CUPS as PrintDesk_Test'),
      60_000,
      'the printer in CUPS',
      () => printer!.tail(),
    );
    // The order waits long enough for the scheduler to be killed while CUPS still waits for the job.
    sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['PlaceOrder'], seed: 1, delayMs: 2500 });
    const requested = await cups.tool('lp', ['-d', 'PrintDesk_Test', '-t', 'Q3 Report', brochure]);
    const cupsJob = /request id is (\S+)/.exec(requested)![1]!;
    await waitFor(
      async () => (await ledger(dataDir)).length >= 1,
      60_000,
      'the job filed',
      () => printer!.tail(),
    );
    await cups.kill();
    await cups.start();
    // CUPS finds the job it was sending and sends it again; the printer answers with the first one's file.
    await waitFor(
      async () => (await ledger(dataDir)).some((j) => j.resentOf),
      90_000,
      'the job sent again',
      () => printer!.tail(),
    );
    await waitFor(
      async () => (await cups.tool('lpstat', ['-W', 'completed', '-o', 'PrintDesk_Test'])).includes(cupsJob),
      120_000,
      'CUPS to see the job completed',
      () => printer!.tail(),
    );
    sandbox.setFaults(null);

    const filed = await ledger(dataDir);
    expect(new Set(filed.map((j) => j.file))).toEqual(new Set(['Q3 Report.pdf']));
    const items = await listRemoteFolder(client, remotePath);
    expect(items.filter((i) => i.Type !== 'Document').map((i) => i.Name)).toEqual(['Q3 Report.pdf']);
    const documents = items.filter((i) => i.Type === 'Document');
    expect(documents.map((d) => d.Name)).toEqual(['Q3 Report']);
    const orders = (await storedOrders(sandbox.dataDir)).filter((o) =>
      o.history.Order.LineItems.some((l) => l.ItemData.StoreItemId === documents[0]!.Id),
    );
    expect(orders).toHaveLength(1);
    // Activity names the job as it was titled.
    expect(printer.stderr()).toMatch(/uploaded\s+Q3 Report\.pdf/);

    printer.child.kill('SIGTERM');
    expect(await printer.exited).toBe(0);
  }, 360_000);
});
