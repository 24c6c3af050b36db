import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from './pool.js';

// The repository's own sample print files (assets/print-files): real PDFs, made by scripts/make-sample-pdfs.ts.
const samples = join(import.meta.dirname, '..', '..', 'assets', 'print-files');
const booklet = join(samples, 'annual-report-booklet-12p.pdf');

let dir: string;
let pool: FileWorkPool;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-file-work-'));
  pool = new FileWorkPool({ size: 2, idleMs: 200 });
});
afterAll(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the file-work pool', () => {
  it('reads every page size of a PDF on a thread', async () => {
    const inspection = await pool.inspectPdf(booklet);
    expect(inspection.ok).toBe(true);
    if (!inspection.ok) return;
    expect(inspection.pageSizes).toHaveLength(12);
    expect(inspection.pageSizes[0]!.widthPt).toBeGreaterThan(100);
  });

  it("reads the preflight's page facts in parts that together cover every page once, and judges with pdf.js", async () => {
    expect(await pool.judgePdf(booklet)).toEqual({ ok: true, pageCount: 12 });
    const parts = await Promise.all([0, 1, 2, 3, 4].map((part) => pool.pdfPageFacts(booklet, part, 5)));
    const pages = parts.flatMap((p) => p.pages.map((o) => (o.ok ? o.facts.page : -o.page)));
    expect(pages).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(parts.every((p) => p.pageCount === 12)).toBe(true);
  });

  it('says why a file is not a PDF, and why a damaged one cannot be read', async () => {
    const text = join(dir, 'letter.pdf');
    await writeFile(text, 'Dear printer, this is not a PDF at all.');
    expect(await pool.inspectPdf(text)).toMatchObject({ ok: false, problem: 'not-a-pdf' });
    const whole = await readFile(booklet);
    const truncated = join(dir, 'truncated.pdf');
    // Keep the header and the trailer, lose the middle: it still looks like a PDF, but its objects are gone.
    await writeFile(truncated, Buffer.concat([whole.subarray(0, 2048), whole.subarray(whole.length - 4096)]));
    expect(await pool.inspectPdf(truncated)).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('draws a page as a PNG of the asked size', async () => {
    const png = await pool.renderPdfPage(booklet, 1, 120);
    expect(png).not.toBeNull();
    expect(png!.subarray(1, 4).toString('latin1')).toBe('PNG');
    const width = png!.readUInt32BE(16);
    const height = png!.readUInt32BE(20);
    expect(Math.max(width, height)).toBe(120);
  });

  it('hashes a file as node:crypto does, without the main thread reading it', async () => {
    const file = join(dir, 'random.bin');
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    await writeFile(file, bytes);
    expect(await pool.sha256(file)).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it("stats many files in one message, as the main thread's stat reads them, none for a folder or a file gone", async () => {
    const file = join(dir, 'stat-me.pdf');
    await writeFile(file, 'twelve bytes');
    const [version, folder, gone] = await pool.statVersions([file, dir, join(dir, 'gone.pdf')]);
    const s = await stat(file);
    expect(version).toEqual({ size: 12, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs });
    expect([folder, gone]).toEqual([null, null]);
  });

  it('runs at most its size of threads, and stops them when idle', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => pool.sha256(booklet)));
    expect(new Set(results).size).toBe(1);
    expect(pool.threads).toBeLessThanOrEqual(2);
    await expect.poll(() => pool.threads, { timeout: 5_000 }).toBe(0);
  });

  it('cancels a running task by stopping its thread, and goes on with the next', async () => {
    const big = join(dir, 'big.bin');
    await writeFile(big, Buffer.alloc(256 * 1024 * 1024));
    const controller = new AbortController();
    const running = pool.sha256(big, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(running).rejects.toThrow(/cancel|abort/i);
    expect(await pool.sha256(booklet)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses work once closed', async () => {
    const closing = new FileWorkPool({ size: 1 });
    await closing.close();
    await expect(closing.sha256(booklet)).rejects.toThrow(/closed/);
  });
});
