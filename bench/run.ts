/**
 * `npm run --silent bench -- <name> [flags]`: runs bench/<name>.ts. Each benchmark measures a
 * reference (curl, cp, ...) in the same run, prints readable figures, and ends stdout with one
 * JSON object of its figures.
 *
 * `npm run --silent bench -- <name> --smoke [flags]` runs it once at the tiny size it declares (its
 * `smoke` flags; flags given after `--smoke` override them): no figure then means anything, but a
 * benchmark that crashes shows. bench/smoke.test.ts runs every benchmark so.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

/** What a benchmark module exports. */
export interface Benchmark {
  run(argv: string[]): Promise<void>;
  /** The flags of a run at a tiny size (seconds, not minutes), for `--smoke`. */
  smoke: readonly string[];
}

export const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** Every benchmark: each bench/<name>.ts but this runner, lib.ts and the tests (helpers live in support/). */
export function benchmarkNames(): string[] {
  return readdirSync(benchDir)
    .filter((f) => f.endsWith('.ts') && !['run.ts', 'lib.ts'].includes(f) && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** The arguments a benchmark runs with: its smoke flags first when `--smoke` is among them. */
export function benchArguments(bench: Pick<Benchmark, 'smoke'>, args: readonly string[]): string[] {
  if (!args.includes('--smoke')) return [...args];
  if (!Array.isArray(bench.smoke))
    throw new Error('this benchmark declares no tiny size: export `smoke`, its flags for a run of seconds');
  return [...bench.smoke, ...args.filter((a) => a !== '--smoke')];
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const available = benchmarkNames();
  const [name, ...args] = process.argv.slice(2);
  if (!name || !available.includes(name)) {
    console.error(
      `Usage: npm run --silent bench -- <name> [--smoke] [flags]\nBenchmarks: ${available.join(', ')}`,
    );
    process.exit(2);
  }
  const bench = (await import(pathToFileURL(path.join(benchDir, `${name}.ts`)).href)) as Benchmark;
  await bench.run(benchArguments(bench, args));
}
