/**
 * The bandwidth bench's shaped link, between a client side (curl, PrintDesk) and a server side (the
 * sandbox, behind the counting relay, shaping-relay.ts):
 *
 * - `netns`: two network namespaces joined by a veth pair, each end shaped by `tc tbf` to the link
 *   rate (the upload and the download direction), with addresses from 198.18.0.0/15, the block set
 *   aside for benchmarks (RFC 2544); nothing leaves the two namespaces. The delay is `tc netem`'s
 *   where the kernel has it, else the relay's. Needs root and iproute2.
 * - `proxy`: no namespaces; the relay shapes the rate and adds the delay itself, on loopback.
 *
 * Either way both clients (curl and PrintDesk) go through the same link to the same sandbox.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { buildMainProcess, root } from './cli.js';

const run = promisify(execFile);

export type LinkKind = 'netns' | 'proxy';

export interface LinkSpec {
  /** Bytes per second, each direction. */
  rate: number;
  /** Round trip added, milliseconds (half each way). */
  rttMs: number;
  sandboxDir: string;
}

export interface ShapedLink {
  kind: LinkKind;
  /** How the round trip is added: netem, or the relay. */
  latency: 'netem' | 'relay';
  /** The sandbox as the client side reaches it (through the link). */
  url: string;
  key: string;
  /** A command as run on the client side (inside its namespace). */
  clientCommand(command: string, args: string[]): [string, string[]];
  /** Bytes the relay has delivered to the sandbox so far, and when (monotonic ms of the relay). */
  delivered(): Promise<{ delivered: number; at: number }>;
  close(): Promise<void>;
}

/** Whether this machine lets us make namespaces and shape them (root, iproute2, tbf). */
export async function netnsAvailable(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return 'not root';
  const probe = `pdbw-probe-${process.pid}`;
  try {
    await run('ip', ['netns', 'add', probe]);
  } catch (error) {
    return `ip netns add failed (${(error as Error).message.split('\n')[0]})`;
  }
  try {
    await run('ip', [
      'netns',
      'exec',
      probe,
      'tc',
      'qdisc',
      'add',
      'dev',
      'lo',
      'root',
      'tbf',
      'rate',
      '1mbit',
      'burst',
      '32kb',
      'latency',
      '50ms',
    ]);
    return undefined;
  } catch (error) {
    return `tc tbf failed (${(error as Error).message.split('\n')[0]})`;
  } finally {
    await run('ip', ['netns', 'del', probe]).catch(() => {});
  }
}

