/**
 * Delivery per recipient of an order to many (a distribution list): a virtualized table, so 500
 * recipients scroll like 5, and the delivery totals above it.
 */
import type { RecipientQuoteDetail } from '../../electron/print-service/models/quotes.js';
import { VirtualTable } from '../components/virtual-table.js';
import type { Column } from '../components/virtual-table.js';
import { day, money } from '../format/orders.js';

type Row = RecipientQuoteDetail & { number: number };

const columns: readonly Column<Row>[] = [
  { key: 'number', header: '#', width: '48px', align: 'end', cell: (row) => row.number },
  { key: 'ships', header: 'Ships', width: 'minmax(110px, 1fr)', cell: (row) => day(row.ExpectedShipDate) },
  {
    key: 'arrives',
    header: 'Arrives',
    width: 'minmax(110px, 1fr)',
    cell: (row) => day(row.ExpectedDeliveryDate),
  },
  {
    key: 'packages',
    header: 'Packages',
    width: '80px',
    align: 'end',
    cell: (row) => row.EstimatedPackageCount,
  },
  { key: 'charge', header: 'Charge', width: '90px', align: 'end', cell: (row) => money(row.DeliveryCharge) },
];

export function RecipientDelivery({ recipients }: { recipients: readonly RecipientQuoteDetail[] }) {
  const rows = recipients.map((recipient, index) => ({ ...recipient, number: index + 1 }));
  const charge = recipients.reduce((sum, recipient) => sum + recipient.DeliveryCharge, 0);
  const packages = recipients.reduce((sum, recipient) => sum + recipient.EstimatedPackageCount, 0);
  return (
    <section className="stack qt-recipient-delivery" aria-label="Delivery per recipient">
      <p>
        <strong>{recipients.length} recipients</strong>, {packages} packages, delivery {money(charge)} in all.
      </p>
      <VirtualTable
        label="Delivery per recipient"
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.number}`}
      />
    </section>
  );
}
