/**
 * Whether this workstation is alone on a shared hot folder. Alone, it needs no claim file per
 * version: a claim file is two new inodes and a rename per file on the share, most of the cost of
 * settling a folder of 100,000 files. So the folder's mode record says who is there:
 *
 * - `solo`: one workstation, the soloist, sends without claim files and logs what it sends
 *   (solo-log.ts). Another that arrives adds itself as a knock and waits, sending nothing.
 * - `shared`: every member claims each version with a claim file (shared-claims.ts).
 *
 * The record (`<folder>/.printdesk/solo/<scope>/mode`) is sealed, read and written only under a
 * short lock (share-files.ts `withShareLock`, an exclusive create: atomic on local disks, SMB and
 * NFSv3+), and replaced whole. Each entry is renewed every third of the lease, with the file
 * server's time (share-lease.ts); an entry not renewed for its lease, or whose process is gone on
 * this host, has lapsed. A soloist that finds a live knock first gives each of its uploads under way
 * a claim file and writes its log out (`leaveSolo`), then writes the record `shared`: the knock
 * sends only after that. A lapsed soloist's uploads under way are in its log (`sending` with no
 * outcome): whoever claims one next looks in the library first (shared-claims.ts).
 *
 * docs/sync-engine.md, "Alone on a folder".
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RecordKey } from '../print-service/record-key.js';
import { mkdirShared, replaceShared, sharedStateFolder, withShareLock } from './share-files.js';
import { LeaseJudge, ServerClock } from './share-lease.js';
import type { ShareRecords } from './share-records.js';
import { LeaseHolderFields } from './claim-records.js';
import { sweepLeftovers, type ClaimantIdentity } from './claimant.js';
import { logPlace, soloFolder, SoloLogIndex, SoloLogWriter } from './solo-log.js';

const Member = z.strictObject({
  ...LeaseHolderFields,
  /** When it was last written (the file server's clock, as the writer read it). */
  renewedAtServerMs: z.number().min(0),
});
type Member = z.infer<typeof Member>;
const ModeRecord = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('solo'), soloist: Member, knocks: z.array(Member).max(256) }),
  z.strictObject({ mode: z.literal('shared'), members: z.array(Member).max(256) }),
]);
type ModeRecord = z.infer<typeof ModeRecord>;

export type FolderRole = 'solo' | 'shared' | 'waiting';

export interface FolderModeParts {
  readonly me: ClaimantIdentity;
  readonly leaseMs: number;
  readonly records: ShareRecords;
  readonly key: RecordKey;
  /** The folder stops being this instance's alone: its solo uploads under way get claim files. */
  readonly leaveSolo: () => Promise<void>;
}

/** The record as read: none, one of ours, or one under a key this workstation has not (someone is there). */
type ModeReading = ModeRecord | undefined | 'foreign';

export class FolderMode {
  readonly index: SoloLogIndex;
  private role: FolderRole | 'switching' = 'waiting';
  private readonly token = randomUUID();
  /** When a record naming us was last written (our clock). */
  private writtenAt = -Infinity;
  private stepping: Promise<void> | undefined;
  private readonly soloOps = new Set<Promise<unknown>>();
  private log: SoloLogWriter | undefined;
  /**
   * The versions with a claim file when this instance became alone here (by name): while it is,
   * nobody else makes one, so this saves a failed look on the share per file.
   */
  claimFiles = new Set<string>();
  private readonly judge: LeaseJudge;
  private readonly clock = ServerClock.cached(5000);
  private readonly timer: NodeJS.Timeout;
  /** The record's file as the soloist last looked at it (inode, size, mtime). */
  private lastSeen: string | undefined;

  private constructor(
    private readonly folder: string,
    readonly dir: string,
    private readonly scopeDir: string,
    private readonly parts: FolderModeParts,
  ) {
    this.index = new SoloLogIndex(path.join(this.dir, 'logs'), scopeDir, parts.key);
    this.judge = new LeaseJudge(parts.me, { deadGraceMs: parts.leaseMs / 4, own: 'left-over' });
    this.timer = setInterval(() => void this.tick(), Math.min(1000, parts.leaseMs / 6));
    this.timer.unref();
  }

