/**
 * watch-latency: from a file's last write to its upload starting, minus the stability threshold
 * (the wait that is on purpose). Each file is written in a few chunks, then left alone; files go
 * one at a time so nothing queues. Goal: <= 250 ms.
 *
 *   npm run --silent bench -- watch-latency [--files 15] [--stability-ms 1000]
 */
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPrintServiceClient } from '../electron/print-service/client.js';
import { startTestSandbox } from '../electron/sandbox/test-support/test-sandbox.js';
import { flags, report } from './lib.js';
import { hotFolderEngine } from './support/hot-folder-engine.js';
import { samplePdf as sample } from '../test/sample-pdfs.js';

const samplePdf = sample('spring-open-house-brochure.pdf');

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--files', '2', '--stability-ms', '100'];

export async function run(argv: string[]): Promise<void> {
  const opts = flags(argv, { files: 15, 'stability-ms': 1000 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-bench-latency-'));
  const sandbox = await startTestSandbox({ seed: false });
  const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  const { hot, engine, close } = await hotFolderEngine(dir, client, 'Bench/latency', {
    stabilityMs: opts['stability-ms'],
  });
  try {
    await engine.start();
    const pdf = await readFile(samplePdf);
    const latencies: number[] = [];
    for (let i = 0; i < opts.files; i++) {
      const name = `latency-${i}.pdf`;
      const started = new Promise<number>((resolve) => {
        const off = engine.on('file', (e) => {
          if (e.entry.relPath === name && e.entry.state === 'uploading') {
            off();
            resolve(Date.now());
          }
        });
      });
      const third = Math.ceil(pdf.length / 3);
      for (let c = 0; c < 3; c++) {
        await appendFile(path.join(hot, name), pdf.subarray(c * third, (c + 1) * third));
        await new Promise((r) => setTimeout(r, 50));
      }
      const lastWrite = Date.now() - 50;
      latencies.push((await started) - lastWrite - opts['stability-ms']);
      await engine.idle();
    }
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    report('watch-latency: last write -> upload start, minus the stability threshold (ms)', {
      files: opts.files,
      stability_ms: opts['stability-ms'],
      median_ms: pick(0.5),
      p90_ms: pick(0.9),
      max_ms: latencies[latencies.length - 1]!,
      goal_ms: 250,
      pass: pick(0.5) <= 250,
    });
  } finally {
    await close();
    await client.close();
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  }
}
