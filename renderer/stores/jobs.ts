/**
 * Hot-folder jobs (docs/hot-folder-jobs.md): one row per uploaded file version, as `jobs.list` has
 * them, then as each `jobs.changed` event moves one on. The Hot folders view shows each file's job
 * in its activity row and retries a failed one; Orders places or discards the orders waiting for
 * approval and settles the ones to check; the navigation counts them. All follow the same rows:
 * they call `follow()` while they are on screen, and the first to follow has the rows read afresh
 * (no event is heard while nobody follows). Each order folder's spending today is read with them,
 * and again when one of its jobs moves on.
 */
import type { FixPreview } from '../../electron/shared/contract/fix-preview.js';
import type { JobRow, LinkSpending } from '../../electron/shared/contract/jobs.js';
import type { ActivityEntry } from '../../electron/shared/contract/sync.js';
import { getApi, onConnectionChange } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';
import { sharedFollowing } from './shared-following.js';

/** `decide:<job id>`: placing, discarding or settling one waiting order. */
type Action = 'load' | 'retry' | 'spending' | `decide:${string}`;

interface JobsState extends ActionTracking<Action> {
  /** In the order jobs.list gave them, a row that changed since moved first. */
  jobs: JobRow[];
  /** The same rows by job id. */
  byId: ReadonlyMap<string, JobRow>;
  /** Whether jobs.list has answered (an event can bring a row before it does). */
  loaded: boolean;
  load(): Promise<void>;
  /** What each order folder spent today, by link id. */
  spending: ReadonlyMap<string, LinkSpending>;
  loadSpending(): Promise<void>;
  /** Loads the rows and follows their changes while anyone follows; returns the unfollow. */
  follow(): () => void;
  /** Rows as the core has them now: each replaces an older state of the same job. */
  apply(rows: readonly JobRow[]): void;
  retry(job: JobRow): Promise<void>;
  /**
   * Places (`approve`) or discards a held order (or one to check), or (`fix`) "Fix and go on" for a job
   * whose preflight errors a fix could clear; whether the core took the decision.
   */
  decide(job: JobRow, decision: 'approve' | 'discard' | 'fix'): Promise<boolean>;
  /** Pictures of a held job's pages `from` on, before and after every fix ("Fix and go on?"); throws its error. */
  fixPreview(jobId: string, from: number): Promise<FixPreview>;
  /** A "Check this order" job: the order number the person found for it. */
  settleOrder(job: JobRow, orderFriendlyId: string): Promise<void>;
  /** A "Check this order" job: placed again, on purpose. */
  placeAgain(job: JobRow): Promise<void>;
}

/** Waits for a person: an order to approve, or an order to check. */
export const waitsForPerson = (job: JobRow) =>
  job.state === 'awaiting-approval' || job.state === 'check-order';

/** Per hot folder, its jobs that wait for a person, and those whose file waits in Failed/ (held or failed). */
export function jobCountsByLink(
  jobs: readonly JobRow[],
): ReadonlyMap<string, { waiting: number; held: number }> {
  const counts = new Map<string, { waiting: number; held: number }>();
  for (const job of jobs) {
    const waiting = waitsForPerson(job);
    if (!waiting && !job.heldFile) continue;
    const link = counts.get(job.linkId) ?? { waiting: 0, held: 0 };
    counts.set(job.linkId, {
      waiting: link.waiting + (waiting ? 1 : 0),
      held: link.held + (job.heldFile ? 1 : 0),
    });
  }
  return counts;
}

/** How many orders wait for a person (the navigation's count). */
export const waitingCount = (state: { jobs: readonly JobRow[] }) => state.jobs.filter(waitsForPerson).length;

/** The job of the file version an activity row uploaded (`<file key>@<file id>`): a changed file gets a new one. */
export function jobIdOf(entry: ActivityEntry): string | undefined {
  return entry.state === 'uploaded' && entry.remoteFileId
    ? `${entry.fileKey}@${entry.remoteFileId}`
    : undefined;
}

/** The rows, and the same rows by id. */
const indexed = (jobs: JobRow[]) => ({ jobs, byId: new Map(jobs.map((job) => [job.id, job])) });

export const useJobs = createStore<JobsState>((set, get) => {
  const run = actionRunner<Action>(set);

  return {
    jobs: [],
    byId: new Map(),
    loaded: false,
    spending: new Map(),
    busy: {},
    errors: {},

    async load() {
      await run('load', async (current) => {
        const { jobs } = await getApi()['jobs.list']({});
        if (!current()) return;
        // An event that overtook the list keeps its newer row.
        const known = get().byId;
        set({
          ...indexed(
            jobs.map((row) => {
              const seen = known.get(row.id);
              return seen && seen.at > row.at ? seen : row;
            }),
          ),
          loaded: true,
        });
      });
    },

    async loadSpending() {
      await run('spending', async (current) => {
        const { links } = await getApi()['jobs.spending']({});
        if (current()) set({ spending: new Map(links.map((link) => [link.linkId, link])) });
      });
    },

    // Nobody followed the events until the first follower: the rows may have moved on since they were read.
    follow: sharedFollowing(() => {
      const api = getApi();
      const offChanged = api.on('jobs.changed', (row) => {
        get().apply([row]);
        if (row.action === 'order') void get().loadSpending();
      });
      const offConnection = onConnectionChange((state, gap) => {
        if (state === 'open' && gap) void get().load();
      });
      void get().load();
      void get().loadSpending();
      return () => {
        offChanged();
        offConnection();
      };
    }),

    apply(rows) {
      let { jobs } = get();
      const byId = new Map(get().byId);
      for (const row of rows) {
        const known = byId.get(row.id);
        if (known && row.at < known.at) continue;
        jobs = [row, ...jobs.filter((job) => job.id !== row.id)];
        byId.set(row.id, row);
      }
      set({ jobs, byId });
    },

    async retry(job) {
      await run('retry', async () => {
        get().apply([await getApi()['jobs.retry']({ id: job.id })]);
      });
    },

    async decide(job, decision) {
      return run(`decide:${job.id}`, async () => {
        const channel = ({ approve: 'jobs.approve', discard: 'jobs.discard', fix: 'jobs.fixAndGo' } as const)[
          decision
        ];
        get().apply([await getApi()[channel]({ id: job.id })]);
      });
    },

    fixPreview: (id, from) => getApi()['jobs.fixPreview']({ id, from }),

    async settleOrder(job, orderFriendlyId) {
      await run(`decide:${job.id}`, async () => {
        get().apply([await getApi()['jobs.settleOrder']({ id: job.id, orderFriendlyId })]);
      });
    },

    async placeAgain(job) {
      await run(`decide:${job.id}`, async () => {
        get().apply([await getApi()['jobs.placeAgain']({ id: job.id })]);
      });
    },
  };
});
