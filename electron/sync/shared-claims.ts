/**
 * Several workstations on one hot folder upload each file once in total: before sending a version
 * an instance claims it with a file created exclusively in `<folder>/.printdesk/claims/`, renews
 * the claim's lease while it sends, and turns it into a "done" marker once the library has it.
 * The protocol, and what happens on crashes and differing clocks, is in docs/sync-engine.md
 * ("Shared folders").
 *
 * Staleness, ages (on the file server's clock only) and takeover follow the lease's rules, shared
 * with the job claims: share-lease.ts.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RecordKey } from '../print-service/record-key.js';
import {
  readClaim,
  type ClaimPlace,
  type ClaimReading,
  type DoneRecord,
  type HeldRecord,
} from './claim-records.js';
import { claimName, sweepLeftovers, type ClaimantIdentity, type ClaimSubject } from './claimant.js';
import type { UploadedFile } from './remote.js';
import { mkdirShared, openShared, sharedStateFolder } from './share-files.js';
import { LeaseJudge, ServerClock, takeOver } from './share-lease.js';
import { stateRootOf, type ShareRecords } from './share-records.js';
import { recordScope } from './share-seal.js';
import { FolderMode } from './folder-mode.js';
import type { SoloLogWriter } from './solo-log.js';

export { mkdirOnce, sharedStateFolder } from './share-files.js';
export {
  claimantIdentity,
  claimName,
  sweepLeftovers,
  type ClaimantIdentity,
  type ClaimSubject,
} from './claimant.js';
export { uploadDone, type UploadDone } from './upload-done.js';

export interface ClaimTiming {
  /**
   * Alone on a folder, send without a claim file per version (folder-mode.ts). Off, every version
   * is claimed with a file even when alone: the protocol's own tests.
   */
  readonly soloWhenAlone?: boolean;
  /**
   * A claim not renewed for this long (file-server clock) belongs to a dead or hung instance. A
   * quarter of it is also how long a claim of a process seen dead on this host is left alone: a
   * request it sent just before dying may still be stored by the service.
   */
  readonly leaseMs: number;
}

/** The account's key for a link's records (the client in use derives it; print-service/record-key.ts). */
export type RecordKeys = (scope: string) => RecordKey;

/** A claim this instance holds while it sends the file. */
export interface HeldClaim {
  readonly path: string;
  readonly folder: string;
  readonly key: RecordKey;
  readonly token: string;
  /** The version's name (claimName). */
  readonly name: string;
  /** Claimed as the folder's soloist: its log says it is being sent, until it is given a claim file. */
  readonly solo?: FolderMode;
  /** Its claim file; none for a solo upload (until its folder stops being this instance's alone). */
  file?: ClaimFile;
}

/** A claim file this instance holds: its bytes, written again in place to renew it (the server stamps the mtime). */
interface ClaimFile {
  readonly content: string;
  readonly timer: NodeJS.Timeout;
}

export type ClaimOutcome =
  /** Ours: send. `priorAttemptAgoMs` when a dead instance held it: its upload may have arrived since then. */
  | { readonly kind: 'claimed'; readonly claim: HeldClaim; readonly priorAttemptAgoMs?: number }
  /** Another workstation uploaded this version. */
  | { readonly kind: 'done'; readonly file: UploadedFile; readonly host: string }
  /** A live instance is sending it (or is alone on the folder): look again in `retryMs`, or busyRetryMs. */
  | { readonly kind: 'busy'; readonly host: string; readonly retryMs?: number }
  /** The folder takes no claims (read-only, or no such folder): upload as a single workstation would. */
  | { readonly kind: 'unshared' };

export class SharedClaims {
  private readonly held = new Set<string>();
  private readonly judge: LeaseJudge;
  /** Claim folders already rid of this instance's leftovers since it started. */
  private readonly swept = new Set<string>();
  /**
   * Claim folders made (or found) since it started: two `mkdir` calls per file, each failing with
   * EEXIST, were a tenth of the CPU of settling 20,000 files. A folder removed since is made again
   * when a claim in it finds it gone (tryClaim).
   */
  private readonly made = new Set<string>();
  /** Each folder's mode (by folder and scope), once joined. */
  private readonly modes = new Map<string, Promise<FolderMode>>();
  /** The solo uploads under way in each folder. */
  private readonly soloHolds = new Map<FolderMode, Set<HeldClaim>>();

  constructor(
    private readonly me: ClaimantIdentity,
    private readonly timing: ClaimTiming,
    private readonly records: ShareRecords,
    private readonly keys: RecordKeys,
  ) {
    this.judge = new LeaseJudge(me, { deadGraceMs: timing.leaseMs / 4, own: 'left-over-after-grace' });
  }

