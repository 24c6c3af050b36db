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

/**
 * The embedded sandbox's data folder of a market (its id: us, uk, de): `sandbox` for the US (the one folder there was
 * before markets, so its library and orders stay), `sandbox-uk` and `sandbox-de` for the others.
 */
export function defaultSandboxDir(dataDir: string = defaultDataDir(), market = 'us'): string {
  return path.join(dataDir, market === 'us' ? 'sandbox' : `sandbox-${market}`);
}
