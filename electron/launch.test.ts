import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'printdesk-launch-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const fallBackTail = '; starting the same app in your browser instead.';
const runningLine = /^PrintDesk is running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43})$/;
// Outside a D-Bus session (a plain SSH login, a container) no keychain answers: said once, before the URL.
const keychainNotice = /^PrintDesk: No keychain is available \(.+\)\. The key is kept in memory only .+$/;

// The wait for the URL says what it saw when it gives up; the test's own limit leaves it time to.
const urlLimitMs = 90_000;
const launchLimitMs = urlLimitMs + 60_000;

/** Whether this checkout has an Electron binary (then `npm start` would open the desktop app instead). */
const electronInstalled = existsSync('node_modules/electron/path.txt');

interface Launch {
  /** stdout up to and including the line after "PrintDesk is running at …", the keychain notice taken out. */
  lines: string[];
  url: string;
  stop(): Promise<number | null>;
}

/** Runs `npm start`'s launcher as npm does, until it says where the UI is and what to do with it. */
async function launch(env: NodeJS.ProcessEnv): Promise<Launch> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/launch.ts'], {
    env: { ...env, XDG_CONFIG_HOME: await mkdtemp(join(scratch, 'config-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const seen: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const said = () => `stdout:\n${seen.join('\n')}\nstderr:\n${stderr}`;
      // Generous: a cold tsx start and a failed download on a loaded machine.
      const timer = setTimeout(() => reject(new Error(`no URL after 90 s; ${said()}`)), urlLimitMs);
      createInterface({ input: child.stdout }).on('line', (line) => {
        seen.push(line);
        // The line after the URL says what to do with it: that is where the start-up talk ends.
        if (seen.length >= 2 && runningLine.test(seen[seen.length - 2] ?? '')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`launch exited (${code}) early; ${said()}`));
      });
    });
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
  const notice = seen.findIndex((line) => line.startsWith('PrintDesk: No keychain'));
  if (notice !== -1) {
    expect(seen[notice]).toMatch(keychainNotice);
    // Said up front, once: right before the URL.
    expect(notice).toBe(seen.length - 3);
  }
  const lines = seen.filter((_, index) => index !== notice);
  const url = runningLine.exec(lines[lines.length - 2] ?? '')?.[1] ?? '';
  return {
    lines,
    url,
    stop: async () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

/** The page the browser gets (from dist/renderer, or from renderer/ when run from source). */
async function expectUiServed(url: string): Promise<void> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<title>PrintDesk</title>');
}

describe('npm start', () => {
  it(
    'without a display: says in one line why Electron cannot run, serves the app headless, and stops on SIGINT',
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env };
      delete env.DISPLAY;
      delete env.WAYLAND_DISPLAY;
      const started = await launch(env);
      try {
        expect(started.lines).toEqual([
          `PrintDesk: the Electron runtime is unavailable here (no display: neither DISPLAY nor WAYLAND_DISPLAY is set)${fallBackTail}`,
          expect.stringMatching(runningLine),
          'Open that address in a browser on this computer. Press Ctrl+C to stop.',
        ]);
        await expectUiServed(started.url);
      } finally {
        expect(await started.stop()).toBe(0);
      }
    },
    launchLimitMs,
  );

  it.skipIf(electronInstalled)(
    "with a display but Electron's download host dead: says it is fetching, that the download failed, serves the app and opens the browser",
    async () => {
      // A browser opener that only writes down what it was asked to open: no real browser starts.
      const bin = await mkdtemp(join(scratch, 'bin-'));
      const opened = join(bin, 'opened');
      await writeFile(join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > "${opened}"\n`, { mode: 0o755 });
      const cache = join(scratch, 'electron-cache');
      await mkdir(cache, { recursive: true });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PATH: bin,
        DISPLAY: ':99',
        // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        // An empty cache, so an Electron zip fetched earlier on this machine cannot be used instead.
        electron_config_cache: cache,
      };
      delete env.WAYLAND_DISPLAY;
      delete env.npm_config_electron_mirror;
      delete env.NPM_CONFIG_ELECTRON_MIRROR;
      const started = await launch(env);
      try {
        expect(started.lines).toEqual([
          expect.stringMatching(
            /^PrintDesk: fetching the Electron runtime \(Electron \d+\.\d+\.\d+ from 127\.0\.0\.1:9, up to a minute\)\.$/,
          ),
          expect.stringMatching(
            new RegExp(
              `^PrintDesk: the Electron runtime is unavailable here \\(its binary is not installed and its download failed: .+\\)${fallBackTail.replaceAll('.', '\\.')}$`,
            ),
          ),
          expect.stringMatching(runningLine),
          'Opening it in your browser. Press Ctrl+C to stop.',
        ]);
        await expectUiServed(started.url);
        let asked = '';
        for (let waited = 0; waited < 30_000 && !asked; waited += 100) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          asked = (await readFile(opened, 'utf8').catch(() => '')).trim();
        }
        expect(asked, 'the URL the browser opener was given within 30 s').toBe(started.url);
      } finally {
        expect(await started.stop()).toBe(0);
      }
    },
    launchLimitMs,
  );
});
