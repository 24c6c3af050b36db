/**
 * The pictures before and after the fixes, and "Fix and upload", through the core's router.
 * `jobs.fixPreview` against the sandbox with real defective PDFs held by
 * an order hot folder whose fixes are off: an A4 file for a Letter product and a file whose
 * Helvetica is not embedded. The pictures' "after" is drawn from a copy Poppler finds fixed (the
 * trim on the product's size with bleed around it; every font embedded), the file in Failed/ is left
 * as it was, the temporary copy is gone once drawn, and a job not held for its fixes is refused.
 * `sync.fixPreview` and `uploads.addFixed` do the same for a file sent by hand, whose fixed copy is
 * uploaded as `<name>.fixed.pdf`.
 */
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from './create-core.js';
import { FileWorkPool } from '../file-work/pool.js';
import type { Input, Output, RequestChannel } from '../shared/contract/channels.js';
import { makeDefectPdfs } from '../preflight/test-support/defect-pdfs.js';
import { pdffonts, pdfinfoPages } from '../preflight/test-support/poppler.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { createPrintServiceClient } from '../print-service/client.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import { waitFor } from '../sync/test-support/wait-for.js';

/** The pool the core draws with, keeping a copy of each temporary fixed file it is asked to draw. */
class KeepingPool extends FileWorkPool {
  readonly kept: { drawnFrom: string; copy: string }[] = [];
  constructor(private readonly keepIn: string) {
    super({ size: 2 });
  }
  override async renderPdfPage(file: string, page: number, longSide: number, signal?: AbortSignal) {
    if (path.basename(path.dirname(file)).startsWith('printdesk-fix-preview-')) {
      const copy = path.join(this.keepIn, `${this.kept.length}.pdf`);
      await copyFile(file, copy);
      this.kept.push({ drawnFrom: file, copy });
    }
    return super.renderPdfPage(file, page, longSide, signal);
  }
}

let sandbox: TestSandbox;
let dir: string;
let pdfs: string;
let core: Core;
let pool: KeepingPool;

async function call<C extends RequestChannel>(channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await core.router.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.value as Output<C>;
}

