/** A library item's findings, from the local copy PrintDesk uploaded, on real files. */
import { appendFile, copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import type { ProfileName } from '../../shared/preflight/profiles.js';
import { makeDefectPdfs } from '../../preflight/test-support/defect-pdfs.js';
import { createLocalCopies } from '../pictures/local-copies.js';
import { ThumbnailCache } from '../pictures/thumbnail-cache.js';
import { createThumbnails } from '../pictures/thumbnails.js';
import { createItemFindings } from './item-findings.js';

const fileWork = new FileWorkPool({ size: 2 });
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-item-findings-'));
  await makeDefectPdfs(join(dir, 'pdfs'));
}, 120_000);
afterAll(async () => {
  await fileWork.close();
  await rm(dir, { recursive: true, force: true });
});

function setUp() {
  let profile: ProfileName = 'standard';
  const thumbnails = createThumbnails({
    copies: createLocalCopies(join(dir, 'data')),
    cache: new ThumbnailCache(join(dir, 'data', 'pages')),
    fileWork,
  });
  const itemFindings = createItemFindings({
    thumbnails,
    fileWork,
    profile: () => profile,
  });
  return { thumbnails, itemFindings, setProfile: (p: ProfileName) => void (profile = p) };
}

describe("a library item's findings", () => {
  it('are those of the file it was uploaded from, for it and for a document made of it', async () => {
    const { thumbnails, itemFindings, setProfile } = setUp();
    const path = join(dir, 'two-defects.pdf');
    await copyFile(join(dir, 'pdfs', 'font-and-image-100ppi.pdf'), path);
    await thumbnails.recordUpload('file-1', [path]);
    await thumbnails.recordDocument('doc-1', 'file-1');
    const found = await itemFindings('file-1');
    expect(found.checked && found.findings.map((f) => [f.check, f.pages])).toEqual([
      ['font-not-embedded', [1]],
      ['image-resolution', [2]],
    ]);
    expect(await itemFindings('doc-1')).toEqual(found);
    setProfile('off');
    expect(await itemFindings('file-1')).toEqual({ checked: false, why: 'off' });
  });

  it('are not known for a file uploaded elsewhere, or changed since it was uploaded', async () => {
    const { thumbnails, itemFindings } = setUp();
    expect(await itemFindings('never-uploaded-here')).toEqual({
      checked: false,
      why: 'unknown',
    });
    const path = join(dir, 'edited.pdf');
    await copyFile(join(dir, 'pdfs', 'clean.pdf'), path);
    await thumbnails.recordUpload('file-2', [path]);
    expect(await itemFindings('file-2')).toEqual({ checked: true, profile: 'standard', findings: [] });
    await appendFile(path, '\n% edited\n');
    // The next run of the app checks the file's content again before it trusts it.
    expect(await setUp().itemFindings('file-2')).toEqual({ checked: false, why: 'changed' });
  });
});
