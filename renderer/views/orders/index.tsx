/**
 * Orders: look one up by its order number (friendly id) and read its history and receipt; the
 * orders placed from PrintDesk or known from the service are one click away, the hot-folder orders
 * that wait for a person are in Approvals, and the ones hot folders placed are on the record.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/field.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { focusWhenDrawn } from '../../components/focus-arrival.js';
import { useAppIntl } from '../../format/intl.js';
import { useOrders } from '../../stores/orders.js';
import { Approvals } from './approvals.js';
import { money, orderStatusName, orderStatusTone } from '../../format/orders.js';
import { OrderDetails } from './order-details.js';
import { PlacedByHotFolders } from './placed-by-hot-folders.js';
import { useServiceMoment } from './service-moment.js';
import './orders.css';

/** `#/orders?id=00-…` opens that order (links from a placed quote). */
function idFromHash(): string {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('id') ?? '';
}

/**
 * The order just looked up, in view and focused (its number's heading, or what the panel says
 * instead): below the list in a narrow window, it would otherwise be drawn out of sight.
 */
function showOrder() {
  focusWhenDrawn(
    () =>
      document.querySelector<HTMLElement>('.od-details h2') ??
      document.querySelector<HTMLElement>('.od-panel :is(h3, [role="alert"])'),
    { block: 'start' },
  );
}

export default function OrdersView() {
  const intl = useAppIntl();
  const loadRecent = useOrders((state) => state.loadRecent);
  const lookUp = useOrders((state) => state.lookUp);
  const shown = useOrders((state) => state.friendlyId);
  const [value, setValue] = useState(() => idFromHash() || shown || '');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    void loadRecent();
    const fromLink = idFromHash();
    if (fromLink) void lookUp(fromLink).then(setProblem);
  }, [loadRecent, lookUp]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = await lookUp(value);
    setProblem(refused);
    if (!refused) showOrder();
  }

  function open(friendlyId: string) {
    setValue(friendlyId);
    setProblem(null);
    void lookUp(friendlyId).then(showOrder);
  }

  return (
    <section className="view od-view" aria-labelledby="od-title">
      <header className="view-header">
        <h1 id="od-title">{intl.formatMessage({ id: 'orders.view.title' })}</h1>
      </header>
      <div className="od-layout">
        <aside className="stack">
          <form
            className="card stack"
            onSubmit={submit}
            noValidate
            role="search"
            aria-label={intl.formatMessage({ id: 'orders.view.lookUpLabel' })}
          >
            <TextField
              label={intl.formatMessage({ id: 'orders.view.number' })}
              placeholder={intl.formatMessage({ id: 'orders.checkOrder.numberPlaceholder' })}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={problem ?? undefined}
              hint={intl.formatMessage({ id: 'orders.view.numberHint' })}
              autoComplete="off"
              spellCheck={false}
              inputMode="numeric"
            />
            <div>
              <Button type="submit" variant="primary">
                {intl.formatMessage({ id: 'orders.view.lookUp' })}
              </Button>
            </div>
          </form>
          <Approvals />
          <RecentOrders onOpen={open} />
          <PlacedByHotFolders onOpen={open} />
        </aside>
        <OrderPanel />
      </div>
    </section>
  );
}

function RecentOrders({ onOpen }: { onOpen(friendlyId: string): void }) {
  const recent = useOrders((state) => state.recent);
  const error = useOrders((state) => state.errors.recent);
  const loadRecent = useOrders((state) => state.loadRecent);
  const shown = useOrders((state) => state.friendlyId);
  const intl = useAppIntl();
  const moment = useServiceMoment();

  return (
    <section className="card stack" aria-labelledby="od-recent-title">
      <h2 id="od-recent-title">{intl.formatMessage({ id: 'orders.recent.title' })}</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadRecent()} forceRetry />
      ) : recent === null ? (
        <SkeletonRows rows={3} label={intl.formatMessage({ id: 'orders.recent.loading' })} />
      ) : recent.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'orders.recent.emptyTitle' })}
          action={<a href="#/quotes">{intl.formatMessage({ id: 'orders.recent.getQuote' })}</a>}
        >
          {intl.formatMessage({ id: 'orders.recent.emptyBody' })}
        </EmptyState>
      ) : (
        <ul className="od-recent">
          {recent.map((order) => (
            <li key={order.friendlyId}>
              <button
                type="button"
                className="od-recent-item"
                aria-current={order.friendlyId === shown || undefined}
                onClick={() => onOpen(order.friendlyId)}
              >
                <span className="mono">{order.friendlyId}</span>
                {(order.items || order.status !== null) && (
                  <span className="od-recent-what">
                    {order.items && (
                      <span>
                        {intl.formatMessage(
                          { id: 'orders.recent.items' },
                          {
                            first:
                              order.items.first || intl.formatMessage({ id: 'orders.recent.unnamedItem' }),
                            more: Math.max(0, order.items.count - 1),
                          },
                        )}
                      </span>
                    )}
                    {order.status !== null && (
                      <span className="badge" data-tone={orderStatusTone(order.status)}>
                        {intl.formatMessage(
                          { id: 'orders.status.name' },
                          { status: orderStatusName(order.status) },
                        )}
                      </span>
                    )}
                  </span>
                )}
                <span className="muted">
                  {[
                    order.submitted
                      ? moment(order.submitted)
                      : intl.formatMessage({ id: 'orders.recent.source' }, { source: order.source }),
                    order.total !== null ? money(order.total) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderPanel() {
  const friendlyId = useOrders((state) => state.friendlyId);
  const entry = useOrders((state) => state.entry);
  const lookingUp = useOrders((state) => state.busy.lookUp);
  const error = useOrders((state) => state.errors.lookUp);
  const lookUp = useOrders((state) => state.lookUp);
  const intl = useAppIntl();

  if (error) {
    return (
      <div className="card od-panel">
        {error.code === 'not-found' ? (
          <EmptyState title={intl.formatMessage({ id: 'orders.panel.notFoundTitle' }, { id: friendlyId })}>
            {intl.formatMessage({ id: 'orders.panel.notFoundBody' })}
          </EmptyState>
        ) : (
          <ErrorMessage error={error} onRetry={() => friendlyId && void lookUp(friendlyId)} />
        )}
      </div>
    );
  }
  if (lookingUp) {
    return (
      <div className="card">
        <SkeletonRows
          rows={8}
          label={intl.formatMessage({ id: 'orders.panel.loading' }, { id: friendlyId })}
        />
      </div>
    );
  }
  if (!entry) {
    return (
      <div className="card">
        <EmptyState title={intl.formatMessage({ id: 'orders.panel.noneTitle' })}>
          {intl.formatMessage({ id: 'orders.panel.noneBody' })}
        </EmptyState>
      </div>
    );
  }
  return <OrderDetails entry={entry} />;
}
