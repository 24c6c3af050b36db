/**
 * What a job's steps work with: the service, the journal (local and, on a shared folder, the job's
 * claim), the fences that keep a step that costs from being sent twice, and the order side (the
 * daily budget's ledger, the order record, who decides). The runner builds one per run.
 */
import type { PrintServiceClient } from '../../print-service/client.js';
import type { Currency, MarketId } from '../../shared/models/markets.js';
import type { HotFolderLink, JobRecipient } from '../../shared/settings/schema.js';
import type { FixChoice, TemplateFix, TemplatePreflight } from '../preflight/template-preflight.js';
import type { SentStep } from './job-claims.js';
import type { JobRecord } from './job-record.js';
import type { JobAddress } from './job-recipients.js';
import type { LostOrders } from './lost-orders.js';
import type { OrderRecord } from './order-record.js';
import type { SpendLedger } from './spend-ledger.js';

/** What a `job` event says happened; the desktop turns quoted / ordered / approval into notifications. */
export type JobStep =
  | 'created'
  /** The preflight fixed its file on a copy, and the job goes on with it. */
  | 'fixed'
  | 'document'
  | 'quoted'
  | 'ordered'
  | 'approval'
  | 'check-order'
  | 'failed'
  | 'discarded'
  | 'retry'
  /** Another workstation moved the job on (a shared hot folder). */
  | 'followed';

/** A `job` event: the job as it is now, and what happened to it. */
export interface JobEvent {
  readonly job: JobRecord;
  readonly step: JobStep;
}

/** A job that cannot go on as it is, whatever is tried again: it fails with this reason, not retried. */
export class JobRefusal extends Error {}

/** The job's claim no longer ours: another workstation took it over. The run stops; the job is followed. */
export class LostClaim extends Error {
  constructor() {
    super('Another workstation took this job over.');
  }
}

/**
 * "Sent" markers of a job's costly steps. `fence` is false when the step may have been sent before
 * (by this workstation or another); on a folder that takes no claims the local journal alone says so.
 */
export interface StepFences {
  /** Our claim is still ours and fresh enough to send (else a LostClaim is thrown). */
  mayAct(): Promise<void>;
  fence(step: SentStep): Promise<boolean>;
  unfence(step: SentStep): Promise<void>;
  refence(step: SentStep): Promise<void>;
}

export interface StepContext {
  readonly signal: AbortSignal;
  readonly link: HotFolderLink | undefined;
  client(): PrintServiceClient;
  /** Resolves a recipient into addresses (the app's address book and distribution lists). */
  resolveRecipients(recipient: JobRecipient): Promise<JobAddress[]>;
  /** Journals the patch (and writes the shared record); `step` is announced once it is on disk. */
  update(job: JobRecord, patch: Partial<JobRecord>, step?: JobStep): Promise<JobRecord>;
  readonly fences: StepFences;
  readonly orders: OrderSide;
  readonly preflight: JobPreflight;
}

/** The preflight gate's means (preflight-step.ts), and its fixes' (job-fixes.ts). */
export interface JobPreflight {
  /** The job's file checked with its link's profile; null: nothing to check (profile off, no gate). */
  check(job: JobRecord): Promise<TemplatePreflight | null>;
  /** The fixes the job's file gets now (its link's on this workstation, or every one a person asked for); null: none. */
  fixChoice(job: JobRecord): FixChoice | null;
  /** The job's file checked, and fixed on a copy as `choice` allows; null: nothing to check. */
  fix(job: JobRecord, choice: FixChoice): Promise<TemplateFix | null>;
  /** The fixed copy sent to the job's library folder: its FileId (one sent before, `sentBefore`, is looked up first). */
  sendFixed(job: JobRecord, file: string, sentBefore: number | undefined): Promise<string>;
  /** The original kept in Originals/ with what changed beside it: the patch that says so. */
  keepOriginal(job: JobRecord): Promise<Partial<JobRecord>>;
  /**
   * The print file and its ticket to Failed/, the report beside them (`<name>.preflight.txt`): the
   * patch that says where they went, written with the job's next state (JobFiles.setAside).
   */
  setAside(job: JobRecord, reason: string, report: string): Promise<Partial<JobRecord>>;
}

export interface OrderSide {
  /** The folder's daily budget ledger (shared by the workstations on it). */
  ledger(): Promise<SpendLedger>;
  readonly record: OrderRecord;
  /** Epoch ms, the workstation's clock (tests inject one to cross midnight). */
  now(): number;
  /** The currency the service prices in now (its market's): a quote's total is kept in it. */
  currency(): Currency;
  /** The service's market: whose calendar need-by dates are counted and read on. */
  market(): MarketId;
  /** The name this workstation is shown as. */
  readonly workstation: string;
  /** The budget key of a job: the same on every workstation. */
  keyOf(job: JobRecord): string;
  /** The order the job would place now, as the fingerprint a person's approval names (order-fingerprint.ts). */
  fingerprint(job: JobRecord): string;
  /** Orders whose answer was lost, looked up once a dead process's request can no longer arrive. */
  readonly lost: LostOrders;
}
