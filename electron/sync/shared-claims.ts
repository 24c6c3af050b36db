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
import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateFileMode, privateFolderMode } from '../platform/private-files.js';
import { libraryFolderKey, type UploadedFile } from './remote.js';
import { LeaseJudge, ServerClock, takeOver } from './share-lease.js';

/** Beside the print files; a dot folder, so the watcher and the listing never see it. */
export const sharedStateFolder = '.printdesk';

export interface ClaimTiming {
  /**
   * A claim not renewed for this long (file-server clock) belongs to a dead or hung instance. A
   * quarter of it is also how long a claim of a process seen dead on this host is left alone: a
   * request it sent just before dying may still be stored by the service.
   */
  readonly leaseMs: number;
}

/** Who this instance is: a persistent id per data folder, plus where it runs now. */
export interface ClaimantIdentity {
  readonly instanceId: string;
  readonly host: string;
  readonly pid: number;
}

/** A version of a file: the same path, remote folder and content on every workstation. */
export interface ClaimSubject {
  readonly folder: string;
  readonly relPath: string;
  readonly remoteFolder: string;
  readonly sha256: string;
}

interface HeldRecord extends ClaimantIdentity {
  readonly state: 'held';
  readonly token: string;
  readonly leaseMs: number;
  /** The claim's mtime when it was created (file-server clock). */
  readonly claimedAtServerMs: number;
}

interface DoneRecord {
  readonly state: 'done';
  readonly host: string;
  /** The instance that uploaded it (markers written before hot-folder jobs shared a folder have none). */
  readonly instanceId?: string;
  readonly file: UploadedFile;
}

type ClaimRecord = HeldRecord | DoneRecord;

/** A claim this instance holds while it sends the file. */
export interface HeldClaim {
  readonly path: string;
  readonly token: string;
  /** The claim's bytes, written again in place to renew it (the server stamps the mtime). */
  readonly content: string;
  readonly timer: NodeJS.Timeout;
}

export type ClaimOutcome =
  /** Ours: send. `priorAttemptAgoMs` when a dead instance held it: its upload may have arrived since then. */
  | { readonly kind: 'claimed'; readonly claim: HeldClaim; readonly priorAttemptAgoMs?: number }
  /** Another workstation uploaded this version. */
  | { readonly kind: 'done'; readonly file: UploadedFile; readonly host: string }
  /** A live instance is sending it: look again later. */
  | { readonly kind: 'busy'; readonly host: string }
  /** The folder takes no claims (read-only, or no such folder): upload as a single workstation would. */
  | { readonly kind: 'unshared' };

export class SharedClaims {
  private readonly held = new Set<string>();
  private readonly judge: LeaseJudge;
  /** Claim folders already rid of this instance's leftovers since it started. */
  private readonly swept = new Set<string>();

  constructor(
    private readonly me: ClaimantIdentity,
    private readonly timing: ClaimTiming,
  ) {
    this.judge = new LeaseJudge(me, { deadGraceMs: timing.leaseMs / 4, ownIsLeftOver: true });
  }

  /** How soon a file another instance is sending is looked at again. */
  get busyRetryMs(): number {
    return Math.max(500, Math.round(this.timing.leaseMs / 4));
  }

