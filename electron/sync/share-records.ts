/**
 * Reading and writing sealed records on a shared hot folder (share-seal.ts), and what happens to a
 * record that fails its check: it is never acted on and never deleted, but moved to
 * `<folder>/.printdesk/set-aside/` and reported once (by the workstation whose move succeeded),
 * in Activity, the log and a notification. A record under a key this workstation has not is left
 * where it is: another workstation of the account may have written it (docs/hot-folder-jobs.md,
 * "Records on the share").
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { RecordKey } from '../print-service/record-key.js';
import { mkdirShared, sharedStateFolder } from './share-files.js';
import { notJson, sealRecord, unsealRecord } from './share-seal.js';

/** A record set aside: the folder of records it was in, where it is now, and why. */
export interface SetAsideReport {
  /** The folder of records: a hot folder's `.printdesk` (or a data folder's own ledger). */
  readonly root: string;
  /** Its path under the root before (`jobs/<name>.job`). */
  readonly place: string;
  /** Where it went, from the folder that holds the root: `.printdesk/set-aside/<…>`. */
  readonly movedTo: string;
  readonly reason: string;
}

export type ReportSetAside = (report: SetAsideReport) => void;

export type RecordReading<T> =
  | { readonly kind: 'ok'; readonly body: T }
  | { readonly kind: 'none' }
  /** Created, not written yet. */
  | { readonly kind: 'unwritten' }
  /** Under a key this workstation has not: it fences (it is there), nothing in it counts. */
  | { readonly kind: 'foreign' }
  /** It failed its check: set aside (by this workstation or, a moment before, another). */
  | { readonly kind: 'set-aside' };

/** How long a record that does not parse is given to be written whole (an exclusive create under way). */
const settleMs = 100;

export class ShareRecords {
  constructor(private readonly report: ReportSetAside) {}

  /** `body` as the text of the record `file` under `root` (a hot folder's `.printdesk`). */
  seal(root: string, file: string, key: RecordKey, body: unknown): string {
    return sealRecord(key, placeOf(root, file), body);
  }

  /**
   * The record in `file`, checked. One that fails is set aside and reported, unless `setAside` is
   * false (a reader that does not hold the lock its writers hold: it only skips it).
   */
  async read<T>(
    root: string,
    file: string,
    key: RecordKey,
    schema: z.ZodType<T>,
    options: { setAside?: boolean } = {},
  ): Promise<RecordReading<T>> {
    const place = placeOf(root, file);
    for (let attempt = 0; ; attempt++) {
      const text = await readText(file);
      if (text === undefined) return { kind: 'none' };
      const opened = unsealRecord(text, key, place, schema);
      if (opened.kind === 'ok') return opened;
      if (opened.kind === 'empty') return { kind: 'unwritten' };
      if (opened.kind === 'foreign') return { kind: 'foreign' };
      // Being written whole at this moment (created exclusively, then written): look once more.
      if (attempt === 0 && opened.reason === notJson) {
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        continue;
      }
      if (options.setAside === false) return { kind: 'set-aside' };
      await this.setAside(root, file, opened.reason);
      return { kind: 'set-aside' };
    }
  }

  /** Moves a record that failed its check out of the way (never deletes it) and reports it, once. */
  async setAside(root: string, file: string, reason: string): Promise<void> {
    const place = placeOf(root, file);
    const dir = path.join(root, 'set-aside');
    await mkdirShared(dir);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}-${place.replaceAll('/', '~')}`);
    try {
      await fs.rename(file, target);
    } catch (error) {
      // Another workstation moved it first (and reports it).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const movedTo = path.relative(path.dirname(root), target).split(path.sep).join('/');
    this.report({ root, place, movedTo, reason });
  }
}

/** The folder of records of a hot folder: its `.printdesk`. */
export function stateRootOf(folder: string): string {
  return path.join(folder, sharedStateFolder);
}

/** The record's path under its root, with `/`: what its seal covers besides its body. */
function placeOf(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
