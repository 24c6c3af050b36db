/**
 * `npm start`: the desktop app where an Electron runtime can be had, else the same app headless in
 * a browser (one line says why). Opens a browser only where there is a display and an opener.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir } from './platform/app-paths.js';
import { untilSignal } from './cli/serve.js';
import { startHeadless } from './headless/start.js';
import { openSecretStore } from './secrets/open.js';

/** The project folder (holding package.json), whether this runs from electron/ or from dist/electron/. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const root = projectRoot();
const preferredPort = 5183;
const require = createRequire(import.meta.url);

/** The Electron binary the `electron` package points at, if it is on disk. */
function electronBinary(): string | null {
  try {
    const packageDir = dirname(require.resolve('electron/package.json'));
    const pathFile = join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Where the `electron` package downloads from: its mirror settings (as @electron/get reads them), else GitHub. */
function electronDownloadHost(): string {
  const mirror =
    process.env.npm_config_electron_mirror ||
    process.env.NPM_CONFIG_ELECTRON_MIRROR ||
    process.env.ELECTRON_MIRROR ||
    'https://github.com/';
  return URL.canParse(mirror) ? new URL(mirror).host : mirror;
}

/** "Electron 45.4.1", or just "Electron" where the package itself is missing. */
function electronRelease(): string {
  try {
    return `Electron ${(require('electron/package.json') as { version: string }).version}`;
  } catch {
    return 'Electron';
  }
}

/** Lets the `electron` package try its download once (it fails fast offline); returns why not, or null. */
function fetchElectron(): Promise<string | null> {
  // The download can take up to a minute without a word of its own: say what is happening first.
  console.log(
    `PrintDesk: fetching the Electron runtime (${electronRelease()} from ${electronDownloadHost()}, up to a minute).`,
  );
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['-e', "require('electron')"],
      { cwd: root, timeout: 60_000 },
      (error, _stdout, stderr) => {
        if (!error) return done(electronBinary() ? null : 'the electron package reports no binary');
        // The first error line says why (e.g. "TypeError: fetch failed"); the rest is a stack.
        const cause = stderr.split('\n').find((line) => /error|failed/i.test(line) && !/^\s+at /.test(line));
        done(
          error.killed
            ? 'its download timed out'
            : `its download failed: ${(cause ?? error.message).trim().slice(0, 160)}`,
        );
      },
    );
  });
}

function hasDisplay(): boolean {
  if (process.platform !== 'linux') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** Opens the URL in the user's browser where that can work; says nothing otherwise. */
function openBrowser(url: string): void {
  if (!hasDisplay()) return;
  const opener =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}

async function runElectron(binary: string): Promise<number> {
  const child = spawn(binary, [join(root, 'dist', 'electron', 'main.js')], { stdio: 'inherit', cwd: root });
  return new Promise((done) => {
    child.on('exit', (code) => done(code ?? 0));
    child.on('error', () => done(1));
  });
}

async function runHeadless(reason: string): Promise<number> {
  console.log(
    `PrintDesk: the Electron runtime is unavailable here (${reason}); starting the same app in your browser instead.`,
  );
  const stopped = untilSignal();
  const dataDir = defaultDataDir();
  // Opened here rather than in the core so that a fall-back (no keytar, no Secret Service) is said once, up front.
  const secretStore = await openSecretStore();
  if (secretStore.notice) console.log(`PrintDesk: ${secretStore.notice}`);
  const headless = (await portIsFree(preferredPort))
    ? // Another program may take the port between the check and the listen: then any free port will do.
      await startHeadless({ dataDir, secretStore, port: preferredPort }).catch((error: { code?: string }) => {
        if (error.code !== 'EADDRINUSE') throw error;
        return startHeadless({ dataDir, secretStore, port: 0 });
      })
    : await startHeadless({ dataDir, secretStore, port: 0 });
  console.log(`PrintDesk is running at ${headless.host.url}`);
  console.log(
    hasDisplay()
      ? 'Opening it in your browser. Press Ctrl+C to stop.'
      : 'Open that address in a browser on this computer. Press Ctrl+C to stop.',
  );
  if (!headless.host.rendererBuilt)
    console.error('PrintDesk: the user interface is not built: run `npm run build`.');
  openBrowser(headless.host.url);
  await stopped;
  await headless.close();
  return 0;
}

async function main(): Promise<number> {
  if (!hasDisplay()) return runHeadless('no display: neither DISPLAY nor WAYLAND_DISPLAY is set');
  let binary = electronBinary();
  if (!binary) {
    const why = await fetchElectron();
    binary = electronBinary();
    if (!binary) return runHeadless(`its binary is not installed and ${why ?? 'could not be fetched'}`);
  }
  return runElectron(binary);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`PrintDesk: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
