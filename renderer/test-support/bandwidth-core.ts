/**
 * The core's bandwidth channels for component tests, answering as the controller does
 * (electron/app/bandwidth/controller.ts) with the same environment-neutral pieces: the limit in
 * force from `limitAt`, the text from `formatBandwidth`, a pause's end from `pauseFrom`. `rate`
 * stands for the measured upload rate.
 */
import type {
  BandwidthSetting,
  BandwidthStatus,
  PauseSetting,
} from '../../electron/shared/contract/bandwidth.js';
import { pauseFrom } from '../../electron/shared/bandwidth/pause.js';
import { formatBandwidth, limitAt } from '../../electron/shared/bandwidth/timetable.js';
import type { Handlers } from './fake-api.js';

export interface BandwidthCore {
  handlers: Handlers;
  /** What `bandwidth.status` answers now. */
  status(): BandwidthStatus;
  setting: BandwidthSetting;
  pause: PauseSetting | null;
  /** Bytes per second, as measured. */
  rate: number;
}

export function bandwidthCore(
  start: Partial<Pick<BandwidthCore, 'setting' | 'pause' | 'rate'>> = {},
): BandwidthCore {
  const core: BandwidthCore = {
    setting: { kind: 'off' },
    pause: null,
    rate: 0,
    ...start,
    status() {
      const inForce = limitAt(core.setting, new Date());
      return {
        setting: core.setting,
        text: formatBandwidth(core.setting),
        source: 'settings',
        limit: inForce.limit,
        ...(inForce.until ? { limitUntil: inForce.until.toISOString() } : {}),
        rateBytesPerSecond: core.rate,
        pause: core.pause,
      };
    },
    handlers: {
      'bandwidth.status': () => core.status(),
      'bandwidth.set': ({ setting }) => {
        core.setting = setting;
        return core.status();
      },
      'bandwidth.pause': ({ request }) => {
        core.pause = pauseFrom(request, new Date());
        return core.status();
      },
      'bandwidth.resume': () => {
        core.pause = null;
        return core.status();
      },
    },
  };
  return core;
}
