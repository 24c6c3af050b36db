/**
 * Documents: pick a template, create a document from it, give it a name, a quantity and sections
 * (page ranges of library print files, checked against their page counts), save it to the library,
 * update it, and read its XML.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { DocumentRequest } from '../../../electron/print-service/models/documents.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/field.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { showToast } from '../../components/toasts.js';
import { draftProblems, hasProblems, useDocuments } from '../../stores/documents.js';
import { useReferenceData } from '../../stores/reference-data.js';
import { SectionsEditor } from './sections-editor.js';
import { TemplatePicker } from './template-picker.js';
import { XmlPanel } from './xml-panel.js';
import './documents.css';

// The inputs stop where the request's own limits are.
const nameLimit = DocumentRequest.shape.Name.maxLength ?? undefined;
const descriptionLimit = DocumentRequest.shape.Description.unwrap().maxLength ?? undefined;

export default function DocumentsView() {
  const need = useReferenceData((state) => state.need);
  const loadPrintFiles = useDocuments((state) => state.loadPrintFiles);

  useEffect(() => {
    void need('templates');
    void loadPrintFiles();
  }, [need, loadPrintFiles]);

  return (
    <section className="view doc-view" aria-labelledby="doc-title">
      <header className="view-header">
        <h1 id="doc-title">Documents</h1>
        <p className="muted">
          Combine print files into a document made from a product template, ready to quote and order.
        </p>
      </header>
      <div className="doc-layout">
        <TemplatePicker />
        <DocumentEditor />
      </div>
    </section>
  );
}

function DocumentEditor() {
  const draft = useDocuments((state) => state.draft);
  const printFiles = useDocuments((state) => state.printFiles);
  const folderPath = useDocuments((state) => state.folderPath);
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

  if (busy.create) {
    return (
      <div className="card doc-editor">
        <SkeletonRows rows={6} label="Creating the document" />
      </div>
    );
  }
  if (!draft) {
    return (
      <div className="card doc-editor">
        {errors.create ? (
          <ErrorMessage error={errors.create} />
        ) : (
          <EmptyState title="No document open">
            Pick a template, then choose “Create document” to start one.
          </EmptyState>
        )}
      </div>
    );
  }

  const problems = draftProblems(draft, printFiles ?? [], folderPath);
  const shown = checked ? problems : { section: {} };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (hasProblems(problems)) return;
    const wasNew = !draft?.id;
    if (await save())
      showToast(
        'success',
        wasNew
          ? `“${draft?.name.trim()}” is saved to ${folderPath.trim()}.`
          : `“${draft?.name.trim()}” is updated.`,
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
        <p className="muted">
          In the library as <span className="mono">{draft.id}</span>
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
      {errors.save && <ErrorMessage error={errors.save} />}
      {errors.xml && <ErrorMessage error={errors.xml} />}
      <div className="row">
        <Button type="submit" variant="primary" busy={busy.save}>
          {draft.id ? 'Update document' : 'Save document'}
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
      </div>
      <XmlPanel />
    </form>
  );
}
