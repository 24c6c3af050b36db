/**
 * Where PrintDesk keeps its data when nobody says otherwise: the same folder Electron's
 * `app.getPath('userData')` gives for the product name "PrintDesk", computed without Electron so
 * the command line and the headless host agree with the desktop app.
 */
import { homedir } from 'node:os';
import path from 'node:path';

/** The app data folder: `$XDG_CONFIG_HOME/PrintDesk` or `~/.config/PrintDesk` (macOS/Windows: their app-data folders). */
export function defaultDataDir(): string {
  if (process.platform === 'darwin')
    return path.join(homedir(), 'Library', 'Application Support', 'PrintDesk');
  if (process.platform === 'win32')
    return path.join(process.env.APPDATA || path.join(homedir(), 'AppData', 'Roaming'), 'PrintDesk');
  const config = process.env.XDG_CONFIG_HOME;
  return path.join(config && path.isAbsolute(config) ? config : path.join(homedir(), '.config'), 'PrintDesk');
}

/** The embedded sandbox's data folder inside the app data folder. */
export function defaultSandboxDir(dataDir: string = defaultDataDir()): string {
  return path.join(dataDir, 'sandbox');
}
