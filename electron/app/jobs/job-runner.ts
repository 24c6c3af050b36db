/**
 * Hot-folder jobs: every file the sync engine reports uploaded, on a link whose preset does more
 * than upload, becomes one job taken step by step — document, quote, order — exactly once, across
 * crashes and across the workstations sharing a folder (docs/hot-folder-jobs.md).
 *
 *   const runner = await JobRunner.open({ dataDir, client, links, recipients });
 *   const detach = runner.attach(engine);   // takes uploads from now on, and catches up on missed ones
 *   runner.jobs() / approvals();            // every job / the ones waiting for a person
 *   await runner.approve(id, by?) / discard(id, by?, reason?) / retry(id) / settleOrder(id, number) / placeAgain(id);
 *   await runner.orderRecordReader.page(1, 50) / writeCsv(out) / runner.spending();
 *   await runner.idle();                    // nothing running, waiting for a retry, or being run elsewhere
 *   runner.on('job', ({ job, step }) => …);
 *   await runner.close();
 */
import path from 'node:path';
import type { LinkSpending } from '../../shared/contract/jobs.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { SyncEngine } from '../../sync/engine.js';
import { claimantIdentity } from '../../sync/shared-claims.js';
import { PresetsSince } from './job-adoption.js';
import { JobClaims, type Workstation } from './job-claims.js';
import { Deadlines } from './approval-timeouts.js';
import { JobDecisions, type Who } from './job-decisions.js';
import { JobHolding } from './job-holding.js';
import { JobFiles } from './job-files.js';
import { JobFlow } from './job-flow.js';
import { LostOrders } from './lost-orders.js';
import { JobFollowing } from './job-following.js';
import { JobJournal } from './job-journal.js';
import { upgradeFor } from './legacy-money.js';
import type { JobRecord } from './job-record.js';
import { OrderRecord } from './order-record.js';
import { OrderRecordReader } from './order-record-reader.js';
import { LinkLedgers, localDay } from './spend-ledger.js';
import type { JobEvent } from './step-context.js';
import { ShareRecords } from '../../sync/share-records.js';
import {
  currencyOf,
  followingTimings,
  nowOf,
  recordKeysOf,
  type JobRunnerOptions,
} from './job-runner-options.js';
import { JobLull, Running } from './job-lull.js';
import { JobBatches } from './job-batches.js';

export type { JobRunnerOptions } from './job-runner-options.js';
export type { JobEvent } from './step-context.js';

/** The public front: builds the parts, and hands each upload, decision and event to the job's flow (job-flow.ts). */
export class JobRunner {
  private readonly links = new Map<string, HotFolderLink>();
  private readonly running = new Running();
  private readonly abort = new AbortController();
  private readonly lull: JobLull;
  private readonly holding: JobHolding;
  private readonly decisions: JobDecisions;
  private readonly deadlines = new Deadlines(() => nowOf(this.options));
  private readonly ledgers: LinkLedgers;
  private readonly following: JobFollowing;
  private readonly batches: JobBatches;
  private readonly flow: JobFlow;

  private constructor(
    private readonly journal: JobJournal,
    readonly orderRecord: OrderRecord,
    claims: JobClaims,
    records: ShareRecords,
    private readonly since: PresetsSince,
    private readonly options: JobRunnerOptions,
  ) {
    this.ledgers = new LinkLedgers(options.dataDir, claims.me, records, recordKeysOf(options));
    this.holding = new JobHolding(journal, claims);
    this.decisions = new JobDecisions({ journal, signal: this.abort.signal, options });
    // A request a dead process sent may still be stored for as long as a dead holder's claim is left alone.
    const lost = new LostOrders(claims.leaseMs / 4);
    this.batches = new JobBatches({
      options,
      signal: this.abort.signal,
      record: orderRecord,
      claims,
      holding: this.holding,
      journal,
      links: this.links,
      ledgers: this.ledgers,
      lost,
    });
    const { compactAfterMs, days } = followingTimings(options);
    this.following = new JobFollowing({ journal, claims, compactAfterMs, days });
    this.lull = new JobLull([this.running, this.following, this.batches]);
    this.flow = new JobFlow({
      options,
      signal: this.abort.signal,
      journal,
      orderRecord,
      claims,
      since,
      links: this.links,
      holding: this.holding,
      files: new JobFiles(this.links),
      ledgers: this.ledgers,
      decisions: this.decisions,
      deadlines: this.deadlines,
      running: this.running,
      lull: this.lull,
      following: this.following,
      batches: this.batches,
      lost,
    });
  }

