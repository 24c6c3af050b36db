import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { BrowserWindow } from 'electron';
import type { WindowBounds } from '../shared/settings/schema.js';
import { captureBounds, trackWindowBounds } from './window-state.js';

function fakeWindow(state: {
  bounds: Electron.Rectangle;
  normal?: Electron.Rectangle;
  maximized?: boolean;
  minimized?: boolean;
}) {
  return Object.assign(new EventEmitter(), {
    isDestroyed: () => false,
    isMaximized: () => state.maximized ?? false,
    isMinimized: () => state.minimized ?? false,
    isFullScreen: () => false,
    getBounds: () => state.bounds,
    getNormalBounds: () => state.normal ?? state.bounds,
  });
}

describe('captureBounds', () => {
  it('takes the current bounds of a normal window', () => {
    const w = fakeWindow({ bounds: { x: 10, y: 20, width: 1000, height: 700 } });
    expect(captureBounds(w as unknown as BrowserWindow)).toEqual({
      x: 10,
      y: 20,
      width: 1000,
      height: 700,
      maximized: false,
    });
  });

  it('takes the restored bounds of a maximized window', () => {
    const w = fakeWindow({
      bounds: { x: 0, y: 0, width: 1920, height: 1050 },
      normal: { x: 50, y: 60, width: 900, height: 650 },
      maximized: true,
    });
    expect(captureBounds(w as unknown as BrowserWindow)).toEqual({
      x: 50,
      y: 60,
      width: 900,
      height: 650,
      maximized: true,
    });
  });

  it('remembers nothing of a minimized window', () => {
    const w = fakeWindow({ bounds: { x: -32000, y: -32000, width: 160, height: 28 }, minimized: true });
    expect(captureBounds(w as unknown as BrowserWindow)).toBeNull();
  });
});

describe('trackWindowBounds', () => {
  it('saves when a move or resize ends and on close, once per change', () => {
    const state = { bounds: { x: 1, y: 2, width: 800, height: 600 } };
    const w = fakeWindow(state);
    const saved: WindowBounds[] = [];
    trackWindowBounds(w as unknown as BrowserWindow, {
      load: async () => undefined,
      save: async (b) => void saved.push(b),
    });
    w.emit('moved');
    w.emit('close');
    state.bounds = { x: 1, y: 2, width: 1024, height: 768 };
    w.emit('resized');
    expect(saved.map((b) => b.width)).toEqual([800, 1024]);
  });

  it('saves on demand, and only what changed', async () => {
    const state = { bounds: { x: 1, y: 2, width: 800, height: 600 } };
    const w = fakeWindow(state);
    const saved: WindowBounds[] = [];
    const saveNow = trackWindowBounds(w as unknown as BrowserWindow, {
      load: async () => undefined,
      save: async (b) => void saved.push(b),
    });
    await saveNow();
    await saveNow();
    expect(saved).toHaveLength(1);
  });

  it('logs a failed save instead of throwing', async () => {
    const w = fakeWindow({ bounds: { x: 1, y: 2, width: 800, height: 600 } });
    const log = vi.fn();
    trackWindowBounds(
      w as unknown as BrowserWindow,
      { load: async () => undefined, save: () => Promise.reject(new Error('disk full')) },
      log,
    );
    w.emit('close');
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('disk full')));
  });
});
