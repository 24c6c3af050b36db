/**
 * Job claims: on a hot folder several workstations share, each uploaded version's job runs on one
 * workstation, the one holding its claim, `<folder>/.printdesk/jobs/<name>.job` (the name of the
 * version's upload claim: remote folder, path and content hashed). The claim is created exclusively
 * and holds the holder (instance id, host, the name shown to others, pid, a token, its lease) and
 * the job's shared state, written whole after each step. A running job's claim is `held` and
 * renewed every third of its lease; one that waits for a person or is over is `parked`, and any
 * workstation may take it to act on a person's decision. A held claim whose lease ran out (file-
 * server clock), whose process is gone on this host, or that this instance left in a crash, is
 * taken over. docs/hot-folder-jobs.md, "Shared hot folders", says why each rule is there.
 *
 * Every record here is sealed (share-seal.ts) and read back checked (share-records.ts): one that
 * fails is set aside and told, and reads as none; one under a key this workstation has not reads as
 * 'unwritten' (`opaque`): it fences, nothing in it counts, and it lapses like any claim.
 *
 * A step that spends is fenced besides: before the document or the order is sent, its marker
 * `<name>.<step>.sent` is created exclusively. Whoever finds it there knows the step may have been
 * sent, and looks it up (or asks a person) instead of sending it again, even if two workstations
 * came to believe they hold the claim (a holder frozen past its lease).
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RecordKey } from '../../print-service/record-key.js';
import {
  claimName,
  sharedStateFolder,
  sweepLeftovers,
  uploadDone,
  type ClaimSubject,
  type RecordKeys,
  type UploadDone,
} from '../../sync/shared-claims.js';
import { createShared, mkdirShared, replaceShared, type ShareIdentity } from '../../sync/share-files.js';
import { LeaseJudge, ServerClock, takeOver } from '../../sync/share-lease.js';
import { stateRootOf, type ShareRecords } from '../../sync/share-records.js';
import { recordScope } from '../../sync/share-seal.js';
import { JobArchive } from './job-archive.js';
import { SharedJobRecord, type Holder, type Lease, type SentStep } from './job-claim-record.js';
import type { SharedJob } from './shared-job.js';

export { SharedJobRecord, type Lease, type SentStep } from './job-claim-record.js';

/** This workstation as the other ones see it: its instance, and the name they show. */
export interface Workstation extends ShareIdentity {
  readonly name: string;
}

export type JobSubject = ClaimSubject;

/** What a "sent" marker says (only that it is there counts: it fences whatever it says). */
interface Marker {
  readonly instanceId: string;
  readonly name: string;
  readonly pid: number;
}

/** A claim this workstation holds. */
export interface HeldJob {
  readonly subject: JobSubject;
  readonly file: string;
  readonly token: string;
}

export type ClaimLook =
  /** The folder takes no claims (read-only, gone): the job runs as on a single workstation. */
  | { readonly kind: 'unshared' }
  | { readonly kind: 'none' }
  /**
   * Created, not written yet; `stale` when its creator died before writing it. Also a claim sealed
   * under a key this workstation has not (`opaque`): nothing in it counts, it holds until it lapses.
   */
  | { readonly kind: 'unwritten'; readonly stale: boolean; readonly opaque?: true }
  /**
   * `takeable`: parked, or held by a workstation that is gone; `mine`: held by this process now.
   * `compacted`: a finished job folded into a compacted file (job-archive.ts): nobody takes it.
   */
  | {
      readonly kind: 'record';
      readonly record: SharedJobRecord;
      readonly takeable: boolean;
      readonly mine: boolean;
      readonly compacted?: true;
    };

interface Holding {
  readonly held: HeldJob;
  rev: number;
  lease: Lease;
  job: SharedJob;
  lost: boolean;
  /** When our last write landed (our clock). */
  wroteAt: number;
  timer?: NodeJS.Timeout;
  chain: Promise<unknown>;
}

export class JobClaims {
  private readonly holdings = new Map<string, Holding>();
  private readonly judge: LeaseJudge;
  /** Claim folders made (or found) and rid of this instance's leftovers since it started: made once. */
  private readonly ready = new Set<string>();
  /** The folder's compacted finished jobs (job-compaction.ts writes them, through this index). */
  readonly archive: JobArchive;
  /** The file server's clock, read again at most every second (following many jobs looks often). */
  private readonly clock = ServerClock.cached(1000);

