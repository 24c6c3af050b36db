import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { memorySecretStore, secretAccountFor } from '../../secrets/secret-store.js';
import { HotFolderLink } from '../../shared/settings/schema.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { orderLink, usd } from '../jobs/test-support/job-rig.js';
import { openApp } from '../open-app.js';
import { TestReceiver } from './delivery/test-support/receiver.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const brochure = path.join(repo, 'assets/print-files/spring-open-house-brochure.pdf');

let sandbox: TestSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-hook-sources-'));
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A hot folder that only uploads. */
const uploadLink = (folder: string, id: string) =>
  HotFolderLink.parse({ id, localPath: folder, remotePath: `Hook sources/${id}` });

/** The app on a data folder of its own, with one hot folder and the receiver as its whole-app hook. */
async function appWith(
  receiver: TestReceiver,
  key: string,
  dataDir: string,
  link: HotFolderLink,
  jobs = false,
) {
  const secrets = memorySecretStore();
  await secrets.set(secretAccountFor(sandbox.url), key);
  const app = await openApp({
    dataDir,
    secretStore: secrets,
    log: () => {},
    environment: { kind: 'custom', baseUrl: sandbox.url, market: 'us' },
    hotFolders: { links: [link], stabilityMs: 100, reconcileMs: 200 },
    jobs,
    hooks: { url: receiver.url, allowInsecureHttp: false },
  });
  await app.start();
  return app;
}

describe('the events of the engine', () => {
  it('tells of a file uploaded and of its folder gone and back, once each across a restart', async () => {
    const receiver = await TestReceiver.reserve();
    await receiver.up();
    const folder = path.join(dir, 'hot');
    const dataDir = path.join(dir, 'data');
    const linkId = randomUUID();
    await mkdir(folder);
    await copyFile(brochure, path.join(folder, 'brochure.pdf'));
    let app = await appWith(receiver, sandbox.key, dataDir, uploadLink(folder, linkId));
    try {
      await waitFor(() => receiver.ofType('file.uploaded').length === 1, 30_000, 'file.uploaded');
      expect(receiver.ofType('file.uploaded')[0]!.event).toMatchObject({
        link: { id: linkId, localPath: folder },
        file: {
          path: 'brochure.pdf',
          fileId: expect.any(String),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      });
      await rename(folder, `${folder}-away`);
      await waitFor(() => receiver.ofType('folder.unavailable').length === 1, 30_000, 'folder.unavailable');
      await rename(`${folder}-away`, folder);
      await waitFor(() => receiver.ofType('folder.back').length === 1, 30_000, 'folder.back');
      expect(receiver.ofType('folder.back')[0]!.event.link?.id).toBe(linkId);
    } finally {
      await app.close();
    }
    // Started again: the upload and the folder's state are known, nothing is told twice.
    app = await appWith(receiver, sandbox.key, dataDir, uploadLink(folder, linkId));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await app.hooks.idle();
    await app.close();
    await receiver.down();
    expect([...receiver.counts().values()]).toEqual([1, 1, 1]);
  }, 90_000);

  it('tells that the service refused the key, never saying the key', async () => {
    const receiver = await TestReceiver.reserve();
    await receiver.up();
    const folder = path.join(dir, 'refused');
    await mkdir(folder);
    await copyFile(brochure, path.join(folder, 'brochure.pdf'));
    const wrong = 'not-the-subscription-key-0000';
    const app = await appWith(
      receiver,
      wrong,
      path.join(dir, 'refused-data'),
      uploadLink(folder, randomUUID()),
    );
    try {
      await waitFor(() => receiver.ofType('key.refused').length === 1, 30_000, 'key.refused');
      const refused = receiver.ofType('key.refused')[0]!;
      expect(refused.event).toMatchObject({ link: null, reason: expect.stringMatching(/refused/i) });
      expect(refused.body).not.toContain(wrong);
    } finally {
      await app.close();
      await receiver.down();
    }
  }, 60_000);

  it('tells that a job failed, and why', async () => {
    const receiver = await TestReceiver.reserve();
    await receiver.up();
    const folder = path.join(dir, 'failing');
    await mkdir(folder);
    // A job ticket that cannot be read fails its job at once, before anything is ordered.
    await writeFile(path.join(folder, 'bad.job.json'), '{"quantity": "lots"}');
    await copyFile(brochure, path.join(folder, 'bad.pdf'));
    const link = orderLink(folder, sandbox.documentTemplateIds[0]!, {
      action: 'order',
      spendLimit: usd(100_000),
    });
    const app = await appWith(receiver, sandbox.key, path.join(dir, 'failing-data'), link, true);
    try {
      await waitFor(() => receiver.ofType('job.failed').length === 1, 30_000, 'job.failed');
      expect(receiver.ofType('job.failed')[0]!.event).toMatchObject({
        link: { id: link.id, localPath: folder },
        file: { path: 'bad.pdf' },
        job: { path: 'bad.pdf', state: 'failed' },
        reason: expect.stringMatching(/field "quantity"/),
      });
    } finally {
      await app.close();
      await receiver.down();
    }
  }, 60_000);
});
