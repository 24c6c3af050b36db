import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import { FileWorkPool } from '../file-work/pool.js';
import { createSyncEngine } from './engine.js';
import { printLibrary } from './print-library.js';
import { listRemoteFolder } from './test-support/remote-folder.js';
import { readShareState } from './test-support/share-state.js';
import { spawnSync, syncOnceArgs, type SyncRun } from './test-support/sync-process.js';
import { waitFor } from './test-support/wait-for.js';

const printFiles = path.resolve(import.meta.dirname, '../../assets/print-files');

const rig = sandboxForFile({ scratch: 'printdesk-shared-', sandbox: { seed: false } });
const fileWork = new FileWorkPool({ size: 2 });

afterAll(async () => {
  await fileWork.close();
});

/** `count` print files named job-N.pdf, cycling through the repository's sample PDFs. */
async function fillFolder(folder: string, count: number): Promise<void> {
  const samples = (await readdir(printFiles)).filter((n) => n.endsWith('.pdf'));
  await mkdir(folder, { recursive: true });
  for (let i = 0; i < count; i++)
    await copyFile(path.join(printFiles, samples[i % samples.length]!), path.join(folder, `job-${i}.pdf`));
}

/** Uploads slowed down, some answers lost after the file was stored (unknown outcomes), some refused. */
function slowAndLossyUploads(seed: number): void {
  rig.sandbox.setFaults({
    rate: 0.5,
    kinds: ['delay', 'delay', 'reset-after', '503'],
    routes: ['upload'],
    seed,
    delayMs: 60,
  });
}

/**
 * Workstations on one hot folder, each `printdesk sync --once` with its own data folder (named after
 * the folder and the workstation, so no test finds another's journal), as processes a test kills.
 */
function workstationsOn(folder: string, remotePath: string, count: number) {
  const running = new Map<string, SyncRun>();
  const uploaded = async () => (await listRemoteFolder(rig.client, remotePath)).length;
  const seen = async () =>
    [`${await uploaded()} of ${count} in the remote folder`]
      .concat(
        [...running].map(([name, run]) => `--- ${name}${run.ended() ? ' (ended)' : ''}:\n${run.tail()}`),
      )
      .join('\n');
  const dataDir = (name: string) => path.join(rig.dir, `${path.basename(folder)}-${name}`);
  const start = (name: string): void => {
    running.set(
      name,
      spawnSync(syncOnceArgs(folder, remotePath, rig.sandbox.url, dataDir(name)), rig.sandbox.key),
    );
  };
  /** Until `more` files arrived from now on, from any of them. */
  const uploadsMore = async (more: number): Promise<void> => {
    const before = await uploaded();
    await waitFor(async () => (await uploaded()) >= before + more, 90_000, `${more} more uploads`, seen);
  };
  /** `name` dies with SIGKILL mid-batch: it must not have ended already, or the kill proves nothing. */
  const kill = async (name: string): Promise<void> => {
    const run = running.get(name)!;
    expect(run.ended(), `${name} ended before it was killed:\n${run.tail()}`).toBe(false);
    run.child.kill('SIGKILL');
    expect(await run.exited).toBeNull();
  };
  return {
    start,
    uploadsMore,
    kill,
    /** Once `more` files arrived, `name` dies mid-batch and starts again with the same data folder. */
    async crash(name: string, more: number): Promise<void> {
      await uploadsMore(more);
      await kill(name);
      start(name);
    },
    /** Until each has ended by itself (the folder settled): each exits 0 with nothing failed. */
    async settle(): Promise<void> {
      await waitFor(
        () => [...running.values()].every((r) => r.ended()),
        180_000,
        'every workstation done',
        seen,
      );
      for (const run of running.values()) {
        expect(await run.exited, run.tail()).toBe(0);
        expect(run.stdout()).toMatch(/, failed 0$/m);
      }
    },
    /** Whatever still runs when a test fails. */
    stop(): void {
      for (const run of running.values()) run.child.kill('SIGKILL');
    },
  };
}

/** Each of the `count` files is in the remote folder once: none missing, no `name (1)` beside it. */
async function expectEachUploadedOnce(remotePath: string, count: number): Promise<void> {
  const names = (await listRemoteFolder(rig.client, remotePath)).map((i) => i.Name);
  expect(names.filter((n) => / \(\d+\)$/.test(n))).toEqual([]);
  expect(new Set(names).size).toBe(count);
  expect(names).toHaveLength(count);
}

/**
 * Every version ends done (a claim's done marker, or a done line of a lone workstation's log), no
 * claim is left held, and nothing lies under `.printdesk/` that a step of the protocol leaves only
 * until it finishes (a temporary record not yet renamed, a takeover not yet given up).
 */
async function expectEveryVersionDone(folder: string, count: number): Promise<void> {
  const share = await readShareState(folder);
  expect(share.held).toEqual([]);
  expect(share.done.size).toBe(count);
  expect(share.leftovers).toEqual([]);
}