  constructor(
    readonly me: Workstation,
    readonly leaseMs: number,
    readonly records: ShareRecords,
    private readonly keys: RecordKeys,
  ) {
    this.judge = new LeaseJudge(me, { deadGraceMs: leaseMs / 4, own: 'left-over' });
    this.archive = new JobArchive(records);
  }

  /** The claim file of a version's job. */
  fileOf(subject: JobSubject): string {
    return path.join(subject.folder, sharedStateFolder, 'jobs', `${claimName(subject)}.job`);
  }

  /** What the share says of a version's job now: read only (following a job makes no folders). */
  async look(subject: JobSubject): Promise<ClaimLook> {
    const file = this.fileOf(subject);
    const read = await this.read(subject, file);
    if (read === undefined) {
      const compacted = await this.archive.find(subject.folder, this.keyOf(subject), claimName(subject));
      if (compacted)
        return { kind: 'record', record: compacted.record, takeable: false, mine: false, compacted: true };
      return (await this.folderFor(subject)) ? { kind: 'none' } : { kind: 'unshared' };
    }
    if (read === 'unwritten' || read === 'opaque') {
      const clock = await this.clock(path.dirname(file), this.me);
      const stale = ((await clock.ageOf(file)) ?? 0) > this.leaseMs;
      return { kind: 'unwritten', stale, ...(read === 'opaque' ? { opaque: true as const } : {}) };
    }
    const record = read;
    const mine = this.holdings.get(file)?.held.token === record.holder.token;
    const takeable =
      !mine &&
      (record.lease === 'parked' ||
        (await this.isStale(record, file, await this.clock(path.dirname(file), this.me))));
    return { kind: 'record', record, takeable, mine };
  }

  /**
   * The claim of a job of the hot folder `folder` (records keyed for the link's remote folder
   * `scope`), checked; undefined when there is none, or it failed its check (set aside) or cannot be
   * checked here. Job discovery reads the folder's claims with it.
   */
  async recordAt(folder: string, scope: string, file: string): Promise<SharedJobRecord | undefined> {
    const read = await this.records.read(stateRootOf(folder), file, this.keyFor(scope), SharedJobRecord);
    return read.kind === 'ok' ? read.body : undefined;
  }

  /** The account's key for the records of a link's remote folder. */
  keyFor(scope: string): RecordKey {
    return this.keys(recordScope(scope));
  }

  /** The upload's "done" marker of a version (who uploaded it, and how long ago), checked. */
  uploadDone(subject: JobSubject): Promise<UploadDone | undefined> {
    return uploadDone(subject, this.me, this.records, this.keyOf(subject));
  }

  /**
   * Creates the job's claim, held by us; undefined when another workstation created it first, or
   * the job was finished and compacted (its claim folded away: looked for after the exclusive
   * create, since compaction writes its file before it removes the claim).
   */
  async create(subject: JobSubject, job: SharedJob): Promise<HeldJob | 'unshared' | undefined> {
    const file = await this.folderFor(subject);
    if (!file) return 'unshared';
    const token = randomUUID();
    const record: SharedJobRecord = { holder: this.holder(token), lease: 'held', rev: 1, job };
    if (!(await this.createIn(subject, file, this.seal(subject, file, record)))) return undefined;
    if (await this.compacted(subject)) {
      await fs.rm(file, { force: true });
      return undefined;
    }
    return this.hold(subject, file, token, record);
  }

  /**
   * Takes a claim that `look` found takeable (parked, or held by a workstation that is gone), as
   * long as it is still the record judged then (`rev`; 'unwritten' for one never written).
   * `next` gives the job as we hold it from the record now there. Undefined when another
   * workstation moved first, or the holder turned out to be alive.
   */
  async take(
    subject: JobSubject,
    judged: number | 'unwritten',
    next: (current: SharedJob | undefined) => SharedJob,
  ): Promise<HeldJob | undefined> {
    const file = this.fileOf(subject);
    return takeOver(file, this.me, this.leaseMs, async () => {
      const now = await this.look(subject);
      if (judged === 'unwritten') {
        if (now.kind !== 'unwritten' || !now.stale) return undefined;
      } else if (now.kind !== 'record' || now.record.rev !== judged || !now.takeable) return undefined;
      const current = now.kind === 'record' ? now.record : undefined;
      const token = randomUUID();
      const record: SharedJobRecord = {
        holder: this.holder(token),
        lease: 'held',
        rev: (current?.rev ?? 0) + 1,
        job: next(current?.job),
      };
      await replaceShared(file, this.seal(subject, file, record), this.me);
      if (current) this.judge.forget(current.holder.token);
      return this.hold(subject, file, token, record);
    });
  }