  static async open(options: JobRunnerOptions): Promise<JobRunner> {
    const dir = path.join(options.dataDir, 'jobs');
    const journal = await JobJournal.open(path.join(dir, 'journal.log'), upgradeFor(currencyOf(options)));
    try {
      const since = await PresetsSince.open(path.join(dir, 'links.json'));
      const identity = await claimantIdentity(path.join(options.dataDir, 'sync'));
      const me: Workstation = { ...identity, name: options.workstationName ?? identity.host };
      const records = new ShareRecords((report) => options.reportSetAside?.(report));
      const claims = new JobClaims(me, options.claimLeaseMs ?? 60_000, records, recordKeysOf(options));
      const record = await OrderRecord.open(options.dataDir);
      const runner = new JobRunner(journal, record, claims, records, since, options);
      await runner.setLinks(options.links);
      return runner;
    } catch (error) {
      await journal.close();
      throw error;
    }
  }

  async setLinks(links: readonly HotFolderLink[]): Promise<void> {
    this.links.clear();
    for (const link of links) this.links.set(link.id, link);
    this.ledgers.forget();
    await this.since.follow(links);
  }

  /** Follows the engine's uploads; first catches up on uploads a crash left without their job, and resumes unfinished jobs. */
  attach(engine: SyncEngine): () => void {
    return this.flow.attach(engine);
  }

  on(event: 'job', listener: (event: JobEvent) => void): () => void {
    return this.flow.on(listener);
  }

  jobs(): JobRecord[] {
    return this.journal.all().sort((a, b) => b.createdAt - a.createdAt);
  }

  /** The jobs waiting for a person: orders to approve, and orders to check. */
  approvals(): JobRecord[] {
    return this.jobs().filter((j) => j.state === 'awaiting-approval' || j.state === 'check-order');
  }

  // A person's decisions (job-decisions.ts): recorded with who made them (`by`, else this workstation's user),
  // when, and for a decline (of an order to approve or to check) why.
  approve = async (id: string, by?: Who): Promise<void> => this.flow.decide(this.decisions.approve(id, by));
  fixAndGo = async (id: string, by?: Who): Promise<void> => this.flow.decide(this.decisions.fixAndGo(id, by));
  discard = async (id: string, by?: Who, reason?: string): Promise<void> =>
    this.flow.decide(this.decisions.discard(id, by, reason));
  /** Runs a failed job again from the step it failed at. */
  retry = async (id: string): Promise<void> => this.flow.decide(this.decisions.retry(id));
  /** A "Check this order" job: the order number a person found for it, checked against the service first. */
  settleOrder = async (id: string, orderFriendlyId: string, by?: string): Promise<void> =>
    this.flow.decide(await this.decisions.settleOrder(id, orderFriendlyId, by));
  /** A "Check this order" job: the person places its order again, on purpose. */
  placeAgain = async (id: string, by?: string): Promise<void> =>
    this.flow.decide(this.decisions.placeAgain(id, by));

  readonly orderRecordReader = new OrderRecordReader(() => this.orderRecord.file);

  /** What each order folder spent today (the workstation's local day), across the workstations on it. */
  spending(): Promise<LinkSpending[]> {
    return this.ledgers.spending([...this.links.values()], localDay(nowOf(this.options)));
  }

  idle(): Promise<void> {
    return this.lull.idle();
  }

  async close(): Promise<void> {
    this.abort.abort();
    this.flow.stop();
    this.deadlines.stop();
    this.lull.clear();
    while (this.running.busy() || this.batches.busy())
      await new Promise((resolve) => setTimeout(resolve, 10));
    this.holding.releaseAll();
    await this.journal.close();
    await this.orderRecord.close();
  }
}
