import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { applicationMenuTemplate } from './app-menu.js';

const actions = (paused = false) => ({ openWindow: vi.fn(), togglePause: vi.fn(), syncPaused: () => paused });
const roles = (template: MenuItemConstructorOptions[]) => template.map((item) => item.role ?? item.label);

describe('applicationMenuTemplate', () => {
  it('has the usual menus, with the app menu on macOS only', () => {
    expect(roles(applicationMenuTemplate('linux', actions()))).toEqual([
      'fileMenu',
      'editMenu',
      'viewMenu',
      'Sync',
      'windowMenu',
      'help',
    ]);
    expect(roles(applicationMenuTemplate('darwin', actions()))[0]).toBe('appMenu');
  });

  it("puts the tray's actions in a Sync menu, naming what a click will do", () => {
    const a = actions(true);
    const sync = applicationMenuTemplate('win32', a).find((item) => item.label === 'Sync')!;
    const items = sync.submenu as MenuItemConstructorOptions[];
    expect(items.map((i) => i.label)).toEqual(['Resume Syncing', 'Show PrintDesk']);
    (items[0]!.click as () => void)();
    (items[1]!.click as () => void)();
    expect(a.togglePause).toHaveBeenCalledOnce();
    expect(a.openWindow).toHaveBeenCalledOnce();
    const running = applicationMenuTemplate('win32', actions(false)).find((item) => item.label === 'Sync')!;
    expect((running.submenu as MenuItemConstructorOptions[])[0]!.label).toBe('Pause Syncing');
  });
});
