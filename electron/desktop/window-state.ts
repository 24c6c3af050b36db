/**
 * Remembers the main window's size, position and maximized state between sessions. The bounds are
 * captured when the user finishes moving or resizing and when the window closes, and kept where the
 * caller says (the core keeps them in the settings file's `window` field).
 */
import type { BrowserWindow } from 'electron';
import { WindowBounds } from '../shared/settings/schema.js';

export interface WindowBoundsStore {
  load(): Promise<WindowBounds | undefined>;
  save(bounds: WindowBounds): Promise<void>;
}

type TrackedWindow = Pick<
  BrowserWindow,
  'on' | 'isMaximized' | 'isMinimized' | 'isFullScreen' | 'getNormalBounds' | 'getBounds' | 'isDestroyed'
>;

/** The bounds to remember: the normal (restored) ones while maximized, so un-maximizing works. */
export function captureBounds(window: TrackedWindow): WindowBounds | null {
  if (window.isDestroyed() || window.isMinimized()) return null;
  const maximized = window.isMaximized() || window.isFullScreen();
  const { x, y, width, height } = maximized ? window.getNormalBounds() : window.getBounds();
  const parsed = WindowBounds.safeParse({
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
    maximized,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Saves the bounds whenever they settle; saving failures are logged, never thrown at the window.
 * Returns a function that saves them now (before the core closes on quit).
 */
export function trackWindowBounds(
  window: TrackedWindow,
  store: WindowBoundsStore,
  log: (message: string) => void = console.warn,
): () => Promise<void> {
  let last = '';
  const save = (): Promise<void> => {
    const bounds = captureBounds(window);
    if (!bounds) return Promise.resolve();
    const key = JSON.stringify(bounds);
    if (key === last) return Promise.resolve();
    last = key;
    return store
      .save(bounds)
      .catch((error: unknown) => log(`Could not remember the window's bounds: ${String(error)}`));
  };
  // 'resized' and 'moved' fire once a drag ends (macOS, Windows); 'close' covers Linux.
  for (const event of ['resized', 'moved', 'maximize', 'unmaximize', 'close'] as const) {
    window.on(event as 'close', () => void save());
  }
  return save;
}
