/**
 * The main window's construction options: the secure web preferences (electron-vite's defaults,
 * Electron's security checklist) and the bounds restored from the last session, kept on screen.
 */
import type { BrowserWindowConstructorOptions, Rectangle, WebPreferences } from 'electron';
import { WindowBounds } from '../shared/settings/schema.js';

export const defaultWindowSize = { width: 1200, height: 800 } as const;
const minimumSize = { width: 800, height: 560 } as const;

/** Everything a page could use to reach Node or Electron is off; only the bundled preload runs. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
  };
}

/** How much of a window must lie on a display for it to count as visible (the title bar, roughly). */
const visibleMargin = 64;

function overlaps(bounds: Rectangle, area: Rectangle): boolean {
  const width = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
  const height = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
  return width >= visibleMargin && height >= Math.min(visibleMargin, bounds.height);
}

export interface RestoredBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

/**
 * The bounds to open with: the saved ones when they are valid, with the position dropped (the OS
 * centres the window) when no display shows it any more, e.g. a monitor that was unplugged.
 */
export function restoreBounds(saved: unknown, workAreas: readonly Rectangle[]): RestoredBounds {
  const parsed = WindowBounds.safeParse(saved);
  if (!parsed.success) return { ...defaultWindowSize, maximized: false };
  const { x, y, width, height, maximized } = parsed.data;
  const largest = workAreas.reduce<Rectangle | null>(
    (a, b) => (!a || b.width * b.height > a.width * a.height ? b : a),
    null,
  );
  const size = largest
    ? { width: Math.min(width, largest.width), height: Math.min(height, largest.height) }
    : { width, height };
  if (x === undefined || y === undefined) return { ...size, maximized };
  const onScreen = workAreas.some((area) => overlaps({ x, y, ...size }, area));
  return onScreen ? { x, y, ...size, maximized } : { ...size, maximized };
}

export interface MainWindowOptions {
  preloadPath: string;
  /** The window icon (Linux and Windows; macOS takes the app bundle's). */
  iconPath?: string;
  bounds: RestoredBounds;
}

export function mainWindowOptions({
  preloadPath,
  iconPath,
  bounds,
}: MainWindowOptions): BrowserWindowConstructorOptions {
  return {
    title: 'PrintDesk',
    ...(bounds.x !== undefined && bounds.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    width: bounds.width,
    height: bounds.height,
    minWidth: minimumSize.width,
    minHeight: minimumSize.height,
    // Shown on 'ready-to-show', so the user never sees an empty white frame.
    show: false,
    backgroundColor: '#ffffff',
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(preloadPath),
  };
}
