/**
 * The preflight gate of hot-folder jobs, over real HTTP against the sandbox with real defective
 * PDFs: a file with an error makes nothing and waits in Failed/ with its report until a person
 * goes on anyway; warnings are kept on the job; a clean file goes straight through; profile off
 * checks nothing. With the link's fixes, a file whose fixed copy passes is ordered once, of the copy,
 * with nobody's help (issue 36), its original kept in Originals/; "Fix and go on" does the same for a
 * held job.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { approvalReasonText } from '../../i18n/job-texts.js';
import { makeDefectPdfs } from '../../preflight/test-support/defect-pdfs.js';
import type { ProfileName } from '../../shared/preflight/profiles.js';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import { storedOrders } from '../../sandbox/test-support/stored-records.js';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { HotFolderLink, type LinkFixes } from '../../shared/settings/schema.js';
import { listRemoteFolder } from '../../sync/test-support/remote-folder.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { quoteProduct } from '../orders/orders.js';
import { createProductSizes } from '../preflight/product-sizes.js';
import { templateFix, templatePreflight } from '../preflight/template-preflight.js';
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
    fix: templateFix({ fileWork, productSizes }),
    ...options,
  });
}

/** An order hot folder with the profile (and fixes) given, holding `files`, and its workstation. */
async function orderFolder(profile: ProfileName, files: readonly string[], fixes: Partial<LinkFixes> = {}) {
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
    fixes,
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
    const folder = await orderFolder('standard', ['font-not-embedded.pdf'], { fonts: false });
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
        // The fonts fix could clear it (switched off on this link): "Fix and go on" is offered.
        fixable: true,
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
    const folder = await orderFolder('off', ['font-not-embedded.pdf'], { pageSize: true });
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
    // Its fonts fix off, so that the file waits for a person.
    const linkA = HotFolderLink.parse({
      ...orderLink(shared, sandbox.documentTemplateIds[0]!, preset),
      fixes: { fonts: false },
    });
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

  it('orders, with nobody’s help, one copy fixed from an A4 file for a Letter product and one with Helvetica embedded, keeping each original', async () => {
    const names = ['wrong-size.pdf', 'font-not-embedded.pdf'];
    const folder = await orderFolder('standard', names, { pageSize: true });
    try {
      await folder.settled(2);
      const jobs = folder.runner.jobs();
      expect(jobs.map((j) => j.state)).toEqual(['done', 'done']);
      // Each document is made of the fixed copy, sent beside the original's upload; one order each.
      const made = await madeIn(folder.link.remotePath);
      expect(made.orders).toBe(2);
      expect(made.documents).toEqual(['font-not-embedded', 'wrong-size']);
      const library = (await listRemoteFolder(client, folder.link.remotePath)).map((i) => i.Name);
      expect(library).toEqual(
        expect.arrayContaining(['wrong-size.fixed.pdf', 'font-not-embedded.fixed.pdf']),
      );

      // The originals in Originals/, untouched, with what changed beside them.
      const originals = path.join(folder.link.localPath, 'Originals');
      expect((await readdir(originals)).sort()).toEqual([
        'font-not-embedded.pdf',
        'font-not-embedded.pdf.fixes.txt',
        'wrong-size.pdf',
        'wrong-size.pdf.fixes.txt',
      ]);
      for (const name of names)
        expect(await readFile(path.join(originals, name))).toEqual(await readFile(path.join(pdfs, name)));
      const note = await readFile(path.join(originals, 'wrong-size.pdf.fixes.txt'), 'utf8');
      expect(note).toContain(
        'The job went on with a fixed copy, wrong-size.fixed.pdf; this is the original.',
      );
      expect(note).toMatch(/Page 1 was put on the product's size, .*, whole/);

      // The order record says what was changed.
      const record = await folder.runner.orderRecord.entries();
      const fixesOf = (name: string) => record.find((e) => e.file.endsWith(name))?.fixes;
      expect(record).toHaveLength(2);
      expect(fixesOf('wrong-size.pdf')?.checks).toEqual(['page-size', 'no-bleed']);
      expect(fixesOf('font-not-embedded.pdf')).toMatchObject({
        checks: ['font-not-embedded'],
        changes: [expect.stringMatching(/^The font Helvetica was embedded as TeX Gyre Heros/)],
      });
      expect(jobRow(jobs.find((j) => j.relPath === 'wrong-size.pdf')!).fixes?.checks).toContain('page-size');
    } finally {
      await folder.close();
    }
  }, 240_000);

  it('holds an A4 file with page size off, offers "Fix and go on", and then orders the fixed copy once', async () => {
    const folder = await orderFolder('standard', ['wrong-size.pdf']);
    try {
      await folder.settled(1);
      const held = folder.runner.jobs()[0]!;
      expect(held.state).toBe('awaiting-approval');
      expect(held.waitingFor).toEqual([
        {
          kind: 'preflight',
          errors: [expect.stringMatching(/^Page 1 is 8.27 × 11.69 in .* but the product is 8.5 × 11 in/)],
          fixable: true,
        },
      ]);
      await folder.runner.fixAndGo(held.id);
      await waitFor(() => folder.runner.jobs()[0]?.state === 'done', 90_000, 'the fixed copy ordered');
      await folder.runner.idle();
      const done = folder.runner.jobs()[0]!;
      expect(done.fixed?.by?.user).toBeTruthy();
      expect(done.preflight?.overriddenBy).toBeUndefined();
      expect(await madeIn(folder.link.remotePath)).toEqual({ documents: ['wrong-size'], orders: 1 });
      const [entry] = await folder.runner.orderRecord.entries();
      expect(entry!.fixes).toMatchObject({
        checks: ['page-size', 'no-bleed'],
        by: { user: done.fixed!.by!.user },
      });
      // Out of Failed/ into Originals/, the preflight report gone.
      expect(await readdir(path.join(folder.link.localPath, 'Failed')).catch(() => [])).toEqual([]);
      expect((await readdir(path.join(folder.link.localPath, 'Originals'))).sort()).toEqual([
        'wrong-size.pdf',
        'wrong-size.pdf.fixes.txt',
      ]);
    } finally {
      await folder.close();
    }
  }, 240_000);
});
