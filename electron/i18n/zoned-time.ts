/**
 * A moment of the service's business calendar (an order cutoff) said in the service's time zone (the
 * market's, named by the locale's CLDR data: "Central Time") and, when it differs, in the buyer's own
 * (named shortly: "CET", "MEZ", "GMT+1"), all through Intl with the app's locale: "2:00 PM Central
 * Time (9:00 PM your time, GMT+1)". A date without a time of day is no moment: service-time.ts says
 * it once, as the date it is where it happens.
 */
import type { TextIntl } from './intl.js';

export interface ZonedTimeOptions {
  /** The service's IANA zone (models/markets.ts `timeZone`). */
  readonly serviceTimeZone: string;
  /** The buyer's IANA zone; absent: this computer's. */
  readonly buyerTimeZone?: string;
  /** A time of day (today's cutoff) or a day and its time (a cutoff on some day). */
  readonly show: 'time' | 'dateTime';
}

const shown: Readonly<Record<ZonedTimeOptions['show'], Intl.DateTimeFormatOptions>> = {
  time: { hour: 'numeric', minute: '2-digit' },
  dateTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
};

/** The zone's name at that moment; through the intl's formatters, which keep each Intl.DateTimeFormat made. */
function zoneName(intl: TextIntl, at: Date, timeZone: string, style: 'longGeneric' | 'short'): string {
  const parts = intl.formatDateToParts(at, { timeZone, timeZoneName: style });
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "2:00 PM Central Time (9:00 PM your time, GMT+1)"; the service's alone when both read the same. */
export function zonedTimeText(intl: TextIntl, at: Date, options: ZonedTimeOptions): string {
  const buyerTimeZone = options.buyerTimeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const format = (timeZone: string) => intl.formatDate(at, { ...shown[options.show], timeZone });
  const serviceTime = format(options.serviceTimeZone);
  const buyerTime = format(buyerTimeZone);
  const serviceZone = zoneName(intl, at, options.serviceTimeZone, 'longGeneric');
  const buyerZone = zoneName(intl, at, buyerTimeZone, 'short');
  const sameClock =
    serviceTime === buyerTime && zoneName(intl, at, options.serviceTimeZone, 'short') === buyerZone;
  return sameClock
    ? intl.formatMessage({ id: 'format.zonedTime.one' }, { serviceTime, serviceZone })
    : intl.formatMessage({ id: 'format.zonedTime.both' }, { serviceTime, serviceZone, buyerTime, buyerZone });
}
