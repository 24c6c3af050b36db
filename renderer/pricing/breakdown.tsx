import type {
  FinancialDetail,
  GroupedOfferingDetails,
  LineItemQuoteDetail,
  OrderQuote,
  RecipientQuoteDetail,
} from '../../electron/print-service/models/quotes.js';
import { formatDateTime } from '../format/sizes-and-dates.js';
import { day, money, offeringGroups, unitMoney } from '../format/orders.js';
// The breakdown's own styles: Quotes and Orders both show it.
import './pricing.css';
import { RecipientDelivery } from './recipient-delivery.js';

/** A quote or a receipt: the receipt adds friendly ids to its lines. */
type Priced = Pick<
  OrderQuote,
  | 'FinancialDetail'
  | 'RecipientDetails'
  | 'DiscountDetails'
  | 'CutoffDate'
  | 'EarliestPossibleShipDate'
  | 'EarliestExpectedDeliveryDate'
  | 'TotalEstimatedPackageCount'
  | 'TotalProductionHoursRequired'
> & { LineItemDetails: Array<LineItemQuoteDetail & { LineItemFriendlyId?: string }> };

export function OfferingGroups({ groups }: { groups: GroupedOfferingDetails }) {
  const present = offeringGroups.filter(([key]) => groups[key].length > 0);
  if (present.length === 0) return null;
  return (
    <div className="qt-offerings">
      {present.map(([key, label]) => (
        <table key={key} className="qt-table qt-offering-table">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                One-time
              </th>
            </tr>
          </thead>
          <tbody>
            {groups[key].map((offering) => (
              <tr key={offering.OfferingId}>
                <td>
                  {offering.OfferingName || offering.OfferingTypeName}
                  {offering.OfferingTypeName && offering.OfferingName && (
                    <span className="muted"> · {offering.OfferingTypeName}</span>
                  )}
                </td>
                <td className="num">{offering.Quantity}</td>
                <td className="num">
                  {offering.ListPrice > offering.Price && (
                    <s className="muted">{unitMoney(offering.ListPrice)}</s>
                  )}{' '}
                  {unitMoney(offering.Price)}
                </td>
                <td className="num">{offering.OneTimeCharge ? money(offering.OneTimeCharge) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

function Line({
  detail,
  name,
  index,
}: {
  detail: Priced['LineItemDetails'][number];
  name: string;
  index: number;
}) {
  const discount = detail.Discount + detail.OneTimeChargeDiscount;
  return (
    <details className="qt-line" open={index === 0}>
      <summary>
        <span className="qt-line-name">
          {name}
          {detail.LineItemFriendlyId && <span className="muted mono"> {detail.LineItemFriendlyId}</span>}
        </span>
        <span className="muted">× {detail.Quantity}</span>
        <span className="num">{money(detail.Price + detail.OneTimeCharge)}</span>
      </summary>
      <dl className="qt-facts">
        <dt>Printing</dt>
        <dd>{money(detail.Price)}</dd>
        {detail.OneTimeCharge !== 0 && (
          <>
            <dt>One-time charges</dt>
            <dd>{money(detail.OneTimeCharge)}</dd>
          </>
        )}
        {discount !== 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{money(Math.abs(discount))}</dd>
          </>
        )}
        {detail.ProductionHoursRequired > 0 && (
          <>
            <dt>Production time</dt>
            <dd>{detail.ProductionHoursRequired} h</dd>
          </>
        )}
      </dl>
      <OfferingGroups groups={detail.OfferingDetails} />
    </details>
  );
}

/** Beyond this many recipients the delivery table is virtualized (an order to a distribution list). */
const fewRecipients = 12;

function Delivery({ recipients }: { recipients: RecipientQuoteDetail[] }) {
  if (recipients.length === 0) return null;
  if (recipients.length > fewRecipients) return <RecipientDelivery recipients={recipients} />;
  return (
    <table className="qt-table">
      <caption>Delivery</caption>
      <thead>
        <tr>
          <th scope="col">Ships</th>
          <th scope="col">Arrives</th>
          <th scope="col" className="num">
            Packages
          </th>
          <th scope="col" className="num">
            Charge
          </th>
          <th scope="col" className="num">
            Tax
          </th>
        </tr>
      </thead>
      <tbody>
        {recipients.map((recipient) => (
          <tr key={recipient.RecipientId}>
            <td>{day(recipient.ExpectedShipDate)}</td>
            <td>{day(recipient.ExpectedDeliveryDate)}</td>
            <td className="num">{recipient.EstimatedPackageCount}</td>
            <td className="num">
              {money(recipient.DeliveryCharge)}
              {recipient.DeliveryDiscount !== 0 && (
                <span className="muted"> (−{money(Math.abs(recipient.DeliveryDiscount))})</span>
              )}
            </td>
            <td className="num">{money(recipient.Tax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The money summary, top to bottom as an invoice reads. */
export function Totals({ detail }: { detail: FinancialDetail }) {
  const printing = detail.NonDeliverySubtotal + detail.NonDeliveryOneTimeChargeSubtotal;
  const handling = detail.HandlingSubtotal + detail.HandlingOneTimeChargeSubtotal;
  const adjustments = detail.AdjustmentSubtotal;
  const rows: Array<[string, number, string?]> = [
    ['Printing', printing],
    ...(handling !== 0 ? ([['Handling', handling]] as Array<[string, number]>) : []),
    ['Delivery', detail.DeliverySubtotal],
    ...(detail.DiscountSubtotal !== 0
      ? ([['Discounts', -Math.abs(detail.DiscountSubtotal), 'discount']] as Array<[string, number, string]>)
      : []),
    ...(adjustments !== 0 ? ([['Adjustments', adjustments]] as Array<[string, number]>) : []),
    ['Subtotal', detail.Subtotal],
    ['Tax', detail.TaxSubtotal],
  ];
  return (
    <dl className="qt-totals" aria-label="Totals">
      {rows.map(([label, amount, tone]) => (
        <div key={label} data-tone={tone}>
          <dt>{label}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      <div className="qt-total">
        <dt>Total</dt>
        <dd data-testid="order-total">{money(detail.Total)}</dd>
      </div>
    </dl>
  );
}

/** The full breakdown of a quote or a receipt. `lineName(i)` names the i-th line. */
export function Breakdown({ priced, lineName }: { priced: Priced; lineName(index: number): string }) {
  return (
    <div className="qt-breakdown">
      <section aria-label="Line items" className="stack">
        {priced.LineItemDetails.map((detail, index) => (
          <Line key={detail.LineItemId} detail={detail} name={lineName(index)} index={index} />
        ))}
      </section>
      <Delivery recipients={priced.RecipientDetails} />
      {priced.DiscountDetails.length > 0 && (
        <table className="qt-table">
          <caption>Discounts</caption>
          <tbody>
            {priced.DiscountDetails.map((discount) => {
              const amount =
                discount.NonDeliveryDiscountSubtotal +
                discount.NonDeliveryOneTimeChargeDiscountSubtotal +
                discount.DeliveryDiscountSubtotal +
                discount.HandlingDiscountSubtotal +
                discount.HandlingOneTimeChargeDiscountSubtotal;
              return (
                <tr key={discount.DiscountCode}>
                  <th scope="row" className="mono">
                    {discount.DiscountCode}
                  </th>
                  <td className="num">−{money(Math.abs(amount))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Totals detail={priced.FinancialDetail} />
      <dl className="qt-facts qt-dates">
        <dt>Order by</dt>
        <dd>{formatDateTime(priced.CutoffDate)}</dd>
        <dt>Earliest ship date</dt>
        <dd>{day(priced.EarliestPossibleShipDate)}</dd>
        <dt>Earliest delivery</dt>
        <dd>{day(priced.EarliestExpectedDeliveryDate)}</dd>
        <dt>Packages</dt>
        <dd>{priced.TotalEstimatedPackageCount}</dd>
        {priced.TotalProductionHoursRequired > 0 && (
          <>
            <dt>Production time</dt>
            <dd>{priced.TotalProductionHoursRequired} h</dd>
          </>
        )}
      </dl>
    </div>
  );
}
