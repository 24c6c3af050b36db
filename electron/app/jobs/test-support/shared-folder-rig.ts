/**
 * The set-up of the tests of workstations sharing one hot folder: a sandbox and a client for the
 * test file, a file-work pool, and for each test a fresh scratch folder (the shared folder and each
 * station's data folder go in it) whose stations are stopped after it, the sandbox's faults off.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { FileWorkPool } from '../../../file-work/pool.js';
import type { PrintServiceClient } from '../../../print-service/client.js';
import { sandboxForFile } from '../../../sandbox/test-support/sandbox-for-file.js';
import type { TestSandbox } from '../../../sandbox/test-support/test-sandbox.js';
import type { Station } from './job-rig.js';

export interface SharedFolderRig {
  readonly sandbox: TestSandbox;
  readonly client: PrintServiceClient;
  readonly fileWork: FileWorkPool;
  /** The test's scratch folder. */
  readonly dir: string;
  /** Stations started in the test: stopped after it. */
  readonly stations: Station[];
}

export function sharedFolderRig(scratch: string): SharedFolderRig {
  const service = sandboxForFile();
  const fileWork = new FileWorkPool({ size: 2 });
  const stations: Station[] = [];
  let dir: string | undefined;
  afterAll(() => fileWork.close());
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), scratch));
    service.sandbox.setFaults(null);
  });
  afterEach(async () => {
    await Promise.all(stations.splice(0).map((s) => s.stop()));
    if (dir && process.env.KEEP !== '1') await rm(dir, { recursive: true, force: true });
  });
  return {
    get sandbox() {
      return service.sandbox;
    },
    get client() {
      return service.client;
    },
    fileWork,
    get dir() {
      if (!dir) throw new Error('sharedFolderRig: the scratch folder is made for each test');
      return dir;
    },
    stations,
  };
}
