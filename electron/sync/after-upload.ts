/**
 * What happens to a local file once the service has it (kept, moved to `Uploaded/`, or deleted,
 * as its link says), and to a file that is its own problem (broken, empty, refused): it is moved
 * to `Failed/` with `<name>.error.txt` beside it saying why. Every move keeps any file already
 * there (`name (2).pdf`), and a failed move is a notice, never a lost file.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { EngineEvents } from './engine-events.js';
import type { FileLedger } from './file-ledger.js';
import type { JournalEntry, Rejection } from './journal.js';
import { absPath } from './link-paths.js';
import type { LinkRuntime } from './link-watch.js';
import { failedFolder, uploadedFolder } from './print-file-filter.js';

export class AfterUploadActions {
  /** Files whose after-upload action waits (a hot-folder job still needs them); see `release`. */
  holds: (entry: JournalEntry) => boolean = () => false;

  constructor(
    private readonly ledger: FileLedger,
    private readonly events: EngineEvents,
  ) {}

  /** Keeps, moves or deletes an uploaded file, as its link says, unless something holds it. */
  async settle(runtime: LinkRuntime, entry: JournalEntry): Promise<void> {
    if (!this.holds(entry)) await this.release(runtime, entry);
  }

  /** Settles a file whatever holds it: what holds it says it is done with it. */
  async release(runtime: LinkRuntime, entry: JournalEntry): Promise<void> {
    const abs = absPath(runtime.link, entry.relPath);
    try {
      if (runtime.link.afterUpload === 'move') {
        await moveInto(abs, path.join(runtime.link.localPath, uploadedFolder, ...entry.relPath.split('/')));
      } else if (runtime.link.afterUpload === 'delete') {
        await fs.unlink(abs);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      this.events.raise({
        kind: 'watch',
        linkId: runtime.link.id,
        message: `Uploaded ${entry.relPath}, but could not ${runtime.link.afterUpload} it: ${(error as Error).message}`,
      });
    }
  }

  /** Marks a file failed through its own fault, then quarantines it. */
  async reject(
    runtime: LinkRuntime,
    key: string,
    patch: Partial<JournalEntry>,
    rejection: Rejection,
    reason: string,
  ): Promise<void> {
    const next = await this.ledger.transition(
      key,
      { ...patch, state: 'failed', rejection, settled: undefined, lastError: reason },
      reason,
    );
    await this.quarantine(runtime, next);
  }

  /** Moves a rejected file to `Failed/` with `<name>.error.txt` beside it saying why. */
  async quarantine(runtime: LinkRuntime, entry: JournalEntry): Promise<void> {
    const abs = absPath(runtime.link, entry.relPath);
    const target = path.join(runtime.link.localPath, failedFolder, ...entry.relPath.split('/'));
    try {
      const moved = await moveInto(abs, target);
      const text = [
        `File: ${entry.relPath}`,
        `Failed: ${new Date().toISOString()}`,
        `Reason: ${entry.lastError ?? 'unknown'}`,
        `Print library folder: ${entry.remoteFolder}`,
        '',
      ].join('\n');
      await fs.writeFile(`${moved}.error.txt`, text);
      await this.ledger.transition(entry.key, { settled: true, state: 'failed' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      this.events.raise({
        kind: 'watch',
        linkId: runtime.link.id,
        message: `Could not move ${entry.relPath} to ${failedFolder}/: ${(error as Error).message}`,
      });
    }
  }
}

/** Moves a file to `target`, or `target (n)` when that name is taken; resolves to where it went. */
export async function moveInto(from: string, target: string): Promise<string> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const ext = path.extname(target);
  const stem = target.slice(0, target.length - ext.length);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? target : `${stem} (${n})${ext}`;
    try {
      await fs.link(from, candidate);
      await fs.unlink(from);
      return candidate;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code === 'EPERM' || code === 'EXDEV' || code === 'ENOTSUP') {
        // No hard links here (some network shares): fall back to a rename that may replace nothing.
        try {
          await fs.access(candidate);
          continue;
        } catch {
          await fs.rename(from, candidate);
          return candidate;
        }
      }
      throw error;
    }
  }
}
