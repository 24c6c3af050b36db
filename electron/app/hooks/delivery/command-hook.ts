/**
 * A command hook: the system's shell runs the command with the event's JSON on its standard input.
 * Exit 0 acknowledges the event; any other exit, or a command still running at the timeout (then
 * stopped, with everything it started), is tried again later. Its environment is PrintDesk's own
 * minus every secret: no subscription key, no password, no token reaches it.
 */
import { spawn } from 'node:child_process';
import type { HookAnswer } from '../../../shared/contract/hooks.js';

export interface CommandRun {
  readonly command: string;
  /** The event's JSON, written to its standard input. */
  readonly body: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly timeoutMs: number;
  /** The environment it starts from (default PrintDesk's own); the secrets are taken out. */
  readonly env?: NodeJS.ProcessEnv;
}

/** Names of variables that hold, or point to, a secret. */
const secretName = /KEY|SECRET|TOKEN|PASSW|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE/i;

/** `env` without any secret: PRINTDESK_KEY, PRINTDESK_KEY_FILE, passwords, tokens, proxies with credentials. */
export function withoutSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) =>
        value !== undefined && !secretName.test(name) && !(/proxy/i.test(name) && value.includes('@')),
    ),
  );
}

const stderrKept = 300;

export function runCommandHook(run: CommandRun): Promise<HookAnswer> {
  const windows = process.platform === 'win32';
  return new Promise((resolve) => {
    const child = spawn(run.command, {
      shell: true,
      // Its own process group, so a timeout stops whatever the command started too.
      detached: !windows,
      windowsHide: true,
      stdio: ['pipe', 'ignore', 'pipe'],
      env: {
        ...withoutSecrets(run.env ?? process.env),
        PRINTDESK_EVENT_ID: run.eventId,
        PRINTDESK_EVENT_TYPE: run.eventType,
      },
    });
    let stderr = '';
    let timedOut = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < stderrKept) stderr += chunk.toString();
    });
    // A command that does not read its input is fine: only its exit counts.
    child.stdin!.on('error', () => {});
    child.stdin!.end(run.body);
    const timer = setTimeout(() => {
      timedOut = true;
      stop(child.pid, windows, () => child.kill('SIGKILL'));
    }, run.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, error: error.message });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const said = stderr.trim().split('\n')[0]?.slice(0, 200);
      if (timedOut)
        resolve({ ok: false, error: `still running after ${Math.round(run.timeoutMs / 1000)} s` });
      else if (code === null) resolve({ ok: false, error: `stopped by ${signal ?? 'a signal'}` });
      else resolve({ ok: code === 0, exitCode: code, ...(code !== 0 && said ? { error: said } : {}) });
    });
  });
}

function stop(pid: number | undefined, windows: boolean, fallback: () => void): void {
  if (pid === undefined || windows) return fallback();
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    fallback();
  }
}
