/**
 * A CUPS scheduler of the test's own: `cupsd -f` with its configuration, spool, cache and logs in a
 * temporary folder, listening on a free loopback port and a socket of its own, so it collides with no
 * system CUPS and no other test. `lp`, `lpstat` and `lpadmin` reach it through `env` (CUPS_SERVER).
 * Its job state is written at once (DirtyCleanInterval 0): a scheduler killed mid-job finds the job
 * again when it starts, as one that was shut down would after its own write.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { freePort } from '../../print-service/test-support/proxies.js';

const run = promisify(execFile);

export interface PrivateCups {
  readonly dir: string;
  /** CUPS_SERVER for the client tools. */
  readonly env: NodeJS.ProcessEnv;
  /** Runs a CUPS client tool (lp, lpstat, lpadmin…) against this scheduler. */
  tool(command: string, args: readonly string[]): Promise<string>;
  /** SIGKILLs the scheduler and every filter and backend it started, as a crash of the print system would. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateCups(): Promise<PrivateCups> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-cups-'));
  // Filters and backends run as the user lp: they must be able to reach the spool inside.
  await chmod(dir, 0o755);
  for (const sub of ['etc/ppd', 'spool/tmp', 'cache', 'state', 'log'])
    await mkdir(path.join(dir, sub), { recursive: true });
  const port = await freePort();
  const socket = path.join(dir, 'cups.sock');
  await writeFile(
    path.join(dir, 'etc', 'cupsd.conf'),
    [
      `Listen 127.0.0.1:${port}`,
      `Listen ${socket}`,
      'LogLevel debug',
      'MaxLogSize 0',
      'Browsing No',
      'WebInterface No',
      'DirtyCleanInterval 0',
      '<Location />',
      '  Order allow,deny',
      '  Allow all',
      '</Location>',
      '<Policy default>',
      '  <Limit All>',
      '    Order deny,allow',
      '  </Limit>',
      '</Policy>',
      '',
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'etc', 'cups-files.conf'),
    [
      `ServerRoot ${dir}/etc`,
      `RequestRoot ${dir}/spool`,
      `CacheDir ${dir}/cache`,
      `StateDir ${dir}/state`,
      `TempDir ${dir}/spool/tmp`,
      `ErrorLog ${dir}/log/error_log`,
      `AccessLog ${dir}/log/access_log`,
      `PageLog ${dir}/log/page_log`,
      'ServerBin /usr/lib/cups',
      'DataDir /usr/share/cups',
      'SystemGroup root',
      'User lp',
      'Group lp',
      '',
    ].join('\n'),
  );
  const env = { ...process.env, CUPS_SERVER: socket };
  let child: ChildProcess | undefined;
  const tool = async (command: string, args: readonly string[]) =>
    (await run(command, [...args], { env })).stdout;
  const cups: PrivateCups = {
    dir,
    env,
    tool,
    async start() {
      child = spawn(
        'cupsd',
        ['-f', '-c', path.join(dir, 'etc', 'cupsd.conf'), '-s', path.join(dir, 'etc', 'cups-files.conf')],
        { stdio: 'ignore' },
      );
      await waitFor(
        () =>
          tool('lpstat', ['-r']).then(
            (out) => out.includes('is running'),
            () => false,
          ),
        20_000,
        'cupsd answering',
      );
    },
    async kill() {
      if (!child?.pid) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      // Its filters and backends first (children of cupsd), then cupsd, all at once with SIGKILL.
      await run('pkill', ['-KILL', '-P', String(child.pid)]).catch(() => undefined);
      child.kill('SIGKILL');
      await exited;
      child = undefined;
    },
    async stop() {
      if (!child) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      child = undefined;
    },
  };
  await cups.start();
  return cups;
}

export async function removePrivateCups(cups: PrivateCups | undefined): Promise<void> {
  if (!cups) return;
  await cups.stop();
  await rm(cups.dir, { recursive: true, force: true });
}
