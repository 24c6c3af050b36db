/**
 * The printer's memory of the jobs it received, durable across crashes and restarts:
 * `<dataDir>/printers/<printer id>/received.jsonl`, only ever appended to.
 *
 * - `job`: a job id was given out (not synced: a lost line only risks an id being given again).
 * - `intent`: the file a job's document is about to become, on disk (fdatasync) before the file is
 *   written, so that a crash between the two writes the same name again rather than a second file.
 * - `filed`: the file is in the hot folder, on disk before the client hears the job was taken.
 *   A job the spooler sent again is `filed` too, with `resentOf` and the first job's file: the
 *   printer answers for it, but writes nothing.
 *
 * A torn last line (a kill mid-append) is dropped when read.
 */
import { open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { makePrivateFolder, privateFileMode } from '../platform/private-files.js';

const Filed = z.object({
  t: z.literal('filed'),
  /** jobKey (document-key.ts): what a resent job has in common with the first. */
  key: z.string(),
  id: z.int(),
  /** The print file's name in the hot folder. */
  file: z.string(),
  /** Sha-256 of the print file as written. */
  sha256: z.string(),
  jobName: z.string(),
  user: z.string(),
  format: z.string(),
  at: z.number(),
  resentOf: z.int().optional(),
});
export type FiledJob = z.infer<typeof Filed>;

const Line = z.discriminatedUnion('t', [
  z.object({ t: z.literal('job'), id: z.int() }),
  z.object({ t: z.literal('intent'), key: z.string(), id: z.int(), file: z.string() }),
  Filed,
]);
type Line = z.infer<typeof Line>;

export class PrintLedger {
  private readonly filedByKey = new Map<string, FiledJob>();
  private readonly intents = new Map<string, string>();
  private readonly names = new Set<string>();
  private readonly filed: FiledJob[] = [];
  private lastId = 0;
  private writing: Promise<unknown> = Promise.resolve();

  private constructor(private readonly handle: FileHandle) {}

  static async open(folder: string): Promise<PrintLedger> {
    await makePrivateFolder(folder);
    const file = path.join(folder, 'received.jsonl');
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const handle = await open(file, 'a', privateFileMode);
    const ledger = new PrintLedger(handle);
    // A line cut short by a kill never ends in a newline: close it, so the next append starts clean.
    if (text !== '' && !text.endsWith('\n')) await handle.write('\n');
    for (const raw of text.split('\n')) {
      let parsed;
      try {
        parsed = Line.safeParse(JSON.parse(raw));
      } catch {
        continue;
      }
      if (parsed.success) ledger.apply(parsed.data);
    }
    return ledger;
  }

  /** A new job id, after every id this printer gave out before. */
  newJobId(): number {
    const id = ++this.lastId;
    void this.append({ t: 'job', id }, false);
    return id;
  }

  /** The first job filed under this key (a resent job finds it here). */
  filedAs(key: string): FiledJob | undefined {
    return this.filedByKey.get(key);
  }

  /** The name a crash interrupted this key's filing at, to be used again. */
  intentOf(key: string): string | undefined {
    return this.intents.get(key);
  }

  /** Every name a job was filed or about to be filed under (lower case): a new job takes another. */
  nameTaken(lowerCaseName: string): boolean {
    return this.names.has(lowerCaseName);
  }

  /** Every job filed, oldest first (the printer answers for them after a restart). */
  jobs(): readonly FiledJob[] {
    return this.filed;
  }

  async intent(key: string, id: number, file: string): Promise<void> {
    await this.append({ t: 'intent', key, id, file }, true);
  }

  async file(job: FiledJob): Promise<void> {
    await this.append(job, true);
  }

  async close(): Promise<void> {
    await this.writing.catch(() => undefined);
    await this.handle.close();
  }

  private apply(line: Line): void {
    this.lastId = Math.max(this.lastId, line.id);
    if (line.t === 'intent') {
      this.intents.set(line.key, line.file);
      this.names.add(line.file.toLowerCase());
    } else if (line.t === 'filed') {
      this.filed.push(line);
      this.names.add(line.file.toLowerCase());
      if (!this.filedByKey.has(line.key)) this.filedByKey.set(line.key, line);
    }
  }

  /** One append at a time, each a whole line; `durable` waits until it is on disk. */
  private append(line: Line, durable: boolean): Promise<void> {
    this.apply(line);
    const done = this.writing.then(async () => {
      await this.handle.write(`${JSON.stringify(line)}\n`);
      if (durable) await this.handle.datasync();
    });
    this.writing = done.catch(() => undefined);
    return done;
  }
}
