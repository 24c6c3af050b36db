import { useState } from 'react';
import type { FormEvent } from 'react';
import { DocumentRequest } from '../../../electron/print-service/models/documents.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/field.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { showToast } from '../../components/toasts.js';
import { draftProblems, hasProblems, useDocuments } from '../../stores/documents.js';
import type { TemplateFacts } from '../../stores/documents.js';
import { OutsideDocument } from './outside-document.js';
import { documentRefusal } from './refusal.js';
import { SectionsEditor } from './sections-editor.js';
import { XmlPanel } from './xml-panel.js';

// The inputs stop where the request's own limits are.
const nameLimit = DocumentRequest.shape.Name.maxLength ?? undefined;
const descriptionLimit = DocumentRequest.shape.Description.unwrap().maxLength ?? undefined;

const inches = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** The template's page size and page limit, as a buyer checks them before saving. */
function FactsLine({ facts, loading }: { facts: TemplateFacts | null; loading: boolean }) {
  if (!facts) return null;
  const size = facts.size
    ? `${inches.format(facts.size.width)} × ${inches.format(facts.size.length)} in`
    : loading
      ? 'Size…'
      : 'Size not given by the service';
  const pages =
    facts.maxPages === null
      ? 'no page limit given'
      : `up to ${facts.maxPages} page${facts.maxPages === 1 ? '' : 's'}`;
  return (
    <p className="doc-facts" data-testid="template-facts">
      <strong>{size}</strong>, {pages}
    </p>
  );
}

/** A save the service refused, in plain words, its own text under "Technical details". */
function Refusal() {
  const error = useDocuments((state) => state.errors.save);
  if (!error) return null;
  const { advice, detail } = documentRefusal(error);
  return (
    <div className="error-message" role="alert" data-error-code={error.code}>
      <div className="stack">
        <p>{advice}</p>
        {detail && (
          <details>
            <summary>Technical details</summary>
            <p className="mono">{detail}</p>
          </details>
        )}
      </div>
    </div>
  );
}

export function DocumentEditor() {
  const draft = useDocuments((state) => state.draft);
  const outside = useDocuments((state) => state.outside);
  const printFiles = useDocuments((state) => state.printFiles);
  const folderPath = useDocuments((state) => state.folderPath);
  const facts = useDocuments((state) => state.facts);
  const version = useDocuments((state) => state.version);
  const dirty = useDocuments((state) => state.dirty);
  const busy = useDocuments((state) => state.busy);
  const errors = useDocuments((state) => state.errors);
  const edit = useDocuments((state) => state.edit);
  const setFolderPath = useDocuments((state) => state.setFolderPath);
  const save = useDocuments((state) => state.save);
  const showXml = useDocuments((state) => state.showXml);
  const loadPrintFiles = useDocuments((state) => state.loadPrintFiles);
  const [checked, setChecked] = useState(false);

  if (busy.create || busy.open) {
    return (
      <div className="card doc-editor">
        <SkeletonRows rows={6} label={busy.open ? 'Opening the document' : 'Creating the document'} />
      </div>
    );
  }
  if (outside && !draft) return <OutsideDocument item={outside} />;
  if (!draft) {
    return (
      <div className="card doc-editor">
        {errors.create || errors.open ? (
          <ErrorMessage error={(errors.create ?? errors.open)!} />
        ) : (
          <EmptyState title="No document open">
            Pick a template and choose “Create document”, or open one of your documents.
          </EmptyState>
        )}
      </div>
    );
  }

  const problems = draftProblems(draft, printFiles ?? [], folderPath, facts?.maxPages ?? null);
  const shown = checked ? problems : { section: {} };
  const savedName = draft.name.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (hasProblems(problems)) return;
    const wasNew = !draft?.id;
    if (await save())
      showToast(
        'success',
        wasNew ? `“${savedName}” is saved in ${folderPath.trim()}.` : `“${savedName}” is updated.`,
      );
  }

  return (
    <form className="card doc-editor stack" onSubmit={submit} noValidate aria-label="Document">
      <div className="row doc-editor-head">
        <h2>{draft.templateName || 'Document'}</h2>
        <span className="spacer" />
        {draft.id ? (
          <span className="badge" data-tone={dirty ? 'warning' : 'success'}>
            {dirty ? 'Unsaved changes' : version !== null ? `Saved · version ${version}` : 'Saved'}
          </span>
        ) : (
          <span className="badge">Not saved yet</span>
        )}
      </div>
      <FactsLine facts={facts} loading={busy.facts ?? false} />
      <div className="doc-fields">
        <TextField
          label="Name"
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          error={shown.name}
          maxLength={nameLimit}
        />
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={draft.quantity}
          onChange={(event) => edit({ quantity: event.target.value })}
          error={shown.quantity}
          hint="Copies of the document."
        />
      </div>
      <div className="field">
        <label htmlFor="doc-description">Description</label>
        <textarea
          id="doc-description"
          rows={2}
          value={draft.description}
          onChange={(event) => edit({ description: event.target.value })}
          maxLength={descriptionLimit}
        />
      </div>
      {draft.id ? (
        <p className="muted" data-testid="saved-in">
          {folderPath ? `Saved in the library folder ${folderPath}.` : 'Saved in your library.'}
        </p>
      ) : (
        <TextField
          label="Save in library folder"
          value={folderPath}
          onChange={(event) => setFolderPath(event.target.value)}
          error={shown.folderPath}
          hint='Folders are created as needed, e.g. "Documents/Spring".'
        />
      )}
      {errors.printFiles ? (
        <ErrorMessage error={errors.printFiles} onRetry={() => void loadPrintFiles()} forceRetry />
      ) : printFiles === null ? (
        <SkeletonRows rows={2} label="Loading print files" />
      ) : printFiles.length === 0 ? (
        <EmptyState title="No print files in your library" action={<a href="#/library">Open the Library</a>}>
          Upload print files first; then choose their pages here.
        </EmptyState>
      ) : (
        <SectionsEditor
          sections={draft.sections}
          printFiles={printFiles}
          problems={shown.section}
          listProblem={shown.sections}
        />
      )}
      <Refusal />
      {errors.xml && <ErrorMessage error={errors.xml} />}
      <div className="row">
        <Button type="submit" variant="primary" busy={busy.save}>
          {draft.id ? 'Update document' : 'Save document'}
        </Button>
        <Button
          disabled={!draft.id || dirty}
          onClick={() => {
            if (draft.id) window.location.hash = `#/quotes?item=${encodeURIComponent(draft.id)}`;
          }}
          aria-describedby={!draft.id || dirty ? 'doc-quote-hint' : undefined}
        >
          Get quote
        </Button>
        <Button
          busy={busy.xml}
          onClick={() => {
            setChecked(true);
            void showXml();
          }}
        >
          View XML
        </Button>
        {(!draft.id || dirty) && (
          <span className="hint muted" id="doc-quote-hint">
            Save the document to get a quote for it.
          </span>
        )}
      </div>
      <XmlPanel />
    </form>
  );
}
