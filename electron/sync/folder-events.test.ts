import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderEvents } from './folder-events.js';
import { printFileFilter } from './print-file-filter.js';
import { waitFor } from './test-support/wait-for.js';

const samplePdf = path.resolve(import.meta.dirname, '../../assets/print-files/summer-sale-flyer.pdf');

let folder: string;
let events: FolderEvents | undefined;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'printdesk-folder-events-'));
});
afterEach(async () => {
  events?.close();
  events = undefined;
  await rm(folder, { recursive: true, force: true });
});

interface Heard {
  readonly changed: Set<string>;
  readonly removed: Set<string>;
  relists: number;
  readonly errors: string[];
}

async function watch(includeSubfolders: boolean): Promise<Heard> {
  const heard: Heard = { changed: new Set(), removed: new Set(), relists: 0, errors: [] };
  const rel = (abs: string): string => path.relative(folder, abs).split(path.sep).join('/');
  events = new FolderEvents(
    { root: folder, filter: printFileFilter(folder, ['pdf'], includeSubfolders), settleMs: 50 },
    {
      changed: (abs) => heard.changed.add(rel(abs)),
      removed: (abs) => heard.removed.add(rel(abs)),
      relist: () => heard.relists++,
      error: (error) => heard.errors.push(String(error.code)),
    },
  );
  await events.start();
  return heard;
}

const seen = (heard: Heard): string =>
  `changed [${[...heard.changed].join(', ')}], removed [${[...heard.removed].join(', ')}], ` +
  `${heard.relists} relists, errors [${heard.errors.join(', ')}]`;

describe('folder events (a watch per folder, none per file)', () => {
  it('reports print files written and removed in the folder and in sub-folders there at the start', async () => {
    await mkdir(path.join(folder, 'jobs/2026'), { recursive: true });
    const heard = await watch(true);
    await copyFile(samplePdf, path.join(folder, 'flyer.pdf'));
    await copyFile(samplePdf, path.join(folder, 'jobs/2026/poster.pdf'));
    await writeFile(path.join(folder, 'notes.txt'), 'not a print file');
    await waitFor(
      () => heard.changed.has('flyer.pdf') && heard.changed.has('jobs/2026/poster.pdf'),
      30_000,
      `both print files (saw ${seen(heard)})`,
    );
    await rm(path.join(folder, 'jobs/2026/poster.pdf'));
    await waitFor(
      () => heard.removed.has('jobs/2026/poster.pdf'),
      30_000,
      `the removal (saw ${seen(heard)})`,
    );
    expect([...heard.changed].sort()).toEqual(['flyer.pdf', 'jobs/2026/poster.pdf']);
    expect(heard.errors).toEqual([]);
  });

  it('watches a sub-folder that appears, with the files it came with, and forgets one that goes', async () => {
    const heard = await watch(true);
    // A folder moved in whole: its files never had an event of their own.
    const outside = await mkdtemp(path.join(os.tmpdir(), 'printdesk-folder-events-out-'));
    await mkdir(path.join(outside, 'batch/inner'), { recursive: true });
    await copyFile(samplePdf, path.join(outside, 'batch/inner/moved.pdf'));
    await rename(path.join(outside, 'batch'), path.join(folder, 'batch'));
    await rm(outside, { recursive: true, force: true });
    await waitFor(
      () => heard.changed.has('batch/inner/moved.pdf'),
      30_000,
      `the moved-in file (saw ${seen(heard)})`,
    );
    // Its folder is watched now: a file written into it later is heard too.
    await copyFile(samplePdf, path.join(folder, 'batch/inner/later.pdf'));
    await waitFor(
      () => heard.changed.has('batch/inner/later.pdf'),
      30_000,
      `the later file (saw ${seen(heard)})`,
    );
    await rm(path.join(folder, 'batch'), { recursive: true });
    await copyFile(samplePdf, path.join(folder, 'after.pdf'));
    await waitFor(
      () => heard.changed.has('after.pdf'),
      30_000,
      `the file after the removal (saw ${seen(heard)})`,
    );
    expect(heard.errors).toEqual([]);
  });

  it('leaves sub-folders alone when they do not count, and asks for a listing when the folder goes', async () => {
    const heard = await watch(false);
    await mkdir(path.join(folder, 'sub'));
    await copyFile(samplePdf, path.join(folder, 'sub/ignored.pdf'));
    await copyFile(samplePdf, path.join(folder, 'top.pdf'));
    await waitFor(() => heard.changed.has('top.pdf'), 30_000, `the top-level file (saw ${seen(heard)})`);
    expect([...heard.changed]).toEqual(['top.pdf']);
    await rm(folder, { recursive: true });
    await waitFor(() => heard.relists > 0, 30_000, `a relist after the folder went (saw ${seen(heard)})`);
  });
});
