/**
 * `printdesk pause`, `resume` and `bwlimit`: they change the data folder's settings, which the app
 * or a `printdesk sync` running on that folder takes within a few seconds (and the next start keeps).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../platform/app-paths.js';
import { parsePauseText, pauseFrom } from '../shared/bandwidth/pause.js';
import { pauseLabel } from '../i18n/pause-text.js';
import { rateLabel } from '../shared/bandwidth/rate.js';
import type { BandwidthSetting } from '../shared/bandwidth/setting.js';
import {
  BandwidthSyntaxError,
  formatBandwidth,
  limitAt,
  parseBandwidth,
} from '../shared/bandwidth/timetable.js';
import { openSettings, type SettingsStore } from '../settings/settings.js';
import { UsageError } from './command.js';
import { cliIntl, cliLocale, say } from './cli-intl.js';
import { clockTags } from '../shared/settings/locale.js';

/** The one optional argument and `--data-dir` every one of these commands takes. */
async function open(argv: readonly string[]): Promise<{ argument?: string; store: SettingsStore }> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' } },
  });
  if (positionals.length > 1) {
    throw new UsageError(say('cli.bandwidth.tooManyArguments', { count: positionals.length }));
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

export const pauseUsage = (): string => say('cli.pause.usage');

export async function runPause(argv: readonly string[]): Promise<number> {
  const { argument, store } = await open(argv);
  const request = parsedArgument(() => parsePauseText(argument ?? 'on'));
  const now = new Date();
  const pause = pauseFrom(request, now);
  await store.update((s) => ({ ...s, pause }));
  console.log(say('cli.pause.done', { until: pauseLabel(pause, now, cliIntl()) }));
  return 0;
}

export const resumeUsage = (): string => say('cli.resume.usage');

export async function runResume(argv: readonly string[]): Promise<number> {
  const { argument, store } = await open(argv);
  if (argument !== undefined) throw new UsageError(say('cli.resume.noArgument', { value: argument }));
  const was = store.get().pause;
  await store.update(({ pause: _pause, ...rest }) => rest);
  console.log(say('cli.resume.done', { wasPaused: was !== undefined }));
  return 0;
}

export const bwlimitUsage = (): string => say('cli.bwlimit.usage');

export async function runBwlimit(argv: readonly string[]): Promise<number> {
  const { argument, store } = await open(argv);
  let setting: BandwidthSetting = store.get().bandwidth;
  if (argument !== undefined) {
    setting = parsedArgument(() => parseBandwidth(argument));
    await store.update((s) => ({ ...s, bandwidth: setting }));
  }
  const now = limitAt(setting, new Date());
  const until = now.until
    ? say('cli.bwlimit.until', {
        when: now.until.toLocaleString(clockTags[cliLocale()], {
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
        }),
      })
    : '';
  const inForce = now.limit === null ? say('cli.bwlimit.noLimit') : rateLabel(now.limit);
  console.log(say('cli.bwlimit.shown', { setting: formatBandwidth(setting), inForce, until }));
  return 0;
}
