/**
 * A pause of the hot folders in words, in `intl`'s language: the three pauses offered where hot
 * folders are paused by a click, and when a pause ends. The pause itself (its requests, its end) is
 * data, in shared/bandwidth/pause.ts. Environment-neutral: the tray, the Hot folders view, the status bar and
 * the command line word it alike.
 */
import { pauseEnd } from '../shared/bandwidth/pause.js';
import type { PauseRequest, PauseSetting } from '../shared/bandwidth/setting.js';
import { englishIntl, type TextIntl } from './intl.js';
import { clockTags, pickLocale } from '../shared/settings/locale.js';

/**
 * The three pauses offered where hot folders are paused by a click (the tray's menu, the Hot folders
 * view): an hour, until tomorrow, until resumed.
 */
export function pauseChoices(
  intl: TextIntl = englishIntl,
): readonly { label: string; request: PauseRequest }[] {
  return [
    {
      label: intl.formatMessage({ id: 'desktop.tray.pauseForAnHour' }),
      request: { kind: 'for', minutes: 60 },
    },
    {
      label: intl.formatMessage({ id: 'desktop.tray.pauseUntilTomorrow' }),
      request: { kind: 'until-tomorrow' },
    },
    {
      label: intl.formatMessage({ id: 'desktop.tray.pauseUntilResumed' }),
      request: { kind: 'until-resumed' },
    },
  ];
}

/** "until 14:05", "until tomorrow 00:00", "until Tue 09:00" (a later day), or "until resumed", in local time and `intl`'s language. */
export function pauseLabel(pause: PauseSetting, now: Date, intl: TextIntl = englishIntl): string {
  const end = pauseEnd(pause);
  if (end === null) return intl.formatMessage({ id: 'format.pause.until' }, { when: 'resumed' });
  return intl.formatMessage(
    { id: 'format.pause.until' },
    { when: 'then', moment: momentLabel(new Date(end), now, intl) },
  );
}

/** A coming moment in local time: "14:05" today, "tomorrow 00:00", or "Tue 09:00" on a later day (within a week). */
export function momentLabel(at: Date, now: Date, intl: TextIntl = englishIntl): string {
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const day = at.toLocaleDateString(clockTags[pickLocale([intl.locale])], { weekday: 'short' });
  const when =
    at.toDateString() === now.toDateString()
      ? 'today'
      : at.toDateString() === tomorrow.toDateString()
        ? 'tomorrow'
        : 'other';
  return intl.formatMessage({ id: 'format.moment' }, { when, time, day });
}
