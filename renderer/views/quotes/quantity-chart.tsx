import type { ChartPoint } from '../../stores/price-chart.js';
import { money, unitMoney } from '../../format/orders.js';

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
  if (!first || !last) return 'No prices yet.';
  if (first === last) return `${unitMoney(first.unitPrice)} per copy at ${first.quantity}.`;
  const drop = biggestBreak(points);
  const range = `Unit price goes from ${unitMoney(first.unitPrice)} at ${first.quantity} to ${unitMoney(last.unitPrice)} at ${last.quantity} copies.`;
  return drop
    ? `${range} The biggest price break is between ${drop.from.quantity} and ${drop.to.quantity} copies (${Math.round(drop.saving * 100)}% less per copy).`
    : range;
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
        aria-label={`Quantity chart. ${summary}`}
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
          Copies
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
            <title>{`${point.quantity} copies: ${unitMoney(point.unitPrice)} each, ${money(point.total)} in all`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="muted">{summary}</figcaption>
      <table className="qt-table">
        <caption>Price per quantity</caption>
        <thead>
          <tr>
            <th scope="col">Copies</th>
            <th scope="col" className="num">
              Per copy
            </th>
            <th scope="col" className="num">
              Order total
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.quantity} aria-current={point.quantity === current || undefined}>
              <th scope="row">
                {point.quantity}
                {point.quantity === current && <span className="muted"> (this order)</span>}
              </th>
              <td className="num">{unitMoney(point.unitPrice)}</td>
              <td className="num">{money(point.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
