import { describe, expect, it, vi } from 'vitest';
import { trayMenuItems, trayPresentation } from './tray-state.js';
import { syncStatus as status } from '../../test/sync-status.js';

describe('trayPresentation', () => {
  it('shows idle and up to date with nothing to do', () => {
    expect(trayPresentation(status({ uploaded: 40 }))).toEqual({
      icon: 'idle',
      label: 'Up to date',
      canPause: true,
      canResume: false,
    });
  });

  it('shows syncing with the count of files left and the progress', () => {
    const p = trayPresentation(
      status({ state: 'syncing', queued: 9, uploading: 3, bytesTotal: 400, bytesSent: 100 }),
    );
    expect(p).toMatchObject({ icon: 'syncing', label: 'Syncing 12 files (25 %)', canPause: true });
  });

  it('never shows 100 % while still syncing', () => {
    const p = trayPresentation(status({ state: 'syncing', uploading: 1, bytesTotal: 10, bytesSent: 10 }));
    expect(p.label).toBe('Syncing 1 file (99 %)');
  });

  it('shows paused with resume offered', () => {
    expect(trayPresentation(status({ state: 'paused', queued: 2 }))).toEqual({
      icon: 'paused',
      label: 'Sync paused, 2 files waiting',
      canPause: false,
      canResume: true,
    });
  });

  it("shows an error with the engine's sentence", () => {
    const p = trayPresentation(
      status({ state: 'error', notice: 'The print service refused the key: sync paused' }),
    );
    expect(p).toMatchObject({
      icon: 'error',
      label: 'The print service refused the key: sync paused',
      canResume: true,
    });
  });

  it('shows an offline folder as an error', () => {
    expect(trayPresentation(status({ state: 'offline' })).icon).toBe('error');
  });

  it('shows an unreachable print service with the time of the next try', () => {
    const nextTryAt = new Date(2026, 10, 24, 14, 5, 9).getTime();
    expect(trayPresentation(status({ state: 'offline', queued: 3, nextTryAt }))).toMatchObject({
      icon: 'error',
      label: 'Offline — next try at 14:05:09, 3 files waiting',
      canPause: true,
    });
  });

  it('never says "Up to date" beside a failed file or a folder it cannot read', () => {
    expect(trayPresentation(status({ failed: 1 }))).toMatchObject({ icon: 'error', label: '1 file failed' });
    expect(trayPresentation(status({ failed: 2, unreadableFolders: 1 }))).toMatchObject({
      icon: 'error',
      label: '2 files failed, 1 folder cannot be read',
    });
  });
});

describe('trayMenuItems', () => {
  const actions = () => ({ openWindow: vi.fn(), pause: vi.fn(), resume: vi.fn(), quit: vi.fn() });

  it('offers open, pause and quit while syncing', () => {
    const a = actions();
    const items = trayMenuItems(trayPresentation(status({ state: 'syncing', queued: 1 })), a);
    expect(items.map((i) => ('label' in i ? i.label : '—'))).toEqual([
      'Syncing 1 file',
      '—',
      'Open PrintDesk',
      'Pause syncing',
      '—',
      'Quit PrintDesk',
    ]);
    const byLabel = (label: string) =>
      items.find((i) => 'label' in i && i.label === label) as { click(): void };
    const pauseMenu = items.find((i) => 'label' in i && i.label === 'Pause syncing') as {
      submenu: { label: string; click(): void }[];
    };
    expect(pauseMenu.submenu.map((i) => i.label)).toEqual(['For 1 hour', 'Until tomorrow', 'Until resumed']);
    for (const choice of pauseMenu.submenu) choice.click();
    byLabel('Open PrintDesk').click();
    byLabel('Quit PrintDesk').click();
    expect(a.pause.mock.calls).toEqual([
      [{ kind: 'for', minutes: 60 }],
      [{ kind: 'until-tomorrow' }],
      [{ kind: 'until-resumed' }],
    ]);
    expect(a.openWindow).toHaveBeenCalledOnce();
    expect(a.quit).toHaveBeenCalledOnce();
  });

  it('offers resume while paused', () => {
    const a = actions();
    const items = trayMenuItems(trayPresentation(status({ state: 'paused' })), a);
    const resume = items.find((i) => 'label' in i && i.label === 'Resume syncing') as { click(): void };
    resume.click();
    expect(a.resume).toHaveBeenCalledOnce();
    expect(items.some((i) => 'label' in i && i.label === 'Pause syncing')).toBe(false);
  });
});

describe('the tray menu of hot folders that are printers', () => {
  it('has a line per printer under the status: on at its address, or off with why', () => {
    const actions = { openWindow: vi.fn(), pause: vi.fn(), resume: vi.fn(), quit: vi.fn() };
    const items = trayMenuItems(trayPresentation(status({ state: 'idle' })), actions, undefined, [
      { linkId: 'a', name: 'PrintDesk Brochures', uri: 'ipp://127.0.0.1:8631/ipp/print', state: 'on' },
      {
        linkId: 'b',
        name: 'PrintDesk Cards',
        uri: 'ipp://127.0.0.1:8632/ipp/print',
        state: 'failed',
        message: 'Port 8632 is in use by another program.',
      },
    ]);
    expect(items.slice(1, 3)).toEqual([
      { label: 'Printer on: PrintDesk Brochures (ipp://127.0.0.1:8631/ipp/print)', enabled: false },
      { label: 'Printer off: PrintDesk Cards: Port 8632 is in use by another program.', enabled: false },
    ]);
  });
});
