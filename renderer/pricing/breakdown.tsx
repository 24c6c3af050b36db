import type {
  GroupedOfferingDetails,
  LineItemQuoteDetail,
  OrderQuote,
  RecipientQuoteDetail,
} from '../../electron/shared/models/quotes.js';
import { useAppIntl } from '../format/intl.js';
import { money, offeringGroups, offeringTypeName, unitMoney } from '../format/orders.js';
// The breakdown's own styles: Quotes and Orders both show it.
import './pricing.css';
import { fromCents, priceSummary } from './price-summary.js';
import type { SummaryRow } from './price-summary.js';
import { RecipientDelivery } from './recipient-delivery.js';
import { useServiceTime } from './service-day.js';

/** A quote or a receipt: the receipt adds friendly ids to its lines. */
type Priced = Pick<
  OrderQuote,
  | 'FinancialDetail'
  | 'OfferingDetails'
  | 'RecipientDetails'
  | 'DiscountDetails'
  | 'CutoffDate'
  | 'EarliestPossibleShipDate'
  | 'EarliestExpectedDeliveryDate'
  | 'TotalEstimatedPackageCount'
  | 'TotalProductionHoursRequired'
> & { LineItemDetails: Array<LineItemQuoteDetail & { LineItemFriendlyId?: string }> };

