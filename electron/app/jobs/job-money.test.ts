/**
 * Hot folders that spend money, over real HTTP against the sandbox: the daily budget across
 * midnight and restarts, tickets within bounds, an order whose answer was lost against a service
 * without FindOrders (a person settles it), an approval timeout that places an order within its cap,
 * and the order record.
 */
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import { storedOrders } from '../../sandbox/test-support/stored-records.js';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { moneyOf, type Money } from '../../shared/models/money.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { OrderRecord, orderRecordCsv } from './order-record.js';
import { OrderRecordReader } from './order-record-reader.js';
import { jobRow } from './job-record.js';
import { dropFiles, orderLink, startStation, waitForJob, type Station, usd } from './test-support/job-rig.js';

const fileWork = new FileWorkPool({ size: 2 });
const decider = () => ({ user: 'dana', host: 'PRINT-ROOM' });
let sandbox: TestSandbox;
let client: PrintServiceClient;
let templateId: string;
let dir: string;
const stations: Station[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  templateId = sandbox.documentTemplateIds[0]!;
});
afterAll(async () => {
  await fileWork.close();
  await client?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-money-'));
  sandbox.setFaults(null);
});
afterEach(async () => {
  await Promise.all(stations.splice(0).map((s) => s.stop()));
  await rm(dir, { recursive: true, force: true });
});

async function station(
  link: HotFolderLink,
  options: Parameters<typeof startStation>[4] = {},
  on: { client: PrintServiceClient; data?: string } = { client },
): Promise<Station> {
  const started = await startStation(on.data ?? path.join(dir, 'data'), link, on.client, fileWork, {
    decider,
    ...options,
  });
  stations.push(started);
  return started;
}

async function stop(s: Station): Promise<void> {
  stations.splice(stations.indexOf(s), 1);
  await s.stop();
}

/** The total of one brochure at `quantity` to the main address (a quote job on a folder of its own). */
async function priceOf(quantity: number): Promise<Money> {
  const folder = path.join(dir, 'pricing');
  const quoting = await station(
    orderLink(folder, templateId, { action: 'quote', quantity }),
    {},
    {
      client,
      data: path.join(dir, 'pricing-data'),
    },
  );
  await dropFiles(folder, ['price.pdf']);
  const total = (await waitForJob(quoting, 'price', 'done')).quote!.total;
  await stop(quoting);
  return total;
}

const ordersWith = async (data: string, reference: string) =>
  (await storedOrders(data)).filter((o) => o.history.Order.ReferenceData === reference);

describe('a daily budget', () => {
  it('holds an order that would pass it, counts the day across restarts, and starts afresh after midnight', async () => {
    const total = await priceOf(3);
    let clock = new Date(2031, 2, 14, 22, 15).getTime();
    const folder = path.join(dir, 'hot');
    const link = orderLink(folder, templateId, {
      action: 'order',
      quantity: 3,
      spendLimit: usd(100_000),
      dailyBudget: usd(Math.round(total.amount * 2.5 * 100) / 100),
    });
    const budget = link.job?.action === 'order' ? link.job.dailyBudget! : usd(0);
    let first = await station(link, { now: () => clock });
    await dropFiles(folder, ['a.pdf', 'b.pdf']);
    await waitForJob(first, 'a', 'done');
    await waitForJob(first, 'b', 'done');
    expect(await first.runner.spending()).toEqual([
      { linkId: link.id, day: '2031-03-14', spent: usd(total.amount * 2) },
    ]);

    // A restart: what was spent that day is still counted.
    await stop(first);
    first = await station(link, { now: () => clock });
    await dropFiles(folder, ['c.pdf']);
    const held = await waitForJob(first, 'c', 'awaiting-approval');
    const remaining = usd(Math.round((budget.amount - total.amount * 2) * 10_000) / 10_000);
    expect(held.waitingFor).toEqual([{ kind: 'over-daily-budget', total, budget, remaining }]);
    expect(jobRow(held).waitingFor).toEqual(held.waitingFor);
    expect(await ordersWith(sandbox.dataDir, held.reference)).toEqual([]);

    // Past midnight (the workstation's local day): a new day's budget.
    clock = new Date(2031, 2, 15, 0, 30).getTime();
    await dropFiles(folder, ['d.pdf']);
    await waitForJob(first, 'd', 'done');
    expect((await first.runner.spending())[0]).toMatchObject({ day: '2031-03-15', spent: total });

    // Approved, the held order is placed and counted on the day it is placed.
    await first.runner.approve(held.id);
    const placed = await waitForJob(first, 'c', 'done');
    expect(placed.approval).toEqual({
      by: { user: 'dana', host: 'PRINT-ROOM', at: new Date(clock).toISOString() },
      reasons: held.waitingFor,
      // The order approved: the one shown waiting, and no other.
      order: held.pending,
    });
    expect(held.pending).toMatch(/^[0-9a-f]{64}$/);
    expect((await first.runner.spending())[0]).toMatchObject({ spent: usd(total.amount * 2) });
    expect(await ordersWith(sandbox.dataDir, placed.reference)).toHaveLength(1);
    const record = await first.runner.orderRecord.entries();
    // a and b were dropped together: either may be ordered first.
    const documents = record.map((e) => e.document);
    expect(documents.slice(0, 2).sort()).toEqual(['a', 'b']);
    expect(documents.slice(2)).toEqual(['d', 'c']);
    expect(record[3]).toMatchObject({
      overrides: held.waitingFor!.map((reason) => ({ reason, by: { user: 'dana', host: 'PRINT-ROOM' } })),
      orderFriendlyId: placed.orderFriendlyId,
      total,
      quantity: 3,
    });
  });
});

