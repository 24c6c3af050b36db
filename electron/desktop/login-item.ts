/**
 * Launch at login, from the "launchAtLogin" sync preference. macOS and Windows have it built in
 * (app.setLoginItemSettings); on Linux it is an XDG autostart entry that we write or remove.
 * Started at login, PrintDesk opens hidden in the tray (`--hidden`) and syncs in the background.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const hiddenFlag = '--hidden';

export interface LoginItemHost {
  platform: NodeJS.Platform;
  /** The installed executable (the AppImage itself when run from one); null when not installed. */
  executable: string | null;
  setLoginItemSettings(settings: { openAtLogin: boolean; args?: string[] }): void;
  env: NodeJS.ProcessEnv;
}

/** Where the XDG autostart entry lives. */
export function autostartPath(env: NodeJS.ProcessEnv): string {
  const config = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(config, 'autostart', 'printdesk.desktop');
}

/** Quotes one argument of a desktop entry's Exec key (freedesktop Desktop Entry spec). */
function execArgument(value: string): string {
  return /[\s"'\\`$]/.test(value) ? `"${value.replace(/(["`$\\])/g, '\\$1')}"` : value;
}

export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=PrintDesk',
    'Comment=Sync hot folders to your print library',
    `Exec=${execArgument(executable)} ${hiddenFlag}`,
    'Icon=printdesk',
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/**
 * Applies the preference. Resolves to null when done, or to a sentence saying why it cannot be
 * done here (the caller shows or logs it).
 */
export async function applyLaunchAtLogin(host: LoginItemHost, enabled: boolean): Promise<string | null> {
  if (host.platform === 'darwin' || host.platform === 'win32') {
    host.setLoginItemSettings({ openAtLogin: enabled, args: enabled ? [hiddenFlag] : [] });
    return null;
  }
  const path = autostartPath(host.env);
  if (!enabled) {
    await rm(path, { force: true });
    return null;
  }
  if (!host.executable)
    return 'Launch at login works only in the installed app (not when run from a checkout).';
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, autostartEntry(host.executable));
  return null;
}
