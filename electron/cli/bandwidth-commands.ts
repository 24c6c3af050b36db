/**
 * `printdesk pause`, `resume` and `bwlimit`: they change the data folder's settings, which the app
 * or a `printdesk sync` running on that folder takes within a few seconds (and the next start keeps).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../platform/app-paths.js';
import { parsePauseText, pauseFrom, pauseLabel } from '../bandwidth/pause.js';
import { rateLabel } from '../bandwidth/rate.js';
import type { BandwidthSetting } from '../bandwidth/setting.js';
import { BandwidthSyntaxError, formatBandwidth, limitAt, parseBandwidth } from '../bandwidth/timetable.js';
import { openSettings, type SettingsStore } from '../settings/settings.js';
import { UsageError } from './command.js';

/** The one optional argument and `--data-dir` every one of these commands takes. */
async function open(argv: readonly string[]): Promise<{ argument?: string; store: SettingsStore }> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' } },
  });
  if (positionals.length > 1) {
    throw new UsageError(`expected at most one argument, got ${positionals.length}: quote a timetable`);
  }
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : defaultDataDir();
  const { store, warning } = await openSettings(dataDir);
  if (warning) console.error(`printdesk: ${warning}`);
  return { ...(positionals[0] === undefined ? {} : { argument: positionals[0] }), store };
}

/** A mistake in the argument is a usage error: its message, then the usage. */
function parsedArgument<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof BandwidthSyntaxError) throw new UsageError(error.message);
    throw error;
  }
}

export const pauseUsage = `Usage: printdesk pause [1h|30m|2h30m|tomorrow|on] [--data-dir DIR]

Pauses the hot folders of the data folder: for a while (up to 168h), until tomorrow (the next
local midnight), or until resumed (on, the default). Uploads running now go back to the queue.
The app or a printdesk sync running on that folder obeys within seconds; a restart keeps the
pause, and it ends on time even across sleep. printdesk resume ends it now.`;

export async function runPause(argv: readonly string[]): Promise<number> {
  const { argument, store } = await open(argv);
  const request = parsedArgument(() => parsePauseText(argument ?? 'on'));
  const now = new Date();
  const pause = pauseFrom(request, now);
  await store.update((s) => ({ ...s, pause }));
  console.log(`Hot folders paused ${pauseLabel(pause, now)}.`);
  return 0;
}

export const resumeUsage = `Usage: printdesk resume [--data-dir DIR]

Ends a pause of the hot folders of the data folder (printdesk pause); the app or a printdesk sync
running on that folder goes on within seconds.`;

export async function runResume(argv: readonly string[]): Promise<number> {
  const { argument, store } = await open(argv);
  if (argument !== undefined) throw new UsageError(`resume takes no argument, not "${argument}"`);
  const was = store.get().pause;
  await store.update(({ pause: _pause, ...rest }) => rest);
  console.log(was ? 'Hot folders resumed.' : 'Hot folders were not paused.');
  return 0;
}

export const bwlimitUsage = `Usage: printdesk bwlimit [RATE|TIMETABLE] [--data-dir DIR]

Sets the whole app's upload limit in the data folder's settings, or shows it (no argument).
RATE is rclone's: 1M is 1 MiB/s, 500k 500 KiB/s (no unit: KiB/s), off for none.
A TIMETABLE gives rates by time and weekday, e.g. "Mon-Fri,08:00,2M 18:00,off": 2 MiB/s on
weekdays from 08:00 to 18:00, no limit otherwise (the grammar is in docs/bandwidth.md).
The app or a printdesk sync running on that folder takes it within seconds; printdesk sync
--bwlimit sets a limit for one run instead.`;

export async function runBwlimit(argv: readonly string[]): Promise<number> {
  const { argument, store } = await open(argv);
  let setting: BandwidthSetting = store.get().bandwidth;
  if (argument !== undefined) {
    setting = parsedArgument(() => parseBandwidth(argument));
    await store.update((s) => ({ ...s, bandwidth: setting }));
  }
  const now = limitAt(setting, new Date());
  const until = now.until
    ? ` until ${now.until.toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' })}`
    : '';
  const inForce = now.limit === null ? 'no limit' : rateLabel(now.limit);
  console.log(`Upload limit: ${formatBandwidth(setting)} (now ${inForce}${until}).`);
  return 0;
}