  /** Joins the folder (its `.printdesk` made if missing, never the folder itself). */
  static async enter(folder: string, scope: string, parts: FolderModeParts): Promise<FolderMode> {
    const { dir, scopeDir } = soloFolder(folder, scope);
    // One level at a time: a hot folder that is gone (an unmounted share) is never made again.
    for (const level of [path.dirname(path.dirname(dir)), path.dirname(dir), dir, path.join(dir, 'logs')])
      await mkdirShared(level);
    // A record this instance was killed writing (temporary file, then rename) is its own to remove.
    await sweepLeftovers(dir, parts.me.instanceId);
    const mode = new FolderMode(folder, dir, scopeDir, parts);
    try {
      await mode.step();
    } catch (error) {
      clearInterval(mode.timer);
      throw error;
    }
    return mode;
  }

  /** The role now; renewed first when our entry has gone unrenewed for half the lease (a stalled share). */
  async current(): Promise<FolderRole> {
    if (this.role === 'switching' || performance.now() - this.writtenAt > this.parts.leaseMs / 2)
      await this.step();
    return this.role === 'switching' ? 'shared' : this.role;
  }

  /** How long ago `atServerMs` was, on the file server's clock. */
  async sinceServerMs(atServerMs: number): Promise<number> {
    return (await this.clock(this.dir, this.parts.me)).now - atServerMs;
  }

  /** How soon a workstation waiting for the soloist looks again. */
  get waitRetryMs(): number {
    return Math.min(1000, this.parts.leaseMs / 6);
  }

  /**
   * Runs `work` as this folder's soloist: false, and nothing run, when the folder is not this
   * instance's alone now. The switch to shared waits for it.
   */
  async whileSolo(work: (log: SoloLogWriter, atServerMs: number) => Promise<void>): Promise<boolean> {
    if (this.role !== 'solo' || !this.log) return false;
    const log = this.log;
    const op = this.clock(this.dir, this.parts.me).then((clock) => work(log, clock.now));
    this.soloOps.add(op);
    try {
      await op;
      return true;
    } finally {
      this.soloOps.delete(op);
    }
  }

  /** Waits for a change of mode under way (a solo upload's outcome then goes to its claim file). */
  async settled(): Promise<void> {
    await this.stepping?.catch(() => undefined);
  }

  /** Leaves the folder: the record without us (a knock waiting takes over at once). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.settled();
    // Written out before the record lets anyone else in: they read what this instance finished.
    await this.log?.close();
    await this.locked(
      async (record) => ({ next: without(record, this.parts.me.instanceId), role: 'shared' }),
      {
        leaving: true,
      },
    ).catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.stepping) return;
    const due = performance.now() - this.writtenAt >= this.parts.leaseMs / 3;
    if (due || (await this.mayChange().catch(() => false))) await this.step().catch(() => undefined);
  }

  /** Without the lock: whether the record asks something of us (a knock for the soloist, a soloist gone for a knock). */
  private async mayChange(): Promise<boolean> {
    if (this.role === 'shared') return false;
    if (this.role === 'solo') {
      // A knock rewrites the record: while it stays as this instance last wrote it, a stat is the whole look.
      const stat = await fs.stat(this.modeFile).catch(() => undefined);
      const seen = stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      if (seen === this.lastSeen) return false;
      this.lastSeen = seen;
    }
    const record = await this.read({ setAside: false });
    if (record === 'foreign' || record?.mode !== 'solo') return true;
    const now = (await this.clock(this.dir, this.parts.me)).now;
    if (this.role === 'solo') return record.knocks.some((m) => this.live(m, now));
    return !this.live(record.soloist, now);
  }

  private step(): Promise<void> {
    this.stepping ??= this.locked(async (record, me, now) => this.decide(record, me, now)).finally(() => {
      this.stepping = undefined;
    });
    return this.stepping;
  }

  /** Reads the record under the lock, writes what `next` makes of it, and takes the role it gives us. */
  private async locked(
    next: (
      record: ModeReading,
      me: Member,
      now: number,
    ) => Promise<{ next: ModeRecord | 'keep' | undefined; role: FolderRole }>,
    options: { leaving?: boolean } = {},
  ): Promise<void> {
    const { me } = this.parts;
    await withShareLock(path.join(this.dir, 'mode.lock'), me, async () => {
      const now = (await this.clock(this.dir, me)).now;
      const entry: Member = { ...me, token: this.token, leaseMs: this.parts.leaseMs, renewedAtServerMs: now };
      const decided = await next(await this.read({}), entry, now);
      const file = this.modeFile;
      if (decided.next === undefined) await fs.rm(file, { force: true });
      else if (decided.next !== 'keep') await replaceShared(file, this.seal(decided.next), me);
      this.writtenAt = performance.now();
      if (!options.leaving) await this.become(decided.role);
    });
  }

