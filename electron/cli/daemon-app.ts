/**
 * What `printdesk sync` and `printdesk printer` share: the application layer opened on the data
 * folder as the desktop app runs it there (its saved environment, key and proxy), with the command's
 * one link, concurrency and stability window, and --base-url and PRINTDESK_KEY over the saved
 * environment and key; the --base-url check; and the stable id of the command's link.
 */
import { createHash } from 'node:crypto';
import type { JobRunner } from '../app/jobs/job-runner.js';
import { NoServiceError, openApp, type App } from '../app/open-app.js';
import type { BandwidthSetting } from '../shared/bandwidth/setting.js';
import type { BandwidthStatus } from '../shared/bandwidth/status.js';
import { defaultDataDir } from '../platform/app-paths.js';
import { parseBaseUrl } from '../shared/models/base-url.js';
import path from 'node:path';
import { defaultMarketId, markets, type Currency } from '../shared/models/markets.js';
import { keyFromEnvironment } from '../secrets/environment-key.js';
import { environmentMarket, type Environment, type HotFolderLink } from '../shared/settings/schema.js';
import { reread, settingsFileName } from '../settings/settings.js';
import type { JobPresetIn } from './sync-job-flags.js';
import { say } from './cli-intl.js';
import type { HookFlags } from './sync-hook-flags.js';
import { UsageError } from './command.js';
import { terminalSafe } from './terminal-text.js';

export type Daemon = App<JobRunner | null>;

export interface DaemonFlags {
  readonly baseUrl?: string;
  readonly dataDir?: string;
  readonly allowInsecureHttp: boolean;
  readonly concurrency: number;
  readonly stabilityMs: number;
  readonly job?: JobPresetIn;
  readonly workstationName?: string;
  readonly bwlimit?: BandwidthSetting;
  /** `--hook`, `--hook-command`, `--order-watch` (sync-hook-flags.ts). */
  readonly hooks?: HookFlags;
}

/**
 * `--base-url`, read once by the parser requests use: the URL checked for sending the key in clear
 * is the one requested.
 */
export function baseUrlFlag(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const read = parseBaseUrl(value);
  if (!read.ok) throw new UsageError(say('cli.sync.badBaseUrl', { value, reason: read.reason }));
  return read.url;
}

/** The environment the command runs against: --base-url's (not saved), else the one saved in its data folder. */
async function environmentOf(flags: DaemonFlags): Promise<Environment> {
  if (flags.baseUrl) return { kind: 'custom', baseUrl: flags.baseUrl, market: defaultMarketId };
  const saved = await reread(path.join(flags.dataDir ?? defaultDataDir(), settingsFileName));
  return saved?.environment ?? { kind: 'embedded', market: defaultMarketId };
}

/** The currency the command's service prices in (its market's): the job flags' limits are amounts in it. */
export async function daemonCurrency(flags: DaemonFlags): Promise<Currency> {
  return markets[environmentMarket(await environmentOf(flags)).id].currency;
}

/**
 * The app for a command's one link; resolves to an exit code when the service cannot be used.
 * `command` prefixes its log lines ("printdesk sync: …").
 */
export async function openDaemon(
  command: string,
  flags: DaemonFlags,
  link: HotFolderLink,
  progress: { line(text: string): void },
  onBandwidth: (status: BandwidthStatus) => void,
): Promise<Daemon | number> {
  const serviceKey = keyFromEnvironment();
  try {
    return await openApp({
      dataDir: flags.dataDir ?? defaultDataDir(),
      // A host that names no market stays in the default one (its limits are in its currency).
      ...(flags.baseUrl ? { environment: await environmentOf(flags) } : {}),
      ...(serviceKey ? { serviceKey } : {}),
      requireService: true,
      refuseInsecureHttp: !flags.allowInsecureHttp,
      log: (message, error) =>
        progress.line(`${command}: ${message}${error === undefined ? '' : ` (${errorText(error)})`}`),
      hotFolders: { links: [link], concurrency: flags.concurrency, stabilityMs: flags.stabilityMs },
      jobs: flags.job !== undefined,
      ...(flags.workstationName ? { workstationName: flags.workstationName } : {}),
      ...(flags.bwlimit ? { bwlimit: flags.bwlimit } : {}),
      ...(flags.hooks?.hooks ? { hooks: flags.hooks.hooks } : {}),
      ...(flags.hooks ? { orderWatch: { intervalMs: flags.hooks.orderWatchMs, placedOnly: true } } : {}),
      emit: (event, payload) => {
        if (event === 'bandwidth.changed') onBandwidth(payload as BandwidthStatus);
      },
    });
  } catch (error) {
    if (!(error instanceof NoServiceError)) throw error;
    if (error.reason === 'insecure-http')
      throw new UsageError(say('cli.sync.insecureHttp', { message: error.message }));
    if (error.reason === 'no-key') {
      throw new UsageError(say('cli.sync.noKey', { baseUrl: flags.baseUrl ?? error.baseUrl }));
    }
    console.error(terminalSafe(`${command}: ${error.message}`));
    return 1;
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A link id that stays the same for the same folder pair, so every run shares its journal entries. */
export function linkIdFor(localDir: string, remotePath: string): string {
  const h = createHash('sha256').update(`${localDir}\n${remotePath.toLowerCase()}`).digest('hex');
  // Shaped as an RFC 9562 version-8 (custom) UUID.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