describe('two workstations on one hot folder', () => {
  it('upload every file exactly once, with faults, each of them killed with SIGKILL mid-batch in turn', async () => {
    const folder = path.join(rig.dir, 'shared');
    const count = 48;
    await fillFolder(folder, count);
    const remotePath = 'Shared tests/Batch';
    slowAndLossyUploads(7);
    const workstations = workstationsOn(folder, remotePath, count);
    try {
      workstations.start('workstation-a');
      workstations.start('workstation-b');
      await workstations.crash('workstation-a', 6);
      await workstations.crash('workstation-b', 6);
      // Each takes over what the other left claimed (a dead pid on this host, or its own from before the crash).
      await workstations.settle();
    } finally {
      workstations.stop();
    }

    await expectEachUploadedOnce(remotePath, count);
    await expectEveryVersionDone(folder, count);
  }, 300_000);

  it('upload every file exactly once, with faults, through a lone workstation killed and back alone, a second arriving while it is down, its return beside the second, and each killed again', async () => {
    const folder = path.join(rig.dir, 'solo');
    const count = 60;
    await fillFolder(folder, count);
    const remotePath = 'Shared tests/Solo';
    slowAndLossyUploads(11);
    const workstations = workstationsOn(folder, remotePath, count);
    try {
      workstations.start('workstation-a');
      // No one else has seen the folder yet: what it left mid-send is its own to take over.
      await workstations.crash('workstation-a', 6);
      await workstations.uploadsMore(6);
      await workstations.kill('workstation-a');
      // The second finds the folder's lone workstation gone (its pid, on this host) and takes over
      // what it left once that has lapsed, then has the folder to itself for a while.
      workstations.start('workstation-b');
      await workstations.uploadsMore(6);
      // A second arrives on a folder with a workstation alone on it, mid-batch.
      workstations.start('workstation-a');
      await workstations.crash('workstation-b', 6);
      await workstations.crash('workstation-a', 6);
      await workstations.settle();
    } finally {
      workstations.stop();
    }

    await expectEachUploadedOnce(remotePath, count);
    await expectEveryVersionDone(folder, count);
  }, 300_000);

  it('poll a folder found on a network share, and say so in the link status', async () => {
    const folder = path.join(rig.dir, 'share');
    await fillFolder(folder, 1);
    rig.sandbox.setFaults(null);
    const link = HotFolderLink.parse({
      id: randomUUID(),
      localPath: folder,
      remotePath: 'Shared tests/Share',
    });
    const engine = await createSyncEngine({
      dataDir: path.join(rig.dir, 'workstation-c'),
      remote: printLibrary(rig.client),
      fileWork,
      links: [link],
      stabilityMs: 100,
      pollIntervalMs: 200,
      // The folder's mount, as /proc/self/mountinfo would list it on a print-room workstation.
      mountSource: {
        platform: 'linux',
        read: () => Promise.resolve(`61 22 0:52 / ${folder} rw,relatime - cifs //nas/print rw,vers=3.1.1\n`),
      },
    });
    try {
      await engine.start();
      expect(engine.links()[0]!.watch).toEqual({
        mode: 'polling',
        reason: 'network-share',
        share: 'cifs',
        intervalSeconds: 0.2,
      });
      await engine.idle();
      await copyFile(path.join(printFiles, 'summer-sale-flyer.pdf'), path.join(folder, 'late.pdf'));
      await waitFor(() => engine.status().uploaded === 2, 20_000, 'the late file');
      await engine.setLinks([{ ...link, watchMode: 'polling' }]);
      expect(engine.links()[0]!.watch).toMatchObject({ mode: 'polling', reason: 'setting' });
    } finally {
      await engine.stop();
    }
  });

  it('poll a folder that was offline at start once it comes back on a share mounted meanwhile', async () => {
    const folder = path.join(rig.dir, 'mounted-later');
    let mounted = false;
    // The root file system always; the share only once it is mounted on the folder.
    const mountinfo = () =>
      [
        '22 1 8:2 / / rw,relatime - ext4 /dev/sda2 rw',
        ...(mounted ? [`61 22 0:52 / ${folder} rw,relatime - cifs //nas/print rw,vers=3.1.1`] : []),
      ].join('\n');
    const engine = await createSyncEngine({
      dataDir: path.join(rig.dir, 'workstation-d'),
      remote: printLibrary(rig.client),
      fileWork,
      links: [HotFolderLink.parse({ id: randomUUID(), localPath: folder, remotePath: 'Shared tests/Later' })],
      stabilityMs: 100,
      pollIntervalMs: 200,
      reconcileMs: 200,
      mountSource: { platform: 'linux', read: () => Promise.resolve(mountinfo()) },
    });
    try {
      await engine.start();
      expect(engine.links()[0]).toMatchObject({ state: 'offline', watch: { mode: 'native' } });
      mounted = true;
      await fillFolder(folder, 1);
      await waitFor(
        () => engine.links()[0]!.watch.mode === 'polling' && engine.status().uploaded === 1,
        20_000,
        'the folder polled as a share, and its file uploaded',
        () => ({ links: engine.links(), status: engine.status() }),
      );
      expect(engine.links()[0]!.watch).toMatchObject({ reason: 'network-share', share: 'cifs' });
      // The new watch works: a file written later arrives too.
      await copyFile(path.join(printFiles, 'summer-sale-flyer.pdf'), path.join(folder, 'late.pdf'));
      await waitFor(
        () => engine.status().uploaded === 2,
        20_000,
        'the late file',
        () => engine.status(),
      );
    } finally {
      await engine.stop();
    }
  });
});