describe('limits in another currency than the service prices in', () => {
  it('judge nothing: the order waits for a person, who is on the record and its CSV for placing it', async () => {
    const folder = path.join(dir, 'euro-limits');
    const euros = (amount: number) => moneyOf(amount, 'EUR');
    // Set while the market was Germany; the service now prices in dollars. Generous in euros, they
    // would pass the order at once if an amount were ever compared across currencies.
    const link = orderLink(folder, templateId, {
      action: 'order',
      quantity: 1,
      spendLimit: euros(100_000),
      dailyBudget: euros(100_000),
    });
    const s = await station(link);
    await dropFiles(folder, ['flyer.pdf']);
    const held = await waitForJob(s, 'flyer', 'awaiting-approval');
    expect(held.quote!.total.currency).toBe('USD');
    expect(held.waitingFor).toEqual([{ kind: 'limits-currency', limits: 'EUR', prices: 'USD' }]);
    expect(await ordersWith(sandbox.dataDir, held.reference)).toEqual([]);
    // Nothing of it counts towards the day of a budget in euros.
    expect(await s.runner.spending()).toEqual([
      { linkId: link.id, day: expect.any(String), spent: euros(0) },
    ]);

    await s.runner.approve(held.id);
    const placed = await waitForJob(s, 'flyer', 'done');
    expect(await ordersWith(sandbox.dataDir, placed.reference)).toHaveLength(1);
    const [entry] = await s.runner.orderRecord.entries();
    expect(entry).toMatchObject({
      total: held.quote!.total,
      overrides: [
        {
          reason: { kind: 'limits-currency', limits: 'EUR', prices: 'USD' },
          by: { user: 'dana', host: 'PRINT-ROOM' },
        },
      ],
    });
    const [, row] = orderRecordCsv([entry!]).split('\r\n');
    expect(row).toContain(',USD,');
    expect(row).toMatch(/limits in another currency by dana on PRINT-ROOM at \d{4}-/);
  });
});

