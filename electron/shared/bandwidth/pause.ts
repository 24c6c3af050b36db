/**
 * Pausing hot folders for a while: what the CLI's words mean (`1h`, `90m`, `2h30m`, `tomorrow`,
 * `on`), and the end time a request comes to. Environment-neutral, like the setting it produces. A
 * pause in a person's language (the choices offered, its end) is i18n/pause-text.ts's.
 */
import { BandwidthSyntaxError } from './rate.js';
import type { PauseRequest, PauseSetting } from './setting.js';

const maxMinutes = 7 * 24 * 60;

/** `on` (until resumed), `tomorrow` (the next local midnight), or a duration such as 1h, 90m, 2h30m. */
export function parsePauseText(text: string): PauseRequest {
  const typed = text.trim().toLowerCase();
  if (typed === 'on') return { kind: 'until-resumed' };
  if (typed === 'tomorrow') return { kind: 'until-tomorrow' };
  const match = /^(?:(\d+)h)?(?:(\d+)m)?$/.exec(typed);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new BandwidthSyntaxError(
      `"${text}" is not a pause: write a duration such as 30m, 1h or 2h30m, tomorrow, or on (until resumed).`,
    );
  }
  const minutes = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
  if (minutes < 1 || minutes > maxMinutes) {
    throw new BandwidthSyntaxError(
      `"${text}": a pause lasts from 1 minute to 7 days (168h); use on to pause until resumed.`,
    );
  }
  return { kind: 'for', minutes };
}

/** The pause a request asks for, from `now`: its end as an ISO time with the local offset, or until resumed. */
export function pauseFrom(request: PauseRequest, now: Date): PauseSetting {
  switch (request.kind) {
    case 'until-resumed':
      return { until: 'resumed-by-hand' };
    case 'until-tomorrow':
      return {
        until: localIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)),
      };
    case 'for':
      return { until: localIso(new Date(now.getTime() + request.minutes * 60_000)) };
  }
}

/** When a pause ends (epoch ms), or null when it lasts until resumed. */
export function pauseEnd(pause: PauseSetting): number | null {
  return pause.until === 'resumed-by-hand' ? null : Date.parse(pause.until);
}

/** An ISO 8601 time with the local offset (2025-03-04T14:05:00+01:00): readable in the settings file. */
export function localIso(date: Date): string {
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}
