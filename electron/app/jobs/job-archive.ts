/**
 * Finished jobs, compacted (job-compaction.ts): a finished job's claim and sent markers are folded,
 * with thousands of others, into one file `<folder>/.printdesk/jobs/archive/<time>-<id>.jobs`,
 * sealed like every record on the share (share-seal.ts: its seal covers its own path, so it can be
 * neither forged, nor changed, nor copied under another name). One that fails its check is set
 * aside and reported, and nothing in it counts; one under a key this workstation has not is left
 * alone. docs/hot-folder-jobs.md, "Years of jobs".
 *
 * A compacted job still fences: its claim can no more be created anew (JobClaims.create looks here
 * after its exclusive create), its steps no more fenced, and a workstation that looks for it finds
 * its last record here. So each workstation keeps an index per folder and key: which claim names
 * are in which file, each file read once (the folder holds one file per few thousand jobs).
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RecordKey } from '../../print-service/record-key.js';
import { mkdirShared, replaceShared, sharedStateFolder, type ShareIdentity } from '../../sync/share-files.js';
import { stateRootOf, type ShareRecords } from '../../sync/share-records.js';
import { ArchivedJob, ClaimName, JobArchiveBody } from './job-claim-record.js';

const archiveSuffix = '.jobs';

interface ArchiveIndex {
  /** Per compacted claim name, the file that holds it. */
  readonly names: Map<string, string>;
  /** Files read already (or left alone: under another key, set aside). */
  readonly seen: Set<string>;
}

export class JobArchive {
  private readonly indexes = new Map<string, ArchiveIndex>();
  /** The compacted file last read whole: each job's text by claim name (files are never rewritten). */
  private last: { readonly file: string; readonly jobs: ReadonlyMap<string, string> } | undefined;

  constructor(private readonly records: ShareRecords) {}

  /** The folder of a hot folder's compacted files. */
  dirOf(folder: string): string {
    return path.join(folder, sharedStateFolder, 'jobs', 'archive');
  }

  /** Whether the job whose claim is `name` was compacted (the folder listed again first: new files are read). */
  async has(folder: string, key: RecordKey, name: string): Promise<boolean> {
    return (await this.refresh(folder, key)).names.has(name);
  }

  /** The claim names compacted in the folder now (listed once: for many names at a time). */
  async known(folder: string, key: RecordKey): Promise<ReadonlyMap<string, string>> {
    return (await this.refresh(folder, key)).names;
  }

  /** The compacted job whose claim was `name`, checked; undefined when it was not compacted. */
  async find(folder: string, key: RecordKey, name: string): Promise<ArchivedJob | undefined> {
    const file = (await this.refresh(folder, key)).names.get(name);
    if (!file) return undefined;
    if (this.last?.file !== file) {
      const read = await this.records.read(stateRootOf(folder), file, key, JobArchiveBody);
      if (read.kind !== 'ok') return undefined;
      this.last = { file, jobs: new Map(entriesOf(read.body.jobs)) };
    }
    const job = ArchivedJob.safeParse(parsed(this.last.jobs.get(name)));
    return job.success ? job.data : undefined;
  }

  /**
   * Writes `jobs` as a new compacted file, whole (temporary file, fsync, rename: a reader sees it
   * all or not at all). Their claims may be removed once this returns.
   */
  async write(
    folder: string,
    key: RecordKey,
    jobs: readonly ArchivedJob[],
    me: ShareIdentity,
  ): Promise<void> {
    const dir = this.dirOf(folder);
    await mkdirShared(dir);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${randomUUID()}${archiveSuffix}`);
    const body: JobArchiveBody = { jobs: jobs.map((job) => JSON.stringify(job)) };
    await replaceShared(file, this.records.seal(stateRootOf(folder), file, key, body), me);
    const index = this.indexOf(folder, key);
    index.seen.add(file);
    for (const job of jobs) index.names.set(job.name, file);
  }

  private indexOf(folder: string, key: RecordKey): ArchiveIndex {
    const id = `${key.id}\n${folder}`;
    let index = this.indexes.get(id);
    if (!index) this.indexes.set(id, (index = { names: new Map(), seen: new Set() }));
    return index;
  }

  /** Reads the compacted files not read yet (a listing of a few names; each file is read once). */
  private async refresh(folder: string, key: RecordKey): Promise<ArchiveIndex> {
    const index = this.indexOf(folder, key);
    const dir = this.dirOf(folder);
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      if (!name.endsWith(archiveSuffix) || index.seen.has(file)) continue;
      const read = await this.records.read(stateRootOf(folder), file, key, JobArchiveBody);
      // Being renamed into place cannot be seen half-written: anything else is final for this key.
      if (read.kind === 'unwritten') continue;
      index.seen.add(file);
      if (read.kind === 'ok') for (const [name] of entriesOf(read.body.jobs)) index.names.set(name, file);
    }
    return index;
  }
}

/** A compacted file's jobs by claim name (an entry without one, which no workstation writes, counts nothing). */
function* entriesOf(jobs: readonly string[]): Iterable<[string, string]> {
  for (const text of jobs) {
    const name = ClaimName.safeParse((parsed(text) as { name?: unknown } | undefined)?.name);
    if (name.success) yield [name.data, text];
  }
}

function parsed(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
