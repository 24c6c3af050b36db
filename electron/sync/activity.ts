/**
 * The activity history: what happened to each file, newest first, bounded in memory, queryable
 * by state and link with paging, and exportable as CSV for the user's records.
 */
import { csvText } from '../platform/csv.js';
import type { JournalEntry } from './journal.js';
import type { FileState } from '../shared/sync/status.js';

/** A journal entry's state at one moment, as the history keeps it. */
export interface ActivityRecord extends Pick<
  JournalEntry,
  'key' | 'linkId' | 'relPath' | 'remoteFolder' | 'state' | 'size' | 'sha256' | 'fileId' | 'attempts'
> {
  readonly seq: number;
  /** Epoch ms. */
  readonly at: number;
  /** Why (for failed, skipped and retried files). */
  readonly message?: string;
}

export interface ActivityQuery {
  readonly state?: FileState | readonly FileState[];
  readonly linkId?: string;
  /** Case-insensitive part of the relative path. */
  readonly text?: string;
  readonly offset?: number;
  readonly limit?: number;
}

export interface ActivityPage {
  readonly total: number;
  readonly items: readonly ActivityRecord[];
}

export class ActivityLog {
  private readonly records: ActivityRecord[] = [];
  private seq = 0;

  constructor(readonly capacity = 10_000) {}

  add(record: Omit<ActivityRecord, 'seq'>): ActivityRecord {
    // Not `{ ...record, seq }`: V8 gave each such copy a hidden class of its own (4 MiB of them for
    // 10,000 files); fields added one by one to the same start share their classes.
    const full: ActivityRecord = Object.assign({ seq: ++this.seq }, record);
    this.records.push(full);
    // Trim in chunks so a full log costs O(1) amortised per record.
    if (this.records.length > this.capacity * 1.1)
      this.records.splice(0, this.records.length - this.capacity);
    return full;
  }

  query(q: ActivityQuery = {}): ActivityPage {
    const matches = this.matching(q);
    const offset = Math.max(0, q.offset ?? 0);
    const limit = Math.max(0, q.limit ?? 100);
    return { total: matches.length, items: matches.slice(offset, offset + limit) };
  }

  csv(q: ActivityQuery = {}): string {
    const header = [
      'time',
      'link',
      'path',
      'remote folder',
      'state',
      'size',
      'sha256',
      'file id',
      'attempts',
      'message',
    ];
    const rows = this.matching(q).map((r) => [
      new Date(r.at).toISOString(),
      r.linkId,
      r.relPath,
      r.remoteFolder,
      r.state,
      String(r.size),
      r.sha256 ?? '',
      r.fileId ?? '',
      String(r.attempts),
      r.message ?? '',
    ]);
    return csvText([header, ...rows]);
  }

  private matching(q: ActivityQuery): ActivityRecord[] {
    const states =
      q.state === undefined ? undefined : new Set(typeof q.state === 'string' ? [q.state] : q.state);
    const text = q.text?.toLowerCase();
    const out: ActivityRecord[] = [];
    const start = Math.max(0, this.records.length - this.capacity);
    for (let i = this.records.length - 1; i >= start; i--) {
      const r = this.records[i]!;
      if (states && !states.has(r.state)) continue;
      if (q.linkId !== undefined && r.linkId !== q.linkId) continue;
      if (text !== undefined && !r.relPath.toLowerCase().includes(text)) continue;
      out.push(r);
    }
    return out;
  }
}
