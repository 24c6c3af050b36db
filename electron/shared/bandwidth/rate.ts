/**
 * Upload rates as people write them, in rclone's units: a number with an optional unit B, K, M or
 * G, all binary (1K = 1 KiB/s, 1M = 1 MiB/s), no unit meaning K; `off` (or 0, as in rclone) for no
 * limit. Environment-neutral: the Account view checks its field with the same parser.
 */
import { maxUploadRate, minUploadRate } from './setting.js';

/** A mistake in a rate or a timetable, with a message that says what is wrong and how to write it. */
export class BandwidthSyntaxError extends Error {
  override readonly name = 'BandwidthSyntaxError';
}

const units = { b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 } as const;
const example = 'such as 2M (2 MiB/s), 500k (500 KiB/s) or off';

/** Bytes per second, or null for no limit. */
export function parseRate(text: string): number | null {
  const typed = text.trim();
  if (typed === '') throw new BandwidthSyntaxError(`Give an upload rate, ${example}.`);
  if (/^(off|0+(\.0+)?[bkmg]?)$/i.test(typed)) return null;
  if (typed.includes(':')) {
    throw new BandwidthSyntaxError(
      `"${typed}": PrintDesk limits uploads only, so give one rate, not upload:download.`,
    );
  }
  const match = /^(\d+(?:\.\d+)?)(?:(b)|([kmg])(i)?(b)?)?$/i.exec(typed);
  if (!match) {
    const unit = /^\d+(?:\.\d+)?(.+)$/.exec(typed)?.[1];
    throw new BandwidthSyntaxError(
      unit
        ? `"${typed}" is not a rate: "${unit}" is not a unit. Use B, K, M or G (binary: 1M is 1 MiB/s), or none for K.`
        : `"${typed}" is not a rate: write a number with an optional unit B, K, M or G, ${example}.`,
    );
  }
  const unit = (match[2] ?? match[3] ?? 'k').toLowerCase() as keyof typeof units;
  const bytes = Math.round(Number(match[1]) * units[unit]);
  if (bytes < minUploadRate) {
    throw new BandwidthSyntaxError(
      `"${typed}" is below the lowest limit, 1K (1 KiB/s). Use off for no limit, or pause instead.`,
    );
  }
  if (bytes > maxUploadRate) {
    throw new BandwidthSyntaxError(
      `"${typed}" is above the highest limit, 1024G (1 TiB/s); use off for none.`,
    );
  }
  return bytes;
}

/** A rate in the grammar's own form ("2M", "500k", "1.5M", "off"), which parseRate reads back exactly. */
export function rateText(bytesPerSecond: number | null): string {
  if (bytesPerSecond === null) return 'off';
  const steps: readonly (readonly [string, number])[] = [
    ['G', units.g],
    ['M', units.m],
    ['k', units.k],
  ];
  for (const [suffix, size] of steps) {
    const value: number = Number((bytesPerSecond / size).toFixed(3));
    if (value >= 1 && value * size === bytesPerSecond) return `${value}${suffix}`;
  }
  return `${bytesPerSecond}B`;
}

/** A rate for people: "2 MiB/s", "500 KiB/s", "1.5 MiB/s", "no limit". */
export function rateLabel(bytesPerSecond: number | null): string {
  if (bytesPerSecond === null) return 'no limit';
  const [unit, size] =
    bytesPerSecond >= units.g
      ? ['GiB', units.g]
      : bytesPerSecond >= units.m
        ? ['MiB', units.m]
        : bytesPerSecond >= units.k
          ? ['KiB', units.k]
          : ['B', 1];
  const value = bytesPerSecond / size;
  return `${Number(value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2))} ${unit}/s`;
}
