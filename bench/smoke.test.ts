/**
 * Every benchmark once, at the tiny size it declares (`--smoke`, bench/run.ts): one that crashes, or
 * ends without its JSON line of figures, fails here instead of on the day someone measures with it
 * (a new rule at a boundary once broke one, and nothing ran it). No figure is asserted: a run of
 * seconds on a shared machine measures nothing. The list is bench/run.ts's, so a new benchmark is
 * run here as soon as it exists; one that declares no tiny size fails, saying so.
 *
 * One at a time, each in a process of its own as `npm run bench` runs it; the main process is
 * compiled once between them (bench/support/cli.ts), or not at all after `npm run build`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { benchArguments, benchDir, benchmarkNames } from './run.js';
import { buildMainProcess } from './support/cli.js';

const root = path.resolve(benchDir, '..');

async function runBench(name: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'run.ts'), name, '--smoke'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('bench/run.ts --smoke', () => {
  it('puts the tiny size first, so flags given after --smoke override it', () => {
    const bench = { smoke: ['--files', '3', '--runs', '1'] };
    expect(benchArguments(bench, ['--smoke', '--runs', '2'])).toEqual([
      '--files',
      '3',
      '--runs',
      '1',
      '--runs',
      '2',
    ]);
    expect(benchArguments(bench, ['--runs', '2'])).toEqual(['--runs', '2']);
    expect(() => benchArguments({} as typeof bench, ['--smoke'])).toThrow(/declares no tiny size/);
  });

  it('lists the benchmarks, helpers left out', () => {
    const names = benchmarkNames();
    expect(names).toContain('main-responsiveness');
    expect(names).not.toContain('lib');
    expect(names.some((name) => name.endsWith('.test'))).toBe(false);
  });
});

describe('every benchmark, once at a tiny size', () => {
  beforeAll(async () => {
    // The Library's benchmark opens the built renderer; `npm run build` has made it, except in a bare checkout.
    if (!existsSync(path.join(root, 'dist/renderer/index.html')))
      await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' });
    // Likewise the main process, here and once, rather than inside the first bench's time.
    await buildMainProcess();
  }, 300_000);

  it.each(benchmarkNames())(
    '%s runs to the end and prints its figures as a JSON line last',
    async (name) => {
      const { code, stdout, stderr } = await runBench(name);
      expect(code, `${name} failed:\n${stderr.slice(-3000)}`).toBe(0);
      const last = stdout.trimEnd().split('\n').at(-1) ?? '';
      let figures: unknown;
      expect(() => (figures = JSON.parse(last)), `${name} ended with ${last}`).not.toThrow();
      expect(typeof figures === 'object' && figures !== null && !Array.isArray(figures)).toBe(true);
      expect(Object.keys(figures as object).length).toBeGreaterThan(0);
    },
    // Most take seconds; on a loaded machine the shaped link and Chromium take longer.
    300_000,
  );
});
