/**
 * An append-only file of whole lines that survives a crash and a full disk: the sync journal, the
 * jobs journal and the order record write through it.
 *
 * - Appends run one after another; each resolves once its lines are on disk (write + fdatasync).
 * - Every write's length is checked. A short write (a full disk writes what fits and says so by
 *   its count, not by an error) is finished or, failing that, cut back off: the file is truncated
 *   to its last whole line and the append fails with the reason. Should the truncation fail too,
 *   the next append starts on a new line, so a good line never joins a torn one.
 * - A file whose last line was torn by a crash is treated the same way when opened.
 * - Reading (`readJsonLines`, `eachJsonLine`) skips a line that does not parse: a torn last line, or one closed off
 *   by a later append.
 */
import { createReadStream, promises as fs } from 'node:fs';
import { privateFileMode } from './private-files.js';

const newline = 0x0a;

export class LineAppender {
  private tail: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    private handle: fs.FileHandle | undefined,
    /** The length of the file's whole lines: where a failed append is cut back to. */
    private size: number,
    /** The file ends in bytes that are no whole line (and could not be cut off): start on a new line. */
    private torn: boolean,
    private readonly datasync: boolean,
  ) {}

  /**
   * Opens `file` for appending (created private when missing). Without `datasync`, an append
   * resolves once written (a killed process loses nothing; a power cut may): for records on a file
   * server, which no fsync of ours makes durable there either.
   */
  static async open(
    file: string,
    mode = privateFileMode,
    options: { datasync?: boolean } = {},
  ): Promise<LineAppender> {
    const handle = await fs.open(file, 'a+', mode);
    try {
      const { size } = await handle.stat();
      let torn = false;
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        torn = last[0] !== newline;
      }
      return new LineAppender(file, handle, size, torn, options.datasync ?? true);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  get isOpen(): boolean {
    return this.handle !== undefined;
  }

  /**
   * Appends `lines` (each without a line break; a newline is added to each) and resolves once they
   * are durable. Rejects, with the file left as it was, when they could not all be written.
   */
  append(lines: readonly string[]): Promise<void> {
    if (!this.handle) return Promise.reject(new Error(`${this.file} is closed.`));
    if (lines.some((line) => /[\r\n]/.test(line)))
      return Promise.reject(new Error(`A line for ${this.file} holds a line break.`));
    const text = lines.map((line) => `${line}\n`).join('');
    const written = this.tail.then(() => this.write(text));
    this.tail = written.catch(() => undefined);
    return written;
  }

  /** Waits for the appends under way, then closes the file. */
  async close(): Promise<void> {
    const handle = this.handle;
    if (!handle) return;
    this.handle = undefined;
    await this.tail;
    await handle.close();
  }

  private async write(text: string): Promise<void> {
    const handle = this.handle;
    if (!handle) throw new Error(`${this.file} is closed.`);
    const data = Buffer.from(this.torn ? `\n${text}` : text);
    let done = 0;
    try {
      while (done < data.length) {
        const { bytesWritten } = await handle.write(data, done, data.length - done);
        if (bytesWritten === 0) throw Object.assign(new Error('no byte was written'), { code: 'ENOSPC' });
        done += bytesWritten;
      }
      if (this.datasync) await handle.datasync();
    } catch (error) {
      const cut = await this.cutBack(handle);
      throw new Error(
        `Could not write to ${this.file}: ${reason(error)} (${done} of ${data.length} bytes written; ` +
          `${cut ? 'they were cut off again' : 'the next line starts on a new line'}).`,
        { cause: error },
      );
    }
    this.size += data.length;
    this.torn = false;
  }

  /** Truncates the file back to its whole lines; false (and the next append starts a new line) when it cannot. */
  private async cutBack(handle: fs.FileHandle): Promise<boolean> {
    try {
      await handle.truncate(this.size);
      await handle.datasync();
      return true;
    } catch {
      this.torn = true;
      return false;
    }
  }
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EDQUOT') return 'the disk quota is used up';
  return error instanceof Error ? error.message : String(error);
}

/**
 * The lines of `file` that hold a JSON object, each kept when `accept` returns a value; a line that
 * does not parse (torn by a crash or a full disk) is skipped. No file: no lines.
 */
export async function readJsonLines<T>(
  file: string,
  accept: (value: Record<string, unknown>) => T | undefined,
): Promise<T[]> {
  const values: T[] = [];
  await eachJsonLine(file, (value) => {
    const accepted = accept(value);
    if (accepted !== undefined) values.push(accepted);
  });
  return values;
}

/**
 * Hands each line of `file` that holds a JSON object to `visit`, oldest first, skipping the lines
 * `readJsonLines` skips. The file is read a chunk at a time, never held whole: the sync journal of
 * 100,000 files is some 50 MB.
 */
export async function eachJsonLine(
  file: string,
  visit: (value: Record<string, unknown>) => void,
): Promise<void> {
  let carry = '';
  try {
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
      const lines = (carry + (chunk as string)).split('\n');
      carry = lines.pop()!;
      for (const line of lines) visitLine(line, visit);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  visitLine(carry, visit);
}

function visitLine(line: string, visit: (value: Record<string, unknown>) => void): void {
  if (line.trim() === '') return;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    visit(value as Record<string, unknown>);
}
