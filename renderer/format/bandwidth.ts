/**
 * The upload bandwidth in words: what the status bar and the Hot folders view say about the limit
 * in force, the pause and the measured rate ("Limited to 2 MiB/s · 1.9 MiB/s now", "Paused until
 * tomorrow 00:00", "No limit · 12 MiB/s"), from the main process's own labels.
 */
import { momentLabel, pauseLabel } from '../../electron/i18n/pause-text.js';
import { rateLabel } from '../../electron/shared/bandwidth/rate.js';
import type { BandwidthStatus } from '../../electron/shared/contract/bandwidth.js';
import { appIntl } from './intl.js';

export interface BandwidthSummary {
  /** The limit in force or the pause: it changes seldom, so it is what a live region announces. */
  state: string;
  /** The measured rate, which moves every second (shown, never announced); empty while nothing uploads. */
  rate: string;
}

export function bandwidthSummary(status: BandwidthStatus, now: Date): BandwidthSummary {
  const intl = appIntl();
  const measured = status.rateBytesPerSecond > 0 ? rateLabel(status.rateBytesPerSecond) : '';
  const rateNow = measured && intl.formatMessage({ id: 'format.bandwidth.rateNow' }, { rate: measured });
  if (status.pause) {
    const until = pauseLabel(status.pause, now, appIntl());
    return { state: intl.formatMessage({ id: 'format.bandwidth.paused' }, { until }), rate: rateNow };
  }
  if (status.limit === null)
    return { state: intl.formatMessage({ id: 'format.bandwidth.noLimit' }), rate: measured };
  const limited = intl.formatMessage({ id: 'format.bandwidth.limitedTo' }, { rate: rateLabel(status.limit) });
  return { state: limited, rate: rateNow };
}

/** The summary in one line, its parts joined as the status bar shows them. */
export function bandwidthSummaryText(status: BandwidthStatus, now: Date): string {
  const { state, rate } = bandwidthSummary(status, now);
  return rate ? `${state} · ${rate}` : state;
}

/** The limit in force and until when: "2 MiB/s until 18:00", "no limit until Mon 08:00", "no limit". */
export function limitInForceLabel(status: BandwidthStatus, now: Date): string {
  const intl = appIntl();
  return intl.formatMessage(
    { id: 'format.bandwidth.inForce' },
    {
      limited: status.limit === null ? 'no' : 'yes',
      limit: status.limit === null ? '' : rateLabel(status.limit),
      until: status.limitUntil ? 'yes' : 'no',
      moment: status.limitUntil ? momentLabel(new Date(status.limitUntil), now, appIntl()) : '',
    },
  );
}
