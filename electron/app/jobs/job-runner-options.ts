/** How the job runner is built (job-runner.ts): its data folder, client, links and timings, and the record keys its client gives. */
import type { Decider } from '../../shared/contract/jobs.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import { defaultMarketId, markets, type Currency, type MarketId } from '../../shared/models/markets.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { ReportSetAside } from '../../sync/share-records.js';
import type { RecordKeys } from '../../sync/shared-claims.js';
import type { FixForTemplate, PreflightForTemplate } from '../preflight/template-preflight.js';
import { serviceDays, type ServiceDays } from './batch-slots.js';
import type { RecipientDirectory } from './job-recipients.js';

export interface JobRunnerOptions {
  readonly dataDir: string;
  /** The client of the environment in use (it changes with the key and the environment). */
  readonly client: () => PrintServiceClient;
  readonly links: readonly HotFolderLink[];
  /** Where a job's saved address or distribution list is looked up. */
  readonly recipients: RecipientDirectory;
  /** Attempts of a step failing on network/server errors before the job fails (default 8). */
  readonly maxAttempts?: number;
  /** First retry delay, doubled each attempt (default 1 s, at most 60 s). */
  readonly retryBaseMs?: number;
  /** The name other workstations on a shared folder show for this one (default the host name). */
  readonly workstationName?: string;
  /** A job claim not renewed this long belongs to a workstation that died (default 60 s). */
  readonly claimLeaseMs?: number;
  /** How often jobs run by other workstations are looked at (default 2 s). */
  readonly followMs?: number;
  /** A finished job's claim not written for this long (file-server clock) is compacted (default a day). */
  readonly compactAfterMs?: number;
  /** The clock of days and decisions (tests cross midnight with it); default Date.now. */
  readonly now?: () => number;
  /** Who decides at this workstation (default the OS user and host). */
  readonly decider?: () => Omit<Decider, 'at'>;
  /** The currency of the service's market (default the default market's). */
  readonly currency?: () => Currency;
  /** The service's market: whose calendar need-by dates and batch times are on (default the default market). */
  readonly market?: () => MarketId;
  /** The preflight gate before a job's document (`app.preflight.preflightForTemplate`); absent: none. */
  readonly preflight?: PreflightForTemplate;
  /** The gate's fixes on a copy (`app.preflight.fixForTemplate`); absent: files are never fixed. */
  readonly fix?: FixForTemplate;
  /** A record on a share that failed its check was set aside: Activity, the log, a notification (the engine's). */
  readonly reportSetAside?: ReportSetAside;
}

/** The account's key for a link's records, from the client in use (it changes with the key). */
export function recordKeysOf(options: Pick<JobRunnerOptions, 'client'>): RecordKeys {
  return (scope) => options.client().recordKey(scope);
}

/**
 * How often other workstations' jobs are looked at, how old a finished claim is compacted (the
 * defaults applied), and the service's days by which old batch slot records are compacted.
 */
export function followingTimings(options: JobRunnerOptions): {
  intervalMs: number;
  compactAfterMs: number;
  days: ServiceDays;
} {
  return {
    intervalMs: options.followMs ?? 2000,
    compactAfterMs: options.compactAfterMs ?? 86_400_000,
    days: serviceDays(
      () => options.market?.() ?? defaultMarketId,
      () => nowOf(options),
    ),
  };
}

/** The currency of the service's market, in which budgets and the order record are kept: the default applied. */
export function currencyOf(options: Pick<JobRunnerOptions, 'currency'>): Currency {
  return options.currency?.() ?? markets[defaultMarketId].currency;
}

/** The clock of days and decisions: the default applied. */
export function nowOf(options: Pick<JobRunnerOptions, 'now'>): number {
  return options.now?.() ?? Date.now();
}
