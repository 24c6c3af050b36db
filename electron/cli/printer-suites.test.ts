/**
 * CUPS' own conformance suites against `printdesk printer` (every job a real hot-folder file,
 * uploaded to a sandbox): ipp-1.1.test, ipp-2.0.test and ipp-everywhere.test pass with nothing
 * failed. ipptool waits for jobs to complete, so the hot folder's uploads are part of the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../print-service/test-support/proxies.js';
import { prepareSuites, runSuite, suites } from '../printer/test-support/ipptool-suites.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { spawnPrintdesk, type SyncRun } from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';

let sandbox: TestSandbox;
let dir: string;
let printer: SyncRun;
let uri: string;
let pdf: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-ipptool-'));
  pdf = await prepareSuites(path.join(dir, 'suites'));
  const port = await freePort();
  uri = `ipp://127.0.0.1:${port}/ipp/print`;
  printer = spawnPrintdesk(
    'printer',
    [
      '--to',
      'Conformance',
      '--port',
      String(port),
      '--base-url',
      sandbox.url,
      '--data-dir',
      path.join(dir, 'data'),
    ],
    sandbox.key,
  );
  await waitFor(
    () => printer.stdout().includes(uri),
    60_000,
    'the printer listening',
    () => printer.tail(),
  );
}, 90_000);
afterAll(async () => {
  printer?.child.kill('SIGTERM');
  await printer?.exited;
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('CUPS conformance suites against printdesk printer', () => {
  for (const suite of suites) {
    it(`passes ${suite} with nothing failed`, async () => {
      const result = await runSuite(path.join(dir, 'suites'), uri, suite, pdf);
      console.log(`${suite}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
      expect(result.failed, result.output).toBe(0);
      expect(result.exitCode, result.output).toBe(0);
      expect(result.output).not.toMatch(/cannot be read/);
      expect(result.passed).toBeGreaterThan(20);
    }, 300_000);
  }
});
