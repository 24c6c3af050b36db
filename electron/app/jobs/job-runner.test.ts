import { usd } from './test-support/job-rig.js';
import { randomUUID } from 'node:crypto';
import {
  appendFile,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import type { FaultPlan } from '../../sandbox/kernel/faults.js';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { FileWorkPool } from '../../file-work/pool.js';
import { AddressInput as AddressRow } from '../../shared/contract/orders.js';
import { shippingMethods } from '../../shared/models/enums.js';
import { HotFolderLink } from '../../shared/settings/schema.js';
import { createSyncEngine, type SyncEngine } from '../../sync/engine.js';
import { printLibrary } from '../../sync/print-library.js';
import { listRemoteFolder } from '../../sync/test-support/remote-folder.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { createAddressBook } from '../addresses/address-book.js';
import { createDistributionLists } from '../addresses/distribution-lists.js';
import { recipientDirectory } from './job-recipients.js';
import { JobRunner, type JobEvent } from './job-runner.js';
import { jobRow, type JobRecord } from './job-record.js';

const brochure = path.resolve(
  import.meta.dirname,
  '../../../assets/print-files/spring-open-house-brochure.pdf',
);

let sandbox: TestSandbox;
let client: PrintServiceClient;
let templateId: string;
let dir: string;
const open: { engine: SyncEngine; runner: JobRunner }[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  templateId = sandbox.documentTemplateIds[0]!;
});
const fileWork = new FileWorkPool({ size: 2 });

afterAll(async () => {
  await fileWork.close();
  await client?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-jobs-'));
  sandbox.setFaults(null);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map(stop));
  await rm(dir, { recursive: true, force: true });
});

async function stop({ engine, runner }: { engine: SyncEngine; runner: JobRunner }): Promise<void> {
  await runner.close();
  await engine.stop();
}

function linkFor(job: Record<string, unknown>, extra = {}): HotFolderLink {
  return HotFolderLink.parse({
    id: randomUUID(),
    localPath: path.join(dir, 'hot'),
    remotePath: `Jobs/${randomUUID()}`,
    job: { templateId, ...job },
    ...extra,
  });
}

async function start(link: HotFolderLink, events: JobEvent[] = []) {
  const engine = await createSyncEngine({
    dataDir: path.join(dir, 'data'),
    remote: printLibrary(client),
    fileWork,
    links: [link],
    stabilityMs: 100,
    retryBaseMs: 20,
    retryMaxMs: 100,
    reconcileMs: 1000,
    maxAttempts: 50,
  });
  const data = path.join(dir, 'data');
  const runner = await JobRunner.open({
    dataDir: data,
    client: () => client,
    links: [link],
    recipients: recipientDirectory(createAddressBook(data), createDistributionLists(data)),
    retryBaseMs: 10,
    maxAttempts: 50,
  });
  runner.on('job', (e) => events.push(e));
  const pair = { engine, runner };
  open.push(pair);
  runner.attach(engine);
  await engine.start();
  return pair;
}

async function settled(pair: { engine: SyncEngine; runner: JobRunner }, jobs: number): Promise<void> {
  await waitFor(
    () => pair.runner.jobs().filter((j) => j.state !== 'running').length >= jobs,
    60_000,
    `${jobs} settled jobs`,
  );
  await pair.runner.idle();
}

async function documentsNamed(remotePath: string): Promise<string[]> {
  return (await listRemoteFolder(client, remotePath)).filter((i) => i.Type === 'Document').map((i) => i.Name);
}

/** A folder's entries as the user sees them (the engine keeps its claims in `.printdesk`). */
async function visibleIn(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();
}

async function dropFiles(names: string[]): Promise<void> {
  await mkdir(path.join(dir, 'hot'), { recursive: true });
  for (const name of names) await copyFile(brochure, path.join(dir, 'hot', name));
}

