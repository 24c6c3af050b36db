import { serviceInstant } from '../../../electron/i18n/service-time.js';
import { useAppIntl } from '../../format/intl.js';
import { selectMarket, useAccount } from '../../stores/account.js';

/**
 * A moment the service wrote (when an order was placed or last changed) in the buyer's own clock and
 * the app's language; a zone-less one is the wall-clock time of the market's zone. "—" when absent.
 */
export function useServiceMoment(): (value: string | null | undefined) => string {
  const intl = useAppIntl();
  const serviceTimeZone = useAccount((state) => selectMarket(state).timeZone);
  return (value) => {
    const at = serviceInstant(value, serviceTimeZone);
    return at ? intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  };
}
