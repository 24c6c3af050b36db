/**
 * Delivery per recipient of an order to many (a distribution list): a virtualized table, so 500
 * recipients scroll like 5, and the delivery totals above it. The dates are the service's business
 * calendar, in its zone and the buyer's (docs/i18n.md, "Zones").
 */
import { useMemo } from 'react';
import type { RecipientQuoteDetail } from '../../electron/shared/models/quotes.js';
import { VirtualTable } from '../components/virtual-table.js';
import type { Column } from '../components/virtual-table.js';
import { useAppIntl } from '../format/intl.js';
import { money } from '../format/orders.js';
import { useServiceTime } from './service-day.js';

type Row = RecipientQuoteDetail & { number: number };

export function RecipientDelivery({
  recipients,
  serviceTimeZone,
}: {
  recipients: readonly RecipientQuoteDetail[];
  /** The market's zone, the one the service's zone-less dates are in (models/markets.ts). */
  serviceTimeZone: string;
}) {
  const intl = useAppIntl();
  const serviceDay = useServiceTime('date', serviceTimeZone);
  // Built again only when the language or the zone changes: new columns would redraw every row.
  const columns = useMemo<readonly Column<Row>[]>(
    () => [
      { key: 'number', header: '#', width: '48px', align: 'end', cell: (row) => row.number },
      {
        key: 'ships',
        header: intl.formatMessage({ id: 'pricing.delivery.ships' }),
        width: 'minmax(110px, 1fr)',
        cell: (row) => serviceDay(row.ExpectedShipDate),
      },
      {
        key: 'arrives',
        header: intl.formatMessage({ id: 'pricing.delivery.arrives' }),
        width: 'minmax(110px, 1fr)',
        cell: (row) => serviceDay(row.ExpectedDeliveryDate),
      },
      {
        key: 'packages',
        header: intl.formatMessage({ id: 'pricing.delivery.packages' }),
        width: '80px',
        align: 'end',
        cell: (row) => intl.formatNumber(row.EstimatedPackageCount),
      },
      {
        key: 'charge',
        header: intl.formatMessage({ id: 'pricing.delivery.charge' }),
        width: '90px',
        align: 'end',
        cell: (row) => money(row.DeliveryCharge),
      },
    ],
    [intl, serviceDay],
  );
  const rows = useMemo(
    () => recipients.map((recipient, index) => ({ ...recipient, number: index + 1 })),
    [recipients],
  );
  const charge = recipients.reduce((sum, recipient) => sum + recipient.DeliveryCharge, 0);
  const packages = recipients.reduce((sum, recipient) => sum + recipient.EstimatedPackageCount, 0);
  const label = intl.formatMessage({ id: 'pricing.recipientDelivery.label' });
  return (
    <section className="stack qt-recipient-delivery" aria-label={label}>
      <p>
        {intl.formatMessage(
          { id: 'pricing.recipientDelivery.summary' },
          {
            recipients: recipients.length,
            packages,
            charge: money(charge),
            strong: (chunks) => <strong>{chunks}</strong>,
          },
        )}
      </p>
      <VirtualTable label={label} rows={rows} columns={columns} rowKey={(row) => `${row.number}`} />
    </section>
  );
}
