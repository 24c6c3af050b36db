/**
 * Files the user sends to the library by hand (drop or picker): one entry per file with its
 * progress, as the main process reports them (`upload.changed`). In a browser the bytes first
 * travel to the headless host; until the host announces the upload, a local entry shows that leg.
 */
import type { UploadEntry } from '../../electron/shared/contract/uploads.js';
import { getApi, uploadFiles } from '../bridge/api.js';
import type { BrowserUpload } from '../bridge/api.js';
import { uploadFixedFile } from '../bridge/fixed-upload.js';
import { toIpcError } from '../components/error-text.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

interface UploadsState extends ActionTracking<'load'> {
  /** Newest first. */
  entries: UploadEntry[];
  /** Browser uploads whose bytes are still going to the host, by local id. */
  local: Record<string, BrowserUpload>;
  /** Without an answer there is nothing to show until the first event. */
  load(): Promise<void>;
  apply(entry: UploadEntry): void;
  start(files: readonly File[], folderPath: string): Promise<void>;
  /** "Fix and upload": the file fixed on a copy and the copy sent as `<name>.fixed.pdf`. */
  startFixed(file: File, folderPath: string): Promise<void>;
  cancel(id: string): Promise<void>;
  clearFinished(): void;
}

let refusedId = 1;
const finished = new Set<UploadEntry['state']>(['done', 'failed', 'cancelled']);
export const isFinished = (entry: UploadEntry) => finished.has(entry.state);
/** Sent, but the service could not read it as a print file: a failure, however it ended. */
export const isBroken = (entry: UploadEntry) => entry.state === 'done' && entry.result?.isBroken === true;

type DoneListener = (entry: UploadEntry) => void;
const doneListeners = new Set<DoneListener>();

/** Told once per upload that the service confirmed (e.g. the Library adds the new row). */
export function onUploadDone(listener: DoneListener): () => void {
  doneListeners.add(listener);
  return () => doneListeners.delete(listener);
}

function upsert(entries: UploadEntry[], entry: UploadEntry): UploadEntry[] {
  const index = entries.findIndex((existing) => existing.id === entry.id);
  if (index === -1) return [entry, ...entries];
  const next = entries.slice();
  next[index] = entry;
  return next;
}

export const useUploads = createStore<UploadsState>((set, get) => {
  const run = actionRunner<'load'>(set);
  // Files that never became an upload: each a failed entry saying why.
  const refused = (files: readonly File[], folderPath: string, error: unknown) => {
    const failure = toIpcError(error);
    const now = new Date().toISOString();
    for (const file of files)
      get().apply({
        id: `refused-${refusedId++}`,
        name: file.name,
        folderPath,
        size: file.size,
        sent: 0,
        state: 'failed',
        error: failure,
        startedAt: now,
        finishedAt: now,
      });
  };
  return {
    entries: [],
    local: {},
    busy: {},
    errors: {},

    async load() {
      await run('load', async () => {
        const { uploads } = await getApi()['uploads.list']({});
        set({ entries: uploads.slice().reverse() });
      });
    },

    apply(entry) {
      const before = get().entries.find((existing) => existing.id === entry.id);
      // The host's entry for a file we are still sending replaces our local one.
      const local = Object.values(get().local).find(
        (upload) =>
          upload.serverId === undefined &&
          upload.entry.name === entry.name &&
          upload.entry.folderPath === entry.folderPath,
      );
      if (local) {
        local.serverId = entry.id;
        set({ entries: get().entries.filter((existing) => existing.id !== local.entry.id) });
      }
      set({ entries: upsert(get().entries, entry) });
      if (entry.state === 'done' && before?.state !== 'done')
        for (const listener of doneListeners) listener(entry);
    },

    async start(files, folderPath) {
      try {
        const { started, sending } = await uploadFiles(files, folderPath, {
          onChange(upload) {
            // Once the host has announced this upload its own entry is shown instead.
            if (upload.serverId === undefined) set({ entries: upsert(get().entries, upload.entry) });
          },
          onEnd(upload, hostEntry) {
            const { [upload.entry.id]: _ended, ...rest } = get().local;
            set({ local: rest });
            if (upload.serverId === undefined) return;
            set({ entries: get().entries.filter((entry) => entry.id !== upload.entry.id) });
            if (hostEntry) get().apply(hostEntry);
          },
        });
        for (const entry of started) get().apply(entry);
        const local = { ...get().local };
        for (const upload of sending) local[upload.entry.id] = upload;
        set({ local });
      } catch (error) {
        refused(files, folderPath, error);
      }
    },

    async startFixed(file, folderPath) {
      try {
        get().apply(await uploadFixedFile(file, folderPath));
      } catch (error) {
        refused([file], folderPath, error);
      }
    },

    async cancel(id) {
      const local = Object.values(get().local).find(
        (upload) => upload.entry.id === id || upload.serverId === id,
      );
      local?.abort();
      const serverId = local ? local.serverId : id;
      if (serverId === undefined) return;
      try {
        await getApi()['uploads.cancel']({ uploadId: serverId });
      } catch {
        // Already finished: its final event tells the truth.
      }
    },

    clearFinished() {
      set({ entries: get().entries.filter((entry) => !isFinished(entry)) });
    },
  };
});

export interface UploadTotals {
  active: number;
  failed: number;
  sent: number;
  size: number;
  /** Of the active uploads' bytes; undefined when nothing is in flight or sizes are unknown. */
  fraction: number | undefined;
}

export function selectUploadTotals(state: Pick<UploadsState, 'entries'>): UploadTotals {
  let active = 0;
  let failed = 0;
  let sent = 0;
  let size = 0;
  for (const entry of state.entries) {
    if (entry.state === 'failed' || isBroken(entry)) failed++;
    if (isFinished(entry)) continue;
    active++;
    sent += entry.sent;
    size += entry.size;
  }
  return {
    active,
    failed,
    sent,
    size,
    fraction: active > 0 && size > 0 ? Math.min(0.99, sent / size) : undefined,
  };
}

export function uploadFraction(entry: UploadEntry): number | undefined {
  if (entry.state === 'done') return 1;
  if (entry.state === 'processing' || entry.size === 0) return undefined;
  return Math.min(0.99, entry.sent / entry.size);
}
