/**
 * The log a workstation alone on a shared hot folder keeps instead of a claim file per version
 * (folder-mode.ts, docs/sync-engine.md "Alone on a folder"): one appended file per instance,
 * `<folder>/.printdesk/solo/<scope>/logs/<instance id>.log`, one sealed line per event.
 *
 * Each line seals the entries of one write:
 * - `sending`: the version is about to be sent (written before the request goes out), with the
 *   file server's time then. A line with no `done` after it is an upload that may have arrived.
 * - `done`: the library has it (its file id and name), as a claim's done marker says.
 * - `released`: the attempt failed before its request reached the service: nothing is in flight.
 *
 * Lines are written a batch at a time with no fsync, as claims are: a killed process's lines are
 * in the file server's cache, and whoever reads next sees them.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { z } from 'zod';
import { LineAppender } from '../platform/durable-append.js';
import type { RecordKey } from '../print-service/record-key.js';
import { DoneFile } from './claim-records.js';
import { sharedFileMode, sharedStateFolder } from './share-files.js';
import { sealRecord, unsealRecord } from './share-seal.js';
import type { UploadedFile } from './remote.js';

const name = z.string().max(255);
/** How long an outcome waits for a line to ride along with. */
const noteMs = 250;
const claimName = z.string().regex(/^[0-9a-f]{64}$/);
const LogEntry = z.discriminatedUnion('s', [
  z.strictObject({ s: z.literal('sending'), name: claimName, atServerMs: z.number().min(0) }),
  z.strictObject({ s: z.literal('released'), name: claimName }),
  z.strictObject({
    s: z.literal('done'),
    name: claimName,
    host: name,
    instanceId: name,
    atServerMs: z.number().min(0),
    file: DoneFile,
  }),
]);
export type LogEntry = z.infer<typeof LogEntry>;
/** One line: the entries of one write, sealed together (a seal per entry was a tenth of settling 100,000 files). */
const LogLine = z.strictObject({ entries: z.array(LogEntry).min(1).max(100_000) });

/** What the logs say of one version. */
export type LoggedVersion =
  | {
      readonly kind: 'done';
      readonly file: UploadedFile;
      readonly host: string;
      readonly instanceId: string;
      readonly atServerMs: number;
    }
  /** Sent (or about to be) by `instanceId` at `atServerMs`, with no outcome logged: it may have arrived. */
  | { readonly kind: 'sending'; readonly instanceId: string; readonly atServerMs: number };

/** A folder's solo records for one scope (a link's remote folder): `.printdesk/solo/<hash of the scope>`. */
export function soloFolder(
  folder: string,
  scope: string,
): { readonly dir: string; readonly scopeDir: string } {
  const scopeDir = createHash('sha256').update(scope).digest('hex').slice(0, 16);
  return { dir: path.join(folder, sharedStateFolder, 'solo', scopeDir), scopeDir };
}

/** A log's place under `.printdesk/`, which its lines' seals cover. */
export function logPlace(scopeDir: string, instanceId: string): string {
  return `solo/${scopeDir}/logs/${instanceId}.log`;
}

/**
 * Every instance's log of one folder and scope, read as they grow: a file's bytes are read once,
 * from where the last read ended. A line that fails its seal, or was torn by a kill, is skipped.
 */
export class SoloLogIndex {
  private readonly read = new Map<string, { offset: number; rest: string; text: StringDecoder }>();
  private readonly versions = new Map<string, LoggedVersion>();

  constructor(
    private readonly dir: string,
    private readonly scopeDir: string,
    private readonly key: RecordKey,
  ) {}

  lookUp(name: string): LoggedVersion | undefined {
    return this.versions.get(name);
  }

  /** Reads what the logs gained since the last look. */
  async refresh(): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const file of names) {
      if (!file.endsWith('.log')) continue;
      await this.follow(file);
    }
  }

  private async follow(file: string): Promise<void> {
    const instanceId = file.slice(0, -'.log'.length);
    // The decoder keeps a character split between two reads (a name in UTF-8) for the next.
    const at = this.read.get(file) ?? { offset: 0, rest: '', text: new StringDecoder('utf8') };
    const handle = await fs.open(path.join(this.dir, file), 'r').catch(() => undefined);
    if (!handle) return;
    try {
      const { size } = await handle.stat();
      if (size <= at.offset) return;
      const chunk = Buffer.alloc(Math.min(size - at.offset, 4 * 1024 * 1024));
      let { offset, rest } = at;
      while (offset < size) {
        const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, size - offset), offset);
        if (bytesRead === 0) break;
        offset += bytesRead;
        const lines = (rest + at.text.write(chunk.subarray(0, bytesRead))).split('\n');
        rest = lines.pop()!;
        for (const line of lines) this.apply(instanceId, line);
      }
      this.read.set(file, { offset, rest, text: at.text });
    } finally {
      await handle.close();
    }
  }

  private apply(instanceId: string, text: string): void {
    const opened = unsealRecord(text, this.key, logPlace(this.scopeDir, instanceId), LogLine);
    if (opened.kind !== 'ok') return;
    for (const entry of opened.body.entries) this.record(instanceId, entry);
  }

  private record(instanceId: string, line: LogEntry): void {
    const known = this.versions.get(line.name);
    switch (line.s) {
      case 'done':
        this.versions.set(line.name, {
          kind: 'done',
          file: line.file,
          host: line.host,
          instanceId: line.instanceId,
          atServerMs: line.atServerMs,
        });
        return;
      case 'sending':
        if (known?.kind !== 'done')
          this.versions.set(line.name, { kind: 'sending', instanceId, atServerMs: line.atServerMs });
        return;
      case 'released':
        if (known?.kind === 'sending' && known.instanceId === instanceId) this.versions.delete(line.name);
        return;
    }
  }
}

/**
 * This instance's log, a batch of entries per line. An entry that must be there before the request
 * goes out (`sending`) is written within a macrotask and awaited; an outcome is noted and written
 * with the next line, or within `noteMs`. An outcome lost to a kill costs another workstation one
 * look in the library (the version reads as maybe sent), never a second upload.
 */
export class SoloLogWriter {
  private pending: LogEntry[] = [];
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private noted: NodeJS.Timeout | undefined;

  private constructor(
    private readonly appender: LineAppender,
    private readonly place: string,
    private readonly key: RecordKey,
  ) {}

  static async open(file: string, place: string, key: RecordKey): Promise<SoloLogWriter> {
    return new SoloLogWriter(await LineAppender.open(file, sharedFileMode, { datasync: false }), place, key);
  }

  append(entry: LogEntry): Promise<void> {
    this.pending.push(entry);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flush();
    return done;
  }

  /** An outcome: written with the next line, or within `noteMs`. */
  note(entry: LogEntry): void {
    this.pending.push(entry);
    this.noted ??= setTimeout(() => {
      this.noted = undefined;
      this.flushing ??= this.flush();
    }, noteMs);
  }

  /** Resolves once every entry appended or noted so far is written. */
  async settled(): Promise<void> {
    if (this.pending.length > 0) this.flushing ??= this.flush();
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    await this.settled();
    clearTimeout(this.noted);
    await this.appender.close();
  }

  private async flush(): Promise<void> {
    // One macrotask of grace lets the lines of concurrent uploads share a write.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await this.appender.append([sealRecord(this.key, this.place, { entries: batch })]);
        for (const w of waiters) w.resolve();
      } catch (error) {
        for (const w of waiters) w.reject(error);
      }
    }
    clearTimeout(this.noted);
    this.noted = undefined;
    this.flushing = undefined;
  }
}