  /** How soon a file another instance is sending is looked at again. */
  get busyRetryMs(): number {
    return Math.max(500, Math.round(this.timing.leaseMs / 4));
  }

  async claim(subject: ClaimSubject): Promise<ClaimOutcome> {
    const dir = path.join(subject.folder, sharedStateFolder, 'claims');
    const name = claimName(subject);
    const claimPath = path.join(dir, `${name}.claim`);
    if (!this.swept.has(dir)) {
      this.swept.add(dir);
      await sweepLeftovers(dir, this.me.instanceId);
    }
    const key = this.keys(recordScope(subject.scope));
    const at: ClaimPlace = { folder: subject.folder, dir, claimPath, key, name };
    for (;;) {
      try {
        if (this.timing.soloWhenAlone === false) return await this.tryClaim(at);
        return await this.claimIn(await this.modeOf(subject, key), at);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // The claim vanished between two looks (released by its holder): look again.
        if (code === 'ENOENT' && (await isFolder(subject.folder))) continue;
        if (code === 'ENOENT' || code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
          return { kind: 'unshared' };
        throw error;
      }
    }
  }

  /**
   * A version in a folder of known mode. What a soloist's log says comes first: done, or sent by
   * one that died (its upload may have arrived: left alone for the grace a dead process's claim
   * gets, then looked up). Alone, a version with no claim file is claimed by a line in the log.
   */
  private async claimIn(mode: FolderMode, at: ClaimPlace): Promise<ClaimOutcome> {
    const role = await mode.current();
    if (role === 'waiting') return { kind: 'busy', host: '', retryMs: mode.waitRetryMs };
    const logged = mode.index.lookUp(at.name);
    if (logged?.kind === 'done') return { kind: 'done', file: logged.file, host: logged.host };
    const priorAttemptAgoMs = logged && (await mode.sinceServerMs(logged.atServerMs));
    const graceMs = this.timing.leaseMs / 4;
    // One the soloist gave a claim file when it stopped being alone: the file says whose it is.
    if (priorAttemptAgoMs !== undefined && priorAttemptAgoMs < graceMs && !(await exists(at.claimPath)))
      return { kind: 'busy', host: '', retryMs: graceMs - priorAttemptAgoMs };
    if (role === 'solo' && !mode.claimFiles.has(at.name)) {
      const hold = await this.claimAlone(mode, at);
      if (hold) return { kind: 'claimed', claim: hold, priorAttemptAgoMs };
      // No longer alone: claimed with a file, as a member of a shared folder claims.
    }
    const outcome = await this.tryClaim(at);
    if (outcome.kind !== 'claimed' || priorAttemptAgoMs === undefined) return outcome;
    return { ...outcome, priorAttemptAgoMs: Math.max(outcome.priorAttemptAgoMs ?? 0, priorAttemptAgoMs) };
  }

  /** Logged as being sent by the folder's soloist; undefined when the folder is no longer this instance's alone. */
  private async claimAlone(mode: FolderMode, at: ClaimPlace): Promise<HeldClaim | undefined> {
    const claim: HeldClaim = { ...at, path: at.claimPath, token: randomUUID(), solo: mode };
    const alone = await mode.whileSolo(async (log, atServerMs) => {
      await log.append({ s: 'sending', name: at.name, atServerMs });
      this.holdsOf(mode).add(claim);
    });
    return alone ? claim : undefined;
  }

  /** The folder's mode, joined on the first claim there (and again after a failure to). */
  private modeOf(subject: ClaimSubject, key: RecordKey): Promise<FolderMode> {
    const id = `${subject.folder}\0${subject.scope}`;
    let mode = this.modes.get(id);
    if (!mode) {
      mode = FolderMode.enter(subject.folder, recordScope(subject.scope), {
        me: this.me,
        leaseMs: this.timing.leaseMs,
        records: this.records,
        key,
        leaveSolo: () => this.giveClaimFiles(mode!),
      });
      this.modes.set(id, mode);
      mode.catch(() => this.modes.delete(id));
    }
    return mode;
  }

  /** The folder stops being this instance's alone: each solo upload under way gets its claim file. */
  private async giveClaimFiles(joined: Promise<FolderMode>): Promise<void> {
    const holds = this.soloHolds.get(await joined);
    if (!holds) return;
    await Promise.all(
      [...holds].map(async (claim) => {
        if (claim.file) return;
        const at = placeOf(claim);
        await this.makeClaimFolder(at.dir);
        const content = await this.create(at, claim.token);
        if (content) this.renewing(claim, content);
      }),
    );
    holds.clear();
  }

  private holdsOf(mode: FolderMode): Set<HeldClaim> {
    let holds = this.soloHolds.get(mode);
    if (!holds) this.soloHolds.set(mode, (holds = new Set()));
    return holds;
  }

  /** Leaves every folder joined: a workstation waiting there goes on at once. */
  async close(): Promise<void> {
    const modes = [...this.modes.values()];
    this.modes.clear();
    await Promise.all(modes.map((mode) => mode.then((m) => m.close()).catch(() => undefined)));
  }

  private async makeClaimFolder(dir: string): Promise<void> {
    if (this.made.has(dir)) return;
    // Never recursive: a hot folder that is gone (an unmounted share) must not be created again.
    await mkdirShared(path.dirname(dir));
    await mkdirShared(dir);
    this.made.add(dir);
  }

  private async tryClaim(at: ClaimPlace): Promise<ClaimOutcome> {
    const { dir, claimPath } = at;
    await this.makeClaimFolder(dir);
    const token = randomUUID();
    let created: string | undefined;
    try {
      created = await this.create(at, token);
    } catch (error) {
      // The claim folder went since it was made (a share remounted empty): claim() tries again, and
      // this time makes it first.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') this.made.delete(dir);
      throw error;
    }
    if (created) return this.claimed(at, token, created);
    const existing = await this.read(at);
    if (!existing) throw Object.assign(new Error('claim released'), { code: 'ENOENT' });
    if (existing.state === 'done') return { kind: 'done', file: existing.file, host: existing.host };
    const holder = existing.state === 'held' ? existing : undefined;
    const host = holder?.host ?? '';
    if (this.held.has(claimPath)) return { kind: 'busy', host };
    const clock = await ServerClock.read(dir, this.me);
    const sinceRenewalMs = (await clock.ageOf(claimPath)) ?? 0;
    const lapsed = holder
      ? this.judge.lapsed(holder, sinceRenewalMs, holder.leaseMs)
      : sinceRenewalMs > this.timing.leaseMs;
    if (!lapsed) return { kind: 'busy', host };
    const content = await this.takeOver(at, token, existing);
    if (!content) return { kind: 'busy', host };
    if (holder) this.judge.forget(holder.token);
    // Our own claim from before a crash: the journal already says whether a look-up is due. One
    // never written: its claimant died before it could send anything. One we cannot read may have
    // been uploaded at any time before it was last written: looked up generously.
    const priorAttemptAgoMs =
      existing.state === 'opaque'
        ? sinceRenewalMs + 4 * this.timing.leaseMs
        : !holder || holder.instanceId === this.me.instanceId
          ? undefined
          : Math.max(0, clock.now - holder.claimedAtServerMs);
    return { ...this.claimed(at, token, content), priorAttemptAgoMs };
  }

  /** The library has the file: the claim becomes a "done" marker every workstation skips on. */
  async done(claim: HeldClaim, file: UploadedFile): Promise<void> {
    const logged = await this.endAlone(claim, async (log, atServerMs) =>
      log.note({
        s: 'done',
        name: claim.name,
        host: this.me.host,
        instanceId: this.me.instanceId,
        atServerMs,
        file,
      }),
    );
    if (logged) return;
    this.stopRenewing(claim);
    const record: DoneRecord = { state: 'done', host: this.me.host, instanceId: this.me.instanceId, file };
    const tmp = this.tempPath(claim.path, claim.token);
    const handle = await openShared(tmp, 'w');
    try {
      await handle.writeFile(this.records.seal(stateRootOf(claim.folder), claim.path, claim.key, record));
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, claim.path);
  }

  /**
   * The attempt failed. A request that may have reached the service keeps the claim (no longer
   * renewed): whoever takes it over after the lease looks in the library first. Otherwise it goes.
   */
  async release(claim: HeldClaim, mayHaveArrived: boolean): Promise<void> {
    const logged = await this.endAlone(claim, async (log) => {
      if (!mayHaveArrived) log.note({ s: 'released', name: claim.name });
    });
    if (logged) return;
    this.stopRenewing(claim);
    if (mayHaveArrived) return;
    if (!(await this.stillOurs(claim).catch(() => false))) return;
    await fs.rm(claim.path, { force: true });
  }

  /**
   * Ends a solo upload with a line in the log (`write`); false when it has a claim file to end
   * instead (its folder stopped being this instance's alone meanwhile).
   */
  private async endAlone(
    claim: HeldClaim,
    write: (log: SoloLogWriter, atServerMs: number) => Promise<void>,
  ): Promise<boolean> {
    const mode = claim.solo;
    if (!mode || claim.file) return false;
    const holds = this.holdsOf(mode);
    const alone = await mode.whileSolo(async (log, atServerMs) => {
      await write(log, atServerMs);
      holds.delete(claim);
    });
    if (alone) return true;
    await mode.settled();
    holds.delete(claim);
    // A claim file could not be made for it (another wrote one meanwhile): nothing of ours to end.
    return !claim.file;
  }

  /** O_EXCL create (atomic on local disks, SMB and NFSv3+): the claim's content, or undefined when it exists. */
  private async create(at: ClaimPlace, token: string): Promise<string | undefined> {
    let handle;
    try {
      handle = await openShared(at.claimPath, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
      throw error;
    }
    try {
      const { mtimeMs } = await handle.stat();
      const content = this.records.seal(
        stateRootOf(at.folder),
        at.claimPath,
        at.key,
        this.heldRecord(token, mtimeMs),
      );
      await handle.writeFile(content);
      return content;
    } finally {
      await handle.close();
    }
  }

  /** Replaces a stale claim with ours, as the one contender (share-lease.ts), if it is still the one judged. */
  private takeOver(at: ClaimPlace, token: string, stale: ClaimReading): Promise<string | undefined> {
    const { claimPath } = at;
    return takeOver(claimPath, this.me, this.timing.leaseMs, async () => {
      const tmp = this.tempPath(claimPath, token);
      try {
        const before = await this.read(at);
        const same =
          before?.state === stale.state &&
          (stale.state !== 'held' || (before.state === 'held' && before.token === stale.token));
        if (!same) return undefined;
        const handle = await openShared(tmp, 'w');
        let content: string;
        try {
          const { mtimeMs } = await handle.stat();
          content = this.records.seal(
            stateRootOf(at.folder),
            claimPath,
            at.key,
            this.heldRecord(token, mtimeMs),
          );
          await handle.writeFile(content);
        } finally {
          await handle.close();
        }
        await fs.rename(tmp, claimPath);
        return content;
      } finally {
        await fs.rm(tmp, { force: true });
      }
    });
  }

  /** The claim as this workstation can know it (one that fails its check is set aside: then none). */
  private read(at: ClaimPlace): Promise<ClaimReading | undefined> {
    return readClaim(this.records, at);
  }

  /**
   * A record is written beside the claim and renamed over it. The name carries this instance's id, so
   * one killed between the two finds its leftovers when it starts again (sweepLeftovers).
   */
  private tempPath(claimPath: string, token: string): string {
    return `${claimPath}.${this.me.instanceId}.${token}.tmp`;
  }

  private claimed(at: ClaimPlace, token: string, content: string): { kind: 'claimed'; claim: HeldClaim } {
    const claim: HeldClaim = { ...at, path: at.claimPath, token };
    this.renewing(claim, content);
    return { kind: 'claimed', claim };
  }

  /** The claim has its file: renewed every third of the lease while it is held. */
  private renewing(claim: HeldClaim, content: string): void {
    this.held.add(claim.path);
    const timer = setInterval(() => void this.renew(claim), Math.max(50, this.timing.leaseMs / 3));
    timer.unref();
    claim.file = { content, timer };
  }

  /**
   * Writes the same bytes again in place (no truncation, so a reader never sees it empty): the
   * file server stamps a new mtime on its own clock. Not if another instance took the claim over.
   */
  private async renew(claim: HeldClaim): Promise<void> {
    try {
      if (!claim.file || !(await this.stillOurs(claim))) return this.stopRenewing(claim);
      const handle = await fs.open(claim.path, 'r+');
      try {
        await handle.write(claim.file.content, 0);
      } finally {
        await handle.close();
      }
    } catch {
      // A share that hiccups: the next renewal tries again, well inside the lease.
    }
  }

  private async stillOurs(claim: HeldClaim): Promise<boolean> {
    const record = await this.read(placeOf(claim));
    return record?.state === 'held' && record.token === claim.token;
  }

  private stopRenewing(claim: HeldClaim): void {
    clearInterval(claim.file?.timer);
    this.held.delete(claim.path);
  }

  private heldRecord(token: string, claimedAtServerMs: number): HeldRecord {
    return { state: 'held', ...this.me, token, leaseMs: this.timing.leaseMs, claimedAtServerMs };
  }
}

function placeOf(claim: HeldClaim): ClaimPlace {
  return { ...claim, dir: path.dirname(claim.path), claimPath: claim.path };
}

async function isFolder(p: string): Promise<boolean> {
  return (await fs.stat(p).catch(() => undefined))?.isDirectory() ?? false;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
