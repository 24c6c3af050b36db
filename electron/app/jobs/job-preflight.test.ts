/**
 * The preflight gate of hot-folder jobs, over real HTTP against the sandbox with real defective
 * PDFs: a file with an error makes nothing and waits in Failed/ with its report until a person
 * goes on anyway; warnings are kept on the job; a clean file goes straight through; profile off
 * checks nothing.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { approvalReasonText } from '../../ipc/contract/job-texts.js';
import { makeDefectPdfs } from '../../preflight/test-support/defect-pdfs.js';
import type { ProfileName } from '../../preflight/profiles.js';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import { storedOrders } from '../../sandbox/test-support/stored-records.js';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { HotFolderLink } from '../../settings/schema.js';
import { listRemoteFolder } from '../../sync/test-support/remote-folder.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { quoteProduct } from '../orders/orders.js';
import { createProductSizes } from '../preflight/product-sizes.js';
import { templatePreflight } from '../preflight/template-preflight.js';
import { openHeldFile } from './held-files.js';
import { jobRow } from './job-record.js';
import { orderRecordCsv } from './order-record.js';
import type { JobRunnerOptions } from './job-runner.js';
import { orderLink, startStation, waitForJob, type Station, usd } from './test-support/job-rig.js';

let sandbox: TestSandbox;
let client: PrintServiceClient;
let dir: string;
let pdfs: string;
const fileWork = new FileWorkPool({ size: 2 });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-job-preflight-'));
  pdfs = path.join(dir, 'pdfs');
  await makeDefectPdfs(pdfs);
}, 180_000);
afterAll(async () => {
  await fileWork.close();
  await client?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A workstation on `link` whose jobs pass the preflight gate, wired as openApp wires it. */
function gatedStation(dataDir: string, link: HotFolderLink, options: Partial<JobRunnerOptions> = {}) {
  const productSizes = createProductSizes({
    dataDir,
    itemQuote: (documentTemplateId) =>
      quoteProduct(client.orders, { template: 'custom', documentTemplateId, quantity: 1 }),
  });
  return startStation(dataDir, link, client, fileWork, {
    preflight: templatePreflight({ fileWork, productSizes }),
    ...options,
  });
}

/** An order hot folder with the profile given, holding `files`, and its workstation. */
async function orderFolder(profile: ProfileName, files: readonly string[]) {
  const base = path.join(dir, randomUUID());
  const link = HotFolderLink.parse({
    id: randomUUID(),
    localPath: path.join(base, 'hot'),
    remotePath: `Preflight/${randomUUID()}`,
    job: {
      action: 'order',
      templateId: sandbox.documentTemplateIds[0]!,
      quantity: 1,
      spendLimit: usd(100000),
    },
    preflightProfile: profile,
  });
  await mkdir(link.localPath, { recursive: true });
  for (const file of files) await copyFile(path.join(pdfs, file), path.join(link.localPath, file));
  const { runner, stop } = await gatedStation(path.join(base, 'data'), link);
  const settled = async (count: number) => {
    await waitFor(
      () => runner.jobs().filter((j) => j.state !== 'running').length >= count,
      90_000,
      `${count} settled jobs`,
    );
    await runner.idle();
  };
  return { link, runner, settled, close: stop };
}

/** What the sandbox holds for a folder: its documents' names, and the orders of those documents. */
async function madeIn(remotePath: string): Promise<{ documents: string[]; orders: number }> {
  const documents = (await listRemoteFolder(client, remotePath)).filter((i) => i.Type === 'Document');
  const ids = new Set(documents.map((d) => d.Id.toLowerCase()));
  const orders = (await storedOrders(sandbox.dataDir)).filter((o) =>
    o.history.Order.LineItems.some((l) => ids.has(l.ItemData.StoreItemId.toLowerCase())),
  );
  return { documents: documents.map((d) => d.Name).sort(), orders: orders.length };
}

