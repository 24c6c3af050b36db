import { useState } from 'react';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useDocuments } from '../../stores/documents.js';
import { useReferenceData } from '../../stores/reference-data.js';

/** The product templates a document can be made from. */
export function TemplatePicker() {
  const templates = useReferenceData((state) => state.templates);
  const error = useReferenceData((state) => state.errors.templates);
  const creating = useDocuments((state) => state.busy.create);
  const dirty = useDocuments((state) => state.dirty);
  const needTemplates = useReferenceData((state) => state.need);
  const createFrom = useDocuments((state) => state.createFrom);
  const [chosen, setChosen] = useState<string>('');
  const [confirming, setConfirming] = useState(false);
  const selected = chosen || templates?.[0]?.id || '';

  return (
    <div className="card doc-templates">
      <h2 id="doc-templates-title">Templates</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void needTemplates('templates')} forceRetry />
      ) : templates === null ? (
        <SkeletonRows rows={4} label="Loading templates" />
      ) : templates.length === 0 ? (
        <EmptyState title="No templates">
          Your print library has no document templates yet. Ask your print provider to publish some.
        </EmptyState>
      ) : (
        <>
          <div role="radiogroup" aria-labelledby="doc-templates-title" className="doc-template-list">
            {templates.map((template) => (
              <label key={template.id} className="doc-template" data-selected={template.id === selected}>
                <input
                  type="radio"
                  name="doc-template"
                  value={template.id}
                  checked={template.id === selected}
                  onChange={() => setChosen(template.id)}
                />
                <span>
                  <strong>{template.name}</strong>
                  {template.description && (
                    <span className="muted doc-template-description">{template.description}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
          <Button
            variant="primary"
            busy={creating}
            disabled={!selected}
            onClick={() => (dirty ? setConfirming(true) : void createFrom(selected))}
          >
            Create document
          </Button>
        </>
      )}
      {confirming && (
        <Dialog title="Start a new document?" onClose={() => setConfirming(false)}>
          <p>The open document has changes that are not saved. Starting a new one discards them.</p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Keep editing</Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void createFrom(selected);
              }}
            >
              Discard and start new
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
