/**
 * The core the Electron main process and the headless host share: the application layer
 * (app/open-app.ts) with its events numbered on one bus, the hot-folder engine's and the jobs'
 * events turned into the contract's, and the IPC router bound to the handlers. Imports nothing
 * from Electron: what only Electron has (the key store that falls back on safeStorage, the
 * utilityProcess launcher, the system proxy) is passed in.
 */
import { openApp, type App, type AppOptions } from '../app/open-app.js';
import { jobRow } from '../app/jobs/job-record.js';
import type { OrderRecordReader } from '../app/jobs/order-record-reader.js';
import type { AppLog } from '../app/logging/app-logging.js';
import type { PathGrants } from '../app/path-grants/path-grants.js';
import type { Uploads } from '../app/uploads/uploads.js';
import type { IpcError } from '../shared/contract/app-errors.js';
import type { Router } from '../ipc/router.js';
import type { Settings, WindowBounds } from '../shared/settings/schema.js';
import type { SyncEngine } from '../sync/engine.js';
import { EventBus, type CoreListener } from './event-bus.js';
import { createCoreRouter } from './core-router.js';
import { forwardSyncEvents } from './sync-events.js';

export type { CoreListener } from './event-bus.js';
export type { SandboxLauncher } from '../app/connection/sandbox-process.js';

export interface CoreOptions extends Pick<
  AppOptions,
  | 'dataDir'
  | 'secretStore'
  | 'log'
  | 'sandboxLauncher'
  | 'resolveSystemProxy'
  | 'fileWork'
  | 'chooseFolder'
  | 'chooseSaveFile'
  | 'systemLanguages'
> {
  platform: 'electron' | 'headless';
  /** Sync engine timings (tests shorten them). */
  syncTiming?: { stabilityMs?: number; reconcileMs?: number };
}

export interface Core {
  router: Router;
  /** Every event of the core, with its sequence number; returns an unsubscribe. */
  on(listener: CoreListener): () => void;
  /** The sequence number of the last event sent (0 before any). */
  lastSeq(): number;
  /** The hot-folder engine (tray and menus read its status and pause/resume it). */
  sync: SyncEngine;
  uploads: Uploads;
  /** The order record a window at a time, and as CSV streamed (the headless host's download). */
  orderRecordReader: OrderRecordReader;
  /** The local files the person picked or dropped (the hosts grant them; the channels check them). */
  pathGrants: Pick<PathGrants, 'grant' | 'revoke'>;
  /** The log in the data folder: the hosts write their refusals there. */
  appLog: AppLog;
  /** Maps any error to what crosses the boundary. */
  toError(error: unknown): IpcError;
  /** The settings as they are now (e.g. window bounds at start-up). */
  settings(): Settings;
  /** Remembers the main window's size and position. */
  setWindowBounds(bounds: WindowBounds): Promise<void>;
  /** Takes the window to a route (a notification clicked): the `window.show` event. */
  show(route: string): void;
  /** Stops uploads and the engine (journal flushed), closes the client and the embedded sandbox. */
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const bus = new EventBus(log);
  const { syncTiming, ...appOptions } = options;
  const app = await openApp({ ...appOptions, log, emit: bus.emit, hotFolders: { ...syncTiming } });
  const stopForwarding = forwardEvents(app, bus);
  try {
    await app.start();
  } catch (error) {
    await close();
    throw error;
  }
  app.orderWatch.start();
  const router = createCoreRouter(app, log, (what, reason) => app.appLog.refusal({ what, reason }));

  let closing: Promise<void> | null = null;
  function close(): Promise<void> {
    closing ??= (async () => {
      stopForwarding();
      await app.close();
      bus.clear();
    })();
    return closing;
  }
  return {
    router,
    on: (listener) => bus.on(listener),
    show: (route) => bus.emit('window.show', { route }),
    lastSeq: () => bus.lastSeq(),
    sync: app.sync,
    uploads: app.uploads,
    orderRecordReader: app.jobs.orderRecordReader,
    pathGrants: app.pathGrants,
    appLog: app.appLog,
    toError: app.toError,
    settings: () => app.settingsStore.get(),
    async setWindowBounds(bounds) {
      await app.settingsStore.update((s) => ({ ...s, window: bounds }));
    },
    close,
  };
}

/** The engine's and the jobs' events, as the contract's; returns the function that stops them. */
function forwardEvents(app: App, bus: EventBus): () => void {
  const stops = [
    forwardSyncEvents(app.sync, bus.emit, () => app.settingsStore.get().links),
    app.jobs.on('job', ({ job }) => bus.emit('jobs.changed', jobRow(job))),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
