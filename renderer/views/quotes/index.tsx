/**
 * Quotes: build an order from library items, send it to a recipient by a shipping method, and see
 * what it costs in full; then what it would cost at other quantities (the price breaks), or place it.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { Button } from '../../components/button.js';
import { focusWhenDrawn } from '../../components/focus-arrival.js';
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
import { selectMarket, useAccount } from '../../stores/account.js';
import { useQuotes } from '../../stores/quotes.js';
import { money } from '../../format/orders.js';
import { useAppIntl } from '../../format/intl.js';
import { quoteItemOf } from '../../navigation/routes.js';
import { Breakdown } from '../../pricing/breakdown.js';
import { ItemCalculator } from './item-calculator.js';
import { OrderForm } from './order-form.js';
import { OrderLines } from './order-lines.js';
import { QuantityChart } from './quantity-chart.js';
import { RecipientPicker } from './recipient-picker.js';
import { ShippingOptions } from './shipping-options.js';
import { useServiceTime } from '../../pricing/service-day.js';
import './quotes.css';

export default function QuotesView() {
  const load = useQuotes((state) => state.load);
  useEffect(() => {
    const asked = quoteItemOf(window.location.hash);
    // Documents › Get quote: the order of that item, priced at once and its quote in view.
    if (asked) {
      void useQuotes
        .getState()
        .quoteItem(asked.itemId, asked.quantity)
        .then((quoted) => quoted && showResult());
      // Taken once: a reload keeps the order as it is now.
      window.history.replaceState(null, '', '#/quotes');
    } else void load();
  }, [load]);
  const intl = useAppIntl();

  return (
    <section className="view qt-view" aria-labelledby="qt-title">
      <header className="view-header">
        <h1 id="qt-title">{intl.formatMessage({ id: 'quotes.view.title' })}</h1>
        <p className="muted">{intl.formatMessage({ id: 'quotes.view.intro' })}</p>
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
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
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
    <form
      className="card stack qt-builder"
      onSubmit={submit}
      noValidate
      aria-label={say('quotes.builder.label')}
    >
      {state.reorderOf && (
        <div className="qt-reorder" role="status">
          <p>
            {intl.formatMessage(
              { id: 'quotes.builder.reorder' },
              {
                id: state.reorderOf.friendlyId,
                strong: (chunks) => <strong className="mono">{chunks}</strong>,
              },
            )}
          </p>
          {state.reorderOf.missing.length > 0 && (
            <p>
              {intl.formatMessage(
                { id: 'quotes.builder.missing' },
                {
                  names: intl.formatList(state.reorderOf.missing, { type: 'unit' }),
                  strong: (chunks) => <strong>{chunks}</strong>,
                },
              )}
            </p>
          )}
        </div>
      )}
      <section className="stack" aria-labelledby="qt-step-items">
        <h2 id="qt-step-items">{say('quotes.builder.stepItems')}</h2>
        <OrderLines problems={problems.line} listProblem={problems.lines} />
      </section>
      <section className="stack" aria-labelledby="qt-step-recipient">
        <h2 id="qt-step-recipient">{say('quotes.builder.stepRecipient')}</h2>
        <RecipientPicker problems={problems} />
      </section>
      <section className="stack" aria-labelledby="qt-step-shipping">
        <h2 id="qt-step-shipping">{say('quotes.builder.stepShipping')}</h2>
        <ShippingOptions problems={problems} ready={ready} current={state.shippingFor === key} />
      </section>
      <section className="stack" aria-labelledby="qt-step-payment">
        <h2 id="qt-step-payment">{say('quotes.builder.stepPayment')}</h2>
        <OrderForm problems={problems.form} />
      </section>
      {state.errors.newOrder && <ErrorMessage error={state.errors.newOrder} />}
      <div className="row">
        <Button type="submit" variant="primary" busy={state.busy.quote}>
          {say('quotes.builder.getQuote')}
        </Button>
        <Button busy={state.busy.newOrder} onClick={() => void state.newOrder()}>
          {say('quotes.builder.newOrder')}
        </Button>
      </div>
    </form>
  );
}

/** Brings the quote into view and focus, where the one who asked for it can read it (a screen reader hears it too). */
function showResult() {
  focusWhenDrawn(() => document.getElementById('qt-result-title'), { block: 'start' });
}