export function OfferingGroups({ groups }: { groups: GroupedOfferingDetails }) {
  const intl = useAppIntl();
  const present = offeringGroups.filter(([key]) => groups[key].length > 0);
  if (present.length === 0) return null;
  return (
    <div className="qt-offerings">
      {present.map(([key, label]) => (
        <table key={key} className="qt-table qt-offering-table">
          <caption>{label()}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'pricing.offerings.option' })}</th>
              <th scope="col" className="num">
                {intl.formatMessage({ id: 'pricing.offerings.quantity' })}
              </th>
              <th scope="col" className="num">
                {intl.formatMessage({ id: 'pricing.offerings.price' })}
              </th>
              <th scope="col" className="num">
                {intl.formatMessage({ id: 'pricing.offerings.oneTime' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {groups[key].map((offering) => (
              <tr key={offering.OfferingId}>
                <td>
                  {offering.OfferingName || offeringTypeName(offering.OfferingTypeName)}
                  {offering.OfferingTypeName && offering.OfferingName && (
                    <span className="muted">
                      {intl.formatMessage(
                        { id: 'pricing.offerings.type' },
                        { type: offeringTypeName(offering.OfferingTypeName) },
                      )}
                    </span>
                  )}
                </td>
                <td className="num">{intl.formatNumber(offering.Quantity)}</td>
                <td className="num">
                  {offering.ListPrice > offering.Price && (
                    <s className="muted">{unitMoney(offering.ListPrice)}</s>
                  )}
                  {gap}
                  {unitMoney(offering.Price)}
                </td>
                <td className="num">{offering.OneTimeCharge ? money(offering.OneTimeCharge) : none}</td>
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
  cents,
}: {
  detail: Priced['LineItemDetails'][number];
  name: string;
  index: number;
  /** The line's printing as the summary counts it. */
  cents: number;
}) {
  const intl = useAppIntl();
  const discount = detail.Discount + detail.OneTimeChargeDiscount;
  return (
    <details className="qt-line" open={index === 0}>
      <summary>
        <span className="qt-line-name">
          {name}
          {detail.LineItemFriendlyId && <span className="muted mono"> {detail.LineItemFriendlyId}</span>}
        </span>
        <span className="muted">
          {intl.formatMessage({ id: 'pricing.line.quantity' }, { quantity: detail.Quantity })}
        </span>
        <span className="num">{money(fromCents(cents))}</span>
      </summary>
      <dl className="qt-facts">
        <dt>{intl.formatMessage({ id: 'pricing.line.printing' })}</dt>
        <dd>{money(fromCents(cents))}</dd>
        {detail.OneTimeCharge !== 0 && (
          <>
            <dt>{intl.formatMessage({ id: 'pricing.line.oneTimeCharges' })}</dt>
            <dd>{money(detail.OneTimeCharge)}</dd>
          </>
        )}
        {discount !== 0 && (
          <>
            <dt>{intl.formatMessage({ id: 'pricing.line.discount' })}</dt>
            <dd>{less(discount)}</dd>
          </>
        )}
        {detail.ProductionHoursRequired > 0 && (
          <>
            <dt>{intl.formatMessage({ id: 'pricing.productionTime' })}</dt>
            <dd>{intl.formatMessage({ id: 'pricing.hours' }, { hours: detail.ProductionHoursRequired })}</dd>
          </>
        )}
      </dl>
      <OfferingGroups groups={detail.OfferingDetails} />
    </details>
  );
}

/** A discount as the breakdown writes it: a minus sign before the amount (the same in both languages). */
const less = (amount: number) => `−${money(Math.abs(amount))}`;
/** What a cell without a figure shows, and the gap between two figures in one cell. */
const none = '—';
const gap = ' ';

/** Beyond this many recipients the delivery table is virtualized (an order to a distribution list). */
const fewRecipients = 12;

function Delivery({
  recipients,
  method,
  serviceTimeZone,
}: {
  recipients: RecipientQuoteDetail[];
  method?: string;
  serviceTimeZone: string;
}) {
  const intl = useAppIntl();
  const serviceDay = useServiceTime('date', serviceTimeZone);
  if (recipients.length === 0) return null;
  if (recipients.length > fewRecipients)
    return <RecipientDelivery recipients={recipients} serviceTimeZone={serviceTimeZone} />;
  return (
    <table className="qt-table">
      <caption>
        {method
          ? intl.formatMessage({ id: 'pricing.delivery.captionBy' }, { method })
          : intl.formatMessage({ id: 'pricing.delivery.caption' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'pricing.delivery.ships' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'pricing.delivery.arrives' })}</th>
          <th scope="col" className="num">
            {intl.formatMessage({ id: 'pricing.delivery.packages' })}
          </th>
          <th scope="col" className="num">
            {intl.formatMessage({ id: 'pricing.delivery.charge' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {recipients.map((recipient) => (
          <tr key={recipient.RecipientId}>
            <td>{serviceDay(recipient.ExpectedShipDate)}</td>
            <td>{serviceDay(recipient.ExpectedDeliveryDate)}</td>
            <td className="num">{intl.formatNumber(recipient.EstimatedPackageCount)}</td>
            <td className="num">
              {money(recipient.DeliveryCharge)}
              {recipient.DeliveryDiscount !== 0 && (
                <span className="muted">
                  {intl.formatMessage(
                    { id: 'pricing.delivery.discount' },
                    { amount: less(recipient.DeliveryDiscount) },
                  )}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The money summary, top to bottom as an invoice reads: every row shown adds up to the total. */
export function Totals({ rows }: { rows: readonly SummaryRow[] }) {
  const intl = useAppIntl();
  return (
    <dl className="qt-totals" aria-label={intl.formatMessage({ id: 'pricing.totals.label' })}>
      {rows.map((row) => (
        <div
          key={`${row.kind} ${row.label}`}
          data-kind={row.kind}
          className={row.kind === 'total' ? 'qt-total' : undefined}
        >
          <dt>{row.label}</dt>
          <dd data-testid={row.kind === 'total' ? 'order-total' : undefined}>
            {money(fromCents(row.cents))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The earliest and the latest of some dates, as one day or a span ("—" when none), `say` writing a date. */
function daySpan(timestamps: ReadonlyArray<string | null>, say: (stamp: string) => string): string {
  const known = timestamps.filter((stamp): stamp is string => Boolean(stamp)).sort();
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last) return '—';
  return say(first) === say(last) ? say(first) : `${say(first)} – ${say(last)}`;
}

/**
 * The full breakdown of a quote or a receipt. `lineName(i)` names the i-th line; `method` is the
 * shipping method's name where the caller knows it (the dates shown are that method's).
 */
export function Breakdown({
  priced,
  lineName,
  method,
  serviceTimeZone,
}: {
  priced: Priced;
  lineName(index: number): string;
  method?: string;
  /** The market's zone, the one the service's zone-less dates are in (models/markets.ts). */
  serviceTimeZone: string;
}) {
  const intl = useAppIntl();
  const summary = priceSummary(priced);
  // The cutoff and the dates in the service's zone and the buyer's (docs/i18n.md, "Zones").
  const serviceTime = useServiceTime('dateTime', serviceTimeZone);
  const serviceDay = useServiceTime('date', serviceTimeZone);
  return (
    <div className="qt-breakdown">
      <section aria-label={intl.formatMessage({ id: 'pricing.breakdown.lineItems' })} className="stack">
        {priced.LineItemDetails.map((detail, index) => (
          <Line
            key={detail.LineItemId}
            detail={detail}
            name={lineName(index)}
            index={index}
            cents={summary.lines[index] ?? 0}
          />
        ))}
      </section>
      <Delivery recipients={priced.RecipientDetails} method={method} serviceTimeZone={serviceTimeZone} />
      {priced.DiscountDetails.length > 0 && (
        <table className="qt-table">
          <caption>{intl.formatMessage({ id: 'pricing.breakdown.discounts' })}</caption>
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
                  <td className="num">{less(amount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Totals rows={summary.rows} />
      <dl className="qt-facts qt-dates">
        <dt>{intl.formatMessage({ id: 'pricing.breakdown.orderBy' })}</dt>
        <dd>{serviceTime(priced.CutoffDate)}</dd>
        <dt>{intl.formatMessage({ id: 'pricing.delivery.ships' })}</dt>
        <dd>
          {daySpan(
            priced.RecipientDetails.map((recipient) => recipient.ExpectedShipDate),
            serviceDay,
          )}
        </dd>
        <dt>{intl.formatMessage({ id: 'pricing.delivery.arrives' })}</dt>
        <dd data-testid="arrives">
          {daySpan(
            priced.RecipientDetails.map((recipient) => recipient.ExpectedDeliveryDate),
            serviceDay,
          )}
          {method && (
            <span className="muted">
              {intl.formatMessage({ id: 'pricing.breakdown.arrivesBy' }, { method })}
            </span>
          )}
        </dd>
        <dt>{intl.formatMessage({ id: 'pricing.delivery.packages' })}</dt>
        <dd>{intl.formatNumber(priced.TotalEstimatedPackageCount)}</dd>
        {priced.TotalProductionHoursRequired > 0 && (
          <>
            <dt>{intl.formatMessage({ id: 'pricing.productionTime' })}</dt>
            <dd>
              {intl.formatMessage({ id: 'pricing.hours' }, { hours: priced.TotalProductionHoursRequired })}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
