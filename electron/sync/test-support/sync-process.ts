/** `printdesk sync` as a child process of the test, so a test can kill it like a crash. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface SyncRun {
  readonly child: ChildProcess;
  /** The exit code, or null when killed by a signal. */
  readonly exited: Promise<number | null>;
  /** Whether the process has ended. */
  ended(): boolean;
  stdout(): string;
  /** Its progress and notices. */
  stderr(): string;
  /** The last lines it printed, for a wait that timed out to say where the run stood. */
  tail(): string;
}

const repo = path.resolve(import.meta.dirname, '../../..');

/** `sync` arguments for `folder` into `remotePath`, with its own data folder and a short stability window: it runs until stopped. */
export function syncArgs(folder: string, remotePath: string, baseUrl: string, dataDir: string): string[] {
  return [folder, '--to', remotePath, '--base-url', baseUrl, '--data-dir', dataDir, '--stability-ms', '100'];
}

/** The same for one pass over the folder (`--once`). */
export function syncOnceArgs(folder: string, remotePath: string, baseUrl: string, dataDir: string): string[] {
  return [...syncArgs(folder, remotePath, baseUrl, dataDir), '--once'];
}

/** The flags that make each upload an order from `templateId` (`--action order`), its other flags after them. */
export function orderActionArgs(templateId: string, ...flags: string[]): string[] {
  return ['--action', 'order', '--template', templateId, ...flags];
}

/**
 * Root reads every file whatever its mode, so a test of an unreadable file runs the process as root
 * without the two capabilities that override file permissions (util-linux's `setpriv` drops them
 * from the bounding set): the modes of what the test creates then apply to it. Switching to
 * another user instead would also shut it out of the clone itself wherever that sits in a folder
 * only its owner may enter (`mktemp -d`, `/root`). A test that runs as another user needs nothing.
 */
function withoutPermissionOverride(): string[] {
  if (process.getuid?.() !== 0) return [];
  return ['setpriv', '--bounding-set=-dac_override,-dac_read_search'];
}

export interface SpawnOptions {
  /** Run without root's power to read any file (see withoutPermissionOverride). */
  readonly unprivileged?: boolean;
}

/** `printdesk sync <args>` in its own process, with the sandbox's key (and `env` over the test's own). */
export function spawnSync(
  args: readonly string[],
  key: string,
  env: NodeJS.ProcessEnv = {},
  options: SpawnOptions = {},
): SyncRun {
  return spawnPrintdesk('sync', args, key, env, options);
}

/** `printdesk <command> <args>` in its own process (`printdesk printer` too), with the sandbox's key. */
export function spawnPrintdesk(
  name: string,
  args: readonly string[],
  key: string,
  env: NodeJS.ProcessEnv = {},
  options: SpawnOptions = {},
): SyncRun {
  const command = [
    ...(options.unprivileged ? withoutPermissionOverride() : []),
    process.execPath,
    '--import',
    'tsx',
    'electron/cli/main.ts',
    name,
    ...args,
  ];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repo,
    env: { ...process.env, ...env, PRINTDESK_KEY: key },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let ended = false;
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return {
    child,
    exited,
    ended: () => ended,
    stdout: () => out,
    stderr: () => err,
    tail: () => `${out}\n${err}`.trim().split('\n').slice(-25).join('\n'),
  };
}

/** `printdesk <args>` in a process of its own, run to its end, as a person at a terminal runs it (LANG=C). */
export function runPrintdesk(
  args: readonly string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'electron/cli/main.ts', ...args],
      { cwd: repo, env: { ...process.env, LANG: 'C' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

/** Stops every run with SIGTERM and waits for each: those that did not exit 0, with their last lines. */
export async function stopAll(runs: ReadonlyMap<string, SyncRun>): Promise<string[]> {
  for (const run of runs.values()) run.child.kill('SIGTERM');
  const failed: string[] = [];
  for (const [name, run] of runs) {
    const code = await run.exited;
    if (code !== 0) failed.push(`${name} exited ${code}:\n${run.tail()}`);
  }
  return failed;
}
