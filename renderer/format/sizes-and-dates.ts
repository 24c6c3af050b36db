/** Display helpers: sizes and dates as a person reads them, in the app's locale (format/intl.ts). */
import { isUnsetTimestamp } from '../../electron/shared/models/primitives.js';
import { appIntl } from './intl.js';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 ? 1 : 0;
  const number = appIntl().formatNumber(value, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${number} ${units[unit]}`;
}

const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A timestamp of the service or the core as a Date; null when absent, unreadable or the service's
 * "never" (0001-01-01), which show as a dash.
 */
export function parseTimestamp(value: string | null | undefined): Date | null {
  if (isUnsetTimestamp(value)) return null;
  // A zone-less value is the service's local wall-clock time: read it as a local time so it shows as written.
  const date = new Date(hasZone.test(value) ? value : value.replace(/\.\d+$/, ''));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | null | undefined): string {
  const date = parseTimestamp(value);
  return date ? appIntl().formatDate(date, { dateStyle: 'medium' }) : '—';
}

export function formatDateTime(value: string | null | undefined): string {
  const date = parseTimestamp(value);
  return date ? appIntl().formatDate(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}
