/**
 * The file an upload's content goes into while it arrives, durable when `finish` resolves. Writes
 * are gathered slices (one `writev`, no copy) so the socket keeps being read while the disk writes;
 * writeback starts while receiving (a background `datasync` each SYNC_EVERY bytes, never two at
 * once), so the last `datasync` after the final byte has little left to flush instead of all of it.
 */
import { open, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { privateFileMode } from '../../platform/private-files.js';

const WRITE_BATCH = 1024 * 1024;
/** Bytes received but not yet written at which the reader is asked to wait: memory stays flat. */
const MAX_QUEUED = 4 * 1024 * 1024;
const SYNC_EVERY = 64 * 1024 * 1024;

export class PartFile {
  private queued: Buffer[] = [];
  private queuedBytes = 0;
  private written = 0;
  private writing: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private syncedUpTo = 0;
  private failure: unknown;

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(path: string): Promise<PartFile> {
    return new PartFile(path, await open(path, 'wx', privateFileMode));
  }

  /**
   * Takes `bytes` (kept, not copied, until written). A promise means: read no more until it
   * resolves. Throws when an earlier write or sync failed.
   */
  add(bytes: Buffer): Promise<void> | undefined {
    if (this.failure !== undefined) throw this.failure;
    this.queued.push(bytes);
    this.queuedBytes += bytes.length;
    if (this.queuedBytes >= WRITE_BATCH) this.startWrite();
    return this.queuedBytes >= MAX_QUEUED ? this.writing : undefined;
  }

  /** Writes what is left, makes the content durable and closes the file; resolves to its size. */
  async finish(): Promise<number> {
    try {
      while (this.failure === undefined && (this.writing || this.queuedBytes > 0)) {
        this.startWrite();
        await this.writing;
      }
      await this.syncing;
      if (this.failure !== undefined) throw this.failure;
      await this.handle.datasync();
      return this.written;
    } finally {
      await this.handle.close();
    }
  }

  /** Gives up: closes and removes the file, whatever state it is in. */
  async abandon(): Promise<void> {
    await Promise.allSettled([this.writing, this.syncing]);
    await this.handle.close().catch(() => undefined);
    await rm(this.path, { force: true });
  }

  private startWrite(): void {
    if (this.writing || this.queuedBytes === 0 || this.failure !== undefined) return;
    const batch = this.queued;
    const position = this.written;
    this.queued = [];
    this.written += this.queuedBytes;
    this.queuedBytes = 0;
    // Never rejects: a failure is kept and thrown by the next `add` or by `finish`.
    this.writing = writeAll(this.handle, batch, position).then(
      () => {
        this.writing = undefined;
        this.startSync();
        if (this.queuedBytes >= WRITE_BATCH) this.startWrite();
      },
      (error: unknown) => {
        this.writing = undefined;
        this.failure ??= error;
      },
    );
  }

  private startSync(): void {
    if (this.syncing || this.written - this.syncedUpTo < SYNC_EVERY) return;
    const upTo = this.written;
    this.syncing = this.handle.datasync().then(
      () => {
        this.syncing = undefined;
        this.syncedUpTo = upTo;
        this.startSync();
      },
      (error: unknown) => {
        this.syncing = undefined;
        this.failure ??= error;
      },
    );
  }
}

async function writeAll(handle: FileHandle, batch: Buffer[], position: number): Promise<void> {
  let left = batch;
  let at = position;
  while (left.length > 0) {
    const { bytesWritten } = await handle.writev(left, at);
    if (bytesWritten === 0) throw new Error('the disk took no bytes');
    at += bytesWritten;
    left = dropBytes(left, bytesWritten);
  }
}

/** `buffers` without their first `count` bytes (a short write). */
function dropBytes(buffers: Buffer[], count: number): Buffer[] {
  let skip = count;
  let first = 0;
  while (first < buffers.length && skip >= buffers[first]!.length) skip -= buffers[first++]!.length;
  const rest = buffers.slice(first);
  if (rest.length > 0 && skip > 0) rest[0] = rest[0]!.subarray(skip);
  return rest;
}
