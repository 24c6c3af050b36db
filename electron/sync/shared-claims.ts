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
import { z } from 'zod';
import type { RecordKey } from '../print-service/record-key.js';
import { libraryFolderKey, type UploadedFile } from './remote.js';
import { mkdirShared, openShared, sharedStateFolder } from './share-files.js';
import { LeaseJudge, ServerClock, takeOver } from './share-lease.js';
import { stateRootOf, type ShareRecords } from './share-records.js';
import { recordScope } from './share-seal.js';

export { mkdirOnce, sharedStateFolder } from './share-files.js';

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
  /** The link's remote folder: its records are sealed with the account's key for it (share-seal.ts). */
  readonly scope: string;
}

/** The account's key for a link's records (the client in use derives it; print-service/record-key.ts). */
export type RecordKeys = (scope: string) => RecordKey;

const name = z.string().max(255);
const HeldRecord = z.strictObject({
  state: z.literal('held'),
  instanceId: name,
  host: name,
  pid: z.int().min(0),
  token: name,
  leaseMs: z.number().positive().max(86_400_000),
  /** The claim's mtime when it was created (file-server clock). */
  claimedAtServerMs: z.number().min(0),
});
type HeldRecord = z.infer<typeof HeldRecord>;

const DoneRecord = z.strictObject({
  state: z.literal('done'),
  host: name,
  instanceId: name,
  file: z.strictObject({
    fileId: z.string().min(1).max(100),
    name: z.string().min(1).max(1000),
    isBroken: z.boolean(),
    pageCount: z.int().min(0).optional(),
    createdAt: z.number().optional(),
  }),
});
type DoneRecord = z.infer<typeof DoneRecord>;

const ClaimRecord = z.discriminatedUnion('state', [HeldRecord, DoneRecord]);
type ClaimRecord = z.infer<typeof ClaimRecord>;

/**
 * A claim as this workstation can know it. One not written yet, or sealed under a key it has not
 * (`opaque`: nothing in it counts), holds like a held claim until it lapses on the file server's
 * clock; taken over then, an opaque one's upload is looked up first (it may be in the library).
 */
type ClaimReading = ClaimRecord | { readonly state: 'unwritten' | 'opaque' };

/** A claim this instance holds while it sends the file. */
export interface HeldClaim {
  readonly path: string;
  readonly folder: string;
  readonly key: RecordKey;
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
  /**
   * Claim folders made (or found) since it started: two `mkdir` calls per file, each failing with
   * EEXIST, were a tenth of the CPU of settling 20,000 files. A folder removed since is made again
   * when a claim in it finds it gone (tryClaim).
   */
  private readonly made = new Set<string>();

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
    const claimPath = path.join(dir, `${claimName(subject)}.claim`);
    if (!this.swept.has(dir)) {
      this.swept.add(dir);
      await sweepLeftovers(dir, this.me.instanceId);
    }
    const key = this.keys(recordScope(subject.scope));
    for (;;) {
      try {
        return await this.tryClaim({ folder: subject.folder, dir, claimPath, key });
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

  private async tryClaim(at: ClaimPlace): Promise<ClaimOutcome> {
    const { dir, claimPath } = at;
    if (!this.made.has(dir)) {
      // Never recursive: a hot folder that is gone (an unmounted share) must not be created again.
      await mkdirShared(path.dirname(dir));
      await mkdirShared(dir);
      this.made.add(dir);
    }
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
    this.stopRenewing(claim);
    if (mayHaveArrived) return;
    if (!(await this.stillOurs(claim).catch(() => false))) return;
    await fs.rm(claim.path, { force: true });
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
    this.held.add(at.claimPath);
    const claim: HeldClaim = {
      path: at.claimPath,
      folder: at.folder,
      key: at.key,
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
    const record = await this.read({ ...claim, dir: path.dirname(claim.path), claimPath: claim.path });
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
  records: ShareRecords,
  key: RecordKey,
): Promise<UploadDone | undefined> {
  const dir = path.join(subject.folder, sharedStateFolder, 'claims');
  const claimPath = path.join(dir, `${claimName(subject)}.claim`);
  const record = await readClaim(records, { folder: subject.folder, dir, claimPath, key }).catch(
    () => undefined,
  );
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

/** Where a version's claim is: its hot folder, the claims folder, the claim file, and the key of its records. */
interface ClaimPlace {
  readonly folder: string;
  readonly dir: string;
  readonly claimPath: string;
  readonly key: RecordKey;
}

/** The claim in `at`, checked (one that fails is set aside and reported, and reads as none). */
async function readClaim(records: ShareRecords, at: ClaimPlace): Promise<ClaimReading | undefined> {
  const read = await records.read(stateRootOf(at.folder), at.claimPath, at.key, ClaimRecord);
  switch (read.kind) {
    case 'ok':
      return read.body;
    case 'unwritten':
      return { state: 'unwritten' };
    case 'foreign':
      return { state: 'opaque' };
    case 'none':
    case 'set-aside':
      // Set aside: the next look finds none (or a claim written since), as after a release.
      return undefined;
  }
}

async function isFolder(p: string): Promise<boolean> {
  return (await fs.stat(p).catch(() => undefined))?.isDirectory() ?? false;
}