describe('the preflight gate of hot-folder jobs', () => {
  it('holds a file with an unembedded font in Failed/ with its report; Order anyway places exactly one', async () => {
    const folder = await orderFolder('standard', ['font-not-embedded.pdf']);
    try {
      await folder.settled(1);
      const [held] = folder.runner.jobs();
      expect(held).toMatchObject({ state: 'awaiting-approval' });
      const [reason] = held!.waitingFor!;
      expect(reason).toEqual({
        kind: 'preflight',
        errors: [
          expect.stringMatching(/^Pages? [\d–, ]+ uses? the font \S+, which is not in the file: .*[^.]$/),
        ],
      });
      expect(approvalReasonText(reason!, String)).toMatch(/^its file's preflight found an error: .*font/i);
      expect(await madeIn(folder.link.remotePath)).toEqual({ documents: [], orders: 0 });
      const failed = path.join(folder.link.localPath, 'Failed');
      expect((await readdir(failed)).sort()).toEqual([
        'font-not-embedded.pdf',
        'font-not-embedded.pdf.preflight.txt',
      ]);
      const report = await readFile(path.join(failed, 'font-not-embedded.pdf.preflight.txt'), 'utf8');
      expect(report).toMatch(/font-not-embedded/);
      expect(report).toMatch(/page/i);

      // One click from its row, card or notification: the file in Failed/ and its report, granted to the window.
      expect(jobRow(held!).heldFile).toBe('Failed/font-not-embedded.pdf');
      const granted: string[] = [];
      const opened = await openHeldFile(
        {
          job: (id) => folder.runner.jobs().find((j) => j.id === id),
          link: (id) => (id === folder.link.id ? folder.link : undefined),
          grant: (file) => granted.push(file),
        },
        held!.id,
      );
      expect(opened).toEqual({ path: path.join(failed, 'font-not-embedded.pdf'), report });
      expect(granted).toEqual([opened.path]);

      await folder.runner.approve(held!.id);
      await waitFor(() => folder.runner.jobs()[0]?.state === 'done', 90_000, 'the order placed');
      await folder.runner.idle();
      const done = folder.runner.jobs()[0]!;
      expect(done.orderFriendlyId).toMatch(/^\d{2}-\d{4}-\d{5}-\d{5}$/);
      expect(done.preflight?.overriddenBy?.user).toBeTruthy();
      // The override is on the order record, with who.
      const [entry] = await folder.runner.orderRecord.entries();
      expect(entry!.overrides).toEqual([
        {
          reason: { kind: 'preflight', errors: reason!.kind === 'preflight' ? reason!.errors : [] },
          by: done.preflight!.overriddenBy,
        },
      ]);
      expect(orderRecordCsv([entry!])).toMatch(/preflight errors by \S+ on \S+ at \d{4}-/);
      // Moved on, it is no longer held: nothing opens it.
      await expect(
        openHeldFile({ job: () => done, link: () => folder.link, grant: () => {} }, done.id),
      ).rejects.toThrow(/not waiting in Failed/);
      expect(await madeIn(folder.link.remotePath)).toEqual({
        documents: ['font-not-embedded'],
        orders: 1,
      });
      // Out of Failed/ by the link's after-upload rule (keep: back in the folder), the report gone.
      expect(await readdir(folder.link.localPath)).toContain('font-not-embedded.pdf');
      expect(await readdir(failed).catch(() => [])).toEqual([]);
    } finally {
      await folder.close();
    }
  }, 240_000);

  it('orders a file with warnings only at once, the warnings kept on its job', async () => {
    const folder = await orderFolder('standard', ['rgb-vector.pdf']);
    try {
      await folder.settled(1);
      const job = folder.runner.jobs()[0]!;
      expect(job.state).toBe('done');
      expect(jobRow(job).preflightWarnings?.join(' ')).toMatch(/RGB/);
      expect(await madeIn(folder.link.remotePath)).toEqual({ documents: ['rgb-vector'], orders: 1 });
    } finally {
      await folder.close();
    }
  }, 240_000);

  it('checks nothing with the profile off', async () => {
    const folder = await orderFolder('off', ['font-not-embedded.pdf']);
    try {
      await folder.settled(1);
      const job = folder.runner.jobs()[0]!;
      expect(job.state).toBe('done');
      expect(job.preflight).toBeUndefined();
      expect(await madeIn(folder.link.remotePath)).toEqual({
        documents: ['font-not-embedded'],
        orders: 1,
      });
    } finally {
      await folder.close();
    }
  }, 240_000);

  it('lets a person at another workstation order a held file anyway, and that one takes it out of Failed/', async () => {
    // One share, mounted at a different path on each workstation.
    const base = path.join(dir, randomUUID());
    const shared = path.join(base, 'share');
    const mountedElsewhere = path.join(base, 'mnt-share');
    await mkdir(shared, { recursive: true });
    await symlink(shared, mountedElsewhere);
    const preset = { action: 'order', quantity: 1, spendLimit: usd(100000) };
    const linkA = orderLink(shared, sandbox.documentTemplateIds[0]!, preset);
    const linkB = HotFolderLink.parse({ ...linkA, localPath: mountedElsewhere });
    const station = (name: string, link: HotFolderLink) =>
      gatedStation(path.join(base, name), link, {
        workstationName: name,
        decider: () => ({ user: name.toLowerCase(), host: name }),
      });
    const stations: Station[] = [];
    try {
      stations.push(await station('PRINT-01', linkA), await station('PRINT-02', linkB));
      await copyFile(path.join(pdfs, 'font-not-embedded.pdf'), path.join(shared, 'font-not-embedded.pdf'));
      const held = await Promise.all(
        stations.map((s) => waitForJob(s, 'font-not-embedded', 'awaiting-approval', 90_000)),
      );
      // The person is at the workstation that does not hold the job.
      const other = held.findIndex((job) => job.handledBy);
      const [holder, decider] = [stations[1 - other]!, stations[other]!];
      expect(held[1 - other]!.setAside).toBe('Failed/font-not-embedded.pdf');
      expect(held[other]!.handledBy?.name).toBe(holder === stations[0] ? 'PRINT-01' : 'PRINT-02');

      await decider.runner.approve(held[other]!.id);
      const done = await waitForJob(decider, 'font-not-embedded', 'done', 90_000);
      await waitForJob(holder, 'font-not-embedded', 'done', 90_000);
      await decider.runner.idle();
      const by = decider === stations[0] ? 'PRINT-01' : 'PRINT-02';
      expect(done.preflight?.overriddenBy).toMatchObject({ user: by.toLowerCase(), host: by });
      expect(await madeIn(linkA.remotePath)).toEqual({ documents: ['font-not-embedded'], orders: 1 });
      // Tidied by the workstation that finished it, through its own mount: back in the folder (the
      // link keeps its files), the report gone.
      expect(await readdir(shared)).toContain('font-not-embedded.pdf');
      expect(await readdir(path.join(shared, 'Failed')).catch(() => [])).toEqual([]);
    } finally {
      await Promise.all(stations.map((s) => s.stop()));
    }
  }, 240_000);
});
