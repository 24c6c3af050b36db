/**
 * `sync`'s bandwidth: the data folder's upload limit (or `--bwlimit` for this run) and its pause,
 * kept in force by the same controller the app runs, with a line on stderr at every change. The
 * pause and the app's limit are the data folder's settings, which `printdesk pause`, `resume` and
 * `bwlimit` write: a running daemon takes them within a few seconds.
 */
import { BandwidthController } from '../bandwidth/controller.js';
import { pauseLabel } from '../bandwidth/pause.js';
import { rateLabel } from '../bandwidth/rate.js';
import type { BandwidthSetting } from '../bandwidth/setting.js';
import type { UploadBudget } from '../bandwidth/shared-budget.js';
import type { BandwidthStatus } from '../bandwidth/status.js';
import { BandwidthSyntaxError, parseBandwidth } from '../bandwidth/timetable.js';
import { openSettings } from '../settings/settings.js';
import type { SyncEngine } from '../sync/engine.js';
import { UsageError } from './command.js';

/** `--bwlimit`'s value: a mistake in it is a usage error that says what is wrong. */
export function bwlimitFlag(text: string): BandwidthSetting {
  try {
    return parseBandwidth(text);
  } catch (error) {
    if (error instanceof BandwidthSyntaxError) throw new UsageError(`--bwlimit: ${error.message}`);
    throw error;
  }
}

export interface SyncBandwidth {
  /** Whether the hot folder is paused now. */
  paused(): boolean;
  /** The pause as a phrase ("until 15:05"), when paused. */
  pauseText(): string | undefined;
  /** Called when a pause starts (sync --once gives up then). */
  onPause(callback: () => void): void;
  close(): void;
}

export async function startSyncBandwidth(options: {
  dataDir: string;
  engine: Pick<SyncEngine, 'pauseAll' | 'resumeAll'>;
  budget: UploadBudget;
  override?: BandwidthSetting;
  say: (line: string) => void;
}): Promise<SyncBandwidth> {
  const { store, warning } = await openSettings(options.dataDir);
  if (warning) options.say(`notice: ${warning}`);
  let previous: BandwidthStatus | undefined;
  let pauseStarted: (() => void) | undefined;
  const controller = new BandwidthController({
    budget: options.budget,
    store,
    sync: options.engine,
    ...(options.override ? { override: options.override } : {}),
    onStatus: (status) => {
      for (const line of changeLines(previous, status, new Date())) options.say(line);
      if (status.pause && !previous?.pause) pauseStarted?.();
      previous = status;
    },
    log: (message, error) => options.say(`notice: ${message}${error ? ` (${String(error)})` : ''}`),
  });
  controller.start();
  return {
    paused: () => controller.status().pause !== null,
    pauseText: () => {
      const { pause } = controller.status();
      return pause ? pauseLabel(pause, new Date()) : undefined;
    },
    onPause: (callback) => (pauseStarted = callback),
    close: () => controller.close(),
  };
}

/** What changed between two statuses, as the daemon's lines (the measured rate is not told; no limit at start is not news). */
export function changeLines(before: BandwidthStatus | undefined, now: BandwidthStatus, at: Date): string[] {
  const lines: string[] = [];
  const limitChanged =
    before === undefined
      ? now.setting.kind !== 'off'
      : before.limit !== now.limit || before.limitUntil !== now.limitUntil || before.text !== now.text;
  if (limitChanged) {
    const until = now.limitUntil ? ` until ${clock(new Date(now.limitUntil), at)}` : '';
    const from = now.source === 'command-line' ? '--bwlimit' : 'settings';
    const limit = now.limit === null ? 'no limit' : rateLabel(now.limit);
    lines.push(`Upload limit: ${limit}${until} (${from}: ${now.text})`);
  }
  if (JSON.stringify(before?.pause ?? null) !== JSON.stringify(now.pause)) {
    if (now.pause) {
      lines.push(`Paused ${pauseLabel(now.pause, at)}: uploads wait (printdesk resume ends the pause).`);
    } else if (before?.pause) {
      lines.push('Resumed: uploads go on.');
    }
  }
  return lines;
}

/** "18:00", or "Mon 08:00" when it is another day. */
function clock(time: Date, now: Date): string {
  const hhmm = `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
  if (time.toDateString() === now.toDateString()) return hhmm;
  return `${time.toLocaleDateString('en-GB', { weekday: 'short' })} ${hhmm}`;
}
