import {
  lineStoreItemId,
  type HistoryOrder,
  type OrderHistoryEntry,
} from '../../../electron/shared/models/order-history.js';
import { PagePicture } from '../../components/page-picture.js';
import { addressBlock } from '../../format/addresses.js';
import { useAppIntl } from '../../format/intl.js';
import { Breakdown } from '../../pricing/breakdown.js';
import {
  notificationText,
  orderStatusName,
  orderStatusTone,
  paymentText,
  shipFromText,
} from '../../format/orders.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useThumbnail } from '../../stores/thumbnails.js';
import { OrderProgress } from './order-progress.js';
import { ReorderButton } from './reorder-button.js';
import { useServiceMoment } from './service-moment.js';

type FormTerm =
  | 'reference'
  | 'payment'
  | 'instructions'
  | 'memo'
  | 'shipsFrom'
  | 'extraTime'
  | 'taxExempt'
  | 'notifications'
  | 'discounts';

function Recipients({ order }: { order: HistoryOrder }) {
  const intl = useAppIntl();
  if (order.Recipients.length === 0)
    return <p className="muted">{intl.formatMessage({ id: 'orders.orderDetails.noRecipients' })}</p>;
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
            <strong>
              {name || intl.formatMessage({ id: 'orders.orderProgress.recipient' }, { number: index + 1 })}
            </strong>
            {address && (
              <span className="muted">{addressBlock(address, { addressee: false }).join(', ')}</span>
            )}
            {recipient.ShippingDetails?.ShippingMethodName && (
              <span>
                {intl.formatMessage(
                  { id: 'orders.orderDetails.shipsBy' },
                  { method: recipient.ShippingDetails.ShippingMethodName },
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A line's first page, drawn from the file this computer uploaded as its item (as the Library's grid). */
function LinePicture({ itemId, name }: { itemId: string; name: string }) {
  const intl = useAppIntl();
  const picture = useThumbnail(itemId, 1, 160);
  return (
    <span className="od-line-picture">
      <PagePicture
        picture={picture}
        label={intl.formatMessage({ id: 'orders.orderDetails.firstPage' }, { name })}
        fallback=""
      />
    </span>
  );
}

function LineItems({ order }: { order: HistoryOrder }) {
  const intl = useAppIntl();
  const say = (id: 'item' | 'description' | 'copies') =>
    intl.formatMessage({ id: `orders.orderDetails.column.${id}` });
  if (order.LineItems.length === 0)
    return <p className="muted">{intl.formatMessage({ id: 'orders.orderDetails.noLineItems' })}</p>;
  return (
    <table className="qt-table">
      <caption>{intl.formatMessage({ id: 'orders.orderDetails.lineItems' })}</caption>
      <thead>
        <tr>
          <th scope="col">{say('item')}</th>
          <th scope="col">{say('description')}</th>
          <th scope="col" className="num">
            {say('copies')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.LineItems.map((line, index) => {
          const name =
            line.Name || intl.formatMessage({ id: 'orders.orderDetails.line' }, { number: index + 1 });
          const itemId = lineStoreItemId(line);
          return (
            <tr key={line.Id ?? index}>
              <td>
                <span className="od-line-item">
                  {itemId && <LinePicture itemId={itemId} name={name} />}
                  {name}
                </span>
              </td>
              <td className="muted">
                {line.Description ||
                  line.SystemDescription ||
                  intl.formatMessage({ id: 'orders.orderDetails.noDescription' })}
              </td>
              <td className="num">{line.DefaultRecipientQuantity}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What the buyer asked for besides items and recipients, as the service kept it. */
function OrderForm({ order }: { order: HistoryOrder }) {
  const intl = useAppIntl();
  const say = (id: `orders.orderDetails.form.${FormTerm}`) => intl.formatMessage({ id });
  const options = order.Options;
  const codes = order.SpecialInstructionCodes.map((entry) => entry.Code).filter(Boolean);
  const sender = shipFromText(order.ShipFromInfo);
  return (
    <dl className="qt-facts">
      {order.ReferenceData && (
        <>
          <dt>{say('orders.orderDetails.form.reference')}</dt>
          <dd>{order.ReferenceData}</dd>
        </>
      )}
      <dt>{say('orders.orderDetails.form.payment')}</dt>
      <dd>{paymentText(order.PaymentMethod)}</dd>
      {codes.length > 0 && (
        <>
          <dt>{say('orders.orderDetails.form.instructions')}</dt>
          <dd className="mono">{codes.join(', ')}</dd>
        </>
      )}
      {order.PackagingSlip?.Memo && (
        <>
          <dt>{say('orders.orderDetails.form.memo')}</dt>
          <dd>{order.PackagingSlip.Memo}</dd>
        </>
      )}
      {sender && (
        <>
          <dt>{say('orders.orderDetails.form.shipsFrom')}</dt>
          <dd>{sender}</dd>
        </>
      )}
      <dt>{say('orders.orderDetails.form.extraTime')}</dt>
      <dd>
        {intl.formatMessage(
          { id: 'orders.orderDetails.form.hours' },
          {
            requested: options?.AdditionalProcessingHours ?? 0,
            granted: order.AdditionalProcessingHoursGranted,
          },
        )}
      </dd>
      <dt>{say('orders.orderDetails.form.taxExempt')}</dt>
      <dd>
        {intl.formatMessage(
          { id: 'orders.orderDetails.form.yesNo' },
          { yes: String(Boolean(options?.TaxExemptStatusEnabled || order.TaxExemptStatusEnabled)) },
        )}
      </dd>
      <dt>{say('orders.orderDetails.form.notifications')}</dt>
      <dd>{notificationText(options?.RecipientNotificationOptions ?? null)}</dd>
      {order.Discounts.length > 0 && (
        <>
          <dt>{say('orders.orderDetails.form.discounts')}</dt>
          <dd>{order.Discounts.map((discount) => discount.Code || discount.Name).join(', ')}</dd>
        </>
      )}
    </dl>
  );
}

/** One order as the service records it: its progress and tracking, its history (recipients, items, the form) and its receipt. */
export function OrderDetails({ entry }: { entry: OrderHistoryEntry }) {
  const intl = useAppIntl();
  const { Order: order, Receipt: receipt } = entry;
  const status = receipt?.Status || order.Status;
  const moment = useServiceMoment();
  const serviceTimeZone = useAccount((state) => selectMarket(state).timeZone);
  const lineName = (index: number) =>
    order.LineItems[index]?.Name ||
    intl.formatMessage({ id: 'orders.orderDetails.line' }, { number: index + 1 });
  return (
    <article
      className="od-details stack"
      aria-label={intl.formatMessage({ id: 'orders.orderDetails.label' }, { id: order.FriendlyId })}
    >
      <header className="row">
        <h2 className="mono">{order.FriendlyId}</h2>
        <span className="badge" data-tone={orderStatusTone(status)}>
          {intl.formatMessage({ id: 'orders.status.name' }, { status: orderStatusName(status) })}
        </span>
        <span className="spacer" />
        <ReorderButton friendlyId={order.FriendlyId} />
      </header>
      <dl className="qt-facts">
        <dt>{intl.formatMessage({ id: 'orders.orderDetails.placed' })}</dt>
        <dd>{moment(receipt?.Submitted ?? order.Created)}</dd>
        <dt>{intl.formatMessage({ id: 'orders.orderDetails.lastChange' })}</dt>
        <dd>{moment(order.LastModified)}</dd>
      </dl>
      <OrderProgress order={order} />
      <div className="od-columns">
        <section className="card stack" aria-labelledby="od-history">
          <h3 id="od-history">{intl.formatMessage({ id: 'orders.orderDetails.history' })}</h3>
          <h4>{intl.formatMessage({ id: 'orders.orderDetails.recipients' })}</h4>
          <Recipients order={order} />
          <LineItems order={order} />
          <h4>{intl.formatMessage({ id: 'orders.orderDetails.orderForm' })}</h4>
          <OrderForm order={order} />
        </section>
        <section className="card stack" aria-labelledby="od-receipt">
          <h3 id="od-receipt">{intl.formatMessage({ id: 'orders.orderDetails.receipt' })}</h3>
          {receipt ? (
            <Breakdown priced={receipt} lineName={lineName} serviceTimeZone={serviceTimeZone} />
          ) : (
            <p className="muted">{intl.formatMessage({ id: 'orders.orderDetails.noReceipt' })}</p>
          )}
        </section>
      </div>
    </article>
  );
}
