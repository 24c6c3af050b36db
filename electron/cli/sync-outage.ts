/**
 * `sync --once` against a print service that cannot be reached: says when the next try is, and
 * gives up once the service has stayed unreachable for `--max-wait` (files still queued stay in
 * the journal and go on at the next run).
 */
import { offlineLabel } from '../i18n/sync-status-text.js';
import type { EngineStatus } from '../shared/sync/status.js';
import { cliIntl, say } from './cli-intl.js';

/** Long enough for a restart or a short network cut, short enough for a scheduled job. */
export const defaultMaxWaitSeconds = 300;

export class OutageWatch {
  private timer: NodeJS.Timeout | undefined;
  private shownNextTry: number | undefined;
  private giveUp: (() => void) | undefined;
  /** The service stayed unreachable for the whole wait. */
  gaveUp = false;

  constructor(
    private readonly maxWaitMs: number,
    private readonly say: (line: string) => void,
  ) {}

  /** Called when the service has stayed unreachable for the whole wait. */
  onGiveUp(callback: () => void): void {
    this.giveUp = callback;
  }

  status(status: EngineStatus): void {
    if (status.state !== 'offline' || status.nextTryAt === undefined) {
      if (this.shownNextTry !== undefined) this.say(say('cli.sync.serviceBack'));
      this.shownNextTry = undefined;
      clearTimeout(this.timer);
      this.timer = undefined;
      return;
    }
    if (status.nextTryAt !== this.shownNextTry) {
      this.shownNextTry = status.nextTryAt;
      this.say(offlineLabel(status.nextTryAt, cliIntl()));
    }
    this.timer ??= setTimeout(() => {
      this.gaveUp = true;
      this.giveUp?.();
    }, this.maxWaitMs);
  }

  close(): void {
    clearTimeout(this.timer);
  }
}

/** Files that have not reached an end state. */
export function pendingCount(status: EngineStatus): number {
  return status.queued + status.uploading;
}
