/**
 * The upload-limit card's form as typed, and the setting it becomes: a rate in MiB/s (as
 * rclone counts) checked against the setting's own bounds, or a timetable read by the very parser
 * the main process and the CLI use (electron/shared/bandwidth/timetable.ts).
 */
import type { IntlShape } from 'react-intl';
import { rateLabel } from '../../../electron/shared/bandwidth/rate.js';
import { maxUploadRate, minUploadRate } from '../../../electron/shared/bandwidth/setting.js';
import {
  BandwidthSyntaxError,
  formatBandwidth,
  parseBandwidth,
} from '../../../electron/shared/bandwidth/timetable.js';
import type { BandwidthSetting } from '../../../electron/shared/contract/bandwidth.js';

export const MiB = 1024 * 1024;

export type LimitKind = BandwidthSetting['kind'];

export interface BandwidthDraft {
  kind: LimitKind;
  /** MiB/s as typed. */
  rate: string;
  /** The timetable as typed, in the --bwlimit grammar. */
  timetable: string;
}

export const timetableExample = 'Mon-Fri,08:00,2M 18:00,off';

/** The form filled from the setting in force; the other kind's field keeps a starting value. */
export function draftFrom(setting: BandwidthSetting): BandwidthDraft {
  return {
    kind: setting.kind,
    // Any whole number of bytes over 2^20 prints exactly, so it reads back to the same limit.
    rate: setting.kind === 'limit' ? String(setting.bytesPerSecond / MiB) : '2',
    timetable: setting.kind === 'timetable' ? formatBandwidth(setting) : timetableExample,
  };
}

/** The setting a draft asks for, or what is wrong with its field. */
export type DraftReading = { setting: BandwidthSetting } | { problem: string; field: 'rate' | 'timetable' };

export function readDraft(intl: IntlShape, draft: BandwidthDraft): DraftReading {
  switch (draft.kind) {
    case 'off':
      return { setting: { kind: 'off' } };
    case 'limit': {
      const problem = rateProblem(intl, draft.rate);
      if (problem) return { problem, field: 'rate' };
      return { setting: { kind: 'limit', bytesPerSecond: Math.round(Number(draft.rate) * MiB) } };
    }
    case 'timetable':
      try {
        return { setting: parseBandwidth(draft.timetable) };
      } catch (error) {
        if (!(error instanceof BandwidthSyntaxError)) throw error;
        return { problem: error.message, field: 'timetable' };
      }
  }
}

/** Why a rate typed in MiB/s cannot be a limit, or undefined. */
function rateProblem(intl: IntlShape, typed: string): string | undefined {
  const value = Number(typed);
  if (typed.trim() === '' || !Number.isFinite(value))
    return intl.formatMessage({ id: 'account.bandwidth.rateMissing' });
  if (value <= 0) return intl.formatMessage({ id: 'account.bandwidth.rateNotAbove' });
  const bytes = Math.round(value * MiB);
  if (bytes < minUploadRate)
    return intl.formatMessage({ id: 'account.bandwidth.rateTooLow' }, { rate: rateLabel(minUploadRate) });
  if (bytes > maxUploadRate)
    return intl.formatMessage(
      { id: 'account.bandwidth.rateTooHigh' },
      { rate: rateLabel(maxUploadRate), mb: maxUploadRate / MiB },
    );
  return undefined;
}

/** Whether two settings put the same limits in force. */
export function sameSetting(a: BandwidthSetting, b: BandwidthSetting): boolean {
  return formatBandwidth(a) === formatBandwidth(b);
}
