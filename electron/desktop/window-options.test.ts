import { describe, expect, it } from 'vitest';
import {
  defaultWindowSize,
  mainWindowOptions,
  restoreBounds,
  secureWebPreferences,
} from './window-options.js';

const screen = { x: 0, y: 0, width: 1920, height: 1050 };

describe('secureWebPreferences', () => {
  it('isolates the page: context isolation, sandbox, no Node, web security on, only our preload', () => {
    const prefs = secureWebPreferences('/app/dist/preload/preload.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/dist/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });
});

describe('mainWindowOptions', () => {
  it('uses the secure preferences and stays hidden until the first paint', () => {
    const options = mainWindowOptions({
      preloadPath: '/p.cjs',
      iconPath: '/icon.png',
      bounds: { x: 10, y: 20, width: 1000, height: 700, maximized: false },
    });
    expect(options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700, show: false, icon: '/icon.png' });
    expect(options.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
  });

  it('leaves the position to the OS when none is known', () => {
    const options = mainWindowOptions({
      preloadPath: '/p.cjs',
      bounds: { width: 900, height: 600, maximized: false },
    });
    expect(options).not.toHaveProperty('x');
    expect(options).not.toHaveProperty('y');
  });
});

describe('restoreBounds', () => {
  it('opens at the default size the first time', () => {
    expect(restoreBounds(undefined, [screen])).toEqual({ ...defaultWindowSize, maximized: false });
  });

  it('restores saved bounds that are on a display', () => {
    const saved = { x: 100, y: 80, width: 1000, height: 700, maximized: true };
    expect(restoreBounds(saved, [screen])).toEqual(saved);
  });

  it('drops a position no display shows any more (an unplugged monitor)', () => {
    const saved = { x: 2500, y: 100, width: 1000, height: 700, maximized: false };
    expect(restoreBounds(saved, [screen])).toEqual({ width: 1000, height: 700, maximized: false });
  });

  it('keeps a position on a second display', () => {
    const saved = { x: 2500, y: 100, width: 1000, height: 700, maximized: false };
    expect(restoreBounds(saved, [screen, { x: 1920, y: 0, width: 1920, height: 1080 }])).toEqual(saved);
  });

  it('shrinks a window larger than the largest display', () => {
    const saved = { width: 5000, height: 3000, maximized: false };
    expect(restoreBounds(saved, [screen])).toEqual({ width: 1920, height: 1050, maximized: false });
  });

  it('ignores saved bounds that are not valid', () => {
    expect(restoreBounds({ width: 'wide', height: 10 }, [screen])).toEqual({
      ...defaultWindowSize,
      maximized: false,
    });
  });
});
