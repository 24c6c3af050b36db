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
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useOrders } from '../../stores/orders.js';
import { Approvals } from './approvals.js';
import { money } from '../../format/orders.js';
import { OrderDetails } from './order-details.js';
import { PlacedByHotFolders } from './placed-by-hot-folders.js';
import './orders.css';

/** `#/orders?id=00-…` opens that order (links from a placed quote). */
function idFromHash(): string {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('id') ?? '';
}

export default function OrdersView() {
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
    setProblem(await lookUp(value));
  }

  function open(friendlyId: string) {
    setValue(friendlyId);
    setProblem(null);
    void lookUp(friendlyId);
  }

  return (
    <section className="view od-view" aria-labelledby="od-title">
      <header className="view-header">
        <h1 id="od-title">Orders</h1>
      </header>
      <div className="od-layout">
        <aside className="stack">
          <form
            className="card stack"
            onSubmit={submit}
            noValidate
            role="search"
            aria-label="Look up an order"
          >
            <TextField
              label="Order number"
              placeholder="00-0000-00000-00000"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={problem ?? undefined}
              hint="The friendly id on the order's confirmation."
              autoComplete="off"
              spellCheck={false}
              inputMode="numeric"
            />
            <div>
              <Button type="submit" variant="primary">
                Look up
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

  return (
    <section className="card stack" aria-labelledby="od-recent-title">
      <h2 id="od-recent-title">Recent orders</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadRecent()} forceRetry />
      ) : recent === null ? (
        <SkeletonRows rows={3} label="Loading recent orders" />
      ) : recent.length === 0 ? (
        <EmptyState title="No orders yet" action={<a href="#/quotes">Get a quote</a>}>
          Orders you place from a quote appear here.
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
                <span className="muted">
                  {[
                    order.submitted
                      ? formatDateTime(order.submitted)
                      : order.source === 'placed'
                        ? 'Placed here'
                        : 'On your account',
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

  if (error) {
    return (
      <div className="card">
        {error.code === 'not-found' ? (
          <EmptyState title={`No order ${friendlyId}`}>
            Check the order number: the print service knows no order with it on this account.
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
        <SkeletonRows rows={8} label={`Loading order ${friendlyId}`} />
      </div>
    );
  }
  if (!entry) {
    return (
      <div className="card">
        <EmptyState title="No order open">
          Enter an order number, or pick one of your recent orders.
        </EmptyState>
      </div>
    );
  }
  return <OrderDetails entry={entry} />;
}