  async claim(subject: ClaimSubject): Promise<ClaimOutcome> {
    const dir = path.join(subject.folder, sharedStateFolder, 'claims');
    const claimPath = path.join(dir, `${claimName(subject)}.claim`);
    if (!this.swept.has(dir)) {
      this.swept.add(dir);
      await sweepLeftovers(dir, this.me.instanceId);
    }
    const earlier = await this.doneUnderEarlierName(dir, subject, claimPath);
    if (earlier) return earlier;
    for (;;) {
      try {
        return await this.tryClaim(dir, claimPath);
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
   * Earlier versions named claims after the raw spellings; their done markers still say a version
   * is in the library. (Their held claims are not looked at: workstations sharing a folder are
   * upgraded together, and a crashed one's own journal looks its upload up.)
   */
  private async doneUnderEarlierName(
    dir: string,
    subject: ClaimSubject,
    claimPath: string,
  ): Promise<ClaimOutcome | undefined> {
    const earlier = path.join(
      dir,
      `${hashedName(subject.remoteFolder, subject.relPath, subject.sha256)}.claim`,
    );
    if (earlier === claimPath) return undefined;
    const record = await readRecord(earlier, this.timing.leaseMs).catch(() => undefined);
    return record?.state === 'done' ? { kind: 'done', file: record.file, host: record.host } : undefined;
  }

  private async tryClaim(dir: string, claimPath: string): Promise<ClaimOutcome> {
    // Never recursive: a hot folder that is gone (an unmounted share) must not be created again.
    await mkdirOnce(path.dirname(dir));
    await mkdirOnce(dir);
    const token = randomUUID();
    const created = await this.create(claimPath, token);
    if (created) return this.claimed(claimPath, token, created);
    const existing = await readRecord(claimPath, this.timing.leaseMs);
    if (!existing) throw Object.assign(new Error('claim released'), { code: 'ENOENT' });
    if (existing.state === 'done') return { kind: 'done', file: existing.file, host: existing.host };
    if (this.held.has(claimPath)) return { kind: 'busy', host: existing.host };
    const clock = await ServerClock.read(dir, this.me);
    const sinceRenewalMs = (await clock.ageOf(claimPath)) ?? 0;
    if (!this.judge.lapsed(existing, sinceRenewalMs, existing.leaseMs))
      return { kind: 'busy', host: existing.host };
    const content = await this.takeOver(claimPath, token, existing);
    if (!content) return { kind: 'busy', host: existing.host };
    this.judge.forget(existing.token);
    // Our own claim from before a crash: the journal already says whether a look-up is due. One
    // never written: its claimant died before it could send anything.
    const priorAttemptAgoMs =
      existing.instanceId === this.me.instanceId || existing.instanceId === ''
        ? undefined
        : Math.max(0, clock.now - existing.claimedAtServerMs);
    return { ...this.claimed(claimPath, token, content), priorAttemptAgoMs };
  }

  /** The library has the file: the claim becomes a "done" marker every workstation skips on. */
  async done(claim: HeldClaim, file: UploadedFile): Promise<void> {
    this.stopRenewing(claim);
    const record: DoneRecord = { state: 'done', host: this.me.host, instanceId: this.me.instanceId, file };
    const tmp = this.tempPath(claim.path, claim.token);
    await writeRecord(tmp, record);
    await fs.rename(tmp, claim.path);
  }

  /**
   * The attempt failed. A request that may have reached the service keeps the claim (no longer
   * renewed): whoever takes it over after the lease looks in the library first. Otherwise it goes.
   */
  async release(claim: HeldClaim, mayHaveArrived: boolean): Promise<void> {
    this.stopRenewing(claim);
    if (mayHaveArrived) return;
    if (!(await this.stillOurs(claim).catch(() => false))) return;
    await fs.rm(claim.path, { force: true });
  }

  /** O_EXCL create (atomic on local disks, SMB and NFSv3+): the claim's content, or undefined when it exists. */
  private async create(claimPath: string, token: string): Promise<string | undefined> {
    let handle;
    try {
      handle = await fs.open(claimPath, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
      throw error;
    }
    try {
      const { mtimeMs } = await handle.stat();
      const content = JSON.stringify(this.heldRecord(token, mtimeMs));
      await handle.writeFile(content);
      return content;
    } finally {
      await handle.close();
    }
  }

  /** Replaces a stale claim with ours, as the one contender (share-lease.ts), if it is still the one judged. */
  private takeOver(claimPath: string, token: string, stale: HeldRecord): Promise<string | undefined> {
    return takeOver(claimPath, this.me, this.timing.leaseMs, async () => {
      const tmp = this.tempPath(claimPath, token);
      try {
        const before = await readRecord(claimPath, this.timing.leaseMs);
        if (before?.state !== 'held' || before.token !== stale.token) return undefined;
        await fs.writeFile(tmp, '');
        const { mtimeMs } = await fs.stat(tmp);
        const content = JSON.stringify(this.heldRecord(token, mtimeMs));
        await fs.writeFile(tmp, content);
        await fs.rename(tmp, claimPath);
        return content;
      } finally {
        await fs.rm(tmp, { force: true });
      }
    });
  }

  /**
   * A record is written beside the claim and renamed over it. The name carries this instance's id, so
   * one killed between the two finds its leftovers when it starts again (sweepLeftovers).
   */
  private tempPath(claimPath: string, token: string): string {
    return `${claimPath}.${this.me.instanceId}.${token}.tmp`;
  }

  private claimed(claimPath: string, token: string, content: string): { kind: 'claimed'; claim: HeldClaim } {
    this.held.add(claimPath);
    const claim: HeldClaim = {
      path: claimPath,
      token,
      content,
      timer: setInterval(() => void this.renew(claim), Math.max(50, this.timing.leaseMs / 3)),
    };
    claim.timer.unref();
    return { kind: 'claimed', claim };
  }

  /**
   * Writes the same bytes again in place (no truncation, so a reader never sees it empty): the
   * file server stamps a new mtime on its own clock. Not if another instance took the claim over.
   */
  private async renew(claim: HeldClaim): Promise<void> {
    try {
      if (!(await this.stillOurs(claim))) return this.stopRenewing(claim);
      const handle = await fs.open(claim.path, 'r+');
      try {
        await handle.write(claim.content, 0);
      } finally {
        await handle.close();
      }
    } catch {
      // A share that hiccups: the next renewal tries again, well inside the lease.
    }
  }

  private async stillOurs(claim: HeldClaim): Promise<boolean> {
    const record = await readRecord(claim.path, this.timing.leaseMs);
    return record?.state === 'held' && record.token === claim.token;
  }

  private stopRenewing(claim: HeldClaim): void {
    clearInterval(claim.timer);
    this.held.delete(claim.path);
  }

  private heldRecord(token: string, claimedAtServerMs: number): HeldRecord {
    return { state: 'held', ...this.me, token, leaseMs: this.timing.leaseMs, claimedAtServerMs };
  }
}

/** Who uploaded a version (its "done" marker), and how long ago by the file server's clock. */
export interface UploadDone {
  readonly host: string;
  readonly instanceId?: string;
  readonly ageMs: number;
}

/**
 * The "done" marker of a version, if another instance (or this one) uploaded it; undefined when
 * there is none (not uploaded under a claim, or a folder that takes no claims). Hot-folder jobs
 * read it to tell a file uploaded here from one uploaded elsewhere.
 */
export async function uploadDone(
  subject: ClaimSubject,
  me: ClaimantIdentity,
): Promise<UploadDone | undefined> {
  const dir = path.join(subject.folder, sharedStateFolder, 'claims');
  const claimPath = path.join(dir, `${claimName(subject)}.claim`);
  const record = await readRecord(claimPath, 0).catch(() => undefined);
  if (record?.state !== 'done') return undefined;
  const age = await (await ServerClock.read(dir, me)).ageOf(claimPath);
  if (age === undefined) return undefined;
  return {
    host: record.host,
    ...(record.instanceId ? { instanceId: record.instanceId } : {}),
    ageMs: Math.max(0, age),
  };
}

/** This data folder's instance id (created once), and the host and process it runs as. */
export async function claimantIdentity(stateDir: string): Promise<ClaimantIdentity> {
  const file = path.join(stateDir, 'instance-id');
  let instanceId = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (instanceId === '') {
    instanceId = randomUUID();
    await fs.mkdir(stateDir, { recursive: true, mode: privateFolderMode });
    await fs.writeFile(file, `${instanceId}\n`, { mode: privateFileMode });
  }
  return { instanceId, host: os.hostname(), pid: process.pid };
}

/**
 * One name per version: the remote folder, the path and the content, hashed (any length, any
 * characters), the same on every workstation. The remote folder by the library's rule (case,
 * slashes) in NFC; the path in NFC, since a Mac may read a name as NFD that Windows reads as NFC.
 * The path keeps its case: every workstation reads the same directory entry, and on a
 * case-sensitive share `job.pdf` and `Job.pdf` are two files, each to be sent.
 */
export function claimName(subject: ClaimSubject): string {
  return hashedName(
    libraryFolderKey(subject.remoteFolder.normalize('NFC')),
    subject.relPath.normalize('NFC'),
    subject.sha256,
  );
}

function hashedName(remoteFolder: string, relPath: string, sha256: string): string {
  return createHash('sha256').update(`${remoteFolder}\n${relPath}\n${sha256}`).digest('hex');
}

/**
 * Removes the temporary records this instance left in a claim folder when it was killed between
 * writing one and renaming it over its claim. Only its own: no other process writes under its id (one
 * process per data folder), while another workstation's may be mid-rename.
 */
export async function sweepLeftovers(dir: string, instanceId: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const own = `.${instanceId}.`;
  for (const name of names) {
    if (name.endsWith('.tmp') && name.includes(own)) await fs.rm(path.join(dir, name), { force: true });
  }
}

/** The record in a claim file; one not yet written (or torn) counts as held for a lease of `leaseMs`. */
async function readRecord(file: string, leaseMs: number): Promise<ClaimRecord | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as ClaimRecord;
  } catch {
    // Created but not yet written by its claimant (or torn by a crash right then): held until its lease runs out.
    return { state: 'held', instanceId: '', host: '', pid: 0, token: '', leaseMs, claimedAtServerMs: 0 };
  }
}

async function writeRecord(file: string, record: ClaimRecord): Promise<void> {
  await fs.writeFile(file, JSON.stringify(record));
}

/** Creates `dir` (not its parents: a hot folder that is gone, an unmounted share, must not be created again). */
export async function mkdirOnce(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

async function isFolder(p: string): Promise<boolean> {
  return (await fs.stat(p).catch(() => undefined))?.isDirectory() ?? false;
}
