/**
 * From a sighting to the queue: a file the watcher found is checked against its journal entry
 * (nothing to do, an after-upload action, a quarantine), held by the stability gate until it
 * stops changing, hashed, and then queued, skipped (same content already in the library) or
 * rejected (empty).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { AfterUploadActions } from './after-upload.js';
import type { EngineEvents } from './engine-events.js';
import { freshInQueue, isTerminal, type FileLedger } from './file-ledger.js';
import type { IdleTracker } from './idle-tracker.js';
import { absPath, fileKey, remoteFolderOf, splitKey } from './link-paths.js';
import type { HotFolderLinks } from './link-watch.js';
import { acceptsType } from './print-file-filter.js';
import type { UploadQueue } from './queue.js';
import { StabilityGate, sameVersion, statVersion, type FileVersion } from './stability-gate.js';

export interface IntakeParts {
  readonly ledger: FileLedger;
  readonly links: HotFolderLinks;
  readonly queue: UploadQueue;
  readonly afterUpload: AfterUploadActions;
  readonly events: EngineEvents;
  readonly life: IdleTracker;
}

export class FileIntake {
  private readonly gate: StabilityGate;
  /** Files that failed on the network before a restart: the next sighting tries them again. */
  private readonly retryOnSight = new Set<string>();
  /** Unchanged, already-uploaded files reported once this session. */
  private readonly seen = new Set<string>();

  constructor(
    stabilityMs: number,
    private readonly parts: IntakeParts,
  ) {
    this.gate = new StabilityGate(stabilityMs, {
      stable: (key, version) => void parts.life.track(this.onStable(key, version)),
      gone: () => parts.life.check(),
    });
  }

  /** Files held by the gate. */
  get pending(): number {
    return this.gate.pending;
  }

  retryWhenSeen(key: string): void {
    this.retryOnSight.add(key);
  }

  /** (Re)starts the wait for a file to stop changing. */
  observe(key: string, abs: string): Promise<void> {
    return this.gate.observe(key, abs);
  }

  forget(key: string): void {
    this.gate.forget(key);
  }

  close(): void {
    this.gate.close();
  }

  /** A file was seen: decide whether it needs the gate, an after-upload action, or nothing. */
  async consider(linkId: string, relPath: string): Promise<void> {
    const { ledger, links, queue, afterUpload, events, life } = this.parts;
    const runtime = links.runtime(linkId);
    if (!runtime || life.stopping) return;
    const { link } = runtime;
    if (!acceptsType(link.types, relPath)) return;
    const key = fileKey(linkId, relPath);
    if (queue.has(key) || this.gate.has(key)) return;
    const abs = absPath(link, relPath);
    const entry = ledger.get(key);
    if (entry && isTerminal(entry.state) && !this.retryOnSight.has(key)) {
      const version = await statVersion(abs);
      if (!version || queue.has(key) || this.gate.has(key)) return;
      if (sameVersion(version, entry)) {
        if (entry.state === 'failed') {
          // A rejected file the user put back (mv keeps the mtime) is a new attempt; anything else waits for retry().
          if (entry.rejection && !entry.settled) return afterUpload.quarantine(runtime, entry);
          if (!entry.rejection || !entry.settled) return;
        } else {
          if (!this.seen.has(key)) {
            this.seen.add(key);
            events.emit('file', {
              entry,
              previous: entry.state,
              unchanged: true,
              message: 'Already in the print library, unchanged.',
            });
          }
          return afterUpload.settle(runtime, entry);
        }
      }
    }
    this.retryOnSight.delete(key);
    await this.gate.observe(key, abs);
  }

  /** A file stopped changing: hash it and queue it, unless the library already has this content. */
  private async onStable(key: string, version: FileVersion): Promise<void> {
    const { ledger, links, queue, afterUpload, life } = this.parts;
    if (queue.has(key) || life.stopping) return;
    const [linkId, relPath] = splitKey(key);
    const runtime = links.runtime(linkId);
    if (!runtime) return;
    const abs = absPath(runtime.link, relPath);
    const remoteFolder = remoteFolderOf(runtime.link, relPath);
    let sha256: string;
    try {
      sha256 = await hashFile(abs);
    } catch {
      return; // Gone or unreadable: the next event or listing brings it back if it matters.
    }
    const after = await statVersion(abs);
    if (!after || !sameVersion(after, version)) {
      await this.gate.observe(key, abs);
      return;
    }
    if (queue.has(key) || life.stopping) return;
    const entry = ledger.get(key);
    const base = { linkId, relPath, remoteFolder, size: version.size, mtimeMs: version.mtimeMs, sha256 };
    if (entry?.fileId && entry.uploadedSha256 === sha256 && entry.remoteFolder === remoteFolder) {
      // The same version seen twice (a listing while the first sighting was being hashed) and
      // uploaded in between: nothing new, and its state must stay `uploaded`.
      if ((entry.state === 'uploaded' || entry.state === 'skipped') && sameVersion(version, entry)) return;
      const next = await ledger.transition(
        key,
        { ...base, state: 'skipped', lastError: undefined },
        'Already in the print library with the same content.',
      );
      await afterUpload.settle(runtime, next);
      return;
    }
    if (version.size === 0) {
      await afterUpload.reject(
        runtime,
        key,
        base,
        'empty',
        'The file is empty (0 bytes): there is nothing to print.',
      );
      return;
    }
    await ledger.transition(
      key,
      {
        ...base,
        ...freshInQueue,
        // An unknown outcome concerned other content: this version has never been sent.
        unconfirmed: entry?.sha256 === sha256 ? entry.unconfirmed : undefined,
      },
      entry ? 'Changed since the last upload.' : undefined,
    );
    queue.add(key);
  }
}

async function hashFile(abs: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(abs, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}
