/**
 * What the engine tells its listeners: file transitions, byte progress, status and notices.
 * Status changes are coalesced (one `status` per 50 ms burst) and progress is sent at most every
 * `progressIntervalMs` while uploads run, so a batch of 500 files does not flood the UI. Notices
 * are said once until they change; a hold notice (a rejected key or proxy password) also holds
 * every link until it is cleared.
 */
import type { ActivityRecord } from './activity.js';
import type { JournalEntry } from './journal.js';
import type { HoldKind } from './retry-policy.js';
import type { EngineStatus, FileState, SyncNotice } from '../shared/sync/status.js';

export interface FileEvent {
  readonly entry: JournalEntry;
  readonly previous?: FileState;
  readonly message?: string;
  /** The activity record this transition added (absent for an `unchanged` sighting, which is not history). */
  readonly record?: ActivityRecord;
  /** Seen for the first time this session, already uploaded with this content: nothing to do (no journal write). */
  readonly unchanged?: true;
}

/** A sub-folder of a link that cannot be read (with why), or can be again (no reason). */
export interface FolderEvent {
  readonly linkId: string;
  /** Relative to the link's folder, ending in "/". */
  readonly relPath: string;
  readonly reason?: string;
  /** The activity record it added. */
  readonly record: ActivityRecord;
}

export interface FileProgress {
  readonly key: string;
  readonly linkId: string;
  readonly relPath: string;
  readonly sent: number;
  readonly total: number;
}

export interface ProgressEvent {
  readonly files: readonly FileProgress[];
  readonly bytesSent: number;
  readonly bytesTotal: number;
}

export interface SyncEvents {
  file: FileEvent;
  folder: FolderEvent;
  /** The journal cannot be written: nothing the engine does from now on can be kept (a full or failing disk). */
  fatal: Error;
  progress: ProgressEvent;
  status: EngineStatus;
  notice: SyncNotice;
}

/** Where the reports come from. */
export interface EngineReports {
  status(): EngineStatus;
  /** The uploads running now; none ends the progress ticks. */
  uploads(): FileProgress[];
  /** Bytes of the files queued or uploading. */
  bytesTotal(): number;
}

const statusCoalesceMs = 50;

export class EngineEvents {
  private readonly listeners = new Map<keyof SyncEvents, Set<(payload: never) => void>>();
  private statusTimer: NodeJS.Timeout | undefined;
  private progressTimer: NodeJS.Timeout | undefined;
  private progressDirty = false;
  private lastNotice: SyncNotice | undefined;
  private holdNotice: SyncNotice | undefined;

  constructor(
    private readonly reports: EngineReports,
    private readonly progressIntervalMs: number,
  ) {}

  on<E extends keyof SyncEvents>(event: E, listener: (payload: SyncEvents[E]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<E extends keyof SyncEvents>(event: E, payload: SyncEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        (listener as (p: SyncEvents[E]) => void)(payload);
      } catch {
        // A failing subscriber must not break the engine.
      }
    }
  }

  /** Sends the status once the current burst of changes is over. */
  statusSoon(): void {
    if (this.statusTimer) return;
    this.statusTimer = setTimeout(() => {
      this.statusTimer = undefined;
      this.emit('status', this.reports.status());
    }, statusCoalesceMs);
  }

  /** An upload started: progress ticks run until none is left. */
  uploadStarted(): void {
    if (this.progressTimer) return;
    this.progressTimer = setInterval(() => {
      const files = this.reports.uploads();
      if (files.length === 0) {
        clearInterval(this.progressTimer);
        this.progressTimer = undefined;
      }
      if (!this.progressDirty) return;
      this.progressDirty = false;
      this.emit('progress', {
        files,
        bytesSent: files.reduce((n, f) => n + f.sent, 0),
        bytesTotal: this.reports.bytesTotal(),
      });
    }, this.progressIntervalMs);
  }

  /** Bytes went out: the next tick reports them. */
  progressMoved(): void {
    this.progressDirty = true;
  }

  raise(notice: Omit<SyncNotice, 'at'>): void {
    const full = { ...notice, at: Date.now() };
    if (this.lastNotice?.kind === full.kind && this.lastNotice.message === full.message) return;
    this.lastNotice = full;
    this.emit('notice', full);
  }

  /** The notice holding every link (a rejected key or proxy password), while it holds. */
  get held(): SyncNotice | undefined {
    return this.holdNotice;
  }

  /** The service rejected the key, or the proxy its password: every link waits, and the user is told once. */
  hold(kind: HoldKind, message: string): void {
    if (this.holdNotice) return;
    this.holdNotice = {
      kind,
      message:
        kind === 'auth'
          ? `The print service rejected the subscription key (${message}). Every hot folder is paused until the key is fixed.`
          : `${message} Every hot folder is paused until the proxy settings are fixed.`,
      at: Date.now(),
    };
    this.lastNotice = this.holdNotice;
    this.emit('notice', this.holdNotice);
    this.statusSoon();
  }

  /** A new key or proxy (or a resume): returns whether links were held for the old one. */
  clearHold(): boolean {
    if (!this.holdNotice) return false;
    this.holdNotice = undefined;
    this.lastNotice = undefined;
    this.statusSoon();
    return true;
  }

  /** The service came back: the next outage is said again. */
  forgetNotice(kind: SyncNotice['kind']): void {
    if (this.lastNotice?.kind === kind) this.lastNotice = undefined;
  }

  close(): void {
    clearTimeout(this.statusTimer);
    clearInterval(this.progressTimer);
  }
}
