import type {
  HistoryOrder,
  OrderHistoryEntry,
} from '../../../electron/print-service/models/order-history.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { Breakdown } from '../../pricing/breakdown.js';
import {
  notificationText,
  orderStatusName,
  orderStatusTone,
  paymentText,
  shipFromText,
} from '../../format/orders.js';
import { OrderProgress } from './order-progress.js';
import { ReorderButton } from './reorder-button.js';

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

/** What the buyer asked for besides items and recipients, as the service kept it. */
function OrderForm({ order }: { order: HistoryOrder }) {
  const options = order.Options;
  const codes = order.SpecialInstructionCodes.map((entry) => entry.Code).filter(Boolean);
  const sender = shipFromText(order.ShipFromInfo);
  return (
    <dl className="qt-facts">
      {order.ReferenceData && (
        <>
          <dt>Reference</dt>
          <dd>{order.ReferenceData}</dd>
        </>
      )}
      <dt>Payment</dt>
      <dd>{paymentText(order.PaymentMethod)}</dd>
      {codes.length > 0 && (
        <>
          <dt>Special instructions</dt>
          <dd className="mono">{codes.join(', ')}</dd>
        </>
      )}
      {order.PackagingSlip?.Memo && (
        <>
          <dt>Packing slip memo</dt>
          <dd>{order.PackagingSlip.Memo}</dd>
        </>
      )}
      {sender && (
        <>
          <dt>Ships from</dt>
          <dd>{sender}</dd>
        </>
      )}
      <dt>Extra processing time</dt>
      <dd>
        {options?.AdditionalProcessingHours ?? 0} h requested, {order.AdditionalProcessingHoursGranted} h
        granted
      </dd>
      <dt>Tax exempt</dt>
      <dd>{options?.TaxExemptStatusEnabled || order.TaxExemptStatusEnabled ? 'Yes' : 'No'}</dd>
      <dt>Notifications</dt>
      <dd>{notificationText(options?.RecipientNotificationOptions ?? null)}</dd>
      {order.Discounts.length > 0 && (
        <>
          <dt>Discounts</dt>
          <dd>{order.Discounts.map((discount) => discount.Code || discount.Name).join(', ')}</dd>
        </>
      )}
    </dl>
  );
}

/** One order as the service records it: its progress and tracking, its history (recipients, items, the form) and its receipt. */
export function OrderDetails({ entry }: { entry: OrderHistoryEntry }) {
  const { Order: order, Receipt: receipt } = entry;
  const status = receipt?.Status || order.Status;
  return (
    <article className="od-details stack" aria-label={`Order ${order.FriendlyId}`}>
      <header className="row">
        <h2 className="mono">{order.FriendlyId}</h2>
        <span className="badge" data-tone={orderStatusTone(status)}>
          {orderStatusName(status)}
        </span>
        <span className="spacer" />
        <ReorderButton friendlyId={order.FriendlyId} />
      </header>
      <dl className="qt-facts">
        <dt>Placed</dt>
        <dd>{formatDateTime(receipt?.Submitted ?? order.Created)}</dd>
        <dt>Last change</dt>
        <dd>{formatDateTime(order.LastModified)}</dd>
      </dl>
      <OrderProgress order={order} />
      <div className="od-columns">
        <section className="card stack" aria-labelledby="od-history">
          <h3 id="od-history">History</h3>
          <h4>Recipients</h4>
          <Recipients order={order} />
          <LineItems order={order} />
          <h4>Order form</h4>
          <OrderForm order={order} />
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
