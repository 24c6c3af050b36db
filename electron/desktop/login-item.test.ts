import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLaunchAtLogin, autostartEntry, autostartPath } from './login-item.js';
import type { LoginItemHost } from './login-item.js';

describe('applyLaunchAtLogin', () => {
  let config: string;
  beforeEach(async () => {
    config = await mkdtemp(join(tmpdir(), 'printdesk-autostart-'));
  });
  afterEach(async () => {
    await rm(config, { recursive: true, force: true });
  });

  const host = (over: Partial<LoginItemHost> = {}): LoginItemHost => ({
    platform: 'linux',
    executable: '/opt/PrintDesk/printdesk',
    setLoginItemSettings: vi.fn(),
    env: { XDG_CONFIG_HOME: config },
    ...over,
  });

  it('writes an XDG autostart entry on Linux that starts hidden in the tray', async () => {
    expect(await applyLaunchAtLogin(host(), true)).toBeNull();
    const entry = await readFile(join(config, 'autostart', 'printdesk.desktop'), 'utf8');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain('Exec=/opt/PrintDesk/printdesk --hidden');
  });

  it('removes the entry when turned off, also when there was none', async () => {
    await applyLaunchAtLogin(host(), true);
    expect(await applyLaunchAtLogin(host(), false)).toBeNull();
    await expect(stat(autostartPath({ XDG_CONFIG_HOME: config }))).rejects.toThrow(/ENOENT/);
    expect(await applyLaunchAtLogin(host(), false)).toBeNull();
  });

  it('says why it cannot when run from a checkout', async () => {
    expect(await applyLaunchAtLogin(host({ executable: null }), true)).toMatch(/installed app/);
  });

  it("uses the OS's login items on macOS and Windows", async () => {
    const h = host({ platform: 'win32' });
    await applyLaunchAtLogin(h, true);
    expect(h.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true, args: ['--hidden'] });
  });

  it('quotes an executable path with spaces', () => {
    expect(autostartEntry('/home/ada/Apps/Print Desk.AppImage')).toContain(
      'Exec="/home/ada/Apps/Print Desk.AppImage" --hidden',
    );
  });
});
