import { useCallback } from 'react';
import { serviceTimeText } from '../../electron/i18n/service-time.js';
import type { ZonedTimeOptions } from '../../electron/i18n/zoned-time.js';
import { useAppIntl } from '../format/intl.js';

/**
 * A moment of the service's business calendar (a cutoff, the day an order ships or arrives) in the
 * market's zone (`serviceTimeZone`, models/markets.ts) and, when it reads otherwise, the buyer's, both
 * named: "Thu, Nov 26 Central Time (Fri, Nov 27 your time, GMT+1)". A zone-less timestamp is the
 * market's wall-clock time. "—" when the service gave none.
 */
export function useServiceTime(
  show: ZonedTimeOptions['show'],
  serviceTimeZone: string,
): (value: string | null | undefined) => string {
  const intl = useAppIntl();
  // Stable while language and zone stay, so what is memoized on it (a table's columns) stays too.
  return useCallback(
    (value) => serviceTimeText(intl, value, { serviceTimeZone, show }) ?? '—',
    [intl, serviceTimeZone, show],
  );
}