describe('job tickets', () => {
  it('hold an order to an address written in full or of more copies than the preset, saying why', async () => {
    const folder = path.join(dir, 'tickets');
    const link = orderLink(folder, templateId, { action: 'order', quantity: 2, spendLimit: usd(100_000) });
    const address = {
      FirstName: 'Dana',
      LastName: 'Whitfield',
      Street: '460 Park Ave S.',
      City: 'New York',
      StateOrProvince: 'NY',
      PostalCode: '10016',
      Country: 'US',
      IsResidential: true,
    };
    await dropFiles(folder, []);
    await writeFile(
      path.join(folder, 'anywhere.job.json'),
      JSON.stringify({ recipient: { kind: 'address', address } }),
    );
    await writeFile(path.join(folder, 'more.job.json'), JSON.stringify({ quantity: 500 }));
    await writeFile(path.join(folder, 'fewer.job.json'), JSON.stringify({ quantity: 1, reference: 'PO-9' }));
    const s = await station(link);
    await dropFiles(folder, ['anywhere.pdf', 'more.pdf', 'fewer.pdf']);
    expect((await waitForJob(s, 'anywhere', 'awaiting-approval')).waitingFor).toEqual([
      { kind: 'ticket-address' },
    ]);
    expect((await waitForJob(s, 'more', 'awaiting-approval')).waitingFor).toEqual([
      { kind: 'ticket-quantity', quantity: 500, presetQuantity: 2 },
    ]);
    expect((await waitForJob(s, 'fewer', 'done')).orderFriendlyId).toBeTruthy();

    // A folder that allows addresses in tickets places it at once.
    await stop(s);
    const open = orderLink(path.join(dir, 'open'), templateId, {
      action: 'order',
      quantity: 2,
      spendLimit: usd(100_000),
      allowTicketAddresses: true,
    });
    await dropFiles(open.localPath, []);
    await writeFile(
      path.join(open.localPath, 'there.job.json'),
      JSON.stringify({ recipient: { kind: 'address', address } }),
    );
    const allowing = await station(open, {}, { client, data: path.join(dir, 'data-open') });
    await dropFiles(open.localPath, ['there.pdf']);
    const there = await waitForJob(allowing, 'there', 'done');
    const history = await client.orders.getOrderHistory(there.orderFriendlyId!);
    expect(history.Order.Recipients.map((r) => r.Address?.City)).toEqual(['New York']);
  });
});

describe('an order whose answer was lost, against a service without FindOrders', () => {
  let real: TestSandbox;
  let realClient: PrintServiceClient;
  beforeAll(async () => {
    real = await startTestSandbox({ without: ['FindOrders'] });
    realClient = createPrintServiceClient({ baseUrl: real.url, key: real.key });
  });
  afterAll(async () => {
    await realClient?.close();
    await real?.close();
  });

  it('waits as "Check this order" with its reference, never placed again by itself; a person settles it', async () => {
    const folder = path.join(dir, 'lost');
    const link = orderLink(folder, real.documentTemplateIds[0]!, {
      action: 'order',
      quantity: 1,
      spendLimit: usd(100_000),
      dailyBudget: usd(100_000),
    });
    real.setFaults({ rate: 1, kinds: ['reset-after'], routes: ['PlaceOrder'] });
    let s = await station(link, {}, { client: realClient });
    await dropFiles(folder, ['lost.pdf', 'again.pdf']);
    const lost = await waitForJob(s, 'lost', 'check-order');
    const again = await waitForJob(s, 'again', 'check-order');
    const row = jobRow(lost);
    expect(row).toMatchObject({ state: 'check-order', reference: lost.reference });
    expect(row.orderSentAt).toMatch(/^\d{4}-/);
    // The service placed it once; the lost answer kept its reservation in the day's budget.
    const [placed] = await ordersWith(real.dataDir, lost.reference);
    expect(await ordersWith(real.dataDir, lost.reference)).toHaveLength(1);
    expect((await s.runner.spending())[0]!.spent).toEqual(usd(lost.quote!.total.amount * 2));

    // Nothing places it again by itself, however often the workstation starts.
    real.setFaults(null);
    await stop(s);
    s = await station(link, {}, { client: realClient });
    await s.runner.idle();
    expect((await waitForJob(s, 'lost', 'check-order')).attempts).toBe(lost.attempts);
    expect(await ordersWith(real.dataDir, lost.reference)).toHaveLength(1);

    // A number the service does not know, or an order of another reference, is refused.
    await expect(s.runner.settleOrder(lost.id, '00-0000-00000-00000')).rejects.toThrow(/knows no order/);
    const other = real.orderFriendlyIds[0]!;
    await expect(s.runner.settleOrder(lost.id, other)).rejects.toThrow(/placed with the reference/);
    await s.runner.settleOrder(lost.id, placed!.friendlyId);
    const settled = await waitForJob(s, 'lost', 'done');
    expect(settled.orderFriendlyId).toBe(placed!.friendlyId);

    // Placed again: on purpose, kept in the record as the person's decision.
    await s.runner.placeAgain(again.id);
    const second = await waitForJob(s, 'again', 'done');
    expect(await ordersWith(real.dataDir, again.reference)).toHaveLength(2);
    const record = await s.runner.orderRecord.entries();
    expect(record.map((e) => [e.document, e.decision?.kind, e.decision?.by.user])).toEqual([
      ['lost', 'settled-by-hand', 'dana'],
      ['again', 'placed-again', 'dana'],
    ]);
    expect(record[1]!.orderFriendlyId).toBe(second.orderFriendlyId);
    // Three orders in all: the budget counts each (the lost one of `again` may have been placed too).
    expect((await s.runner.spending())[0]!.spent).toEqual(usd(lost.quote!.total.amount * 3));
  });
});