  /**
   * Writes the job's shared state after a step; `parked` when it waits for a person or is over
   * (renewals stop). False when the claim is no longer ours: another workstation took it over.
   */
  write(held: HeldJob, job: SharedJob, lease: Lease): Promise<boolean> {
    const holding = this.holdings.get(held.file);
    if (!holding || holding.held.token !== held.token || holding.lost) return Promise.resolve(false);
    return this.queue(holding, async () => {
      holding.job = job;
      holding.lease = lease;
      const ok = await this.rewrite(holding);
      if (lease === 'parked' || !ok) this.drop(holding);
      return ok;
    });
  }

  /**
   * Whether we may send a step now: the claim is still ours and our last write is well within the
   * lease, so no other workstation can have judged it stale (docs/hot-folder-jobs.md).
   */
  async mayAct(held: HeldJob): Promise<boolean> {
    const holding = this.holdings.get(held.file);
    if (!holding || holding.lost || holding.held.token !== held.token) return false;
    if (Date.now() - holding.wroteAt > this.leaseMs / 2) {
      if (!(await this.queue(holding, () => this.rewrite(holding)))) return false;
    }
    return !holding.lost;
  }

  /** Stops renewing (closing): the claim stays held; this instance takes it back at once when it starts again. */
  release(held: HeldJob): void {
    const holding = this.holdings.get(held.file);
    if (holding?.held.token === held.token) this.drop(holding);
  }

  /**
   * Creates a step's "sent" marker: false when it is there already (the step may have been sent),
   * or the job was compacted, its markers with it (a holder frozen for longer than a job's claim lives).
   */
  async fence(subject: JobSubject, step: SentStep): Promise<boolean> {
    const marker = this.markerOf(subject, step);
    if (!(await createShared(marker, this.seal(subject, marker, this.markerContent())))) return false;
    if (!(await this.compacted(subject))) return true;
    await fs.rm(marker, { force: true });
    return false;
  }

  /** The step was surely not sent after all (refused before it reached the service): the marker goes. */
  async unfence(subject: JobSubject, step: SentStep): Promise<void> {
    await fs.rm(this.markerOf(subject, step), { force: true });
  }

  /** Sends the step again on purpose (a look-up found nothing, or a person said so): the marker is renewed. */
  async refence(subject: JobSubject, step: SentStep): Promise<void> {
    const marker = this.markerOf(subject, step);
    await replaceShared(marker, this.seal(subject, marker, this.markerContent()), this.me);
  }

  // ── inside ───────────────────────────────────────────────────────────────────────────────

  /** Whether the version's job was finished and folded into a compacted file. */
  private compacted(subject: JobSubject): Promise<boolean> {
    return this.archive.has(subject.folder, this.keyOf(subject), claimName(subject));
  }

  private markerOf(subject: JobSubject, step: SentStep): string {
    return markerOfClaim(this.fileOf(subject), step);
  }

  private markerContent(): Marker {
    return { instanceId: this.me.instanceId, name: this.me.name, pid: this.me.pid };
  }

  private keyOf(subject: JobSubject): RecordKey {
    return this.keyFor(subject.scope);
  }

  private seal(subject: JobSubject, file: string, body: unknown): string {
    return this.records.seal(stateRootOf(subject.folder), file, this.keyOf(subject), body);
  }

