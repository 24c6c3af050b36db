/**
 * What the preflight benchmarks (bench/preflight.ts, bench/preflight-fix.ts) share: their files from the
 * corpus and `--files`, and one timed run of the compiled `printdesk preflight --json`, where the
 * one-page sample flyer is checked first, so its JSON line marks the end of the command's start-up
 * (Node, its modules, the threads, pdf.js), and the file's time runs from that line to its own.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { hasPrintFiles, printFilesDir, printFilesManifest } from '../../test/print-files.js';
import { sampleRss } from '../lib.js';
import { root } from './cli.js';

export const tinyFile = path.join(root, 'assets', 'print-files', 'summer-sale-flyer.pdf');

export interface TimedPreflight {
  /** From the command's start to the flyer's line. */
  readonly startup: number;
  /** From the flyer's line to the file's. */
  readonly seconds: number;
  readonly peakRss: number;
}

/** `printdesk preflight --json [flags] <flyer> FILE`, timed. */
export async function timePreflight(file: string, flags: readonly string[] = []): Promise<TimedPreflight> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'bin', 'printdesk.js'), 'preflight', '--json', ...flags, tinyFile, file],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const rss = sampleRss(child.pid!, 10);
  const arrivals: number[] = [];
  let stderr = '';
  createInterface({ input: child.stdout }).on('line', () => arrivals.push(performance.now()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const peakRss = rss.stop();
  if ((code !== 0 && code !== 1) || arrivals.length !== 2)
    throw new Error(
      `printdesk preflight ${file} exited ${String(code)} after ${arrivals.length} lines: ${stderr}`,
    );
  return { startup: (arrivals[0]! - started) / 1000, seconds: (arrivals[1]! - arrivals[0]!) / 1000, peakRss };
}

/** The corpus's readable PDFs (PRINTDESK_FIXTURES; none without it) and the `--files` given, each checked to exist. */
export function corpusAndGivenFiles(files: string): { corpus: string[]; given: string[] } {
  const corpus = hasPrintFiles
    ? printFilesManifest()
        .filter((f) => !f.broken)
        .map((f) => path.join(printFilesDir, f.file))
    : [];
  const given = files ? files.split(',').filter((f) => f !== '') : [];
  for (const f of given) if (!existsSync(f)) throw new Error(`--files: ${f} does not exist`);
  return { corpus, given };
}
