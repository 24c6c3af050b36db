import { useCallback } from 'react';
import { serviceTimeText, type ServiceTimeOptions } from '../../electron/i18n/service-time.js';
import { useAppIntl } from '../format/intl.js';

/**
 * The service's business calendar in words: a cutoff in the market's zone (`serviceTimeZone`,
 * models/markets.ts) and, when it reads otherwise, the buyer's, both named ("2:00 PM Central Time
 * (9:00 PM your time, GMT+1)"); the day an order ships or arrives once, as the day it is where it
 * happens ("Thu, Nov 26"). "—" when the service gave none.
 */
export function useServiceTime(
  show: ServiceTimeOptions['show'],
  serviceTimeZone: string,
): (value: string | null | undefined) => string {
  const intl = useAppIntl();
  // Stable while language and zone stay, so what is memoized on it (a table's columns) stays too.
  return useCallback(
    (value) => serviceTimeText(intl, value, { serviceTimeZone, show }) ?? '—',
    [intl, serviceTimeZone, show],
  );
}