  /**
   * The claim in `file`, checked: undefined when there is none (or it failed its check: set aside
   * and reported, so none is there now), 'unwritten' or 'opaque' when it cannot be read (yet, or here).
   */
  private async read(
    subject: JobSubject,
    file: string,
  ): Promise<SharedJobRecord | 'unwritten' | 'opaque' | undefined> {
    const read = await this.records.read(
      stateRootOf(subject.folder),
      file,
      this.keyOf(subject),
      SharedJobRecord,
    );
    if (read.kind === 'ok') return read.body;
    if (read.kind === 'unwritten') return 'unwritten';
    if (read.kind === 'foreign') return 'opaque';
    return undefined;
  }

  /** The claim file, its folder made if need be (once); undefined when the folder takes no claims. */
  private async folderFor(subject: JobSubject): Promise<string | undefined> {
    const file = this.fileOf(subject);
    const dir = path.dirname(file);
    if (this.ready.has(dir)) return file;
    try {
      await mkdirShared(path.dirname(dir));
      await mkdirShared(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return undefined;
      throw error;
    }
    this.ready.add(dir);
    await sweepLeftovers(dir, this.me.instanceId);
    return file;
  }

  /** Creates the claim exclusively; its folder made again if it went since (someone tidied `.printdesk`). */
  private async createIn(subject: JobSubject, file: string, content: string): Promise<boolean> {
    try {
      return await createShared(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.ready.delete(path.dirname(file));
      if (!(await this.folderFor(subject))) throw error;
      return createShared(file, content);
    }
  }

  private holder(token: string): Holder {
    const { instanceId, host, name, pid } = this.me;
    return { instanceId, host, name, pid, token, leaseMs: this.leaseMs };
  }

  private hold(subject: JobSubject, file: string, token: string, record: SharedJobRecord): HeldJob {
    const held: HeldJob = { subject, file, token };
    const holding: Holding = {
      held,
      rev: record.rev,
      lease: record.lease,
      job: record.job,
      lost: false,
      wroteAt: Date.now(),
      chain: Promise.resolve(),
    };
    holding.timer = setInterval(
      () => void this.queue(holding, () => this.rewrite(holding)).catch(() => undefined),
      Math.max(50, this.leaseMs / 3),
    );
    holding.timer.unref();
    this.holdings.set(file, holding);
    return held;
  }

  /**
   * Writes the holding's record again (a step, or a renewal: the server stamps a new mtime); false
   * when lost (another workstation took the claim over). A claim gone from under us (set aside
   * after something else wrote it, or removed) is ours to write again: nobody took it.
   */
  private async rewrite(holding: Holding): Promise<boolean> {
    if (holding.lost) return false;
    const { subject, file } = holding.held;
    const current = await this.read(subject, file);
    if (current === undefined && !(await this.compacted(subject))) {
      const again: SharedJobRecord = {
        holder: this.holder(holding.held.token),
        lease: holding.lease,
        rev: holding.rev + 1,
        job: holding.job,
      };
      if (await this.createIn(subject, file, this.seal(subject, file, again)))
        return this.wrote(holding, again.rev);
    }
    if (typeof current !== 'object' || current.holder.token !== holding.held.token) {
      holding.lost = true;
      this.drop(holding);
      return false;
    }
    const record: SharedJobRecord = {
      holder: current.holder,
      lease: holding.lease,
      rev: current.rev + 1,
      job: holding.job,
    };
    await replaceShared(file, this.seal(subject, file, record), this.me);
    return this.wrote(holding, record.rev);
  }

  private wrote(holding: Holding, rev: number): true {
    holding.rev = rev;
    holding.wroteAt = Date.now();
    return true;
  }

  private queue<T>(holding: Holding, work: () => Promise<T>): Promise<T> {
    const next = holding.chain.then(work);
    holding.chain = next.catch(() => undefined);
    return next;
  }

  private drop(holding: Holding): void {
    clearInterval(holding.timer);
    if (this.holdings.get(holding.held.file) === holding) this.holdings.delete(holding.held.file);
  }

  private async isStale(record: SharedJobRecord, file: string, clock: ServerClock): Promise<boolean> {
    const age = (await clock.ageOf(file)) ?? 0;
    return this.judge.lapsed(record.holder, age, record.holder.leaseMs);
  }
}

/** A step's "sent" marker beside the job's claim file. */
export function markerOfClaim(claimFile: string, step: SentStep): string {
  return `${claimFile.slice(0, -'.job'.length)}.${step}.sent`;
}
