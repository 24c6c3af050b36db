/**
 * The embedded sandbox in a process of its own, so its HTTP server, multipart parsing and pdf.js page
 * counting never share the event loop that answers the window. The process runs `printdesk sandbox
 * --json` (electron/cli/sandbox.ts): its first stdout line says where it listens and with which key.
 * How the process is made is injected: `child_process.fork` here (headless host, CLI, tests),
 * Electron's `utilityProcess` in the desktop app (electron/desktop/sandbox-process.ts).
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MarketId } from '../../shared/models/markets.js';

export interface SandboxLaunchOptions {
  /** The sandbox's data folder (its state, files and pid lock): one per market. */
  dataDir: string;
  /** The market it emulates. */
  market: MarketId;
  /** 0 picks a free port. */
  port: number;
  /** Where the process's own messages (its stderr lines) go. */
  log: (line: string) => void;
}

export interface LaunchedSandbox {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The primary user's subscription key (kept in the data folder across starts). */
  readonly key: string;
  /** Friendly ids of the seeded orders. */
  readonly orderFriendlyIds: string[];
  readonly pid: number | undefined;
  /** Stops the process and resolves once it has exited. */
  stop(): Promise<void>;
  /** Called once if the process ends without `stop()`, with how it ended (e.g. "signal SIGKILL"). */
  onExit(listener: (reason: string) => void): void;
}

export interface SandboxLauncher {
  start(options: SandboxLaunchOptions): Promise<LaunchedSandbox>;
}

/** A started process, whatever made it. */
export interface SandboxChild {
  readonly pid: number | undefined;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  /** Resolves once the process has ended and its output is read, with how it ended. */
  readonly exited: Promise<string>;
  kill(signal: 'SIGTERM' | 'SIGKILL'): void;
}

/** How long a sandbox may take to say it listens (the first start seeds its library). */
const startTimeoutMs = 60_000;
/** How long a stopping sandbox may finish its requests and flush its state before it is killed. */
const stopTimeoutMs = 5_000;

/** The module the process runs: the CLI's entry, built (.js in dist/) or, from the sources, .ts under tsx. */
export function sandboxEntry(): { path: string; fromSources: boolean } {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = new URL(`../../cli/main.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  return { path: fileURLToPath(entry), fromSources };
}

export function sandboxArgs({
  dataDir,
  market,
  port,
}: Pick<SandboxLaunchOptions, 'dataDir' | 'market' | 'port'>): string[] {
  // No --key: the data folder keeps the key, and a command line is readable by every local user.
  return ['sandbox', '--json', '--data-dir', dataDir, '--market', market, '--port', String(port)];
}

/** Plain Node: a forked child. Its IPC channel is how it notices that the core is gone (even killed). */
export const forkedSandboxLauncher: SandboxLauncher = {
  start(options) {
    const { path, fromSources } = sandboxEntry();
    const child = fork(path, sandboxArgs(options), {
      execArgv: fromSources ? ['--import', tsxLoader()] : [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const exited = new Promise<string>((resolve) => {
      child.once('error', (error) => resolve(error.message));
      child.once('close', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
    });
    return attachSandboxChild(
      {
        pid: child.pid,
        stdout: child.stdout,
        stderr: child.stderr,
        exited,
        kill: (signal) => void child.kill(signal),
      },
      options.log,
    );
  },
};

/** tsx (a development dependency) resolved from here, not from the working directory, which may be anywhere. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/** Waits for the child's first line, then watches it. Rejects (the child stopped) if it cannot start. */
export async function attachSandboxChild(
  child: SandboxChild,
  log: (line: string) => void,
): Promise<LaunchedSandbox> {
  // The last lines of stderr explain a failed start ("printdesk: …") or a crash.
  const stderr: string[] = [];
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      log(line);
      stderr.push(line);
      if (stderr.length > 5) stderr.shift();
    });
  }
  const why = (ended: string) => {
    const said = stderr.findLast((line) => line.trim() !== '')?.replace(/^printdesk:\s*/, '');
    return said ? `${said} (${ended})` : ended;
  };
  let stopping = false;
  const exitListeners: Array<(reason: string) => void> = [];
  void child.exited.then((ended) => {
    if (!stopping) for (const listener of exitListeners) listener(why(ended));
  });

  let announced: Pick<LaunchedSandbox, 'url' | 'key' | 'orderFriendlyIds'>;
  try {
    const ready = await firstLine(child, startTimeoutMs);
    if (ready === null) throw new Error(why(await child.exited));
    announced = parseReady(ready);
  } catch (error) {
    stopping = true;
    child.kill('SIGKILL');
    await child.exited;
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    ...announced,
    pid: child.pid,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        await child.exited;
        clearTimeout(timer);
      })();
      return stopped;
    },
    onExit(listener) {
      exitListeners.push(listener);
    },
  };
}

/** The first stdout line, or null if the child ended first. */
function firstLine(child: SandboxChild, timeoutMs: number): Promise<string | null> {
  const { stdout } = child;
  if (!stdout) return Promise.resolve(null);
  const lines = createInterface({ input: stdout });
  return new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`it did not answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const settle = (line: string | null) => {
      clearTimeout(timer);
      lines.close();
      // Nothing else is read from stdout, but it must keep flowing for the process to be seen closed.
      stdout.resume();
      resolve(line);
    };
    lines.once('line', settle);
    void child.exited.then(() => settle(null));
  });
}

function parseReady(line: string): Pick<LaunchedSandbox, 'url' | 'key' | 'orderFriendlyIds'> {
  const value = JSON.parse(line) as { url?: unknown; key?: unknown; orderFriendlyIds?: unknown };
  if (typeof value.url !== 'string' || typeof value.key !== 'string')
    throw new Error(`it announced itself without a URL and key: ${line.slice(0, 200)}`);
  const ids = Array.isArray(value.orderFriendlyIds) ? value.orderFriendlyIds : [];
  return { url: value.url, key: value.key, orderFriendlyIds: ids.filter((id) => typeof id === 'string') };
}
