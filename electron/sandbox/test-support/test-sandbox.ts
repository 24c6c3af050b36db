/** A throw-away sandbox for tests: fresh temp data folder, free port, everything removed on close. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '../index.js';
import type { RunningSandbox, StartSandboxOptions } from '../index.js';

export interface TestSandbox extends RunningSandbox {
  /** The temp data folder (removed on close). */
  dataDir: string;
}

export async function startTestSandbox(
  opts: Omit<StartSandboxOptions, 'dataDir' | 'port'> = {},
): Promise<TestSandbox> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-sandbox-'));
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({ ...opts, dataDir, port: 0 });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...sandbox,
    dataDir,
    async close() {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
