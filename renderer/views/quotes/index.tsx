/**
 * Quotes: build an order from library items, send it to a recipient by a shipping method, and see
 * what it costs in full; then what it would cost at other quantities (the price breaks), or place it.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { ProgressBar } from '../../components/progress-bar.js';
import { showToast } from '../../components/toasts.js';
import {
  canAskShipping,
  deliveryOptions,
  orderKey,
  quoteProblems,
  shippingKey,
} from '../../stores/order-draft.js';
import { useQuotes } from '../../stores/quotes.js';
import { day, money } from '../../format/orders.js';
import { Breakdown } from '../../pricing/breakdown.js';
import { ItemCalculator } from './item-calculator.js';
import { OrderForm } from './order-form.js';
import { OrderLines } from './order-lines.js';
import { QuantityChart } from './quantity-chart.js';
import { RecipientPicker } from './recipient-picker.js';
import { ShippingOptions } from './shipping-options.js';
import './quotes.css';

/** `#/quotes?item=<store item id>` starts the order with that item (Documents › Get quote). */
function itemFromHash(): string {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('item') ?? '';
}

export default function QuotesView() {
  const load = useQuotes((state) => state.load);
  useEffect(() => {
    void load();
    const item = itemFromHash();
    if (item) {
      void useQuotes.getState().quoteItem(item);
      // Taken once: a reload keeps the order as it is now.
      window.history.replaceState(null, '', '#/quotes');
    }
  }, [load]);

  return (
    <section className="view qt-view" aria-labelledby="qt-title">
      <header className="view-header">
        <h1 id="qt-title">Quotes</h1>
        <p className="muted">
          Price an order exactly as it would be placed: printing, delivery, tax and discounts.
        </p>
      </header>
      <div className="qt-layout">
        <OrderBuilder />
        <QuotePanel />
      </div>
      <ItemCalculator />
    </section>
  );
}

/** Watches the parts of the order shipping depends on and asks for fresh options once they settle. */
function useShippingRefresh(key: string, ready: boolean) {
  const loadShipping = useQuotes((state) => state.loadShipping);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void loadShipping(), 400);
    return () => clearTimeout(timer);
  }, [key, ready, loadShipping]);
}

function OrderBuilder() {
  const state = useQuotes();
  const [checked, setChecked] = useState(false);
  const ready = canAskShipping(state);
  const key = shippingKey(state);
  useShippingRefresh(key, ready);
  const problems = checked ? quoteProblems(state, true) : { line: {}, address: {}, form: {} };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (await state.getQuote()) showResult();
  }

  return (
    <form className="card stack qt-builder" onSubmit={submit} noValidate aria-label="Order">
      {state.reorderOf && (
        <div className="qt-reorder" role="status">
          <p>
            This order repeats order <strong className="mono">{state.reorderOf.friendlyId}</strong>: its
            items, recipients and options are filled in. Get a quote to see today’s price before placing it.
          </p>
          {state.reorderOf.missing.length > 0 && (
            <p>
              Not in your library any more, so left out: <strong>{state.reorderOf.missing.join(', ')}</strong>
              .
            </p>
          )}
        </div>
      )}
      <section className="stack" aria-labelledby="qt-step-items">
        <h2 id="qt-step-items">1. Items</h2>
        <OrderLines problems={problems.line} listProblem={problems.lines} />
      </section>
      <section className="stack" aria-labelledby="qt-step-recipient">
        <h2 id="qt-step-recipient">2. Recipient</h2>
        <RecipientPicker problems={problems} />
      </section>
      <section className="stack" aria-labelledby="qt-step-shipping">
        <h2 id="qt-step-shipping">3. Shipping and options</h2>
        <ShippingOptions problems={problems} ready={ready} current={state.shippingFor === key} />
      </section>
      <section className="stack" aria-labelledby="qt-step-payment">
        <h2 id="qt-step-payment">4. Payment and paperwork</h2>
        <OrderForm problems={problems.form} />
      </section>
      {state.errors.newOrder && <ErrorMessage error={state.errors.newOrder} />}
      <div className="row">
        <Button type="submit" variant="primary" busy={state.busy.quote}>
          Get quote
        </Button>
        <Button busy={state.busy.newOrder} onClick={() => void state.newOrder()}>
          New order
        </Button>
      </div>
    </form>
  );
}

