import type { ChartPoint } from '../../stores/price-chart.js';
import { appIntl, useAppIntl } from '../../format/intl.js';
import { money, perCopyMoney, unitMoney } from '../../format/orders.js';

const width = 560;
const height = 240;
const pad = { top: 16, right: 20, bottom: 36, left: 64 };

/** Quantities spread on a log scale: 1, 10, 100 and 500 copies all get room. */
function xOf(quantity: number, max: number): number {
  const span = Math.log10(Math.max(max, 10));
  return pad.left + (Math.log10(quantity) / span) * (width - pad.left - pad.right);
}

function yOf(price: number, max: number): number {
  return pad.top + (1 - price / max) * (height - pad.top - pad.bottom);
}

/** A round ceiling for the price axis (1, 2, 2.5 or 5 times a power of ten). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** A point's price per copy, shown so that times its copies it is its total to the cent. */
const perCopy = (point: ChartPoint) => perCopyMoney(point.total, point.quantity);

/** The biggest drop in unit price from one quantity to the next: where ordering more pays. */
export function biggestBreak(
  points: readonly ChartPoint[],
): { from: ChartPoint; to: ChartPoint; saving: number } | null {
  let best: { from: ChartPoint; to: ChartPoint; saving: number } | null = null;
  for (let index = 1; index < points.length; index++) {
    const from = points[index - 1] as ChartPoint;
    const to = points[index] as ChartPoint;
    const saving = from.unitPrice > 0 ? (from.unitPrice - to.unitPrice) / from.unitPrice : 0;
    if (saving > 0 && (!best || saving > best.saving)) best = { from, to, saving };
  }
  return best;
}

export function chartSummary(points: readonly ChartPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  const intl = appIntl();
  if (!first || !last) return intl.formatMessage({ id: 'quotes.quantityChart.none' });
  if (first === last)
    return intl.formatMessage(
      { id: 'quotes.quantityChart.one' },
      { price: perCopy(first), quantity: first.quantity },
    );
  const drop = biggestBreak(points);
  const range = {
    from: perCopy(first),
    fromQuantity: first.quantity,
    to: perCopy(last),
    toQuantity: last.quantity,
  };
  return drop
    ? intl.formatMessage(
        { id: 'quotes.quantityChart.rangeAndBreak' },
        { ...range, breakFrom: drop.from.quantity, breakTo: drop.to.quantity, saving: drop.saving },
      )
    : intl.formatMessage({ id: 'quotes.quantityChart.range' }, range);
}

/** Unit price against quantity, drawn by hand in SVG, with the same figures as a table. */
export function QuantityChart({
  points,
  quantities,
  current,
}: {
  points: readonly ChartPoint[];
  quantities: readonly number[];
  /** The order's own quantity, marked in the drawing and the table. */
  current?: number;
}) {
  const intl = useAppIntl();
  const maxQuantity = Math.max(...quantities);
  const maxPrice = niceCeiling(Math.max(...points.map((point) => point.unitPrice), 0.01));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => fraction * maxPrice);
  const path = points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${xOf(point.quantity, maxQuantity).toFixed(1)},${yOf(point.unitPrice, maxPrice).toFixed(1)}`,
    )
    .join(' ');
  const summary = chartSummary(points);

  return (
    <figure className="qt-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={intl.formatMessage({ id: 'quotes.quantityChart.label' }, { summary })}
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((tick) => (
          <g key={tick} className="qt-grid">
            <line x1={pad.left} x2={width - pad.right} y1={yOf(tick, maxPrice)} y2={yOf(tick, maxPrice)} />
            <text x={pad.left - 8} y={yOf(tick, maxPrice) + 4} textAnchor="end">
              {unitMoney(tick)}
            </text>
          </g>
        ))}
        {quantities.map((quantity) => (
          <text
            key={quantity}
            className="qt-axis"
            x={xOf(quantity, maxQuantity)}
            y={height - pad.bottom + 18}
            textAnchor="middle"
          >
            {quantity}
          </text>
        ))}
        <text className="qt-axis" x={(pad.left + width - pad.right) / 2} y={height - 4} textAnchor="middle">
          {intl.formatMessage({ id: 'quotes.quantityChart.copies' })}
        </text>
        {path && <path className="qt-line-path" d={path} />}
        {points.map((point) => (
          <circle
            key={point.quantity}
            className="qt-point"
            data-current={point.quantity === current || undefined}
            cx={xOf(point.quantity, maxQuantity)}
            cy={yOf(point.unitPrice, maxPrice)}
            r={4}
          >
            <title>
              {intl.formatMessage(
                { id: 'quotes.quantityChart.point' },
                { quantity: point.quantity, price: perCopy(point), total: money(point.total) },
              )}
            </title>
          </circle>
        ))}
      </svg>
      <figcaption className="muted">{summary}</figcaption>
      <table className="qt-table">
        <caption>{intl.formatMessage({ id: 'quotes.quantityChart.caption' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'quotes.quantityChart.copies' })}</th>
            <th scope="col" className="num">
              {intl.formatMessage({ id: 'quotes.quantityChart.perCopy' })}
            </th>
            <th scope="col" className="num">
              {intl.formatMessage({ id: 'quotes.quantityChart.orderTotal' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.quantity} aria-current={point.quantity === current || undefined}>
              <th scope="row">
                {intl.formatMessage(
                  { id: 'quotes.quantityChart.quantity' },
                  {
                    quantity: point.quantity,
                    current: String(point.quantity === current),
                    muted: (chunks) => <span className="muted">{chunks}</span>,
                  },
                )}
              </th>
              <td className="num">{perCopy(point)}</td>
              <td className="num">{money(point.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
