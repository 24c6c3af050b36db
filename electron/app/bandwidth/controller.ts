/**
 * The app's bandwidth, kept in force: once a second it evaluates the setting (a rate or a
 * timetable) against the wall clock and puts the limit in the upload budget, ends a pause whose time
 * has come, measures the upload rate, and says when any of it changed. A short tick, not a timer
 * set for the next boundary: after a sleep the first tick is right again, within a second.
 *
 * The pause lives in the settings file (its end a wall-clock time), so a restart keeps it, and a
 * change written there by another process (`printdesk pause`) is taken within a few seconds
 * (settings-follow.ts). The app core and `printdesk sync` each run one.
 */
import type { SettingsStore } from '../../settings/settings.js';
import type { SyncEngine } from '../../sync/engine.js';
import { pauseEnd, pauseFrom } from '../../shared/bandwidth/pause.js';
import { RateMeter } from '../../bandwidth/rate-meter.js';
import type { BandwidthSetting, PauseRequest, PauseSetting } from '../../shared/bandwidth/setting.js';
import { followSettingsFile } from './settings-follow.js';
import type { UploadBudget } from '../../bandwidth/shared-budget.js';
import type { BandwidthStatus } from '../../shared/bandwidth/status.js';
import { formatBandwidth, limitAt } from '../../shared/bandwidth/timetable.js';

/** Runs `tick` every `ms` until the returned function is called. */
export type Every = (ms: number, tick: () => void) => () => void;

export interface BandwidthClock {
  /** Wall-clock epoch milliseconds (the timetable and the pause's end are wall-clock times). */
  now(): number;
  /** Monotonic milliseconds, for the measured rate. */
  monotonic(): number;
}

export interface BandwidthControllerOptions {
  budget: UploadBudget;
  store: SettingsStore;
  /** The hot folders, held while paused. */
  sync: Pick<SyncEngine, 'pauseAll' | 'resumeAll'>;
  /** The command line's `--bwlimit`: in force instead of the setting, for this run. */
  override?: BandwidthSetting;
  /** Called whenever the status changes: limit, pause, setting, or the measured rate. */
  onStatus?: (status: BandwidthStatus) => void;
  log?: (message: string, error?: unknown) => void;
  clock?: BandwidthClock;
  every?: Every;
}

const tickMs = 1000;
const followMs = 2000;

const systemClock: BandwidthClock = { now: () => Date.now(), monotonic: () => performance.now() };

const realEvery: Every = (ms, tick) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export class BandwidthController {
  readonly #o: BandwidthControllerOptions;
  readonly #clock: BandwidthClock;
  readonly #meter = new RateMeter();
  readonly #stops: (() => void)[] = [];
  #paused = false;
  /** The end of the pause being taken out of the settings, so it is written once. */
  #ending: string | undefined;
  #status: BandwidthStatus | undefined;
  #reported = '';

  constructor(options: BandwidthControllerOptions) {
    this.#o = options;
    this.#clock = options.clock ?? systemClock;
  }

  /** Puts the settings in force now (pausing the hot folders if they are paused), then keeps them so. */
  start(): void {
    const every = this.#o.every ?? realEvery;
    this.#apply();
    this.#stops.push(
      this.#o.store.subscribe(() => this.#apply()),
      every(tickMs, () => this.#apply()),
      followSettingsFile(this.#o.store, (ms, tick) => every(ms, tick), followMs, this.#log),
    );
  }

  status(): BandwidthStatus {
    return this.#status ?? this.#apply();
  }

  /** Writes the app's setting (the command line's `--bwlimit`, if any, stays in force for its run). */
  async setBandwidth(bandwidth: BandwidthSetting): Promise<BandwidthStatus> {
    await this.#o.store.update((s) => ({ ...s, bandwidth }));
    return this.status();
  }

  /** Pauses the hot folders for a while: running uploads go back to the queue at once. */
  async pause(request: PauseRequest): Promise<BandwidthStatus> {
    const pause = pauseFrom(request, new Date(this.#clock.now()));
    await this.#o.store.update((s) => ({ ...s, pause }));
    return this.status();
  }

  async resume(): Promise<BandwidthStatus> {
    await this.#o.store.update(({ pause: _pause, ...rest }) => rest);
    return this.status();
  }

  close(): void {
    for (const stop of this.#stops.splice(0)) stop();
  }

  #log = (message: string, error?: unknown) => this.#o.log?.(message, error);

  #apply(): BandwidthStatus {
    const { store, budget, sync, override } = this.#o;
    const now = this.#clock.now();
    const settings = store.get();
    const pause = settings.pause && !this.#ended(settings.pause, now) ? settings.pause : undefined;
    if (pause && !this.#paused) {
      this.#paused = true;
      sync.pauseAll();
    } else if (!pause && this.#paused) {
      this.#paused = false;
      sync.resumeAll();
    }
    const setting = override ?? settings.bandwidth;
    const inForce = limitAt(setting, new Date(now));
    budget.setLimit(inForce.limit);
    const status: BandwidthStatus = {
      setting,
      text: formatBandwidth(setting),
      source: override ? 'command-line' : 'settings',
      limit: inForce.limit,
      ...(inForce.until ? { limitUntil: inForce.until.toISOString() } : {}),
      rateBytesPerSecond: Math.round(this.#meter.sample(this.#clock.monotonic(), budget.sent)),
      pause: pause ?? null,
    };
    this.#status = status;
    // The rate is told to the KiB/s: it moves every second while uploading, not at every byte.
    const key = JSON.stringify({
      ...status,
      rateBytesPerSecond: Math.round(status.rateBytesPerSecond / 1024),
    });
    if (key !== this.#reported) {
      this.#reported = key;
      this.#o.onStatus?.(status);
    }
    return status;
  }

  /** Whether a pause's time has come; if so it is taken out of the settings (unless changed meanwhile). */
  #ended(pause: PauseSetting, now: number): boolean {
    const end = pauseEnd(pause);
    if (end === null || end > now) return false;
    if (this.#ending === pause.until) return true;
    this.#ending = pause.until;
    this.#o.store
      .update((s) => {
        if (s.pause?.until !== pause.until) return s;
        const { pause: _ended, ...rest } = s;
        return rest;
      })
      .catch((error: unknown) => this.#log('[bandwidth] could not record the end of the pause', error));
    return true;
  }
}
