/**
 * The sandbox's state: named collections of records keyed by id (users, folders, items, and the
 * commerce side's addresses and orders), held in memory and made durable in the data folder.
 *
 * Durability: every transaction appends one line to `journal.jsonl` and fsyncs it before the
 * caller hears back, so an answered request survives a crash. The journal is folded into
 * `state.json` (temp file + fsync + rename + directory fsync) at open, at close and when it grows
 * large. Replaying a journal over a snapshot that already holds it is harmless because each entry
 * is a whole record (or a removal), and a torn last line from a crash is ignored.
 *
 * Concurrency: transactions run one at a time, in arrival order; a transaction that throws is
 * rolled back in memory and nothing reaches the journal.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../platform/durable-files.js';
import { type FileLock, takeFileLock } from '../../platform/file-lock.js';
import { privateFileMode, privateFolderMode } from '../../platform/private-files.js';

export interface StoredRecord {
  readonly id: string;
}

/** Read access shared by the store and a transaction. Returned records are the stored objects: never mutate them. */
export interface StateReader {
  get<T extends StoredRecord>(collection: string, id: string): T | undefined;
  all<T extends StoredRecord>(collection: string): T[];
  find<T extends StoredRecord>(collection: string, match: (record: T) => boolean): T | undefined;
  filter<T extends StoredRecord>(collection: string, match: (record: T) => boolean): T[];
}

export interface Transaction extends StateReader {
  /** Inserts or replaces a whole record (a copy is stored). */
  put<T extends StoredRecord>(collection: string, record: T): T;
  remove(collection: string, id: string): void;
}

type Change = [collection: string, id: string, record: StoredRecord | null];

const SNAPSHOT = 'state.json';
const JOURNAL = 'journal.jsonl';
const LOCK = 'sandbox.lock';
const COMPACT_AFTER_BYTES = 16 * 1024 * 1024;

export class StateStore implements StateReader {
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;
  private lock: FileLock | undefined;

  private constructor(
    private readonly dir: string,
    private readonly collections: Map<string, Map<string, StoredRecord>>,
    private journal: FileHandle,
    private journalBytes: number,
  ) {}

  static async open(dir: string): Promise<StateStore> {
    await mkdir(dir, { recursive: true, mode: privateFolderMode });
    const held = await lock(dir);
    try {
      const store = await StateStore.load(dir);
      store.lock = held;
      return store;
    } catch (error) {
      await held.release();
      throw error;
    }
  }

  private static async load(dir: string): Promise<StateStore> {
    const collections = new Map<string, Map<string, StoredRecord>>();
    const snapshot = await readOptional(path.join(dir, SNAPSHOT));
    if (snapshot !== undefined) {
      const parsed = JSON.parse(snapshot) as { collections: Record<string, StoredRecord[]> };
      for (const [name, records] of Object.entries(parsed.collections)) {
        collections.set(name, new Map(records.map((r) => [r.id, r])));
      }
    }
    const journal = (await readOptional(path.join(dir, JOURNAL))) ?? '';
    for (const line of journal.split('\n')) {
      if (!line) continue;
      let changes: Change[];
      try {
        changes = JSON.parse(line) as Change[];
      } catch {
        break; // a torn write from a crash: everything before it is intact, nothing after it was acknowledged
      }
      applyChanges(collections, changes);
    }
    const handle = await open(path.join(dir, JOURNAL), 'a', privateFileMode);
    const store = new StateStore(dir, collections, handle, 0);
    await store.compact();
    return store;
  }

  get<T extends StoredRecord>(collection: string, id: string): T | undefined {
    return this.collections.get(collection)?.get(id) as T | undefined;
  }

  all<T extends StoredRecord>(collection: string): T[] {
    return [...(this.collections.get(collection)?.values() ?? [])] as T[];
  }

  find<T extends StoredRecord>(collection: string, match: (record: T) => boolean): T | undefined {
    for (const record of this.collections.get(collection)?.values() ?? []) {
      if (match(record as T)) return record as T;
    }
    return undefined;
  }

  filter<T extends StoredRecord>(collection: string, match: (record: T) => boolean): T[] {
    const out: T[] = [];
    for (const record of this.collections.get(collection)?.values() ?? []) {
      if (match(record as T)) out.push(record as T);
    }
    return out;
  }

  /** Runs `work` alone, then makes its changes durable before resolving. */
  transact<R>(work: (tx: Transaction) => R | Promise<R>): Promise<R> {
    const run = this.tail.then(async () => {
      if (this.closed) throw new Error('the sandbox state is closed');
      const changes: Change[] = [];
      const undo: Change[] = [];
      const tx: Transaction = {
        get: (c, id) => this.get(c, id),
        all: (c) => this.all(c),
        find: (c, m) => this.find(c, m),
        filter: (c, m) => this.filter(c, m),
        put: (c, record) => {
          const copy = structuredClone(record);
          undo.push([c, copy.id, this.get(c, copy.id) ?? null]);
          changes.push([c, copy.id, copy]);
          applyChanges(this.collections, [[c, copy.id, copy]]);
          return copy;
        },
        remove: (c, id) => {
          undo.push([c, id, this.get(c, id) ?? null]);
          changes.push([c, id, null]);
          applyChanges(this.collections, [[c, id, null]]);
        },
      };
      let result: R;
      try {
        result = await work(tx);
      } catch (error) {
        applyChanges(this.collections, undo.reverse());
        throw error;
      }
      if (changes.length > 0) await this.append(changes);
      return result;
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Waits for pending transactions, folds the journal into the snapshot and releases the files. */
  async close(): Promise<void> {
    await this.tail;
    if (this.closed) return;
    await this.compact();
    this.closed = true;
    await this.journal.close();
    await this.lock?.release();
  }

  private async append(changes: Change[]): Promise<void> {
    const line = `${JSON.stringify(changes)}\n`;
    await this.journal.appendFile(line);
    await this.journal.datasync();
    this.journalBytes += Buffer.byteLength(line);
    if (this.journalBytes > COMPACT_AFTER_BYTES) await this.compact();
  }

  private async compact(): Promise<void> {
    const snapshot: Record<string, StoredRecord[]> = {};
    for (const [name, records] of this.collections) snapshot[name] = [...records.values()];
    await writeFileAtomic(
      path.join(this.dir, SNAPSHOT),
      JSON.stringify({ version: 1, collections: snapshot }),
    );
    await this.journal.truncate(0);
    await this.journal.sync();
    this.journalBytes = 0;
  }
}

/** One process per data folder: two writers would interleave their journals. */
function lock(dir: string): Promise<FileLock> {
  return takeFileLock(path.join(dir, LOCK), {
    inUse: (owner) =>
      owner === process.pid
        ? new Error(`the sandbox data folder ${dir} is already open in this process`)
        : new Error(
            `the sandbox data folder ${dir} is in use by ${owner ? `process ${owner}` : 'another process'}`,
          ),
  });
}

function applyChanges(collections: Map<string, Map<string, StoredRecord>>, changes: Change[]): void {
  for (const [name, id, record] of changes) {
    let records = collections.get(name);
    if (!records) collections.set(name, (records = new Map()));
    if (record) records.set(id, record);
    else records.delete(id);
  }
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
