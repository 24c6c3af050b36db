/**
 * The set-up that most integration tests of a file share: one sandbox, a client of it and a scratch
 * folder, made before the file's first test and removed after its last (`KEEP=1` keeps the folder,
 * to look at what a failing test left).
 *
 *   const rig = sandboxForFile('printdesk-sync-jobs-');
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
  /** The file's scratch folder. */
  readonly dir: string;
}

export function sandboxForFile(
  prefix: string,
  options: Parameters<typeof startTestSandbox>[0] = {},
): SandboxForFile {
  let made: SandboxForFile | undefined;
  beforeAll(async () => {
    const sandbox = await startTestSandbox(options);
    made = {
      sandbox,
      client: createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key }),
      dir: await mkdtemp(path.join(os.tmpdir(), prefix)),
    };
  });
  afterAll(async () => {
    await made?.client.close();
    await made?.sandbox.close();
    if (made && process.env.KEEP !== '1') await rm(made.dir, { recursive: true, force: true });
  });
  const ready = (): SandboxForFile => {
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
      return ready().dir;
    },
  };
}
