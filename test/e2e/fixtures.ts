/**
 * End-to-end fixtures: a fresh headless host per spec file (its own data folder, so its own
 * embedded sandbox and settings), a page opened on it once the app says it is ready, and an
 * optional standalone sandbox for specs that switch to a custom print service.
 */
/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its destructuring pattern: {} is "none". */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const cli = join(root, 'electron/cli/main.ts');
/** Starting the core compiles the TypeScript tree on the fly: generous on a loaded 2-core machine. */
const startTimeoutMs = 120_000;

interface Running {
  child: ChildProcess;
  firstLine: Record<string, unknown>;
  dataDir: string;
}

/** Runs `printdesk <args> --json` and resolves with its first stdout line, parsed. */
async function startCli(args: string[], dataDir: string): Promise<Running> {
  const child = spawn(tsx, [cli, ...args, '--json'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const lines = createInterface({ input: child.stdout! });
  const firstLine = await new Promise<Record<string, unknown>>((resolveLine, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`printdesk ${args[0]} printed nothing within ${startTimeoutMs / 1000} s.\n${stderr}`),
        ),
      startTimeoutMs,
    );
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolveLine(JSON.parse(line) as Record<string, unknown>);
      } catch {
        reject(new Error(`printdesk ${args[0]}: the first line is not JSON: ${line}\n${stderr}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`printdesk ${args[0]} exited with ${code} before it was ready.\n${stderr}`));
    });
  });
  // Keep draining stdout so the child never blocks on a full pipe.
  lines.on('line', () => undefined);
  return { child, firstLine, dataDir };
}

/** Stops a child started above (its whole process group: tsx runs node under it) and waits for it. */
async function stop(running: Running): Promise<void> {
  const { child } = running;
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    const killer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    await groupGone(child.pid);
  }
  // Retried: a process of the group that outlived the wait may still be closing a file in there.
  await rm(running.dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

/**
 * tsx's exit does not mean its node child is done writing into the data folder: wait (a few
 * seconds at most; killed children stay zombies until PID 1 reaps them) until no process of the
 * group is left.
 */
async function groupGone(pgid: number): Promise<void> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Host {
  /** The page URL with its token: `http://127.0.0.1:PORT/?token=…`. */
  url: string;
  origin: string;
  token: string;
  dataDir: string;
}

export interface StandaloneSandbox {
  url: string;
  key: string;
  orderFriendlyIds: string[];
  documentTemplateIds: string[];
}

/** One host per spec file: started on first use, stopped when the worker moves to another file. */
const hosts = new Map<string, Running>();
const sandboxes = new Map<string, Running>();

/** The host or sandbox of a spec file (or of one test: `key`), started once and reused. */
async function forFile(
  cache: Map<string, Running>,
  file: string,
  start: () => Promise<Running>,
): Promise<Running> {
  const existing = cache.get(file);
  if (existing) return existing;
  for (const [otherFile, running] of cache) {
    cache.delete(otherFile);
    await stop(running);
  }
  const running = await start();
  cache.set(file, running);
  return running;
}

export const test = base.extend<
  {
    host: Host;
    app: Page;
    sandbox: StandaloneSandbox;
    sandboxMarket: 'us' | 'uk' | 'de';
    hostMarket: 'us' | 'uk' | 'de';
    firstRun: boolean;
  },
  { cleanup: void }
>({
  /** The market the standalone sandbox emulates (`test.use({ sandboxMarket: 'uk' })`). */
  sandboxMarket: ['us', { option: true }],
  /**
   * The market the host's saved environment is in when it starts (`test.use({ hostMarket: 'de' })`):
   * its practice service runs there, and a custom service connected to later keeps it.
   */
  hostMarket: ['us', { option: true }],
  /**
   * false (the default): the host starts as after a first run, its welcome already closed, so specs
   * that do not care about it are not held up. `test.use({ firstRun: true })`: every test gets a
   * host of its own on a fresh data folder, welcome included (a first run happens once per folder).
   */
  firstRun: [false, { option: true }],

  cleanup: [
    async ({}, use) => {
      await use();
      for (const cache of [hosts, sandboxes]) for (const running of cache.values()) await stop(running);
    },
    { scope: 'worker', auto: true },
  ],

  host: async ({ firstRun, hostMarket }, use, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + startTimeoutMs);
    const running = await forFile(hosts, firstRun ? testInfo.testId : testInfo.file, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'printdesk-e2e-'));
      const settings = {
        ...(firstRun ? {} : { welcomeDismissed: true }),
        ...(hostMarket === 'us' ? {} : { environment: { kind: 'embedded', market: hostMarket } }),
      };
      if (Object.keys(settings).length > 0)
        await writeFile(join(dataDir, 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
      return startCli(['serve', '--port', '0', '--data-dir', dataDir], dataDir);
    });
    const url = String(running.firstLine.url);
    const parsed = new URL(url);
    await use({
      url,
      origin: parsed.origin,
      token: parsed.searchParams.get('token') ?? '',
      dataDir: running.dataDir,
    });
  },

  sandbox: async ({ sandboxMarket }, use, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + startTimeoutMs);
    const running = await forFile(sandboxes, testInfo.file, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'printdesk-e2e-sandbox-'));
      await mkdir(dataDir, { recursive: true });
      return startCli(['sandbox', '--port', '0', '--data-dir', dataDir, '--market', sandboxMarket], dataDir);
    });
    const line = running.firstLine as unknown as StandaloneSandbox;
    await use({
      url: line.url,
      key: line.key,
      orderFriendlyIds: line.orderFriendlyIds ?? [],
      documentTemplateIds: line.documentTemplateIds ?? [],
    });
  },

  app: async ({ page, host }, use) => {
    await page.goto(host.url);
    await page.locator('[data-app-state="ready"]').waitFor({ timeout: 60_000 });
    await use(page);
  },
});

export { expect };

/** The shell every view shares: the main navigation, header and status bar, found by role and name. */
export class Shell {
  readonly nav: Locator;
  readonly header: Locator;
  readonly statusBar: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.header = page.getByRole('banner');
    this.statusBar = page.getByRole('contentinfo', { name: 'Status' });
  }

  /** Opens a view by its nav entry and waits for its heading. */
  async open(view: 'Library' | 'Hot folders' | 'Documents' | 'Quotes' | 'Orders' | 'Account'): Promise<void> {
    await this.nav.getByRole('link', { name: new RegExp(`^${view}`) }).click();
    await this.page.getByRole('heading', { level: 1, name: view }).waitFor();
  }

  /** Opens Documents, picks the template its name matches and creates a document: its editor. */
  async createDocument(template: RegExp): Promise<Locator> {
    await this.open('Documents');
    await this.page
      .getByRole('radiogroup', { name: 'Templates' })
      .getByRole('radio', { name: template })
      .check();
    await this.page.getByRole('button', { name: 'Create document' }).click();
    return this.page.getByRole('form', { name: 'Document' });
  }

  /** Saves a screenshot of the window under test-results/screenshots/<view>.png (README material). */
  async screenshot(view: string): Promise<void> {
    await this.page.screenshot({ path: join(root, 'test-results/screenshots', `${view}.png`) });
  }
}