describe('an approval timeout', () => {
  it('places an order within its cap that nobody decided in time, recorded as the timeout’s decision', async () => {
    const folder = path.join(dir, 'timed');
    const link = orderLink(folder, templateId, {
      action: 'order',
      spendLimit: usd(0),
      approvalTimeout: { then: 'approve', seconds: 1, cap: usd(100_000) },
    });
    const s = await station(link);
    await dropFiles(folder, ['menu.pdf']);
    const held = await waitForJob(s, 'menu', 'awaiting-approval');
    expect(held.decideBy).toBeGreaterThan(held.updatedAt);
    const placed = await waitForJob(s, 'menu', 'done');
    expect(placed.approval?.by).toMatchObject({ user: 'approval timeout', timeout: true });
    expect(await ordersWith(sandbox.dataDir, placed.reference)).toHaveLength(1);
    const record = await OrderRecord.open(s.dataDir);
    try {
      expect(await record.entries()).toEqual([
        expect.objectContaining({
          file: 'menu.pdf',
          overrides: [
            {
              reason: expect.objectContaining({ kind: 'over-order-limit', limit: usd(0) }),
              by: expect.objectContaining({ user: 'approval timeout', timeout: true }),
            },
          ],
        }),
      ]);
    } finally {
      await record.close();
    }
  });
});

describe('the order record', () => {
  it('is only appended to, survives a torn last line, and reads as CSV', async () => {
    const data = path.join(dir, 'record');
    const entry = {
      at: '2031-03-14T22:15:00.000Z',
      workstation: 'PRINT-01',
      link: { id: 'l1', localPath: '/srv/print/in', remotePath: 'Hot folders/In' },
      file: 'card, "A".pdf',
      sha256: 'ab'.repeat(32),
      document: 'card, "A"',
      documentId: 'd1',
      orderFriendlyId: '00-0001-00001-00001',
      reference: 'PD-1',
      total: usd(410.5),
      quantity: 250,
      recipients: ['Dana Whitfield, New York, US'],
      overrides: [
        {
          reason: { kind: 'over-order-limit' as const, total: usd(410.5), limit: usd(250) },
          by: { user: 'dana', host: 'PRINT-ROOM', at: '2031-03-14T22:20:00.000Z' },
        },
      ],
    };
    let record = await OrderRecord.open(data);
    await record.append(entry);
    await record.close();
    // Killed mid-append: half a line at the end.
    await appendFile(record.file, '{"at":"2031-03-14T23:00:00.000Z","workst');
    record = await OrderRecord.open(data);
    await record.append({ ...entry, orderFriendlyId: '00-0001-00001-00002' });
    expect((await record.entries()).map((e) => e.orderFriendlyId)).toEqual([
      '00-0001-00001-00001',
      '00-0001-00001-00002',
    ]);
    const newest = await new OrderRecordReader(() => record.file).page(1, 1);
    expect(newest.entries[0]!.orderFriendlyId).toBe('00-0001-00001-00002');
    const text = await readFile(record.file, 'utf8');
    expect(text.startsWith(JSON.stringify(entry))).toBe(true);
    const csv = orderRecordCsv(await record.entries()).split('\r\n');
    expect(csv[0]).toBe(
      'Placed at,Workstation,Hot folder,Library folder,File,SHA-256,Document,Document id,Order number,Reference,Quantity,Total,Currency,Recipients,Waited for,Overrides,Settled,Settled by',
    );
    expect(csv[1]).toContain('"card, ""A"".pdf"');
    expect(csv[1]).toContain(
      '410.50,USD,"Dana Whitfield, New York, US",Its total of $410.50 is over the folder\'s limit of $250.00 per order.,order limit by dana on PRINT-ROOM at 2031-03-14T22:20:00.000Z,,',
    );
    await record.close();
  });
});
