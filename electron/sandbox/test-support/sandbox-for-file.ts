/**
 * The set-up that most integration tests of a file share: one sandbox, a client of it and, when asked
 * for, a scratch folder, made before the file's first test and removed after its last (`KEEP=1`
 * keeps the folder, to look at what a failing test left).
 *
 *   const rig = sandboxForFile({ scratch: 'printdesk-sync-jobs-' });
 *   it('…', async () => { await listRemoteFolder(rig.client, …); path.join(rig.dir, 'hot'); });
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import { startTestSandbox, type TestSandbox } from './test-sandbox.js';

export interface SandboxForFile {
  readonly sandbox: TestSandbox;
  readonly client: PrintServiceClient;
  /** The file's scratch folder (asked for with `scratch`). */
  readonly dir: string;
}

export interface SandboxForFileOptions {
  /** The scratch folder's name prefix in the temp folder; without it, the file has none. */
  readonly scratch?: string;
  readonly sandbox?: Parameters<typeof startTestSandbox>[0];
}

export function sandboxForFile(options: SandboxForFileOptions = {}): SandboxForFile {
  let made: { sandbox: TestSandbox; client: PrintServiceClient; dir?: string } | undefined;
  beforeAll(async () => {
    const sandbox = await startTestSandbox(options.sandbox);
    made = {
      sandbox,
      client: createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key }),
      ...(options.scratch ? { dir: await mkdtemp(path.join(os.tmpdir(), options.scratch)) } : {}),
    };
  });
  afterAll(async () => {
    await made?.client.close();
    await made?.sandbox.close();
    if (made?.dir && process.env.KEEP !== '1') await rm(made.dir, { recursive: true, force: true });
  });
  const ready = () => {
    if (!made) throw new Error('sandboxForFile: used outside a test (before beforeAll ran)');
    return made;
  };
  return {
    get sandbox() {
      return ready().sandbox;
    },
    get client() {
      return ready().client;
    },
    get dir() {
      const { dir } = ready();
      if (!dir) throw new Error('sandboxForFile: no scratch folder was asked for');
      return dir;
    },
  };
}
