/**
 * Documents: pick a template, create a document from it, give it a name, a quantity and sections
 * (page ranges of library print files, each shown as pictures and checked against the file's page
 * count and the template's page limit), save it to the library, update it, read its XML, get a
 * quote for it; and reopen the library's documents.
 */
import { useEffect } from 'react';
import { useAppIntl } from '../../format/intl.js';
import { useDocuments } from '../../stores/documents.js';
import { useReferenceData } from '../../stores/reference-data.js';
import { DocumentEditor } from './document-editor.js';
import { DocumentList } from './document-list.js';
import { TemplatePicker } from './template-picker.js';
import './documents.css';

export default function DocumentsView() {
  const need = useReferenceData((state) => state.need);
  const loadPrintFiles = useDocuments((state) => state.loadPrintFiles);
  const intl = useAppIntl();

  useEffect(() => {
    void need('templates');
    void loadPrintFiles();
  }, [need, loadPrintFiles]);

  return (
    <section className="view doc-view" aria-labelledby="doc-title">
      <header className="view-header">
        <h1 id="doc-title">{intl.formatMessage({ id: 'documents.view.title' })}</h1>
        <p className="muted">{intl.formatMessage({ id: 'documents.view.intro' })}</p>
      </header>
      <div className="doc-layout">
        <div className="stack">
          <TemplatePicker />
          <DocumentList />
        </div>
        <DocumentEditor />
      </div>
    </section>
  );
}