/** Brings the quote into view and focus, where the one who asked for it can read it (a screen reader hears it too). */
function showResult() {
  const heading = document.getElementById('qt-result-title');
  heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  heading?.focus({ preventScroll: true });
}

/** What a screen reader hears when a quote arrives. */
function announcement(total: string, arrives: string | null): string {
  return arrives ? `Quote ready: ${total} in all, arriving ${arrives}.` : `Quote ready: ${total} in all.`;
}

function QuotePanel() {
  const state = useQuotes();
  const { quote, quotedKey, busy, errors, chart, chartErrors, receipt } = state;
  const [confirming, setConfirming] = useState(false);
  const stale = quote !== null && quotedKey !== orderKey(state);
  const method = deliveryOptions(state.shipping).find(
    (option) => option.ShippingMethodDetail.Id === state.shippingMethodId,
  )?.ShippingMethodDetail.Name;
  const arrives = quote?.RecipientDetails.map((recipient) => recipient.ExpectedDeliveryDate)
    .sort()
    .at(-1);
  const nameOf = (index: number) => {
    const line = state.lines[index];
    return state.items?.find((item) => item.id === line?.storeItemId)?.name ?? `Line ${index + 1}`;
  };

  async function place() {
    const placed = await state.placeOrder();
    setConfirming(false);
    if (placed) showToast('success', `Order ${placed.OrderFriendlyId} is placed.`);
  }

  return (
    <section
      className="card stack qt-result"
      aria-labelledby="qt-result-title"
      aria-busy={busy.quote || undefined}
    >
      <h2 id="qt-result-title" tabIndex={-1}>
        Quote
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {quote && !busy.quote
          ? announcement(money(quote.FinancialDetail.Total), arrives ? day(arrives) : null)
          : ''}
      </p>
      {errors.quote && <ErrorMessage error={errors.quote} onRetry={() => void state.getQuote()} />}
      {!quote ? (
        busy.quote ? (
          <ProgressBar label="Getting the quote" />
        ) : (
          <EmptyState title="No quote yet">Build the order on the left, then choose “Get quote”.</EmptyState>
        )
      ) : (
        <>
          {stale && (
            <div className="qt-stale" role="status">
              The order has changed since this quote.{' '}
              <Button size="small" onClick={() => void state.getQuote()} busy={busy.quote}>
                Update quote
              </Button>
            </div>
          )}
          <Breakdown priced={quote} lineName={nameOf} method={method} />
          {receipt ? (
            <p className="qt-placed" role="status">
              Placed as order <strong className="mono">{receipt.OrderFriendlyId}</strong> for{' '}
              {money(receipt.FinancialDetail.Total)}.{' '}
              <a href={`#/orders?id=${encodeURIComponent(receipt.OrderFriendlyId)}`}>See it in Orders</a>
            </p>
          ) : (
            <div className="row">
              <Button onClick={() => void state.runChart()} busy={busy.chart} disabled={stale}>
                Compare quantities
              </Button>
              <Button variant="primary" onClick={() => setConfirming(true)} disabled={stale}>
                Place order…
              </Button>
            </div>
          )}
          {errors.place && <ErrorMessage error={errors.place} />}
          {busy.chart && (
            <ProgressBar
              label="Quoting other quantities"
              fraction={(chart.length + chartErrors.length) / Math.max(state.chartAt.length, 1)}
            />
          )}
          {errors.chart && <ErrorMessage error={errors.chart} onRetry={() => void state.runChart()} />}
          {chart.length > 0 && (
            <QuantityChart
              points={chart}
              quantities={state.chartAt}
              current={Number(state.lines[0]?.quantity) || undefined}
            />
          )}
          {!busy.chart && chart.length > 0 && chartErrors.length > 0 && (
            <p className="muted">
              No price for {chartErrors.map((failure) => failure.quantity).join(', ')} copies:{' '}
              {chartErrors[0]?.error.message}
            </p>
          )}
        </>
      )}
      {confirming && quote && (
        <Dialog title="Place this order?" onClose={() => setConfirming(false)}>
          <p>
            The order is sent to production and charged to your account:{' '}
            <strong>{money(quote.FinancialDetail.Total)}</strong>.
          </p>
          {errors.place && <ErrorMessage error={errors.place} />}
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Not yet</Button>
            <Button variant="primary" busy={busy.place} onClick={() => void place()}>
              Place order
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}
