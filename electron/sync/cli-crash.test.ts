import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../cli/run.js';
import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { listRemoteFolder } from './test-support/remote-folder.js';
import { spawnSync, syncOnceArgs, type SyncRun } from './test-support/sync-process.js';
import { waitFor } from './test-support/wait-for.js';
import { samplePdf, truncatedPdf } from '../../test/sample-pdfs.js';

const goodPdf = samplePdf('spring-open-house-brochure.pdf');

const rig = sandboxForFile({ scratch: 'printdesk-sync-cli-', sandbox: { seed: false } });

function sync(args: string[]): SyncRun {
  return spawnSync(args, rig.sandbox.key);
}

describe('printdesk sync', () => {
  // Five runs of the CLI, each starting Node and tsx: on a loaded machine that alone can take a minute.
  it('loses and duplicates nothing when killed with SIGKILL mid-batch, again and again', async () => {
    const folder = path.join(rig.dir, 'hot');
    await mkdir(folder);
    const count = 60;
    for (let i = 0; i < count; i++) await copyFile(goodPdf, path.join(folder, `job-${i}.pdf`));
    const remotePath = 'Crash tests/Batch';
    const args = syncOnceArgs(folder, remotePath, rig.sandbox.url, path.join(rig.dir, 'data'));
    // Slow uploads down, and lose some answers after the file was stored, so kills land mid-upload.
    rig.sandbox.setFaults({
      rate: 0.5,
      kinds: ['delay', 'delay', 'reset-after'],
      routes: ['upload'],
      seed: 3,
      delayMs: 60,
    });

    for (let round = 1; round <= 3; round++) {
      const before = (await listRemoteFolder(rig.client, remotePath)).length;
      const run = sync(args);
      await waitFor(
        async () => (await listRemoteFolder(rig.client, remotePath)).length >= before + 4,
        60_000,
        `round ${round} uploads`,
      );
      run.child.kill('SIGKILL');
      expect(await run.exited).toBeNull();
    }
    expect((await listRemoteFolder(rig.client, remotePath)).length).toBeLessThan(count);

    const last = sync(args);
    expect(await last.exited).toBe(0);
    expect(last.stdout()).toMatch(/^uploaded \d+, skipped \d+, failed 0$/m);
    const names = (await listRemoteFolder(rig.client, remotePath)).map((i) => i.Name);
    expect(names.filter((n) => / \(\d+\)$/.test(n))).toEqual([]);
    expect(new Set(names).size).toBe(count);
    expect(names).toHaveLength(count);

    // A run over the same folder has nothing left to send.
    rig.sandbox.setFaults(null);
    const again = sync(args);
    expect(await again.exited).toBe(0);
    expect(again.stdout()).toContain(`uploaded 0, skipped ${count}, failed 0`);
  }, 300_000);

  it('exits 1 with a summary when a file fails', async () => {
    const folder = path.join(rig.dir, 'broken');
    await mkdir(folder);
    await writeFile(path.join(folder, 'truncated.pdf'), truncatedPdf());
    const run = sync(
      syncOnceArgs(folder, 'Crash tests/Broken', rig.sandbox.url, path.join(rig.dir, 'data2')),
    );
    expect(await run.exited).toBe(1);
    expect(run.stdout()).toContain('uploaded 0, skipped 0, failed 1');
  });

  it('refuses bad flags with a usage error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runCli(['sync', rig.dir])).toBe(2);
      expect(await runCli(['sync', rig.dir, '--to', 'X', '--after', 'archive'])).toBe(2);
      expect(await runCli(['sync', rig.dir, '--to', 'X', '--concurrency', '0'])).toBe(2);
      expect(await runCli(['sync', rig.dir, '--to', 'X', '--bogus'])).toBe(2);
      expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
        /--to <remoteFolderPath> is required[\s\S]*--after must be keep, move or delete[\s\S]*--concurrency must be/,
      );
    } finally {
      errors.mockRestore();
    }
  });
});