export async function openLink(kind: LinkKind, spec: LinkSpec): Promise<ShapedLink> {
  await buildMainProcess();
  const names = { client: `pdbw-c-${process.pid}`, server: `pdbw-s-${process.pid}` };
  const address = { client: '198.18.0.1', server: '198.18.0.2' };
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    let latency: ShapedLink['latency'] = 'relay';
    if (kind === 'netns') latency = await makeNamespaces(names, address, spec, cleanups);
    const onServer = (command: string, args: string[]): [string, string[]] =>
      kind === 'netns' ? ['ip', ['netns', 'exec', names.server, command, ...args]] : [command, args];
    const sandbox = await startLine<{ url: string; key: string }>(
      onServer(process.execPath, [
        path.join(root, 'bin/printdesk.js'),
        'sandbox',
        '--port',
        '0',
        '--data-dir',
        spec.sandboxDir,
        '--json',
      ]),
      cleanups,
    );
    const sandboxPort = new URL(sandbox.line.url).port;
    const relayDelay = latency === 'relay' ? spec.rttMs / 2 : 0;
    const relay = await startLine<{ port: number }>(
      onServer(process.execPath, [
        '--import',
        'tsx',
        path.join(root, 'bench/support/shaping-relay.ts'),
        '--listen',
        kind === 'netns' ? address.server : '127.0.0.1',
        '--target',
        `127.0.0.1:${sandboxPort}`,
        '--rate',
        String(kind === 'netns' ? 0 : spec.rate),
        '--delay-ms',
        String(relayDelay),
      ]),
      cleanups,
      true,
    );
    const answers = createInterface({ input: relay.child.stdout! })[Symbol.asyncIterator]();
    return {
      kind,
      latency,
      url: `http://${kind === 'netns' ? address.server : '127.0.0.1'}:${relay.line.port}`,
      key: sandbox.line.key,
      clientCommand: (command, args) =>
        kind === 'netns' ? ['ip', ['netns', 'exec', names.client, command, ...args]] : [command, args],
      async delivered() {
        relay.child.stdin!.write('count\n');
        const { value } = await answers.next();
        return JSON.parse(value as string) as { delivered: number; at: number };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Two namespaces and a shaped veth pair between them; returns how the delay is added. */
async function makeNamespaces(
  names: { client: string; server: string },
  address: { client: string; server: string },
  spec: LinkSpec,
  cleanups: (() => Promise<unknown>)[],
): Promise<'netem' | 'relay'> {
  const ends = { client: `pdbwc${process.pid}`.slice(0, 15), server: `pdbws${process.pid}`.slice(0, 15) };
  for (const side of ['client', 'server'] as const) {
    await run('ip', ['netns', 'add', names[side]]);
    cleanups.push(() => run('ip', ['netns', 'del', names[side]]));
  }
  await run('ip', [
    'link',
    'add',
    ends.client,
    'netns',
    names.client,
    'type',
    'veth',
    'peer',
    'name',
    ends.server,
    'netns',
    names.server,
  ]);
  const mbit = `${Math.round((spec.rate * 8) / 1e6)}mbit`;
  let latency: 'netem' | 'relay' = 'netem';
  for (const side of ['client', 'server'] as const) {
    const ns = (...args: string[]) => run('ip', ['netns', 'exec', names[side], ...args]);
    await ns('ip', 'addr', 'add', `${address[side]}/30`, 'dev', ends[side]);
    await ns('ip', 'link', 'set', ends[side], 'up');
    await ns('ip', 'link', 'set', 'lo', 'up');
    // The rate on each end's way out (tbf, with its queue a little over the bandwidth-delay product).
    await ns(
      'tc',
      'qdisc',
      'add',
      'dev',
      ends[side],
      'root',
      'handle',
      '1:',
      'tbf',
      'rate',
      mbit,
      'burst',
      '64kb',
      'latency',
      '60ms',
    );
    // Half the round trip on each end, where the kernel has netem.
    const delayed = await ns(
      'tc',
      'qdisc',
      'add',
      'dev',
      ends[side],
      'parent',
      '1:1',
      'handle',
      '10:',
      'netem',
      'delay',
      `${spec.rttMs / 2}ms`,
    ).then(
      () => true,
      () => false,
    );
    if (!delayed) latency = 'relay';
  }
  if (latency === 'relay') {
    // No netem on one end: the relay adds the whole delay, so none may stay on the other end.
    for (const side of ['client', 'server'] as const) {
      await run('ip', [
        'netns',
        'exec',
        names[side],
        'tc',
        'qdisc',
        'del',
        'dev',
        ends[side],
        'parent',
        '1:1',
        'handle',
        '10:',
      ]).catch(() => {});
    }
  }
  return latency;
}

/** Starts a process and waits for its first stdout line (JSON); it is stopped at cleanup. */
async function startLine<T>(
  [command, args]: [string, string[]],
  cleanups: (() => Promise<unknown>)[],
  keepStdin = false,
): Promise<{ child: ChildProcess; line: T }> {
  const child = spawn(command, args, {
    cwd: root,
    stdio: [keepStdin ? 'pipe' : 'ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    (async () => {
      for await (const line of lines) if (line.trim().startsWith('{')) return line;
      throw new Error(`${path.basename(args.at(-1) ?? command)} closed its output before it was ready`);
    })(),
    exited.then(([code]) => {
      throw new Error(
        `${command} ${args.slice(0, 4).join(' ')} exited (${String(code)}) before it was ready`,
      );
    }),
  ]);
  lines.close();
  if (!keepStdin) child.stdout!.resume();
  return { child, line: JSON.parse(first) as T };
}
