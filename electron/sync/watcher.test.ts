import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HotFolderWatcher, type WatchedFolder, type WatcherTiming } from './watcher.js';
import { waitFor } from './test-support/wait-for.js';

const samplePdf = path.resolve(import.meta.dirname, '../../assets/print-files/summer-sale-flyer.pdf');
const hour = 3_600_000;

let folder: string;
let watcher: HotFolderWatcher | undefined;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'printdesk-watch-'));
});
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  await rm(folder, { recursive: true, force: true });
});

function watch(extra: Partial<WatchedFolder>, timing: Partial<WatcherTiming>): Set<string> {
  const found = new Set<string>();
  watcher = new HotFolderWatcher(
    { localPath: folder, types: ['pdf'], includeSubfolders: false, ...extra },
    { writeFinishMs: 50, pollIntervalMs: 200, reconcileMs: hour, afterBurstMs: hour, ...timing },
    {
      found: async (rel) => {
        found.add(rel);
      },
      removed: () => undefined,
      state: () => undefined,
      notice: () => undefined,
      unreadable: () => undefined,
    },
  );
  return found;
}

describe('hot folder watcher', () => {
  it('polls a folder set to poll, and notices a new file by polling alone', async () => {
    const found = watch({ pollFromStart: { reason: 'setting' } }, {});
    await watcher!.start();
    expect(watcher!.watch).toEqual({ mode: 'polling', reason: 'setting', intervalSeconds: 0.2 });
    await copyFile(samplePdf, path.join(folder, 'polled.pdf'));
    // No listing runs (an hour away): only the polling can have seen it.
    await waitFor(() => found.has('polled.pdf'), 10_000, 'the polled file');
  });

  it('finds a file the events missed in its periodic listing (the reconcile pass)', async () => {
    // Polling an hour apart stands for events that never come (a share's other writers).
    const found = watch(
      { pollFromStart: { reason: 'network-share', share: 'cifs' } },
      {
        pollIntervalMs: hour,
        reconcileMs: 300,
      },
    );
    await watcher!.start();
    expect(watcher!.watch).toMatchObject({ mode: 'polling', reason: 'network-share', share: 'cifs' });
    await copyFile(samplePdf, path.join(folder, 'missed.pdf'));
    await waitFor(() => found.has('missed.pdf'), 10_000, 'the reconciled file');
  });

  it('uses native events for a local folder', async () => {
    const found = watch({}, {});
    await watcher!.start();
    expect(watcher!.watch).toEqual({ mode: 'native' });
    await copyFile(samplePdf, path.join(folder, 'native.pdf'));
    await waitFor(() => found.has('native.pdf'), 10_000, 'the new file');
  });
});
