import type {
  HistoryOrder,
  OrderHistoryEntry,
} from '../../../electron/print-service/models/order-history.js';
import { formatDateTime } from '../../components/format.js';
import { Breakdown } from '../quotes/breakdown.js';
import { orderStatusName, paymentText } from './format.js';
import { OrderProgress } from './order-progress.js';

function Recipients({ order }: { order: HistoryOrder }) {
  if (order.Recipients.length === 0) return <p className="muted">No recipients recorded.</p>;
  return (
    <ul className="od-list">
      {order.Recipients.map((recipient, index) => {
        const address = recipient.Address;
        const name = address
          ? [address.FirstName, address.LastName].filter(Boolean).join(' ') ||
            address.Name ||
            address.CompanyName
          : '';
        return (
          <li key={recipient.Id ?? index}>
            <strong>{name || `Recipient ${index + 1}`}</strong>
            {address && (
              <span className="muted">
                {[
                  address.CompanyName,
                  address.Street,
                  address.ApartmentOrSuite,
                  address.City,
                  [address.StateOrProvince, address.PostalCode].filter(Boolean).join(' '),
                  address.Country,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            )}
            {recipient.ShippingDetails?.ShippingMethodName && (
              <span>Ships by {recipient.ShippingDetails.ShippingMethodName}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function LineItems({ order }: { order: HistoryOrder }) {
  if (order.LineItems.length === 0) return <p className="muted">No line items recorded.</p>;
  return (
    <table className="qt-table">
      <caption>Line items</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Description</th>
          <th scope="col" className="num">
            Copies
          </th>
        </tr>
      </thead>
      <tbody>
        {order.LineItems.map((line, index) => (
          <tr key={line.Id ?? index}>
            <td>{line.Name || `Line ${index + 1}`}</td>
            <td className="muted">{line.Description || line.SystemDescription || '—'}</td>
            <td className="num">{line.DefaultRecipientQuantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Options({ order }: { order: HistoryOrder }) {
  const options = order.Options;
  const notify = options?.RecipientNotificationOptions;
  return (
    <dl className="qt-facts">
      <dt>Extra processing time</dt>
      <dd>
        {options?.AdditionalProcessingHours ?? 0} h requested, {order.AdditionalProcessingHoursGranted} h
        granted
      </dd>
      <dt>Tax exempt</dt>
      <dd>{options?.TaxExemptStatusEnabled || order.TaxExemptStatusEnabled ? 'Yes' : 'No'}</dd>
      <dt>Notify recipients</dt>
      <dd>
        {notify?.ShouldNotifyRecipients
          ? notify.SendShippingAlerts
            ? 'Yes, with shipping alerts'
            : 'Yes'
          : 'No'}
      </dd>
      {order.Discounts.length > 0 && (
        <>
          <dt>Discounts</dt>
          <dd>{order.Discounts.map((discount) => discount.Code || discount.Name).join(', ')}</dd>
        </>
      )}
      {order.ReferenceData && (
        <>
          <dt>Reference</dt>
          <dd>{order.ReferenceData}</dd>
        </>
      )}
      <dt>Payment</dt>
      <dd>{paymentText(order.PaymentMethod)}</dd>
      {order.PackagingSlip?.Memo && (
        <>
          <dt>Packing slip memo</dt>
          <dd>{order.PackagingSlip.Memo}</dd>
        </>
      )}
    </dl>
  );
}

/** One order as the service records it: its progress and tracking, its history (recipients, items, options) and its receipt. */
export function OrderDetails({ entry }: { entry: OrderHistoryEntry }) {
  const { Order: order, Receipt: receipt } = entry;
  const status = orderStatusName(receipt?.Status || order.Status);
  return (
    <article className="od-details stack" aria-label={`Order ${order.FriendlyId}`}>
      <header className="row">
        <h2 className="mono">{order.FriendlyId}</h2>
        <span
          className="badge"
          data-tone={
            status === 'Canceled' || status === 'Expired'
              ? 'danger'
              : status === 'Shipped'
                ? 'success'
                : 'accent'
          }
        >
          {status}
        </span>
      </header>
      <dl className="qt-facts">
        <dt>Placed</dt>
        <dd>{formatDateTime(receipt?.Submitted ?? order.Created)}</dd>
        <dt>Last change</dt>
        <dd>{formatDateTime(order.LastModified)}</dd>
        {order.ShipFromInfo && (order.ShipFromInfo.FirstName || order.ShipFromInfo.CompanyName) && (
          <>
            <dt>Ships from</dt>
            <dd>
              {[
                [order.ShipFromInfo.FirstName, order.ShipFromInfo.LastName].filter(Boolean).join(' '),
                order.ShipFromInfo.CompanyName,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </>
        )}
      </dl>
      <OrderProgress order={order} />
      <div className="od-columns">
        <section className="card stack" aria-labelledby="od-history">
          <h3 id="od-history">History</h3>
          <h4>Recipients</h4>
          <Recipients order={order} />
          <LineItems order={order} />
          <h4>Options</h4>
          <Options order={order} />
        </section>
        <section className="card stack" aria-labelledby="od-receipt">
          <h3 id="od-receipt">Receipt</h3>
          {receipt ? (
            <Breakdown
              priced={receipt}
              lineName={(index) => order.LineItems[index]?.Name || `Line ${index + 1}`}
            />
          ) : (
            <p className="muted">The service has no receipt for this order yet.</p>
          )}
        </section>
      </div>
    </article>
  );
}
