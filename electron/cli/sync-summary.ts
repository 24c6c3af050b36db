/**
 * What a `printdesk sync` run did, for its summary on stdout: each file's last outcome (a file
 * changed back to pending no longer counts), why each failed file failed, and the sub-folders that
 * could not be read. The summary names every failed file and folder with its reason.
 */
import type { FileEvent, FolderEvent } from '../sync/engine.js';
import { say } from './cli-intl.js';
import { terminalSafe } from './terminal-text.js';

type Outcome = 'uploaded' | 'skipped' | 'failed';

export class RunSummary {
  private readonly outcomes = new Map<string, { relPath: string; outcome: Outcome; reason?: string }>();
  private readonly folders = new Map<string, { relPath: string; reason: string }>();

  file(event: FileEvent): void {
    const outcome = outcomeOf(event);
    const { key, relPath } = event.entry;
    // Seen again unchanged (a folder back from offline): what this run did with it stands.
    if (event.unchanged && this.outcomes.has(key)) return;
    if (!outcome) {
      this.outcomes.delete(key);
      return;
    }
    const reason = outcome === 'failed' ? (event.entry.lastError ?? event.message) : undefined;
    this.outcomes.set(key, { relPath, outcome, ...(reason ? { reason } : {}) });
  }

  folder(event: FolderEvent): void {
    const key = `${event.linkId}:${event.relPath}`;
    if (event.reason) this.folders.set(key, { relPath: event.relPath, reason: event.reason });
    else this.folders.delete(key);
  }

  count(outcome: Outcome): number {
    return [...this.outcomes.values()].filter((o) => o.outcome === outcome).length;
  }

  /** Files failed and folders unreadable: the run did not do all it was asked. */
  get troubled(): boolean {
    return this.count('failed') > 0 || this.folders.size > 0;
  }

  /** "uploaded N, skipped N, failed N", then a line per failed file and unreadable folder, made safe for a terminal. */
  lines(): string[] {
    const lines = [
      say('cli.sync.summary.counts', {
        uploaded: this.count('uploaded'),
        skipped: this.count('skipped'),
        failed: this.count('failed'),
      }),
    ];
    for (const o of this.outcomes.values()) {
      if (o.outcome === 'failed')
        lines.push(
          say('cli.sync.summary.failedFile', {
            file: o.relPath,
            reason: o.reason ?? say('cli.sync.noReason'),
          }),
        );
    }
    if (this.folders.size > 0)
      lines.push(say('cli.sync.summary.unreadableCount', { count: this.folders.size }));
    for (const f of this.folders.values())
      lines.push(say('cli.sync.summary.unreadableFolder', { folder: f.relPath, reason: f.reason }));
    return lines.map(terminalSafe);
  }
}

function outcomeOf(event: FileEvent): Outcome | undefined {
  if (event.unchanged) return 'skipped';
  const s = event.entry.state;
  return s === 'uploaded' || s === 'skipped' || s === 'failed' ? s : undefined;
}
