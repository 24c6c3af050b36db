/**
 * Hot folders as the sync engine has them: the links with their state and counts, and the
 * activity list: one row per file, in its latest state, newest first. A snapshot on load (the
 * engine's history, folded by file), then `sync.links` and `sync.file` events; events older than
 * the last one seen are dropped, and a gap in the link to the core (a reconnect) takes a fresh snapshot.
 */
import type { Output } from '../../electron/shared/contract/channels.js';
import type {
  ActivityEntry,
  ActivityQuery,
  FileState,
  LinkStatus,
  NewLink,
  Preflight,
} from '../../electron/shared/contract/sync.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import { getApi, onConnectionChange } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

export const activityPageSize = 100;

export interface ActivityFilter {
  /** Every state when empty. */
  states: FileState[];
  /** Every link when null. */
  linkId: string | null;
  /** Part of the file's path, any case; every file when empty. */
  text: string;
}

/** The file whose preflight is shown, and what it says once read. */
export interface PreflightState {
  fileKey: string;
  /** The file's absolute local path ('' while a held file's place is being asked for). */
  path: string;
  preflight: Preflight | null;
  /** A file a job holds in Failed/: the job, and the report written beside the file (null: none). */
  held?: { jobId: string; report: string | null };
}

/** `activity` is the first page of the history (the list shows skeleton rows), `more` each next page. */
type Action =
  | 'links'
  | 'activity'
  | 'more'
  | 'addLink'
  | 'editLink'
  | `removeLink:${string}`
  | `pause:${string}`
  | 'retryFile'
  | 'retryAll'
  | 'export'
  | 'preflight';

interface HotFoldersState extends ActionTracking<Action> {
  links: LinkStatus[] | null;
  /** One row per file (by fileKey), newest first. */
  activity: ActivityEntry[];
  /** History records matching the filter, and how many of them are folded into `activity`. */
  activityTotal: number;
  recordsLoaded: number;
  /** Whether the activity's first page has answered (or failed) since the filter last changed. */
  activityLoaded: boolean;
  filter: ActivityFilter;
  /** The last event sequence number applied: older or repeated events are ignored. */
  lastSeq: number;
  /** Bumped on every activity query so a late answer to an older one is dropped. */
  activityGeneration: number;
  preflight: PreflightState | null;

  load(): Promise<void>;
  loadLinks(): Promise<void>;
  loadActivity(): Promise<void>;
  loadMoreActivity(): Promise<void>;
  /** Subscribes to the engine's events; returns the unsubscribe. */
  subscribe(): () => void;
  applyLinks(links: LinkStatus[], seq: number): void;
  applyFile(entry: ActivityEntry, seq: number): void;
  setFilter(changes: Partial<ActivityFilter>): void;
  addLink(link: NewLink): Promise<IpcError | null>;
  editLink(id: string, changes: Partial<NewLink>): Promise<IpcError | null>;
  removeLink(id: string): Promise<IpcError | null>;
  setPaused(linkId: string, paused: boolean): Promise<IpcError | null>;
  /** Retries one failed file, or every failed file when no key is given. */
  retry(fileKey?: string): Promise<IpcError | null>;
  /** The activity as CSV, filtered as shown; null when it could not be had (errors.export says why). */
  exportCsv(): Promise<Output<'sync.exportCsv'> | null>;
  /** `path` is the file's absolute local path. */
  showPreflight(file: Pick<PreflightState, 'fileKey' | 'path' | 'held'> | null): Promise<void>;
  /**
   * The file a job holds in Failed/ (its preflight's errors, or a failure): its report, then its
   * findings and the pictures of their pages (the main process grants its path to the window).
   */
  showHeld(job: { id: string; fileKey: string }): Promise<void>;
}

export function activityQuery(filter: ActivityFilter, page: number): ActivityQuery {
  const query: ActivityQuery = { page, pageSize: activityPageSize };
  if (filter.linkId) query.linkId = filter.linkId;
  if (filter.states.length > 0) query.states = filter.states;
  const text = filter.text.trim();
  if (text) query.text = text;
  return query;
}

