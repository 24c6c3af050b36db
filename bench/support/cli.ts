/**
 * Starts the `printdesk` command line as users run it: the compiled main process (`dist/`, what
 * `bin/printdesk.js` and the packaged app load), built from the current sources first. From a
 * checkout, `tsx` would transform every module on load and keep their source maps: the sandbox's
 * heap is five times larger that way (106 MiB against 21 MiB, measured), and every garbage
 * collection it runs during a benchmark marks all of it.
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let built: Promise<void> | undefined;

function* files(dir: string, suffix: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, suffix);
    else if (entry.name.endsWith(suffix)) yield full;
  }
}

/**
 * Whether `dist/electron` was compiled after the last change to the sources and the TypeScript
 * settings (as make decides). Then it is not compiled again: the benchmarks of a smoke run, each in
 * a process of its own, compile it once between them, or not at all after `npm run build`.
 */
function builtFromCurrentSources(): boolean {
  const out = path.join(root, 'dist/electron');
  if (!existsSync(out)) return false;
  const mtime = (file: string) => statSync(file).mtimeMs;
  const settings = ['tsconfig.base.json', 'tsconfig.node.json', 'tsconfig.build.json'].map((f) =>
    path.join(root, f),
  );
  const newestSource = Math.max(...[...files(path.join(root, 'electron'), '.ts'), ...settings].map(mtime));
  const outputs = [...files(out, '.js')].map(mtime);
  return outputs.length > 0 && Math.min(...outputs) > newestSource;
}

/** Compiles the main process into `dist/` (once per benchmark run, and only when a source changed). */
export function buildMainProcess(): Promise<void> {
  if (!built && builtFromCurrentSources()) built = Promise.resolve();
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  built ??= promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root }).then(
    () => undefined,
    (error: { stdout?: string }) => {
      throw new Error(`building the main process failed:\n${error.stdout ?? String(error)}`);
    },
  );
  return built;
}

export interface RunningCli<Ready> {
  child: ChildProcess;
  /** The first line the command printed (its `--json` line), parsed. */
  ready: Ready;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

export interface CliOptions {
  /** Added to the environment the command inherits. */
  env?: NodeJS.ProcessEnv;
  /** Node's own flags for the command's process (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

/** Runs `printdesk <args>` (which must include `--json`) and waits for its first JSON line. */
export async function startCli<Ready>(args: string[], options: CliOptions = {}): Promise<RunningCli<Ready>> {
  await buildMainProcess();
  const nodeArgs = options.nodeArgs ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'bin/printdesk.js'), ...args], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const line = await Promise.race([
      (async () => {
        for await (const l of createInterface({ input: child.stdout! }))
          if (l.trim().startsWith('{')) return l;
        throw new Error(`printdesk ${args[0]} closed its output before it was ready`);
      })(),
      exited.then(([code]) => {
        throw new Error(`printdesk ${args[0]} exited (${String(code)}) before it was ready`);
      }),
    ]);
    child.stdout!.resume(); // later output is not ours to read, but a full pipe would stall the command
    return { child, ready: JSON.parse(line) as Ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
