/**
 * Where an order stands: a timeline of its steps (Submitted, Processing, Shipped) with the current
 * one marked, and once shipped its packages per recipient with tracking links. The links are plain
 * `target=_blank` links: the desktop window hands https links to the system browser (see
 * electron/desktop/content-policy.ts), a browser on the headless host opens a tab.
 */
import type { HistoryOrder } from '../../../electron/shared/models/order-history.js';
import type { ShippedPackage } from '../../../electron/shared/models/order-tracking.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { useOrders } from '../../stores/orders.js';
import type { OrderProgress as Progress } from '../../stores/orders.js';
import { orderStatusName, orderSteps } from '../../format/orders.js';

function Timeline({ status }: { status: number }) {
  const intl = useAppIntl();
  const current = orderSteps.indexOf(status);
  if (current < 0) {
    const name = orderStatusName(status);
    return (
      <p>
        {intl.formatMessage(
          { id: 'orders.orderProgress.stoppedAt' },
          // The service's own name, as a word in the sentence, for a status PrintDesk has no words for.
          { status: name, serviceName: name.toLowerCase() },
        )}
      </p>
    );
  }
  return (
    <ol className="od-timeline" aria-label={intl.formatMessage({ id: 'orders.orderProgress.timeline' })}>
      {orderSteps.map((step, index) => (
        <li
          key={step}
          data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          aria-current={index === current ? 'step' : undefined}
        >
          {intl.formatMessage({ id: 'orders.status.name' }, { status: orderStatusName(step) })}
        </li>
      ))}
    </ol>
  );
}

const isHttps = (url: string): boolean => /^https:\/\//i.test(url);

function PackageLine({ pkg }: { pkg: ShippedPackage }) {
  const intl = useAppIntl();
  const contents = intl.formatList(
    pkg.Contents.map((line) =>
      intl.formatMessage(
        { id: 'orders.orderProgress.packageLine' },
        { quantity: line.Quantity, name: line.Name || line.FriendlyId },
      ),
    ),
    { type: 'unit' },
  );
  return (
    <li>
      {pkg.TrackingNumber && isHttps(pkg.TrackingUrl) ? (
        <a
          href={pkg.TrackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage(
            { id: 'orders.orderProgress.track' },
            { number: pkg.TrackingNumber },
          )}
          className="mono"
        >
          {pkg.TrackingNumber}
        </a>
      ) : (
        <span className="mono">
          {pkg.TrackingNumber || intl.formatMessage({ id: 'orders.orderProgress.noTrackingNumber' })}
        </span>
      )}
      {contents && <span className="muted">{contents}</span>}
    </li>
  );
}

function recipientName(order: HistoryOrder, key: string): string | null {
  const recipient = order.Recipients.find((r) => r.Id !== null && r.Id === key.toLowerCase());
  const address = recipient?.Address;
  const name = address
    ? [address.FirstName, address.LastName].filter(Boolean).join(' ') || address.CompanyName
    : '';
  return name || null;
}

function Tracking({ order, progress }: { order: HistoryOrder; progress: Progress }) {
  const intl = useAppIntl();
  if (progress.tracking.length === 0) {
    return <p className="muted">{intl.formatMessage({ id: 'orders.orderProgress.noTracking' })}</p>;
  }
  return (
    <ul className="od-list" aria-label={intl.formatMessage({ id: 'orders.orderProgress.packages' })}>
      {progress.tracking.map((entry, index) => (
        <li key={`${entry.Key}-${index}`}>
          <strong>
            {recipientName(order, entry.Key) ??
              intl.formatMessage({ id: 'orders.orderProgress.recipient' }, { number: index + 1 })}
          </strong>
          <ul className="od-packages">
            {entry.Value.map((pkg, packageIndex) => (
              <PackageLine key={pkg.TrackingNumber || packageIndex} pkg={pkg} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function OrderProgress({ order }: { order: HistoryOrder }) {
  const progress = useOrders((state) => state.progress);
  const error = useOrders((state) => state.errors.progress);
  const loadProgress = useOrders((state) => state.loadProgress);
  const intl = useAppIntl();
  return (
    <section className="card stack" aria-labelledby="od-progress">
      <h3 id="od-progress">{intl.formatMessage({ id: 'orders.orderProgress.title' })}</h3>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadProgress()} />
      ) : progress === null ? (
        <SkeletonRows rows={2} label={intl.formatMessage({ id: 'orders.orderProgress.loading' })} />
      ) : (
        <>
          <Timeline status={progress.status} />
          <h4>{intl.formatMessage({ id: 'orders.orderProgress.tracking' })}</h4>
          <Tracking order={order} progress={progress} />
        </>
      )}
    </section>
  );
}
