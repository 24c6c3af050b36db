import { useState } from 'react';
import type { FormEvent } from 'react';
import { sizeText } from '../../../electron/i18n/sizes.js';
import { DocumentRequest } from '../../../electron/shared/models/documents.js';
import { AdviceError } from '../../components/advice-error.js';
import { Button } from '../../components/button.js';
import { focusWhenDrawn } from '../../components/focus-arrival.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/field.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { showToast } from '../../components/toasts.js';
import { useAppIntl } from '../../format/intl.js';
import { quoteItemHash } from '../../navigation/routes.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { draftProblems, hasProblems, useDocuments } from '../../stores/documents.js';
import type { TemplateFacts } from '../../stores/documents.js';
import { OutsideDocument } from './outside-document.js';
import { documentRefusal } from './refusal.js';
import { SectionsEditor } from './sections-editor.js';
import { XmlPanel } from './xml-panel.js';

// The inputs stop where the request's own limits are.
const nameLimit = DocumentRequest.shape.Name.maxLength ?? undefined;
const descriptionLimit = DocumentRequest.shape.Description.unwrap().maxLength ?? undefined;

/** The item quote measures in the market's units (inches in the US, millimetres where metric). */
const unitOf = { imperial: 'in', metric: 'mm' } as const;

/**
 * The template's product size and page limit, as a buyer checks them before saving: the size in the
 * market's units first (with its paper name), then in the other system.
 */
function FactsLine({ facts, loading }: { facts: TemplateFacts | null; loading: boolean }) {
  const intl = useAppIntl();
  const units = useAccount((state) => selectMarket(state).units);
  if (!facts) return null;
  const size = facts.size
    ? sizeText(intl, { width: facts.size.width, height: facts.size.length, unit: unitOf[units] }, units)
    : intl.formatMessage({ id: loading ? 'documents.editor.sizeLoading' : 'documents.editor.sizeUnknown' });
  const pages =
    facts.maxPages === null
      ? intl.formatMessage({ id: 'documents.editor.noPageLimit' })
      : intl.formatMessage({ id: 'documents.editor.pageLimit' }, { count: facts.maxPages });
  return (
    <p className="doc-facts" data-testid="template-facts">
      {intl.formatMessage(
        { id: 'documents.editor.facts' },
        { size, pages, strong: (chunks) => <strong>{chunks}</strong> },
      )}
    </p>
  );
}

/** A save the service refused, in plain words, its own text under "Technical details". */
function Refusal() {
  const error = useDocuments((state) => state.errors.save);
  if (!error) return null;
  const { advice, detail } = documentRefusal(error);
  return <AdviceError advice={advice} detail={detail} code={error.code} />;
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
  const intl = useAppIntl();

  if (busy.create || busy.open) {
    return (
      <div className="card doc-editor">
        <SkeletonRows
          rows={6}
          label={intl.formatMessage({
            id: busy.open ? 'documents.editor.opening' : 'documents.editor.creating',
          })}
        />
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
          <EmptyState title={intl.formatMessage({ id: 'documents.editor.noneTitle' })}>
            {intl.formatMessage({ id: 'documents.editor.noneBody' })}
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
    if (!(await save())) return;
    // The button the person pressed changes ("Update document"): the focus goes to the document's heading.
    focusWhenDrawn(() => document.querySelector<HTMLElement>('.doc-editor-head h2'));
    showToast(
      'success',
      wasNew
        ? intl.formatMessage(
            { id: 'documents.editor.savedIn' },
            { name: savedName, folder: folderPath.trim() },
          )
        : intl.formatMessage({ id: 'documents.editor.updated' }, { name: savedName }),
    );
  }

  return (
    <form
      className="card doc-editor stack"
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'documents.editor.label' })}
    >
      <div className="row doc-editor-head">
        <h2>{draft.templateName || intl.formatMessage({ id: 'documents.editor.label' })}</h2>
        <span className="spacer" />
        {draft.id ? (
          <span className="badge" data-tone={dirty ? 'warning' : 'success'}>
            {dirty
              ? intl.formatMessage({ id: 'documents.editor.unsaved' })
              : version !== null
                ? intl.formatMessage({ id: 'documents.editor.savedVersion' }, { version })
                : intl.formatMessage({ id: 'documents.editor.saved' })}
          </span>
        ) : (
          <span className="badge">{intl.formatMessage({ id: 'documents.editor.notSaved' })}</span>
        )}
      </div>
      <FactsLine facts={facts} loading={busy.facts ?? false} />
      <div className="doc-fields">
        <TextField
          label={intl.formatMessage({ id: 'documents.editor.name' })}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          error={shown.name}
          maxLength={nameLimit}
        />
        <TextField
          label={intl.formatMessage({ id: 'documents.editor.quantity' })}
          inputMode="numeric"
          value={draft.quantity}
          onChange={(event) => edit({ quantity: event.target.value })}
          error={shown.quantity}
          hint={intl.formatMessage({ id: 'documents.editor.quantityHint' })}
        />
      </div>
      <div className="field">
        <label htmlFor="doc-description">{intl.formatMessage({ id: 'documents.editor.description' })}</label>
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
          {folderPath
            ? intl.formatMessage({ id: 'documents.editor.savedInFolder' }, { folder: folderPath })
            : intl.formatMessage({ id: 'documents.editor.savedInLibrary' })}
        </p>
      ) : (
        <TextField
          label={intl.formatMessage({ id: 'documents.editor.folder' })}
          value={folderPath}
          onChange={(event) => setFolderPath(event.target.value)}
          error={shown.folderPath}
          hint={intl.formatMessage({ id: 'documents.editor.folderHint' })}
        />
      )}
      {errors.printFiles ? (
        <ErrorMessage error={errors.printFiles} onRetry={() => void loadPrintFiles()} forceRetry />
      ) : printFiles === null ? (
        <SkeletonRows rows={2} label={intl.formatMessage({ id: 'documents.editor.loadingPrintFiles' })} />
      ) : printFiles.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'documents.editor.noPrintFilesTitle' })}
          action={<a href="#/library">{intl.formatMessage({ id: 'documents.editor.openLibrary' })}</a>}
        >
          {intl.formatMessage({ id: 'documents.editor.noPrintFilesBody' })}
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
          {intl.formatMessage({ id: draft.id ? 'documents.editor.update' : 'documents.editor.save' })}
        </Button>
        <Button
          disabled={!draft.id || dirty}
          onClick={() => {
            if (draft.id) window.location.hash = quoteItemHash(draft.id, draft.quantity);
          }}
          aria-describedby={!draft.id || dirty ? 'doc-quote-hint' : undefined}
        >
          {intl.formatMessage({ id: 'documents.editor.getQuote' })}
        </Button>
        <Button
          busy={busy.xml}
          onClick={() => {
            setChecked(true);
            void showXml();
          }}
        >
          {intl.formatMessage({ id: 'documents.editor.viewXml' })}
        </Button>
        {(!draft.id || dirty) && (
          <span className="hint muted" id="doc-quote-hint">
            {intl.formatMessage({ id: 'documents.editor.quoteHint' })}
          </span>
        )}
      </div>
      <XmlPanel />
    </form>
  );
}