export function matchesFilter(entry: ActivityEntry, filter: ActivityFilter): boolean {
  if (filter.linkId && entry.linkId !== filter.linkId) return false;
  const text = filter.text.trim().toLowerCase();
  if (text && !entry.path.toLowerCase().includes(text)) return false;
  return filter.states.length === 0 || filter.states.includes(entry.state);
}

function newestFirst(a: ActivityEntry, b: ActivityEntry): number {
  return a.at < b.at ? 1 : a.at > b.at ? -1 : 0;
}

/** Folds history records (newest first) into one row per file, its latest record winning. */
export function foldByFile(
  rows: readonly ActivityEntry[],
  records: readonly ActivityEntry[],
): ActivityEntry[] {
  const byFile = new Map(rows.map((row) => [row.fileKey, row]));
  for (const record of records) {
    const known = byFile.get(record.fileKey);
    if (!known || record.at > known.at) byFile.set(record.fileKey, record);
  }
  return [...byFile.values()].sort(newestFirst);
}

export const useHotFolders = createStore<HotFoldersState>((set, get) => {
  const run = actionRunner<Action>(set);

  /** Whether the activity query of `generation` is still the last one (a page of an older one is dropped). */
  const queryIsCurrent = (generation: number) => () => get().activityGeneration === generation;

  return {
    links: null,
    activity: [],
    activityTotal: 0,
    recordsLoaded: 0,
    activityLoaded: false,
    filter: { states: [], linkId: null, text: '' },
    lastSeq: 0,
    activityGeneration: 0,
    preflight: null,
    busy: {},
    errors: {},

    async load() {
      await Promise.all([get().loadLinks(), get().loadActivity()]);
    },

    async loadLinks() {
      await run('links', async () => {
        const { links } = await getApi()['sync.links']({});
        set({ links });
      });
    },

    async loadActivity() {
      const generation = get().activityGeneration + 1;
      // A page still loading for the last query is of no use to this one, nor its failure.
      set((state) => ({
        activityGeneration: generation,
        activityLoaded: false,
        busy: { ...state.busy, more: false },
        errors: { ...state.errors, more: undefined },
      }));
      const ok = await run(
        'activity',
        async (current) => {
          const { entries, total } = await getApi()['sync.activity'](activityQuery(get().filter, 1));
          if (!current()) return;
          set({
            activity: foldByFile([], entries),
            activityTotal: total,
            recordsLoaded: entries.length,
            activityLoaded: true,
          });
        },
        queryIsCurrent(generation),
      );
      if (!ok && queryIsCurrent(generation)())
        set({ activity: [], activityTotal: 0, recordsLoaded: 0, activityLoaded: true });
    },

    async loadMoreActivity() {
      const { recordsLoaded, activityTotal, busy, activityLoaded, activityGeneration: generation } = get();
      if (busy.more || !activityLoaded || recordsLoaded >= activityTotal) return;
      const page = Math.floor(recordsLoaded / activityPageSize) + 1;
      await run(
        'more',
        async (current) => {
          const { entries, total } = await getApi()['sync.activity'](activityQuery(get().filter, page));
          if (!current()) return;
          const loaded = recordsLoaded + entries.length;
          set({
            activity: foldByFile(get().activity, entries),
            // An empty page means the bounded history shrank under us: stop asking for more.
            activityTotal: entries.length === 0 ? loaded : total,
            recordsLoaded: loaded,
          });
        },
        queryIsCurrent(generation),
      );
    },

    subscribe() {
      const api = getApi();
      const offLinks = api.on('sync.links', ({ links }, seq) => get().applyLinks(links, seq));
      const offFile = api.on('sync.file', (entry, seq) => get().applyFile(entry, seq));
      const offConnection = onConnectionChange((state, gap) => {
        if (state === 'open' && gap) void get().load();
      });
      return () => {
        offLinks();
        offFile();
        offConnection();
      };
    },

    applyLinks(links, seq) {
      if (seq <= get().lastSeq) return;
      set({ links, lastSeq: seq });
    },

    applyFile(entry, seq) {
      if (seq <= get().lastSeq) return;
      const { activity, filter } = get();
      const others = activity.filter((known) => known.fileKey !== entry.fileKey);
      // The file's row takes its new state; a file whose new state is filtered out leaves the list.
      set({
        lastSeq: seq,
        activity: matchesFilter(entry, filter) ? [entry, ...others].sort(newestFirst) : others,
      });
    },

    setFilter(changes) {
      set({ filter: { ...get().filter, ...changes } });
      void get().loadActivity();
    },

    addLink(link) {
      return run.failure('addLink', async () => {
        await getApi()['sync.addLink'](link);
        await get().loadLinks();
      });
    },

    editLink(id, changes) {
      return run.failure('editLink', async () => {
        await getApi()['sync.editLink']({ id, changes });
        await get().loadLinks();
      });
    },

    removeLink(id) {
      return run.failure(`removeLink:${id}`, async () => {
        await getApi()['sync.removeLink']({ id });
        set({ links: (get().links ?? []).filter((status) => status.link.id !== id) });
        if (get().filter.linkId === id) get().setFilter({ linkId: null });
      });
    },

    setPaused(linkId, paused) {
      return run.failure(`pause:${linkId}`, async () => {
        await getApi()[paused ? 'sync.pause' : 'sync.resume']({ linkId });
        await get().loadLinks();
      });
    },

    retry(fileKey) {
      return run.failure(fileKey ? 'retryFile' : 'retryAll', async () => {
        await getApi()['sync.retry'](fileKey ? { fileKey } : {});
        await get().loadActivity();
      });
    },

    async exportCsv() {
      let exported: Output<'sync.exportCsv'> | null = null;
      await run('export', async () => {
        exported = await getApi()['sync.exportCsv'](activityQuery(get().filter, 1));
      });
      return exported;
    },

    async showPreflight(file) {
      if (!file) {
        set((state) => ({ preflight: null, errors: { ...state.errors, preflight: undefined } }));
        return;
      }
      if (file.held) return get().showHeld({ id: file.held.jobId, fileKey: file.fileKey });
      const { fileKey, path } = file;
      set({ preflight: { fileKey, path, preflight: null } });
      await run(
        'preflight',
        async (current) => {
          const preflight = await getApi()['sync.preflight']({ path });
          if (current()) set({ preflight: { fileKey, path, preflight } });
        },
        () => get().preflight?.fileKey === fileKey,
      );
    },

    async showHeld({ id, fileKey }) {
      set({ preflight: { fileKey, path: '', preflight: null, held: { jobId: id, report: null } } });
      const shown = () => get().preflight?.held?.jobId === id;
      await run(
        'preflight',
        async (current) => {
          const api = getApi();
          const { path, report } = await api['jobs.heldFile']({ id });
          if (!current()) return;
          set({ preflight: { fileKey, path, preflight: null, held: { jobId: id, report } } });
          const preflight = await api['sync.preflight']({ path, withPagePictures: true });
          if (current()) set({ preflight: { fileKey, path, preflight, held: { jobId: id, report } } });
        },
        shown,
      );
    },
  };
});

/** The absolute local path of a hot-folder file (activity paths are relative to the linked folder). */
export function localPathOf(localFolder: string, relativePath: string): string {
  const separator = localFolder.includes('\\') && !localFolder.includes('/') ? '\\' : '/';
  const folder = localFolder.replace(/[\\/]+$/, '');
  return `${folder}${separator}${relativePath.split('/').join(separator)}`;
}

/** A link's jobs that wait for a person, and those whose file waits in Failed/ (`jobCountsByLink`). */
export type LinkJobCounts = ReadonlyMap<string, { waiting: number; held: number }>;

/**
 * Totals over every link, for the view's header: files waiting to upload and jobs waiting for a
 * person are both waiting; failed uploads and files a job holds in Failed/ are both failed.
 */
export function linkTotals(links: readonly LinkStatus[] | null, jobs: LinkJobCounts = new Map()) {
  const totals = { uploaded: 0, waiting: 0, failed: 0 };
  for (const status of links ?? []) {
    const job = jobs.get(status.link.id);
    totals.uploaded += status.counts.uploaded;
    totals.waiting += status.counts.queued + status.counts.uploading + (job?.waiting ?? 0);
    totals.failed += status.counts.failed + (job?.held ?? 0);
  }
  return totals;
}
