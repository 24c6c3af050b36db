/**
 * Need-by dates over real HTTP against the sandbox, in each market, on a clock the test sets (the
 * sandbox's and the runner's): the cheapest method that makes a ticket's date, a date that cannot be
 * met (waiting for a person, then ordered for the earliest day), a weekend and a holiday counted out
 * of "arrive within N business days", a cut-off that passes between the quote and the order, and
 * a time batch that waits out a weekend and a holiday.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import type { MarketId } from '../../shared/models/markets.js';
import { storedOrders, type StoredOrder } from '../../sandbox/test-support/stored-records.js';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { approvalReasonText } from '../../i18n/job-texts.js';
import { chooseDelivery } from '../delivery/delivery-choice.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { waitsForBatch } from './job-batches.js';
import { jobRow } from './job-record.js';
import { orderRecordCsv } from './order-record.js';
import { dropFiles, orderLink, startStation, waitForJob, type Station } from './test-support/job-rig.js';
import { shippingNow } from './test-support/shipping-now.js';

const fileWork = new FileWorkPool({ size: 2 });
let dir: string;
/** The test's clock, the sandbox's and the runner's: a fixed instant, or one that runs (`flowingFrom`). */
let clock: () => number = () => 0;
const fixedAt = (iso: string) => {
  const at = Date.parse(iso);
  return () => at;
};
/** A clock that runs in real time from `at` (epoch ms). */
const flowingFrom = (at: number) => {
  const start = Date.now();
  return () => at + (Date.now() - start);
};
const opened: { close(): Promise<void> }[] = [];
const stations: Station[] = [];

afterAll(() => fileWork.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-need-by-'));
});
afterEach(async () => {
  await Promise.all(stations.splice(0).map((s) => s.stop()));
  await Promise.all(opened.splice(0).map((o) => o.close()));
  await rm(dir, { recursive: true, force: true });
});

interface Market {
  readonly sandbox: TestSandbox;
  readonly client: PrintServiceClient;
  readonly market: MarketId;
}

/** A sandbox of `market` on the test's clock, and a client of it. */
async function marketAt(market: MarketId, at: string): Promise<Market> {
  clock = fixedAt(at);
  const sandbox = await startTestSandbox({ market, now: () => new Date(clock()) });
  const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  opened.push(sandbox, client);
  return { sandbox, client, market };
}

/** A workstation ordering from its own folder of `market`'s sandbox with `preset`, its clock `aheadMs` ahead of the sandbox's. */
async function orderFolder(on: Market, preset: Record<string, unknown> = {}, aheadMs = 0): Promise<Station> {
  const link = orderLink(path.join(dir, 'hot'), on.sandbox.documentTemplateIds[0]!, {
    action: 'order',
    spendLimit: { amount: 100_000, currency: on.sandbox.currency },
    ...preset,
  });
  const station = await startStation(path.join(dir, 'data'), link, on.client, fileWork, {
    now: () => clock() + aheadMs,
    market: () => on.market,
    currency: () => on.sandbox.currency,
  });
  stations.push(station);
  return station;
}

async function drop(name: string, ticket?: Record<string, unknown>): Promise<void> {
  const folder = path.join(dir, 'hot');
  if (ticket) {
    await dropFiles(folder, []);
    await writeFile(path.join(folder, `${name}.job.json`), JSON.stringify(ticket));
  }
  await dropFiles(folder, [`${name}.pdf`]);
}

