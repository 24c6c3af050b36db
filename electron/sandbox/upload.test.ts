import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderUploadResult, StoreItemSearchResult } from '../shared/models/storage.js';
import { sampleAssetsDir } from './seed.js';
import { countPdfPages } from '../pdf/pdf-reader.js';
import { call, upload } from './test-support/test-client.js';
import { startTestSandbox } from './test-support/test-sandbox.js';
import type { TestSandbox } from './test-support/test-sandbox.js';
import { printFile, printFilesManifest, skipWithoutPrintFiles } from '../../test/print-files.js';
import { samplePdf } from '../../test/sample-pdfs.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ seed: false });
});
afterAll(async () => {
  await sb.close();
});

// Real-world files with known page counts: where the corpus is absent, these tests are skipped.
describe.skipIf(skipWithoutPrintFiles)('page counts of the real-world print files', () => {
  it.each(printFilesManifest())('$file: $pages pages, broken $broken', async ({ file, pages, broken }) => {
    const res = await upload(sb.url, sb.key, 'Fixtures', { path: printFile(file) });
    expect(res.status, res.text).toBe(200);
    const entry = FolderUploadResult.parse(res.json).Files[0]!;
    expect({ pages: entry.PageCount, broken: entry.IsBroken }).toEqual({ pages, broken });
  });
});

describe('page counts of uploads', () => {
  it('counts the generated sample print files right (assets/print-files)', async () => {
    const dir = sampleAssetsDir()!;
    const expected: Record<string, number> = {
      'annual-report-booklet-12p.pdf': 12,
      'business-cards-dana-whitfield.pdf': 2,
      'spring-open-house-brochure.pdf': 4,
      'summer-sale-flyer.pdf': 1,
    };
    const counted: Record<string, number> = {};
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.pdf')))
      counted[name] = (await countPdfPages(path.join(dir, name))).pageCount;
    expect(counted).toEqual(expected);
  });
});

describe('page counts of the other print file types', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
  // Little-endian TIFF with two (empty) image file directories: two pages.
  const tiff = Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const ps = Buffer.from('%!PS-Adobe-3.0\n%%Pages: 3\n%%EndComments\nshowpage\n%%EOF\n');
  it.each([
    ['photo.png', png, 1, false],
    ['scan.JPG', jpeg, 1, false],
    ['fax.tiff', tiff, 2, false],
    ['slides.ps', ps, 3, false],
    ['not-really.png', Buffer.from('%PDF-1.4 nothing else'), 0, true],
    ['cut.tif', tiff.subarray(0, 12), 0, true],
  ] as const)('%s: %i pages, broken %s', async (name, bytes, pages, broken) => {
    const res = await upload(sb.url, sb.key, 'Types', { bytes: new Uint8Array(bytes), name });
    const entry = FolderUploadResult.parse(res.json).Files[0]!;
    expect({ pages: entry.PageCount, broken: entry.IsBroken }).toEqual({ pages, broken });
  });
});

describe('concurrent uploads', () => {
  it('stores 12 simultaneous uploads of the same name into one new folder, each once, numbered', async () => {
    const bytes = readFileSync(samplePdf('spring-open-house-brochure.pdf'));
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        upload(sb.url, sb.key, 'Rush/Today', { bytes, name: 'job.pdf' }).then((r) =>
          FolderUploadResult.parse(r.json),
        ),
      ),
    );
    expect(new Set(results.map((r) => r.FolderId)).size).toBe(1);
    const names = results.map((r) => r.Files[0]!.Name).sort();
    expect(new Set(names).size).toBe(12);
    expect(names).toContain('job.pdf');
    expect(names).toContain('job.pdf (11)');
    const found = StoreItemSearchResult.parse(
      (
        await call(sb.url, sb.key, 'POST', '/dir/StorageService/FindStoreItems', {
          FolderId: results[0]!.FolderId,
          PageInfo: { PageSize: 100, PageNumber: 1 },
        })
      ).json,
    );
    expect(found.TotalItemCount).toBe(12);
    expect(found.Items.every((i) => !i.IsBroken)).toBe(true);
  });
});

describe('an upload cut off by the client', () => {
  it('stores nothing, leaves no temp file, and the sandbox keeps serving', async () => {
    const url = new URL(`${sb.url}/dir/StorageService/Aborted`);
    const req = request(url, {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': sb.key, 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    req.on('error', () => undefined);
    const head = '--x\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n\r\n%PDF-1.4 ';
    await new Promise<void>((resolve) => req.write(head + 'A'.repeat(2_000_000), () => resolve()));
    req.destroy();
    const filesDir = path.join(sb.dataDir, 'files');
    for (let i = 0; i < 100 && readdirSync(filesDir).some((f) => f.endsWith('.part')); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(filesDir).filter((f) => f.endsWith('.part'))).toEqual([]);
    const found = StoreItemSearchResult.parse(
      (await call(sb.url, sb.key, 'POST', '/dir/StorageService/FindStoreItems', { Name: 'cut.pdf' })).json,
    );
    expect(found.TotalItemCount).toBe(0);
  });
});