  private async decide(
    record: ModeReading,
    me: Member,
    now: number,
  ): Promise<{ next: ModeRecord; role: FolderRole }> {
    const others = (members: readonly Member[]) =>
      members.filter((m) => m.instanceId !== me.instanceId && this.live(m, now));
    let decided: { next: ModeRecord; role: FolderRole };
    if (record === 'foreign') {
      decided = { next: { mode: 'shared', members: [me] }, role: 'shared' };
    } else if (record?.mode === 'solo' && others([record.soloist]).length > 0) {
      decided = {
        next: { mode: 'solo', soloist: record.soloist, knocks: [...others(record.knocks), me] },
        role: 'waiting',
      };
    } else {
      const present = others(record?.mode === 'solo' ? record.knocks : (record?.members ?? []));
      decided =
        present.length === 0
          ? { next: { mode: 'solo', soloist: me, knocks: [] }, role: 'solo' }
          : { next: { mode: 'shared', members: [me, ...present] }, role: 'shared' };
    }
    // A switch that failed halfway (the share hiccuped) is finished before anyone else is let in.
    if ((this.role === 'solo' || this.role === 'switching') && decided.role !== 'solo')
      await this.leaveSolo();
    return decided;
  }

  /** Every solo upload under way gets its claim file, and the log is written out, before anyone else sends. */
  private async leaveSolo(): Promise<void> {
    this.role = 'switching';
    await Promise.allSettled([...this.soloOps]);
    await this.parts.leaveSolo();
    await this.log?.settled();
  }

  /** Takes `role`, its log and its listing ready first: nothing is claimed alone before both are. */
  private async become(role: FolderRole): Promise<void> {
    if (role === this.role) return;
    // A soloist that went, or one that handed over: its log is complete now.
    await this.index.refresh();
    if (role === 'solo') {
      this.claimFiles = await claimFilesIn(path.join(this.folder, sharedStateFolder, 'claims'));
      const { instanceId } = this.parts.me;
      this.log ??= await SoloLogWriter.open(
        path.join(this.dir, 'logs', `${instanceId}.log`),
        logPlace(this.scopeDir, instanceId),
        this.parts.key,
      );
    }
    this.role = role;
  }

  private live(member: Member, now: number): boolean {
    return !this.judge.lapsed(member, now - member.renewedAtServerMs, member.leaseMs);
  }

  private get modeFile(): string {
    return path.join(this.dir, 'mode');
  }

  private get stateRoot(): string {
    return path.join(this.folder, sharedStateFolder);
  }

  private seal(record: ModeRecord): string {
    return this.parts.records.seal(this.stateRoot, this.modeFile, this.parts.key, record);
  }

  private async read(options: { setAside?: boolean }): Promise<ModeReading> {
    const { records, key } = this.parts;
    const read = await records.read(this.stateRoot, this.modeFile, key, ModeRecord, options);
    if (read.kind === 'ok') return read.body;
    return read.kind === 'foreign' ? 'foreign' : undefined;
  }
}

/** The record once `instanceId` has left: undefined when nobody is left, 'keep' for one we cannot read. */
function without(record: ModeReading, instanceId: string): ModeRecord | 'keep' | undefined {
  if (record === 'foreign') return 'keep';
  if (record === undefined) return undefined;
  if (record.mode === 'solo') {
    const knocks = record.knocks.filter((m) => m.instanceId !== instanceId);
    if (record.soloist.instanceId !== instanceId) return { ...record, knocks };
    return knocks.length > 0 ? { mode: 'shared', members: knocks } : undefined;
  }
  const members = record.members.filter((m) => m.instanceId !== instanceId);
  return members.length > 0 ? { mode: 'shared', members } : undefined;
}

async function claimFilesIn(dir: string): Promise<Set<string>> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return new Set(names.filter((n) => n.endsWith('.claim')).map((n) => n.slice(0, -'.claim'.length)));
}
