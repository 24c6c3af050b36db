import type { StoreItemSummary } from '../../../electron/shared/contract/library.js';
import { useAppIntl } from '../../format/intl.js';
import { quoteItemHash } from '../../navigation/routes.js';
import { formatDate } from '../../format/sizes-and-dates.js';

/** Stands for a fact the service does not give. */
const noValue = '—';

/**
 * A library document made outside PrintDesk (on the web site, by another app): the service cannot
 * return its sections, so it cannot be edited here; it can still be quoted and ordered.
 */
export function OutsideDocument({ item }: { item: StoreItemSummary }) {
  const intl = useAppIntl();
  const pages = item.pageCount === null ? noValue : intl.formatNumber(item.pageCount);
  return (
    <article className="card doc-editor stack" aria-label={item.name}>
      <h2>{item.name}</h2>
      <p>{intl.formatMessage({ id: 'documents.outside.body' })}</p>
      <dl className="qt-facts">
        <dt>{intl.formatMessage({ id: 'documents.outside.pages' })}</dt>
        <dd>{pages}</dd>
        <dt>{intl.formatMessage({ id: 'documents.outside.lastChanged' })}</dt>
        <dd>{formatDate(item.lastModified)}</dd>
        <dt>{intl.formatMessage({ id: 'documents.outside.ordered' })}</dt>
        <dd>{intl.formatMessage({ id: 'documents.outside.times' }, { count: item.timesOrdered })}</dd>
      </dl>
      <div className="row">
        <a className="btn" data-variant="primary" href={quoteItemHash(item.id)}>
          {intl.formatMessage({ id: 'documents.editor.getQuote' })}
        </a>
      </div>
    </article>
  );
}
