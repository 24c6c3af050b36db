import { useEffect } from 'react';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { useDocuments } from '../../stores/documents.js';

/** The library's documents, newest change first: one opens in the editor (or, made elsewhere, as what can be read of it). */
export function DocumentList() {
  const documents = useDocuments((state) => state.documents);
  const error = useDocuments((state) => state.errors.documents);
  const openId = useDocuments((state) => state.draft?.id ?? state.outside?.id ?? null);
  const loadDocuments = useDocuments((state) => state.loadDocuments);
  const open = useDocuments((state) => state.open);

  useEffect(() => {
    void loadDocuments();
  }, [loadDocuments]);

  return (
    <section className="card stack doc-list" aria-labelledby="doc-list-title">
      <h2 id="doc-list-title">Your documents</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadDocuments()} forceRetry />
      ) : documents === null ? (
        <SkeletonRows rows={3} label="Loading your documents" />
      ) : documents.length === 0 ? (
        <EmptyState title="No documents yet">Documents you save appear here, to open again.</EmptyState>
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
                    ? `Changed ${formatDate(document.lastModified)}`
                    : `${document.pageCount} page${document.pageCount === 1 ? '' : 's'}, changed ${formatDate(document.lastModified)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
