/**
 * A job run's step context (step-context.ts), from the runner's parts: the job's link and its record
 * scope, the client and recipients, the journal and the claim's fences, the preflight gate, and the
 * order side (the daily budget's ledger, the order record, the budget key and the order's fingerprint).
 */
import { defaultMarketId } from '../../shared/models/markets.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { ClaimSubject } from '../../sync/shared-claims.js';
import { recordScope } from '../../sync/share-seal.js';
import { sharedKeyOf } from './job-adoption.js';
import type { JobFiles } from './job-files.js';
import type { LostOrders } from './lost-orders.js';
import { resolveRecipients } from './job-recipients.js';
import { currencyOf, nowOf, recordKeysOf, type JobRunnerOptions } from './job-runner-options.js';
import type { OrderRecord } from './order-record.js';
import { orderFingerprint } from './order-fingerprint.js';
import { preflightSide } from './preflight-step.js';
import type { SpendLedger } from './spend-ledger.js';
import type { StepContext, StepFences } from './step-context.js';

export interface ContextParts {
  readonly options: JobRunnerOptions;
  readonly link: HotFolderLink | undefined;
  /** The version's claim subject on a shared folder (its budget key is the same on every workstation). */
  readonly subject: ClaimSubject | undefined;
  readonly signal: AbortSignal;
  readonly fences: StepFences;
  readonly update: StepContext['update'];
  /** Setting a held job's file aside, keeping a fixed job's original. */
  readonly files: Pick<JobFiles, 'setAside' | 'keepOriginal'>;
  ledger(link: HotFolderLink): Promise<SpendLedger>;
  readonly record: OrderRecord;
  readonly workstation: string;
  readonly lost: LostOrders;
}

export function stepContextFor(parts: ContextParts): StepContext {
  const { options, link, signal, subject } = parts;
  return {
    signal,
    link,
    client: options.client,
    resolveRecipients: (recipient) =>
      resolveRecipients(options.client(), options.recipients, recipient, signal),
    update: parts.update,
    fences: parts.fences,
    preflight: preflightSide({ options, files: parts.files, link, signal }),
    orders: {
      ledger: () => {
        if (!link) return Promise.reject(new Error('The hot folder of this job is no longer linked.'));
        return parts.ledger(link);
      },
      record: parts.record,
      now: () => nowOf(options),
      currency: () => currencyOf(options),
      // Need-by dates are on the service's market's calendar.
      market: () => options.market?.() ?? defaultMarketId,
      workstation: parts.workstation,
      keyOf: (j) => sharedKeyOf(subject, j.id) + (j.placedAgain ? `#${j.placedAgain}` : ''),
      fingerprint: (j) => orderFingerprint(recordKeysOf(options)(recordScope(link!.remotePath)), j),
      lost: parts.lost,
    },
  };
}