function QuotePanel() {
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const serviceTimeZone = useAccount((account) => selectMarket(account).timeZone);
  const serviceDay = useServiceTime('date', serviceTimeZone);
  const state = useQuotes();
  const { quote, quotedKey, busy, errors, chart, chartErrors, receipt } = state;
  const [confirming, setConfirming] = useState(false);
  const stale = quote !== null && quotedKey !== orderKey(state);
  const method = deliveryOptions(state.shipping).find((option) => option.id === state.shippingMethodId)?.name;
  const arrives = quote?.RecipientDetails.map((recipient) => recipient.ExpectedDeliveryDate)
    .sort()
    .at(-1);
  const nameOf = (index: number) => {
    const line = state.lines[index];
    return (
      state.items?.find((item) => item.id === line?.storeItemId)?.name ??
      intl.formatMessage({ id: 'quotes.panel.line' }, { number: index + 1 })
    );
  };

  async function place() {
    const placed = await state.placeOrder();
    setConfirming(false);
    if (placed)
      showToast(
        'success',
        intl.formatMessage({ id: 'quotes.panel.placedToast' }, { id: placed.OrderFriendlyId }),
      );
  }

  return (
    <section
      className="card stack qt-result"
      aria-labelledby="qt-result-title"
      aria-busy={busy.quote || undefined}
    >
      <h2 id="qt-result-title" tabIndex={-1}>
        {say('quotes.panel.title')}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {quote && !busy.quote
          ? intl.formatMessage(
              { id: 'quotes.panel.ready' },
              {
                total: money(quote.FinancialDetail.Total),
                arrives: arrives ? 'yes' : 'no',
                date: arrives ? serviceDay(arrives) : '',
              },
            )
          : ''}
      </p>
      {errors.quote && <ErrorMessage error={errors.quote} onRetry={() => void state.getQuote()} />}
      {!quote ? (
        busy.quote ? (
          <ProgressBar label={say('quotes.panel.getting')} />
        ) : (
          <EmptyState title={say('quotes.panel.emptyTitle')}>{say('quotes.panel.emptyBody')}</EmptyState>
        )
      ) : (
        <>
          {stale && (
            <div className="qt-stale row" role="status">
              {say('quotes.panel.stale')}
              <Button size="small" onClick={() => void state.getQuote()} busy={busy.quote}>
                {say('quotes.panel.update')}
              </Button>
            </div>
          )}
          <Breakdown priced={quote} lineName={nameOf} method={method} serviceTimeZone={serviceTimeZone} />
          {receipt ? (
            <p className="qt-placed" role="status">
              {intl.formatMessage(
                { id: 'quotes.panel.placed' },
                {
                  id: receipt.OrderFriendlyId,
                  total: money(receipt.FinancialDetail.Total),
                  strong: (chunks) => <strong className="mono">{chunks}</strong>,
                  link: (chunks) => (
                    <a href={`#/orders?id=${encodeURIComponent(receipt.OrderFriendlyId)}`}>{chunks}</a>
                  ),
                },
              )}
            </p>
          ) : (
            <div className="row">
              <Button onClick={() => void state.runChart()} busy={busy.chart} disabled={stale}>
                {say('quotes.panel.compare')}
              </Button>
              <Button variant="primary" onClick={() => setConfirming(true)} disabled={stale}>
                {say('quotes.panel.placeOrder')}
              </Button>
            </div>
          )}
          {errors.place && <ErrorMessage error={errors.place} />}
          {busy.chart && (
            <ProgressBar
              label={say('quotes.panel.quoting')}
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
              {intl.formatMessage(
                { id: 'quotes.panel.noPrice' },
                {
                  quantities: chartErrors.map((failure) => failure.quantity).join(', '),
                  error: chartErrors[0]?.error.message ?? '',
                },
              )}
            </p>
          )}
        </>
      )}
      {confirming && quote && (
        <Dialog title={say('quotes.panel.confirmTitle')} onClose={() => setConfirming(false)}>
          <p>
            {intl.formatMessage(
              { id: 'quotes.panel.confirmBody' },
              { total: money(quote.FinancialDetail.Total), strong: (chunks) => <strong>{chunks}</strong> },
            )}
          </p>
          {errors.place && <ErrorMessage error={errors.place} />}
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{say('quotes.panel.notYet')}</Button>
            <Button variant="primary" busy={busy.place} onClick={() => void place()}>
              {say('quotes.panel.place')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}