/** A PNG data URL's width and height, from its header. */
function pictureSize(dataUrl: string | null): { width: number; height: number } {
  const png = Buffer.from(dataUrl!.replace(/^data:image\/png;base64,/, ''), 'base64');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const hot = () => path.join(dir, 'hot');
const held = (name: string) => path.join(hot(), 'Failed', name);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-fix-preview-test-'));
  pdfs = path.join(dir, 'pdfs');
  await makeDefectPdfs(pdfs);
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir);
  await mkdir(path.join(dir, 'kept'));
  await mkdir(hot());
  await writeFile(
    path.join(dataDir, 'settings.json'),
    JSON.stringify({ version: 1, environment: { kind: 'custom', baseUrl: sandbox.url } }),
  );
  const secretStore = memorySecretStore();
  await secretStore.set(sandbox.url, sandbox.key);
  pool = new KeepingPool(path.join(dir, 'kept'));
  core = await createCore({
    dataDir,
    platform: 'headless',
    secretStore,
    fileWork: pool,
    log: () => {},
    syncTiming: { stabilityMs: 100 },
  });
  await call('sync.addLink', {
    localPath: hot(),
    remotePath: 'Fix preview/Held',
    job: {
      action: 'order',
      templateId: sandbox.documentTemplateIds[0]!,
      quantity: 1,
      spendLimit: { amount: 100000, currency: 'USD' },
    },
    fixes: { pageSize: false, bleed: false, fonts: false, fit: 'fit' },
  });
  for (const name of ['wrong-size.pdf', 'font-not-embedded.pdf'])
    await copyFile(path.join(pdfs, name), path.join(hot(), name));
  await waitFor(
    async () => (await call('jobs.list', {})).jobs.filter((j) => j.heldFile).length === 2,
    90_000,
    'both files held in Failed/',
    () => call('jobs.list', {}),
  );
}, 180_000);
afterAll(async () => {
  await core?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

const jobOf = async (name: string) => (await call('jobs.list', {})).jobs.find((j) => j.path === name)!;

describe('jobs.fixPreview', () => {
  it('draws an A4 page on the Letter product with bleed from a fixed copy, Failed/ untouched', async () => {
    const job = await jobOf('wrong-size.pdf');
    expect(job.waitingFor).toEqual([expect.objectContaining({ kind: 'preflight', fixable: true })]);
    const before = await readFile(held('wrong-size.pdf'));
    pool.kept.length = 0;

    const preview = await call('jobs.fixPreview', { id: job.id, from: 1 });
    expect(preview).toMatchObject({ name: 'wrong-size.pdf', pageCount: 1, fixed: true, errorsLeft: [] });
    expect(preview.changes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Page 1 was put on the product's size, .*, whole/)]),
    );
    const [page] = preview.pages;
    expect(page!.page).toBe(1);
    // A4 (1 : 1.414) as it is; Letter with its bleed (8.75 × 11.25 in, 1 : 1.286) once fixed.
    const original = pictureSize(page!.before);
    const fixed = pictureSize(page!.after);
    expect(original.height / original.width).toBeCloseTo(841.89 / 595.28, 1);
    expect(fixed.height / fixed.width).toBeCloseTo(11.25 / 8.75, 1);

    // The picture was drawn from a copy Poppler finds on the product's size, with 0.125 in of bleed.
    expect(pool.kept).toHaveLength(1);
    const [box] = pdfinfoPages(pool.kept[0]!.copy, 1);
    expect(box!.trim.x1 - box!.trim.x0).toBeCloseTo(612, 0);
    expect(box!.trim.y1 - box!.trim.y0).toBeCloseTo(792, 0);
    expect(box!.bleed.x1 - box!.bleed.x0).toBeCloseTo(630, 0);
    expect(box!.media.y1 - box!.media.y0).toBeCloseTo(810, 0);
    // The file in Failed/ is as it was, and the temporary copy is gone.
    expect(await readFile(held('wrong-size.pdf'))).toEqual(before);
    expect(await readFile(held('wrong-size.pdf'))).toEqual(await readFile(path.join(pdfs, 'wrong-size.pdf')));
    const kept = pdfinfoPages(held('wrong-size.pdf'), 1)[0]!;
    expect(kept.trim.x1 - kept.trim.x0).toBeCloseTo(595.28, 0);
    const folder = path.dirname(pool.kept[0]!.drawnFrom);
    expect(await readdir(folder).catch(() => 'gone')).toBe('gone');
  }, 60_000);

  it('draws a page whose Helvetica is embedded in the copy, and none past the last page', async () => {
    const job = await jobOf('font-not-embedded.pdf');
    pool.kept.length = 0;
    const preview = await call('jobs.fixPreview', { id: job.id, from: 1 });
    expect(preview).toMatchObject({ name: 'font-not-embedded.pdf', fixed: true, errorsLeft: [] });
    expect(preview.changes).toEqual([
      expect.stringMatching(/^The font Helvetica was embedded as TeX Gyre Heros/),
    ]);
    expect(preview.pages.map((p) => p.page)).toEqual([1]);
    expect(preview.pages[0]!.after).toMatch(/^data:image\/png;base64,/);
    expect(pdffonts(pool.kept[0]!.copy).every((font) => font.embedded)).toBe(true);
    expect(pdffonts(held('font-not-embedded.pdf')).some((font) => !font.embedded)).toBe(true);

    expect((await call('jobs.fixPreview', { id: job.id, from: 2 })).pages).toEqual([]);
  }, 60_000);

  it('refuses a job it does not know, and bad input, saying why', async () => {
    const unknown = await core.router.invoke('jobs.fixPreview', { id: 'nobody:x.pdf@1', from: 1 });
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'not-found', message: 'That hot-folder job is no longer known.' },
    });
    const job = await jobOf('wrong-size.pdf');
    const bad = await core.router.invoke('jobs.fixPreview', { id: job.id, from: 0 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });
});

describe('Fix and upload', () => {
  it('draws a file sent by hand from a copy with its fonts embedded, and uploads that copy as <name>.fixed.pdf', async () => {
    const hand = path.join(dir, 'hand');
    await mkdir(hand, { recursive: true });
    const file = path.join(hand, 'fonts.pdf');
    await copyFile(path.join(pdfs, 'font-not-embedded.pdf'), file);
    // Not picked or dropped: not to be read.
    const refused = await core.router.invoke('sync.fixPreview', { path: file, from: 1 });
    expect(refused).toMatchObject({ ok: false });
    core.pathGrants.grant(file);
    pool.kept.length = 0;

    const preview = await call('sync.fixPreview', { path: file, from: 1 });
    expect(preview).toMatchObject({ name: 'fonts.pdf', pageCount: 1, fixed: true, errorsLeft: [] });
    expect(preview.changes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^The font Helvetica was embedded as TeX Gyre Heros/)]),
    );
    expect(pdffonts(pool.kept[0]!.copy).every((font) => font.embedded)).toBe(true);

    const entry = await call('uploads.addFixed', { folderPath: 'Fix preview/Held', path: file });
    expect(entry).toMatchObject({ name: 'fonts.fixed.pdf', state: 'done', folderPath: 'Fix preview/Held' });
    expect(await readFile(file)).toEqual(await readFile(path.join(pdfs, 'font-not-embedded.pdf')));
    const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
    try {
      const names = (await listRemoteFolder(client, 'Fix preview/Held')).map((item) => item.Name);
      expect(names).toContain('fonts.fixed.pdf');
      expect(names).not.toContain('fonts.pdf');
    } finally {
      await client.close();
    }
  }, 60_000);

  it('refuses to upload a fixed copy of a file the fixes change nothing in, saying so', async () => {
    const file = path.join(dir, 'hand', 'clean.pdf');
    await copyFile(path.join(pdfs, 'clean.pdf'), file);
    core.pathGrants.grant(file);
    const answer = await core.router.invoke('uploads.addFixed', {
      folderPath: 'Fix preview/Held',
      path: file,
    });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        message: expect.stringMatching(
          /^The fixes change nothing in clean\.pdf: upload it as it is, or skip it\./,
        ),
      },
    });
  });
});
