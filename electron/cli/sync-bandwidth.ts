/**
 * `sync`'s bandwidth: `--bwlimit` (this run's limit instead of the data folder's), and a line on
 * stderr at each change of the limit or the pause. The limit and the pause are kept in force by the
 * application layer's bandwidth controller, which reads the data folder's settings; `printdesk
 * pause`, `resume` and `bwlimit` write them, and a running daemon takes them within a few seconds.
 */
import { pauseLabel } from '../i18n/pause-text.js';
import { rateLabel } from '../shared/bandwidth/rate.js';
import type { BandwidthSetting } from '../shared/bandwidth/setting.js';
import type { BandwidthStatus } from '../shared/bandwidth/status.js';
import { BandwidthSyntaxError, parseBandwidth } from '../shared/bandwidth/timetable.js';
import { UsageError } from './command.js';
import { cliIntl, cliLocale, say } from './cli-intl.js';
import { clockTags } from '../shared/settings/locale.js';

/** `--bwlimit`'s value: a mistake in it is a usage error that says what is wrong. */
export function bwlimitFlag(text: string): BandwidthSetting {
  try {
    return parseBandwidth(text);
  } catch (error) {
    if (error instanceof BandwidthSyntaxError) throw new UsageError(`--bwlimit: ${error.message}`);
    throw error;
  }
}

/** Follows the bandwidth's statuses: says each change, and calls `paused` when a pause starts. */
export function bandwidthLines(say: (line: string) => void, paused: () => void) {
  let previous: BandwidthStatus | undefined;
  return {
    status: (status: BandwidthStatus) => {
      for (const line of changeLines(previous, status, new Date())) say(line);
      const started = status.pause && !previous?.pause;
      previous = status;
      if (started) paused();
    },
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
    const until = now.limitUntil
      ? say('cli.bwlimit.until', { when: clock(new Date(now.limitUntil), at) })
      : '';
    const limit = now.limit === null ? say('cli.bwlimit.noLimit') : rateLabel(now.limit);
    lines.push(
      say('cli.sync.bandwidth.limit', {
        limit,
        until,
        fromFlag: now.source === 'command-line',
        text: now.text,
      }),
    );
  }
  if (JSON.stringify(before?.pause ?? null) !== JSON.stringify(now.pause)) {
    if (now.pause) {
      lines.push(say('cli.sync.bandwidth.paused', { until: pauseLabel(now.pause, at, cliIntl()) }));
    } else if (before?.pause) {
      lines.push(say('cli.sync.bandwidth.resumed'));
    }
  }
  return lines;
}

/** "18:00", or "Mon 08:00" when it is another day. */
function clock(time: Date, now: Date): string {
  const hhmm = `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
  if (time.toDateString() === now.toDateString()) return hhmm;
  return `${time.toLocaleDateString(clockTags[cliLocale()], { weekday: 'short' })} ${hhmm}`;
}
