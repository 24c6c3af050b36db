import { useState } from 'react';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { firstField, focusWhenDrawn } from '../../components/focus-arrival.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
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
  const intl = useAppIntl();
  const selected = chosen || templates?.[0]?.id || '';
  /** Makes the document and takes the person to its first field (its name). */
  const create = async () => {
    if (await createFrom(selected)) focusWhenDrawn(() => firstField(document.querySelector('.doc-editor')));
  };

  return (
    <div className="card doc-templates">
      <h2 id="doc-templates-title">{intl.formatMessage({ id: 'documents.templatePicker.title' })}</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void needTemplates('templates')} forceRetry />
      ) : templates === null ? (
        <SkeletonRows rows={4} label={intl.formatMessage({ id: 'documents.templatePicker.loading' })} />
      ) : templates.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'documents.templatePicker.noneTitle' })}>
          {intl.formatMessage({ id: 'documents.templatePicker.noneBody' })}
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
            onClick={() => (dirty ? setConfirming(true) : void create())}
          >
            {intl.formatMessage({ id: 'documents.templatePicker.create' })}
          </Button>
        </>
      )}
      {confirming && (
        <Dialog
          title={intl.formatMessage({ id: 'documents.templatePicker.confirmTitle' })}
          onClose={() => setConfirming(false)}
        >
          <p>{intl.formatMessage({ id: 'documents.templatePicker.confirmBody' })}</p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'documents.templatePicker.keepEditing' })}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void create();
              }}
            >
              {intl.formatMessage({ id: 'documents.templatePicker.discard' })}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
