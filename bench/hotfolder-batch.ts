/**
 * hotfolder-batch: N small PDFs dropped into a hot folder, time until all are uploaded, as a ratio
 * to a reference loop of `curl` uploads (same files, same concurrency, same sandbox, same run).
 * Goal: ratio <= 1.2.
 *
 *   npm run --silent bench -- hotfolder-batch [--files 1000] [--concurrency 3] [--stability-ms 300]
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPrintServiceClient } from '../electron/print-service/client.js';
import { startTestSandbox } from '../electron/sandbox/test-support/test-sandbox.js';
import { listRemoteFolder } from '../electron/sync/test-support/remote-folder.js';
import { flags, report } from './lib.js';
import { hotFolderEngine } from './support/hot-folder-engine.js';
import { samplePdf as sample } from '../test/sample-pdfs.js';

const samplePdf = sample('spring-open-house-brochure.pdf');

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--files', '3', '--stability-ms', '100'];

export async function run(argv: string[]): Promise<void> {
  const opts = flags(argv, { files: 1000, concurrency: 3, 'stability-ms': 300 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-bench-batch-'));
  const sandbox = await startTestSandbox({ seed: false });
  const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  try {
    const source = path.join(dir, 'source');
    await mkdir(source);
    const names = Array.from({ length: opts.files }, (_, i) => `job-${String(i).padStart(5, '0')}.pdf`);
    for (const name of names) await copyFile(samplePdf, path.join(source, name));

    // Reference: curl, `concurrency` uploads at a time.
    const refStart = performance.now();
    await pool(names, opts.concurrency, (name) =>
      curlUpload(sandbox.url, sandbox.key, 'Bench/curl', path.join(source, name)),
    );
    const curlMs = performance.now() - refStart;

    // PrintDesk: the same files dropped into a watched hot folder.
    const { hot, engine, close } = await hotFolderEngine(dir, client, 'Bench/hot', {
      concurrency: opts.concurrency,
      stabilityMs: opts['stability-ms'],
    });
    await engine.start();
    const done = new Promise<void>((resolve) => {
      engine.on('status', (s) => {
        if (s.uploaded >= opts.files) resolve();
      });
    });
    const dropStart = performance.now();
    await Promise.all(names.map((name) => copyFile(path.join(source, name), path.join(hot, name))));
    await done;
    const engineMs = performance.now() - dropStart;
    await close();

    const uploaded = await listRemoteFolder(client, 'Bench/hot');
    const reference = await listRemoteFolder(client, 'Bench/curl');
    if (uploaded.length !== opts.files || reference.length !== opts.files) {
      throw new Error(
        `expected ${opts.files} files in each folder, found ${uploaded.length} (engine) and ${reference.length} (curl)`,
      );
    }
    report('hotfolder-batch: drop N PDFs into a hot folder until all are uploaded, vs curl', {
      files: opts.files,
      concurrency: opts.concurrency,
      stability_ms: opts['stability-ms'],
      curl_s: curlMs / 1000,
      printdesk_s: engineMs / 1000,
      printdesk_minus_stability_s: (engineMs - opts['stability-ms']) / 1000,
      ratio: engineMs / curlMs,
      goal_ratio: 1.2,
      pass: engineMs / curlMs <= 1.2,
    });
  } finally {
    await client.close();
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function curlUpload(baseUrl: string, key: string, folder: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'curl',
      [
        '-sS',
        '-f',
        '-o',
        '/dev/null',
        // No "Expect: 100-continue" round trip: the strongest reference.
        '-H',
        'Expect:',
        '-H',
        `Ocp-Apim-Subscription-Key: ${key}`,
        '-F',
        `file=@${file};type=application/octet-stream`,
        `${baseUrl}/dir/StorageService/${encodeURI(folder)}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`curl exited ${code}: ${err.trim()}`)),
    );
  });
}

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
