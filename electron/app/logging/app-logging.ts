/**
 * The app's log (electron/log/) wired to the application layer: every file transition of the hot
 * folders, every job step, every order placed or shipped, and every error the app reports go to
 * the rotating log in the data folder, in the desktop app, the headless host and `printdesk sync`
 * alike. The secrets in use (the keys, the proxy password) are registered with the log as they are
 * read or set, so no line ever holds one; the diagnostics bundle scrubs them again.
 */
import type { JobRunner } from '../jobs/job-runner.js';
import { openAppLog, type AppLog } from '../../log/app-log.js';
import { readActivityHistory } from '../../log/activity-reader.js';
import type { FileActivity } from '../../log/log-events.js';
import type { RecentOrders } from '../orders/recent-orders.js';
import type { SecretStore } from '../../secrets/secret-store.js';
import type { SyncEngine } from '../../sync/engine.js';

export type { AppLog } from '../../log/app-log.js';

type HostLog = (message: string, error?: unknown) => void;

export interface AppLogging {
  readonly appLog: AppLog;
  /** The host's log (its console), then the file: an error with its causes, a warning as info. */
  readonly log: HostLog;
  /** The activity history of earlier runs, newest first, read back from the log. */
  readonly history: readonly FileActivity[];
  /** A secret now in use (a key, the proxy password): kept out of every line from now on. */
  remember(secret: string | null | undefined): void;
  /** The secrets registered so far, for the diagnostics bundle's scrub. */
  secrets(): string[];
}

/** Opens the log under `dataDir` and reads the activity history back from it. */
export async function openAppLogging(
  dataDir: string,
  hostLog: HostLog,
  secrets: readonly string[],
): Promise<AppLogging> {
  const known = new Set<string>();
  const appLog = await openAppLog({ dataDir, warn: (message) => hostLog(`[log] ${message}`) });
  const remember = (secret: string | null | undefined): void => {
    if (!secret || known.has(secret)) return;
    known.add(secret);
    appLog.addSecret(secret);
  };
  for (const secret of secrets) remember(secret);
  const history = await readActivityHistory(dataDir).catch((error: unknown) => {
    hostLog('[log] the activity history could not be read back from the log', error);
    return [];
  });
  return {
    appLog,
    history,
    remember,
    secrets: () => [...known],
    log(message, error) {
      hostLog(message, error);
      if (error === undefined) appLog.info(message);
      else appLog.error(message, error);
    },
  };
}

/** A store whose every secret read or written is registered with the log first. */
export function rememberingSecrets(
  store: SecretStore,
  remember: (secret: string | null) => void,
): SecretStore {
  return {
    kind: store.kind,
    label: store.label,
    persistent: store.persistent,
    ...(store.notice ? { notice: store.notice } : {}),
    async get(account) {
      const secret = await store.get(account);
      remember(secret);
      return secret;
    },
    async set(account, secret) {
      remember(secret);
      await store.set(account, secret);
    },
    delete: (account) => store.delete(account),
  };
}

/** Writes the engine's file transitions and folder problems, and the jobs' steps; returns the unsubscribe. */
export function logHotFolders(
  appLog: AppLog,
  sync: SyncEngine,
  jobs: Pick<JobRunner, 'on'> | null,
): () => void {
  const stops = [
    sync.on('file', ({ record }) => {
      if (record) appLog.file(withoutSeq(record));
    }),
    sync.on('folder', ({ record }) => appLog.file(withoutSeq(record))),
    sync.on('notice', (notice) =>
      appLog.info(notice.message, { notice: notice.kind, linkId: notice.linkId }),
    ),
    sync.on('fatal', (error) => appLog.error('sync.journal', error)),
  ];
  if (jobs) {
    stops.push(
      jobs.on('job', ({ job, step }) =>
        appLog.job({
          jobId: job.id,
          fileKey: job.fileKey,
          relPath: job.relPath,
          step,
          state: job.state,
          ...(job.error && job.state === 'failed' ? { message: job.error } : {}),
        }),
      ),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/** The recent orders, each order placed from PrintDesk (by hand or by a job) logged with its total. */
export function loggedRecentOrders(recentOrders: RecentOrders, appLog: AppLog): RecentOrders {
  return {
    list: () => recentOrders.list(),
    async add(order) {
      await recentOrders.add(order);
      if (order.source === 'placed') {
        appLog.order({
          action: 'placed',
          orderFriendlyId: order.friendlyId,
          details: { total: order.total, submitted: order.submitted },
        });
      }
    },
  };
}

function withoutSeq<T extends { seq: number }>({ seq: _seq, ...rest }: T): Omit<T, 'seq'> {
  return rest;
}
