/**
 * The embedded sandbox in its own process, with real processes: the core's sandbox is a child, a
 * killed child is restarted on the same data (and port), close() leaves no process behind, and a
 * parent that dies takes its sandbox with it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from './create-core.js';
import type { Core } from './create-core.js';
import type { EventPayload, Input, Output, RequestChannel } from '../shared/contract/channels.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { EmbeddedSandbox } from '../app/connection/embedded-sandbox.js';
import { forkedSandboxLauncher } from '../app/connection/sandbox-process.js';
import type { SandboxLauncher } from '../app/connection/sandbox-process.js';

let core: Core;
let dataDir: string;
/** While set, the next sandbox start waits for it: a test takes the old port first, whatever the machine's speed. */
let startGate: Promise<void> | null = null;
const gatedLauncher: SandboxLauncher = {
  async start(options) {
    await startGate;
    return forkedSandboxLauncher.start(options);
  },
};

async function call<C extends RequestChannel>(channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await core.router.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.value as Output<C>;
}

/** The process holding the sandbox data folder's lock: the sandbox itself. */
async function sandboxPid(dir = join(dataDir, 'sandbox')): Promise<number> {
  return Number((await readFile(join(dir, 'sandbox.lock'), 'utf8')).trim());
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What the core logged, shown when a wait times out: a restart that hangs says where. */
const coreLog: string[] = [];

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out; the core logged:\n${coreLog.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-embedded-'));
  core = await createCore({
    dataDir,
    platform: 'headless',
    secretStore: memorySecretStore(),
    sandboxLauncher: gatedLauncher,
    log: (message, error) => {
      coreLog.push(`${new Date().toISOString()} ${message}${error === undefined ? '' : ` ${String(error)}`}`);
    },
  });
});

afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded sandbox', () => {
  it('runs in a process of its own', async () => {
    await call('library.tree', {});
    const pid = await sandboxPid();
    expect(pid).not.toBe(process.pid);
    expect(isAlive(pid)).toBe(true);
  });

  it('is restarted on the same data and port when it is killed, and says so once', async () => {
    const root = await call('library.tree', {});
    const created = await call('library.createFolder', { parentId: root.id, name: 'Survives a crash' });
    const { baseUrl } = await call('account.status', {});
    const notices: Array<EventPayload<'notice'>> = [];
    const off = core.on((...[event, payload]) => {
      if (event === 'notice') notices.push(payload as EventPayload<'notice'>);
    });
    try {
      const killed = await sandboxPid();
      process.kill(killed, 'SIGKILL');
      await waitUntil(() => notices.length > 0);
      expect(notices).toEqual([
        {
          level: 'warning',
          code: 'sandbox',
          message: expect.stringMatching(
            /^The embedded sandbox stopped unexpectedly \(.*SIGKILL.*\); restarted\.$/,
          ),
        },
      ]);
      const restarted = await sandboxPid();
      expect(restarted).not.toBe(killed);
      expect(isAlive(killed)).toBe(false);
      const tree = await call('library.tree', {});
      expect(tree.subFolders.map((f) => f.id)).toContain(created.id);
      const status = await call('account.status', {});
      expect(status).toMatchObject({ baseUrl, connected: true, keyStorage: { kind: 'embedded' } });
    } finally {
      off();
    }
  });

  it('moves to a free port when its own was taken meanwhile, and the client follows', async () => {
    const before = (await call('account.status', {})).baseUrl;
    const port = Number(new URL(before).port);
    const notices: string[] = [];
    const off = core.on((...[event, payload]) => {
      if (event === 'notice') notices.push((payload as EventPayload<'notice'>).message);
    });
    const squatter = createServer();
    let openGate = (): void => {};
    startGate = new Promise((resolve) => (openGate = resolve));
    try {
      process.kill(await sandboxPid(), 'SIGKILL');
      // The restart waits at the gate until another program holds the old port.
      await waitUntil(
        () =>
          new Promise<boolean>((resolve) => {
            squatter.once('error', () => resolve(false));
            squatter.listen(port, '127.0.0.1', () => resolve(true));
          }),
      );
      openGate();
      await waitUntil(() => notices.length > 0);
      expect(notices).toEqual([expect.stringContaining('restarted')]);
      const status = await call('account.status', {});
      expect(status.baseUrl).not.toBe(before);
      expect(status.connected).toBe(true);
      expect((await call('library.tree', {})).subFolders.map((f) => f.name)).toContain('Survives a crash');
    } finally {
      openGate();
      startGate = null;
      off();
      squatter.close();
    }
  });

  it('is stopped by close(), which leaves no process behind', async () => {
    const pid = await sandboxPid();
    await core.close();
    expect(isAlive(pid)).toBe(false);
    await expect(readFile(join(dataDir, 'sandbox', 'sandbox.lock'))).rejects.toThrow(/ENOENT/);
  });

  it('does not outlive a process that dies without closing it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'printdesk-orphan-'));
    try {
      // A parent that starts a sandbox, prints its pid and is then killed outright.
      const launcher = new URL('../app/connection/sandbox-process.ts', import.meta.url).href;
      const script = `import(${JSON.stringify(launcher)}).then(async ({ forkedSandboxLauncher }) => {
        const sandbox = await forkedSandboxLauncher.start({ dataDir: ${JSON.stringify(dir)}, market: 'us', port: 0, log: console.error });
        console.log(sandbox.pid);
      });`;
      const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const [line] = (await once(createInterface({ input: parent.stdout }), 'line')) as [string];
      const child = Number(line);
      expect(isAlive(child)).toBe(true);
      parent.kill('SIGKILL');
      await waitUntil(() => !isAlive(child), 15_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a sandbox that keeps dying', () => {
  it('is restarted later and later, then given up with one message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'printdesk-dying-'));
    const restarts: number[] = [];
    const lost: string[] = [];
    const sandbox = await EmbeddedSandbox.start({
      launcher: forkedSandboxLauncher,
      dataDir: dir,
      market: 'us',
      log: () => {},
      onRestarted: () => restarts.push(Date.now()),
      onLost: (_sandbox, message) => lost.push(message),
    });
    try {
      const killedAt: number[] = [];
      for (let death = 1; death <= 3; death++) {
        killedAt.push(Date.now());
        process.kill(await sandboxPid(dir), 'SIGKILL');
        await waitUntil(() => restarts.length === death);
      }
      // Waits of 0, 1 and 5 seconds before the restarts.
      expect(restarts[1]! - killedAt[1]!).toBeGreaterThanOrEqual(1_000);
      expect(restarts[2]! - killedAt[2]!).toBeGreaterThanOrEqual(5_000);
      const last = await sandboxPid(dir);
      process.kill(last, 'SIGKILL');
      await waitUntil(() => lost.length > 0);
      expect(lost).toEqual([expect.stringMatching(/^The embedded sandbox keeps stopping \(.*SIGKILL.*\)/)]);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(restarts).toHaveLength(3);
      expect(isAlive(last)).toBe(false);
    } finally {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
