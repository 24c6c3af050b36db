import { useEffect } from 'react';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { useDocuments } from '../../stores/documents.js';

/** The library's documents, newest change first: one opens in the editor (or, made elsewhere, as what can be read of it). */
export function DocumentList() {
  const documents = useDocuments((state) => state.documents);
  const error = useDocuments((state) => state.errors.documents);
  const openId = useDocuments((state) => state.draft?.id ?? state.outside?.id ?? null);
  const loadDocuments = useDocuments((state) => state.loadDocuments);
  const open = useDocuments((state) => state.open);
  const intl = useAppIntl();

  useEffect(() => {
    void loadDocuments();
  }, [loadDocuments]);

  return (
    <section className="card stack doc-list" aria-labelledby="doc-list-title">
      <h2 id="doc-list-title">{intl.formatMessage({ id: 'documents.list.title' })}</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadDocuments()} forceRetry />
      ) : documents === null ? (
        <SkeletonRows rows={3} label={intl.formatMessage({ id: 'documents.list.loading' })} />
      ) : documents.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'documents.list.noneTitle' })}>
          {intl.formatMessage({ id: 'documents.list.noneBody' })}
        </EmptyState>
      ) : (
        <ul className="doc-list-items">
          {documents.map((document) => (
            <li key={document.id}>
              <button
                type="button"
                className="doc-list-item"
                aria-current={document.id === openId || undefined}
                onClick={() => void open(document)}
              >
                <span className="doc-list-name">{document.name}</span>
                <span className="muted">
                  {document.pageCount === null
                    ? intl.formatMessage(
                        { id: 'documents.list.changed' },
                        { date: formatDate(document.lastModified) },
                      )
                    : intl.formatMessage(
                        { id: 'documents.list.pagesChanged' },
                        { count: document.pageCount, date: formatDate(document.lastModified) },
                      )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