async function orderOf(on: Market, reference: string): Promise<StoredOrder> {
  const orders = (await storedOrders(on.sandbox.dataDir)).filter(
    (o) => o.history.Order.ReferenceData === reference,
  );
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

const methodOf = (order: StoredOrder) =>
  order.history.Order.Recipients[0]!.ShippingDetails.ShippingMethodName;
const arrivalOf = (order: StoredOrder) =>
  order.history.Receipt.RecipientDetails[0]!.ExpectedDeliveryDate.slice(0, 10);

describe('a need-by date on the US sandbox', () => {
  it('orders Two Day Guaranteed for the day it arrives: Ground and 1 to 3 Days are too late, Next Day dearer', async () => {
    // Monday 12 January 2026, 10:00 in Chicago: before the cut-off, the order ships on Tuesday.
    const us = await marketAt('us', '2026-01-12T16:00:00Z');
    const options = (await shippingNow(us.client)).AvailableDeliveryOptionsPerRecipient[0]!
      .DeliveryOptionQuotes;
    const offer = (name: string) => options.find((o) => o.ShippingMethodDetail.Name === name)!;
    const needBy = offer('Two Day Guaranteed').DeliveryCommitmentDate!.slice(0, 10);
    expect(needBy).toBe('2026-01-15');
    for (const late of ['Ground', '1 to 3 Days'])
      expect(offer(late).DeliveryCommitmentDate!.slice(0, 10) > needBy).toBe(true);
    for (const dearer of ['Next Day Guaranteed', 'Priority Next Day', 'Early Morning Next Day'])
      expect(offer(dearer).DeliveryCharge).toBeGreaterThan(offer('Two Day Guaranteed').DeliveryCharge);

    const station = await orderFolder(us);
    await drop('brochure', { needBy });
    const job = await waitForJob(station, 'brochure', 'done');
    const order = await orderOf(us, job.reference);
    expect(methodOf(order)).toBe('Two Day Guaranteed');
    expect(arrivalOf(order)).toBe(needBy);
    expect(jobRow(job)).toMatchObject({ needBy, deliveryDate: `${needBy}T16:30:00` });
  });

  it('waits with cannot-meet-date for a need-by of today, saying the earliest day and its price; approved, orders for that day', async () => {
    const us = await marketAt('us', '2026-01-12T16:00:00Z');
    const station = await orderFolder(us);
    await drop('today', { needBy: '2026-01-12' });
    const waiting = await waitForJob(station, 'today', 'awaiting-approval');
    const [reason] = waiting.waitingFor!;
    expect(reason).toEqual({
      kind: 'cannot-meet-date',
      needBy: '2026-01-12',
      earliest: '2026-01-14',
      method: 'Next Day Guaranteed',
      total: waiting.priced!.total,
    });
    expect(waiting.priced!.total.currency).toBe('USD');
    expect(approvalReasonText(reason!, (money) => `$${money.amount.toFixed(2)}`)).toBe(
      `No shipping method arrives by Mon, Jan 12: the earliest delivery is Wed, Jan 14, by Next Day Guaranteed, $${waiting.priced!.total.amount.toFixed(2)}.`,
    );
    expect(
      (await storedOrders(us.sandbox.dataDir)).some(
        (o) => o.history.Order.ReferenceData === waiting.reference,
      ),
    ).toBe(false);

    // "Order for that date": the order the reason named, for Wednesday.
    await station.runner.approve(waiting.id);
    const done = await waitForJob(station, 'today', 'done');
    const order = await orderOf(us, done.reference);
    expect([methodOf(order), arrivalOf(order)]).toEqual(['Next Day Guaranteed', '2026-01-14']);
    const entries = await station.runner.orderRecord.entries();
    expect(entries[0]!.overrides.map((o) => o.reason)).toEqual([reason]);
    // The record's CSV says why in the words Approvals used.
    expect(orderRecordCsv(entries)).toContain(
      `No shipping method arrives by Mon, Jan 12: the earliest delivery is Wed, Jan 14, by Next Day Guaranteed, $${waiting.priced!.total.amount.toFixed(2)}.`,
    );
  });

  it('counts "arrive within N business days" past a weekend', async () => {
    // Saturday 17 January, 10:00 in Chicago: three business days is Wednesday the 21st; the order
    // ships Tuesday (Monday's cut-off), so only a next-day method makes it: the cheapest of them.
    const us = await marketAt('us', '2026-01-17T16:00:00Z');
    const station = await orderFolder(us, { arriveWithin: 3 });
    await drop('weekend');
    const job = await waitForJob(station, 'weekend', 'done');
    expect(job.delivery).toMatchObject({ needBy: '2026-01-21', arrives: '2026-01-21', meets: true });
    expect(methodOf(await orderOf(us, job.reference))).toBe('Next Day Guaranteed');
  });
});

describe('a need-by date in the other markets', () => {
  it('counts Good Friday and Easter Monday out in the UK', async () => {
    // Maundy Thursday 2 April 2026, 10:00 in London: the order ships Tuesday the 7th, and four
    // business days from Thursday is Friday the 10th, when Standard Delivery arrives.
    const uk = await marketAt('uk', '2026-04-02T09:00:00Z');
    const choice = chooseDelivery(await shippingNow(uk.client), '2026-04-10', 'uk');
    expect(choice.methods.map((m) => [m.name, m.arrives])).toContainEqual([
      'Standard Delivery',
      '2026-04-10',
    ]);
    const station = await orderFolder(uk, { arriveWithin: 4 });
    await drop('easter');
    const job = await waitForJob(station, 'easter', 'done');
    expect(job.delivery).toMatchObject({ needBy: '2026-04-10', method: 'Standard Delivery', meets: true });
    expect(arrivalOf(await orderOf(uk, job.reference))).toBe('2026-04-10');
  });

  it('waits the German cut-off out, then quotes and chooses again before it orders', async () => {
    // Monday 12 January 2026, 20:00 in Berlin, an hour before the cut-off: two working days arrive
    // on Thursday, what the ticket needs.
    const de = await marketAt('de', '2026-01-12T19:00:00Z');
    const station = await orderFolder(de);
    const cutoff = Date.parse('2026-01-12T20:00:00Z');
    const quoted: (string | undefined)[] = [];
    // The moment the quote is on disk, the clock runs from just inside the guard before the cut-off:
    // too close to send, so the job waits it out rather than ordering by a choice about to go stale.
    station.runner.on('job', ({ job, step }) => {
      if (step !== 'quoted') return;
      quoted.push(job.delivery?.method);
      if (quoted.length === 1) clock = flowingFrom(cutoff - 1500);
    });
    await drop('late', { needBy: '2026-01-15' });
    const job = await waitForJob(station, 'late', 'done', 20_000);
    // Past the cut-off it ships a day later: two working days would be Friday; Express makes Thursday.
    expect(quoted).toEqual(['Zustellung in 2 Werktagen', 'Express']);
    const order = await orderOf(de, job.reference);
    expect([methodOf(order), arrivalOf(order)]).toEqual(['Express', '2026-01-15']);
    expect(job.delivery).toMatchObject({ method: 'Express', arrives: '2026-01-15', meets: true });
  });

  it('takes the service’s word for its cut-off when the workstation’s clock is ahead of it', async () => {
    // The sandbox's Monday 10:00 in Chicago; the workstation thinks it is already Tuesday.
    const us = await marketAt('us', '2026-01-12T16:00:00Z');
    const station = await orderFolder(us, {}, 24 * 3_600_000);
    await drop('ahead', { needBy: '2026-01-15' });
    const job = await waitForJob(station, 'ahead', 'done');
    // Quoted once more to hear the cut-off again, then ordered by the method chosen for it.
    expect(station.events.filter((e) => e.job.id === job.id && e.step === 'quoted')).toHaveLength(2);
    expect(methodOf(await orderOf(us, job.reference))).toBe('Two Day Guaranteed');
  });

  it('quotes again when the cut-off passes between the quote and the order, and never sends the method that no longer makes it', async () => {
    const us = await marketAt('us', '2026-01-12T16:00:00Z');
    const station = await orderFolder(us);
    // The moment the quote is on disk, the clock jumps past the cut-off (21:00 in Chicago).
    station.runner.on('job', ({ step }) => {
      if (step === 'quoted' && clock() < Date.parse('2026-01-13T03:00:00Z'))
        clock = fixedAt('2026-01-13T03:30:00Z');
    });
    await drop('midjob', { needBy: '2026-01-15' });
    const job = await waitForJob(station, 'midjob', 'done');
    const order = await orderOf(us, job.reference);
    // Shipping Wednesday now: Two Day Guaranteed would arrive Friday; Next Day Guaranteed makes Thursday.
    expect([methodOf(order), arrivalOf(order)]).toEqual(['Next Day Guaranteed', '2026-01-15']);
    expect(station.events.filter((e) => e.job.id === job.id && e.step === 'quoted')).toHaveLength(2);
  });
});

describe('a time batch on the service calendar of the other markets', () => {
  /**
   * The files' jobs wait for their batch while each instant of `passing` goes by (no order placed),
   * then at `due` become one order of all of them: the day it was placed on, as the order record says.
   */
  async function batchWaitsThenOrders(on: Market, files: string[], passing: string[], due: string) {
    const station = await orderFolder(on, { batch: { kind: 'time', at: '13:30' } });
    const before = (await storedOrders(on.sandbox.dataDir)).length;
    for (const name of files) await drop(name);
    const waiting = () => station.runner.jobs().filter(waitsForBatch).length;
    await waitFor(() => waiting() === files.length, 30_000, 'every file waiting for the batch');
    for (const at of passing) {
      clock = fixedAt(at);
      // The batch looks at the clock every second: past a slot that is no business day's, nothing is placed.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await storedOrders(on.sandbox.dataDir), at).toHaveLength(before);
      expect(waiting(), at).toBe(files.length);
    }
    clock = fixedAt(due);
    const jobs = await Promise.all(files.map((name) => waitForJob(station, name, 'done', 15_000)));
    const order = await orderOf(on, jobs[0]!.batchOrder!.reference);
    expect(order.history.Order.LineItems.map((l) => l.Name).sort()).toEqual([...files].sort());
    expect(new Set(jobs.map((j) => j.orderFriendlyId))).toEqual(new Set([order.friendlyId]));
    expect(await storedOrders(on.sandbox.dataDir)).toHaveLength(before + 1);
    const [entry, ...more] = await station.runner.orderRecord.entries();
    expect(more).toHaveLength(0);
    return new Date(entry!.at).toISOString().slice(0, 10);
  }

  const calendars = [
    {
      // Thursday 2 April 2026, 14:00 in London (BST): after the day's 13:30.
      title:
        'in the UK, waits out Good Friday and Easter Monday: the batch of Maundy Thursday afternoon goes on Tuesday',
      market: 'uk' as const,
      from: '2026-04-02T13:00:00Z',
      files: ['leaflet', 'poster'],
      passing: ['2026-04-03T12:31:00Z', '2026-04-06T12:31:00Z'],
      due: '2026-04-07T12:31:00Z',
    },
    {
      // Friday 16 January 2026, 14:00 in Berlin (CET): after the day's 13:30.
      title: 'in Germany, waits out the weekend: the batch of Friday afternoon goes on Monday',
      market: 'de' as const,
      from: '2026-01-16T13:00:00Z',
      files: ['flyer', 'card'],
      passing: ['2026-01-17T12:31:00Z', '2026-01-18T12:31:00Z'],
      due: '2026-01-19T12:31:00Z',
    },
  ];
  for (const { title, market, from, files, passing, due } of calendars)
    it(title, async () => {
      const on = await marketAt(market, from);
      expect(await batchWaitsThenOrders(on, files, passing, due)).toBe(due.slice(0, 10));
    });
});

describe('a batch at the cut-off', () => {
  it('waits the German cut-off out, then chooses its shipping again before it orders', async () => {
    // Monday 12 January 2026, 20:00 in Berlin; the batch goes at 20:59, a minute before the cut-off.
    const de = await marketAt('de', '2026-01-12T19:00:00Z');
    const station = await orderFolder(de, { batch: { kind: 'time', at: '20:59' } });
    for (const name of ['menu', 'table-card']) await drop(name, { needBy: '2026-01-15' });
    const waiting = () => station.runner.jobs().filter(waitsForBatch).length;
    await waitFor(() => waiting() === 2, 30_000, 'both waiting for the batch');
    // The batch is due as the clock runs from a second and a half before the cut-off: too close to send.
    clock = flowingFrom(Date.parse('2026-01-12T20:00:00Z') - 1500);
    const jobs = await Promise.all(['menu', 'table-card'].map((n) => waitForJob(station, n, 'done', 20_000)));
    const order = await orderOf(de, jobs[0]!.batchOrder!.reference);
    expect(order.history.Order.LineItems).toHaveLength(2);
    // Past the cut-off it ships a day later: two working days would be Friday; Express makes Thursday.
    expect([methodOf(order), arrivalOf(order)]).toEqual(['Express', '2026-01-15']);
  });
});