describe('hot-folder jobs', () => {
  it('makes a document named after the file, with all its pages', async () => {
    const link = linkFor({ action: 'document' });
    await dropFiles(['spring.pdf']);
    const pair = await start(link);
    await settled(pair, 1);
    const [job] = pair.runner.jobs();
    expect(job).toMatchObject({ state: 'done', documentName: 'spring' });
    expect(await documentsNamed(link.remotePath)).toEqual(['spring']);
    const item = await client.storage.getStoreItem({ ItemId: job!.documentId!, LevelOfDetail: 0 });
    expect(item.Name).toBe('spring');
  });

  it('quotes with the preset and says the total and dates', async () => {
    const link = linkFor({ action: 'quote', quantity: 10 });
    await dropFiles(['quote-me.pdf']);
    const events: JobEvent[] = [];
    const pair = await start(link, events);
    await settled(pair, 1);
    const quoted = events.find((e) => e.step === 'quoted')!;
    expect(quoted.job.quote!.total.amount).toBeGreaterThan(0);
    expect(quoted.job.quote!.shipDate).toMatch(/^\d{4}-/);
    expect(quoted.job.quote!.deliveryDate).toMatch(/^\d{4}-/);
    expect(pair.runner.jobs()[0]!.orderFriendlyId).toBeUndefined();
  });

  it('places an order under the limit at once, and holds one above it for approval', async () => {
    const link = linkFor({ action: 'order', quantity: 1, spendLimit: usd(200) });
    await dropFiles(['small.pdf', 'large.pdf']);
    await writeFile(
      path.join(dir, 'hot', 'large.job.json'),
      JSON.stringify({ quantity: 2000, reference: 'PO-55' }),
    );
    const events: JobEvent[] = [];
    const pair = await start(link, events);
    await settled(pair, 2);
    const small = pair.runner.jobs().find((j) => j.documentName === 'small')!;
    const large = pair.runner.jobs().find((j) => j.documentName === 'large')!;
    expect(small.state).toBe('done');
    expect(small.orderFriendlyId).toBeTruthy();
    expect(large.state).toBe('awaiting-approval');
    expect(large.quote!.total.amount).toBeGreaterThan(200);
    expect(large.reference).toMatch(/^PO-55 PD-/);
    expect(pair.runner.approvals().map((j) => j.id)).toEqual([large.id]);
    expect(events.map((e) => e.step)).toContain('approval');

    await pair.runner.approve(large.id);
    await pair.runner.idle();
    const placed = pair.runner.jobs().find((j) => j.id === large.id)!;
    expect(placed.state).toBe('done');
    expect((await client.orders.findOrders(placed.reference)).Orders).toHaveLength(1);
    const history = await client.orders.getOrderHistory(placed.orderFriendlyId!);
    expect(history.Order.LineItems[0]!.DefaultRecipientQuantity).toBe(2000);
  });

  it('discards an order waiting for approval', async () => {
    const link = linkFor({ action: 'order', quantity: 1, spendLimit: usd(0) });
    await dropFiles(['discard-me.pdf']);
    const pair = await start(link);
    await settled(pair, 1);
    const [job] = pair.runner.approvals();
    await pair.runner.discard(job!.id);
    expect(pair.runner.jobs()[0]!.state).toBe('discarded');
    expect((await client.orders.findOrders(job!.reference)).Orders).toEqual([]);
  });

  it('fails a job with a bad ticket, naming the field, and moves the file and ticket to Failed/', async () => {
    const link = linkFor({ action: 'order', quantity: 1, spendLimit: usd(1000) }, { afterUpload: 'move' });
    await dropFiles(['bad.pdf']);
    await writeFile(path.join(dir, 'hot', 'bad.job.json'), JSON.stringify({ quantity: 'lots' }));
    const pair = await start(link);
    await settled(pair, 1);
    const [job] = pair.runner.jobs();
    expect(job!.state).toBe('failed');
    expect(job!.error).toMatch(/field "quantity"/);
    await waitFor(
      async () => (await readdir(path.join(dir, 'hot', 'Failed')).catch(() => [])).length === 3,
      5000,
    );
    expect((await readdir(path.join(dir, 'hot', 'Failed'))).sort()).toEqual([
      'bad.job.json',
      'bad.pdf',
      'bad.pdf.error.txt',
    ]);
    expect(await readFile(path.join(dir, 'hot', 'Failed', 'bad.pdf.error.txt'), 'utf8')).toContain(
      'quantity',
    );
    expect(await documentsNamed(link.remotePath)).toEqual([]);
  });

  it('orders for every row of a distribution list, each with the preset shipping method', async () => {
    const rows = ['Avery', 'Blake', 'Casey'].map((FirstName, i) =>
      AddressRow.parse({
        FirstName,
        LastName: 'Reed',
        Street: `${i + 1} Main St`,
        City: 'Austin',
        StateOrProvince: 'TX',
        PostalCode: '78701',
        Country: 'us',
      }),
    );
    const lists = createDistributionLists(path.join(dir, 'data'));
    const list = await lists.save({ name: 'Stores', recipients: rows });
    const shipping = shippingMethods[1].Id;
    const link = linkFor({
      action: 'order',
      quantity: 5,
      spendLimit: usd(100_000),
      shippingMethodId: shipping,
      recipient: { kind: 'list', listId: list.id },
    });
    await dropFiles(['stores.pdf']);
    const pair = await start(link);
    await settled(pair, 1);
    const [job] = pair.runner.jobs();
    expect(job).toMatchObject({ state: 'done' });
    expect(jobRow(job!).recipientCount).toBe(3);
    const history = await client.orders.getOrderHistory(job!.orderFriendlyId!);
    expect(history.Order.Recipients.map((r) => r.Address?.FirstName)).toEqual(['Avery', 'Blake', 'Casey']);
    expect(new Set(history.Order.Recipients.map((r) => r.ShippingDetails?.ShippingMethodId))).toEqual(
      new Set([shipping]),
    );
    // The list edited after the job resolved it changes nothing for that job.
    await lists.save({ id: list.id, name: 'Stores', recipients: rows.slice(0, 1) });
    expect(pair.runner.jobs()[0]!.recipients).toHaveLength(3);
  });

  it('takes a list or a saved address from the ticket, and fails a job whose list is gone, naming it', async () => {
    const lists = createDistributionLists(path.join(dir, 'data'));
    const list = await lists.save({
      name: 'Two',
      recipients: ['Drew', 'Ellis'].map((FirstName) =>
        AddressRow.parse({
          FirstName,
          LastName: 'Kim',
          Street: '9 Elm St',
          City: 'Boise',
          StateOrProvince: 'ID',
          PostalCode: '83702',
          Country: 'US',
        }),
      ),
    });
    const saved = await client.addresses.createAddress({
      ...list.recipients[0]!,
      FirstName: 'Frankie',
      IsUserMainAddress: false,
    });
    await createAddressBook(path.join(dir, 'data')).add('an account', saved);
    const link = linkFor({ action: 'quote', quantity: 2 });
    await dropFiles(['to-list.pdf', 'to-saved.pdf', 'to-nowhere.pdf']);
    await writeFile(
      path.join(dir, 'hot', 'to-saved.job.json'),
      JSON.stringify({ recipient: { kind: 'saved', addressId: saved.Id } }),
    );
    await writeFile(
      path.join(dir, 'hot', 'to-list.job.json'),
      JSON.stringify({ recipient: { kind: 'list', listId: list.id } }),
    );
    const gone = randomUUID();
    await writeFile(
      path.join(dir, 'hot', 'to-nowhere.job.json'),
      JSON.stringify({ recipient: { kind: 'list', listId: gone } }),
    );
    const pair = await start(link);
    await settled(pair, 3);
    const byName = (name: string) => pair.runner.jobs().find((j) => j.documentName === name)!;
    expect(byName('to-list'), byName('to-list').error).toMatchObject({ state: 'done' });
    expect(byName('to-list').recipients!.map((r) => r.address.FirstName)).toEqual(['Drew', 'Ellis']);
    expect(byName('to-saved').recipients).toEqual([
      { address: expect.objectContaining({ FirstName: 'Frankie' }), addressId: saved.Id },
    ]);
    expect(byName('to-nowhere')).toMatchObject({ state: 'failed', attempts: 1 });
    expect(byName('to-nowhere').error).toContain(`distribution list ${gone} no longer exists`);
  });

  it('keeps a file in place until its job is done, then moves it and its ticket to Uploaded/', async () => {
    const link = linkFor({ action: 'order', quantity: 1, spendLimit: usd(0) }, { afterUpload: 'move' });
    await dropFiles(['held.pdf']);
    await writeFile(path.join(dir, 'hot', 'held.job.json'), JSON.stringify({ reference: 'PO-7' }));
    const pair = await start(link);
    await settled(pair, 1);
    const [job] = pair.runner.approvals();
    // Waiting for approval: the engine has not moved the file, though the link says "move".
    expect(pair.engine.file(job!.fileKey)?.state).toBe('uploaded');
    expect(await visibleIn(path.join(dir, 'hot'))).toEqual(['held.job.json', 'held.pdf']);
    await pair.runner.approve(job!.id);
    await pair.runner.idle();
    expect(pair.runner.jobs()[0]!.state).toBe('done');
    expect(await visibleIn(path.join(dir, 'hot'))).toEqual(['Uploaded']);
    expect((await readdir(path.join(dir, 'hot', 'Uploaded'))).sort()).toEqual(['held.job.json', 'held.pdf']);
  });

  it('tidies the file and ticket of a job that finished just before a crash, on the next start', async () => {
    const link = linkFor({ action: 'quote' }, { afterUpload: 'move' });
    await dropFiles(['tidy.pdf']);
    await writeFile(path.join(dir, 'hot', 'tidy.job.json'), JSON.stringify({ quantity: 3 }));
    const first = await start(link);
    await settled(first, 1);
    const [job] = first.runner.jobs();
    expect(job).toMatchObject({ state: 'done', settled: true });
    open.splice(open.indexOf(first), 1);
    await stop(first);
    // As if the process died between journaling "done" and tidying: both still in place.
    const uploaded = path.join(dir, 'hot', 'Uploaded');
    for (const name of ['tidy.pdf', 'tidy.job.json'])
      await rename(path.join(uploaded, name), path.join(dir, 'hot', name));
    const { settled: _, ...untidied } = job!;
    await appendFile(path.join(dir, 'data', 'jobs', 'journal.log'), JSON.stringify(untidied) + '\n');

    const second = await start(link);
    await waitFor(
      async () => (await visibleIn(path.join(dir, 'hot'))).join() === 'Uploaded',
      30_000,
      'the file and ticket tidied',
    );
    await second.runner.idle();
    expect(await visibleIn(uploaded)).toEqual(['tidy.job.json', 'tidy.pdf']);
    expect(second.runner.jobs()).toEqual([expect.objectContaining({ id: job!.id, settled: true })]);
  });

  it("moves a failed job's file and ticket to Failed/ with the reason, and out again when Retry succeeds", async () => {
    const saved = await client.addresses.createAddress({
      FirstName: 'Gale',
      LastName: 'Ortiz',
      Street: '12 Oak St',
      City: 'Denver',
      StateOrProvince: 'CO',
      PostalCode: '80202',
      Country: 'US',
      IsUserMainAddress: false,
    });
    const link = linkFor(
      { action: 'quote', recipient: { kind: 'saved', addressId: saved.Id } },
      { afterUpload: 'delete' },
    );
    await dropFiles(['lost.pdf']);
    await writeFile(path.join(dir, 'hot', 'lost.job.json'), JSON.stringify({ quantity: 4 }));
    const pair = await start(link);
    await settled(pair, 1);
    const [job] = pair.runner.jobs();
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    const failed = path.join(dir, 'hot', 'Failed');
    // The link deletes uploaded files, but a failed job's file is kept for the user.
    expect((await readdir(failed)).sort()).toEqual(['lost.job.json', 'lost.pdf', 'lost.pdf.error.txt']);
    expect(await readFile(path.join(failed, 'lost.pdf.error.txt'), 'utf8')).toContain(
      `no saved address has the id ${saved.Id}`,
    );

    await createAddressBook(path.join(dir, 'data')).add('an account', saved);
    await pair.runner.retry(job!.id);
    await pair.runner.idle();
    expect(pair.runner.jobs()[0]!.state).toBe('done');
    expect(await visibleIn(path.join(dir, 'hot'))).toEqual(['Failed']);
    expect(await readdir(failed)).toEqual([]);
  });

  it('settles steps whose process stopped mid-request by looking them up, never sending twice', async () => {
    const link = linkFor({ action: 'order', quantity: 1, spendLimit: usd(100_000) });
    await dropFiles(['mid-step.pdf']);
    const stopWhen = async (faults: FaultPlan, sent: (job: JobRecord) => boolean, what: string) => {
      sandbox.setFaults(faults);
      const pair = await start(link);
      await waitFor(() => pair.runner.jobs().some(sent), 30_000, what);
      open.splice(open.indexOf(pair), 1);
      await stop(pair);
      sandbox.setFaults(null);
    };
    // Stopped while the document request is on the wire: the outcome is unknown to the next run.
    await stopWhen(
      { rate: 1, kinds: ['delay'], routes: ['CreateDocument'], delayMs: 400 },
      (j) => j.documentSentAt !== undefined || j.documentId !== undefined,
      'the document sent',
    );
    // The service placed the order but its answer was lost, and the run stopped before it learnt more.
    await stopWhen(
      { rate: 1, kinds: ['reset-after'], routes: ['PlaceOrder'] },
      // (or already settled by a retry's look-up: the same path, in one run)
      (j) => (j.orderSentAt !== undefined && j.attempts > 0) || j.orderFriendlyId !== undefined,
      'the order placed, its answer lost',
    );
    const last = await start(link);
    await settled(last, 1);
    const [job] = last.runner.jobs();
    expect(job).toMatchObject({ state: 'done' });
    expect(await documentsNamed(link.remotePath)).toEqual(['mid-step']);
    const orders = await client.orders.findOrders(job!.reference);
    expect(orders.Orders.map((o) => o.OrderFriendlyId)).toEqual([job!.orderFriendlyId]);
  });

  it('yields one document and one order per file through lost answers, faults on every route and restarts', async () => {
    const link = linkFor({ action: 'order', quantity: 3, spendLimit: usd(100_000) });
    const names = Array.from({ length: 6 }, (_, i) => `batch-${i}.pdf`);
    await dropFiles(names);
    sandbox.setFaults({
      rate: 0.3,
      kinds: ['reset-after', '503', 'reset-before', '500'],
      routes: ['*'],
      seed: 11,
    });
    // Stop everything at each step boundary a few times: the next run takes over from the journal.
    for (const step of ['created', 'document', 'quoted', 'ordered'] as const) {
      const pair = await start(link);
      await new Promise<void>((resolve) => {
        const off = pair.runner.on('job', (e) => {
          if (e.step !== step) return;
          off();
          resolve();
        });
        setTimeout(resolve, 20_000).unref();
      });
      open.splice(open.indexOf(pair), 1);
      await stop(pair);
    }
    const last = await start(link);
    await waitFor(
      () => last.runner.jobs().length === names.length && last.runner.jobs().every((j) => j.state === 'done'),
      120_000,
      'every job done',
    );
    sandbox.setFaults(null);
    const documents = await documentsNamed(link.remotePath);
    expect(documents.sort()).toEqual(names.map((n) => n.replace('.pdf', '')).sort());
    for (const job of last.runner.jobs()) {
      const orders = await client.orders.findOrders(job.reference);
      expect(orders.Orders.map((o) => o.OrderFriendlyId)).toEqual([job.orderFriendlyId]);
    }
  }, 180_000);
});
