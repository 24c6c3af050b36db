import type { StoreItemSummary } from '../../../electron/ipc/contract/library.js';
import { formatDate } from '../../format/sizes-and-dates.js';

/**
 * A library document made outside PrintDesk (on the web site, by another app): the service cannot
 * return its sections, so it cannot be edited here; it can still be quoted and ordered.
 */
export function OutsideDocument({ item }: { item: StoreItemSummary }) {
  return (
    <article className="card doc-editor stack" aria-label={item.name}>
      <h2>{item.name}</h2>
      <p>
        This document was made outside PrintDesk. The print service does not give back a document’s sections,
        so PrintDesk can quote and order it but cannot change it. To change it, make it again from its
        template.
      </p>
      <dl className="qt-facts">
        <dt>Pages</dt>
        <dd>{item.pageCount ?? '—'}</dd>
        <dt>Last changed</dt>
        <dd>{formatDate(item.lastModified)}</dd>
        <dt>Ordered</dt>
        <dd>{item.timesOrdered === 1 ? 'once' : `${item.timesOrdered} times`}</dd>
      </dl>
      <div className="row">
        <a className="btn" data-variant="primary" href={`#/quotes?item=${encodeURIComponent(item.id)}`}>
          Get quote
        </a>
      </div>
    </article>
  );
}
