/**
 * The document being built: a template (from the shared reference data), then name, description,
 * quantity and sections (page ranges of print files from the library), saved to the library and
 * updated from then on. The print files offered for sections come from the library with their page
 * counts, so ranges are checked before anything is sent.
 */
import type { StoreItemSummary } from '../../electron/shared/contract/library.js';
import { DocumentRequest } from '../../electron/shared/models/documents.js';
import type { Document } from '../../electron/shared/models/documents.js';
import { storeItemTypes } from '../../electron/shared/models/storage.js';
import { getApi } from '../bridge/api.js';
import { copiesProblem, problemsByPath, typedWholeNumber } from '../components/form-checks.js';
import { appIntl } from '../format/intl.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { useReferenceData } from './reference-data.js';
import { createStore } from './resettable.js';

export interface SectionDraft {
  /** A key for the list; not sent. */
  key: string;
  /** The section's id once the service has given one. */
  id: string | null;
  /** The print file's store item id (the section's `Source`). */
  source: string;
  /** Page numbers as typed, so a half-typed value is not lost. */
  from: string;
  to: string;
}

export interface DocumentDraft {
  /** Set once saved to the library. */
  id: string | null;
  name: string;
  description: string;
  referenceData: string;
  quantity: string;
  templateId: string;
  templateName: string;
  template: string;
  applicationId: string | null;
  sections: SectionDraft[];
}

export interface DraftProblems {
  name?: string;
  quantity?: string;
  folderPath?: string;
  /** Sections left empty. */
  sections?: string;
  /** By section key. */
  section: Record<string, string>;
}

type Action = 'printFiles' | 'documents' | 'open' | 'facts' | 'create' | 'save' | 'xml';

/** What a template makes, shown before saving: its page size and how many pages it takes. */
export interface TemplateFacts {
  templateId: string;
  /** The most pages a document of this template may have (its blank document's range, [1,N]). */
  maxPages: number | null;
  /** The product's size in inches, from the service's item quote. */
  size: { width: number; length: number } | null;
}

interface DocumentsState extends ActionTracking<Action> {
  printFiles: StoreItemSummary[] | null;
  /** The library's documents, newest change first, to reopen. */
  documents: StoreItemSummary[] | null;
  draft: DocumentDraft | null;
  /** A library document made outside PrintDesk, opened: its sections cannot be read back. */
  outside: StoreItemSummary | null;
  /** Library folder a new document is saved in (for a saved one, the folder it was saved in). */
  folderPath: string;
  /** The open draft's template: its size and page limit. */
  facts: TemplateFacts | null;
  /** The store item's version after the last save or update. */
  version: number | null;
  /** The draft has changes not yet saved. */
  dirty: boolean;
  xml: string | null;

  loadPrintFiles(): Promise<void>;
  loadDocuments(): Promise<void>;
  /** Opens a library document: as saved from PrintDesk, or as a document made elsewhere. */
  open(item: StoreItemSummary): Promise<void>;
  /** A new draft of the template's blank document; false when the service could not give one. */
  createFrom(templateId: string): Promise<boolean>;
  edit(changes: Partial<Omit<DocumentDraft, 'sections'>>): void;
  setFolderPath(path: string): void;
  addSection(): void;
  editSection(key: string, changes: Partial<Omit<SectionDraft, 'key'>>): void;
  removeSection(key: string): void;
  moveSection(key: string, by: -1 | 1): void;
  /** Saves a new document or updates the saved one; false when the draft has problems or the call failed. */
  save(): Promise<boolean>;
  showXml(): Promise<void>;
  hideXml(): void;
}

let nextKey = 1;
const sectionKey = () => `s${nextKey++}`;

const rangePattern = /^\s*\[\s*(\d+)\s*,\s*(\d+)\s*\]\s*$/;

/** The service writes a range as "[first,last]". */
export function parseRange(range: string): { from: string; to: string } {
  const match = rangePattern.exec(range);
  return match ? { from: match[1] ?? '', to: match[2] ?? '' } : { from: '', to: '' };
}

/**
 * A new document's name: its product, without the catalogue's code ("02.01.01-Flyer" → "Flyer"),
 * and the day it was made, so that two of one template are told apart ("Flyer – Nov 28, 2026").
 */
export function defaultDocumentName(templateName: string | undefined, today = new Date()): string {
  const product = templateName?.replace(/^[\d.]+\s*[-–]\s*/, '').trim();
  const intl = appIntl();
  return product
    ? intl.formatMessage(
        { id: 'documents.newName.ofTemplate' },
        { product, date: intl.formatDate(today, { dateStyle: 'medium' }) },
      )
    : intl.formatMessage({ id: 'documents.newName.blank' });
}

export function draftFrom(document: Document, fallbackTemplateId: string): DocumentDraft {
  const product = document.Product;
  return {
    id: document.Id,
    name: document.Name,
    description: document.Description,
    referenceData: document.ReferenceData,
    quantity: String(product?.Quantity || 1),
    templateId: product?.DocumentTemplateId ?? fallbackTemplateId,
    templateName: product?.DocumentTemplateName ?? '',
    template: product?.Template ?? '',
    applicationId: product?.ApplicationId ?? null,
    sections: (product?.Content ?? []).map((section) => ({
      key: sectionKey(),
      id: section.Id,
      source: section.Source,
      ...parseRange(section.Range),
    })),
  };
}

/**
 * Every problem of the draft, in words, before it is sent. Empty `section` and no other key = fine.
 * The rules of the request are `DocumentRequest`'s, as the router applies them; the form adds what only
 * it knows (the folder to save in, the print files' page counts).
 */
export function draftProblems(
  draft: DocumentDraft,
  printFiles: readonly StoreItemSummary[],
  folderPath: string,
  maxPages: number | null = null,
): DraftProblems {
  const refused = problemsByPath(DocumentRequest, documentRequest(draft));
  const problems: DraftProblems = { section: {} };
  const say = appIntl().formatMessage;
  const name = refused.get('Name');
  if (name) problems.name = name;
  // A new document asks for copies; the request alone would let a blank (0) through.
  const quantity = copiesProblem(draft.quantity);
  if (quantity) problems.quantity = quantity;
  if (!draft.id && !folderPath.trim()) problems.folderPath = say({ id: 'documents.problem.folderPath' });
  const sections =
    draft.sections.length === 0 ? say({ id: 'documents.problem.noSection' }) : refused.get('Product.Content');
  if (sections) problems.sections = sections;
  draft.sections.forEach((section, index) => {
    const section_ = { section: index + 1 };
    if (!section.source) {
      problems.section[section.key] = say({ id: 'documents.problem.noFile' }, section_);
      return;
    }
    const range = refused.get(`Product.Content.${index}.Range`);
    if (range) {
      problems.section[section.key] = say({ id: 'documents.problem.range' }, { ...section_, range });
      return;
    }
    const from = typedWholeNumber(section.from);
    const to = typedWholeNumber(section.to);
    if (from > to) {
      problems.section[section.key] = say(
        { id: 'documents.problem.firstAfterLast' },
        { ...section_, from, to },
      );
      return;
    }
    const file = printFiles.find((item) => item.id === section.source);
    const pages = file?.pageCount;
    if (file && pages != null && to > pages) {
      problems.section[section.key] = say(
        { id: 'documents.problem.pastLastPage' },
        { ...section_, file: file.name, pages, to },
      );
    }
  });
  const pages = draft.sections.reduce((sum, section) => {
    const from = typedWholeNumber(section.from);
    const to = typedWholeNumber(section.to);
    return from <= to ? sum + (to - from + 1) : sum;
  }, 0);
  if (!problems.sections && maxPages !== null && pages > maxPages)
    problems.sections = say({ id: 'documents.problem.tooManyPages' }, { maxPages, pages });
  return problems;
}

/** The template's most pages: the longest range its blank document offers (service-facts §4.1). */
export function maxPagesOf(blank: Document): number | null {
  const lasts = (blank.Product?.Content ?? []).map((section) =>
    typedWholeNumber(parseRange(section.Range).to),
  );
  const known = lasts.filter((last) => Number.isFinite(last));
  return known.length > 0 ? Math.max(...known) : null;
}

export function hasProblems(problems: DraftProblems): boolean {
  const { section, ...fields } = problems;
  return Object.values(fields).some((problem) => problem !== undefined) || Object.keys(section).length > 0;
}

export function documentRequest(draft: DocumentDraft): DocumentRequest {
  const request: DocumentRequest = {
    Name: draft.name.trim(),
    Description: draft.description,
    ReferenceData: draft.referenceData,
    Product: {
      Content: draft.sections.map((section) => ({
        ...(section.id ? { Id: section.id } : {}),
        Source: section.source,
        Range: `[${typedWholeNumber(section.from)},${typedWholeNumber(section.to)}]`,
      })),
      DocumentTemplateId: draft.templateId,
      Quantity: typedWholeNumber(draft.quantity),
    },
  };
  if (draft.id) request.Id = draft.id;
  if (draft.template) request.Product.Template = draft.template;
  if (draft.applicationId) request.Product.ApplicationId = draft.applicationId;
  if (draft.templateName) request.Product.DocumentTemplateName = draft.templateName;
  return request;
}

export const useDocuments = createStore<DocumentsState>((set, get) => {
  const run = actionRunner<Action>(set);

  async function refreshVersion(id: string) {
    try {
      const item = await getApi()['library.item']({ itemId: id });
      if (get().draft?.id === id) set({ version: item.version });
    } catch {
      // The version is a nicety: the save itself worked.
    }
  }

  const change = (draft: DocumentDraft) => set({ draft, dirty: true });

  /** The template's size (its item quote's measurements) and page limit (its blank document's range). */
  async function loadFacts(templateId: string, knownMaxPages: number | null) {
    set({ facts: { templateId, maxPages: knownMaxPages, size: null } });
    await run('facts', async (current) => {
      const api = getApi();
      const [blank, quote] = await Promise.all([
        knownMaxPages === null ? api['documents.new']({ templateId }) : null,
        api['quotes.item']({ documentTemplateId: templateId, quantity: 1 }),
      ]);
      if (!current() || get().draft?.templateId !== templateId) return;
      const measured = quote.Measurements;
      set({
        facts: {
          templateId,
          maxPages: blank ? maxPagesOf(blank) : knownMaxPages,
          size: measured && measured.Width > 0 ? { width: measured.Width, length: measured.Length } : null,
        },
      });
    });
  }

  return {
    printFiles: null,
    documents: null,
    draft: null,
    outside: null,
    folderPath: 'Documents',
    facts: null,
    version: null,
    dirty: false,
    xml: null,
    busy: {},
    errors: {},

    async loadPrintFiles() {
      await run('printFiles', async () => {
        const { items } = await getApi()['library.search']({
          type: storeItemTypes.printFile,
          pageSize: 500,
          sort: { by: 'name', direction: 'asc' },
        });
        set({ printFiles: items.filter((item) => !item.isBroken) });
      });
    },

    async createFrom(templateId) {
      return run('create', async () => {
        const document = await getApi()['documents.new']({ templateId });
        const draft = draftFrom({ ...document, Id: null }, templateId);
        const template = useReferenceData
          .getState()
          .templates?.find((candidate) => candidate.id === templateId);
        if (!draft.templateName && template) draft.templateName = template.name;
        if (!draft.name) draft.name = defaultDocumentName(template?.name);
        // The template's sections name no print file yet: the user chooses each (none is picked for them);
        // the range the blank offers is the template's limit, shown apart, not a page range to keep.
        draft.sections = draft.sections.map((section) =>
          section.source ? section : { ...section, from: '1', to: '' },
        );
        set({ draft, outside: null, version: null, dirty: true, xml: null, folderPath: 'Documents' });
        void loadFacts(templateId, maxPagesOf(document));
      });
    },

    async loadDocuments() {
      await run('documents', async () => {
        const { items } = await getApi()['library.search']({
          type: storeItemTypes.document,
          pageSize: 200,
          sort: { by: 'lastModified', direction: 'desc' },
        });
        set({ documents: items });
      });
    },

    async open(item) {
      await run('open', async (current) => {
        const { document, folderPath } = await getApi()['documents.open']({ itemId: item.id });
        if (!current()) return;
        if (!document) {
          set({ draft: null, outside: item, facts: null, dirty: false, xml: null });
          return;
        }
        const draft = draftFrom(
          {
            ...document,
            Description: document.Description ?? '',
            ReferenceData: document.ReferenceData ?? '',
          } as Document,
          document.Product.DocumentTemplateId,
        );
        set({
          draft,
          outside: null,
          folderPath: folderPath ?? '',
          version: item.version,
          dirty: false,
          xml: null,
        });
        void loadFacts(document.Product.DocumentTemplateId, null);
      });
    },

    edit(changes) {
      const { draft } = get();
      if (draft) change({ ...draft, ...changes });
    },

    setFolderPath(folderPath) {
      set({ folderPath });
    },

    addSection() {
      const { draft } = get();
      if (!draft) return;
      // No file is picked for the user: the section asks which one.
      const section: SectionDraft = { key: sectionKey(), id: null, source: '', from: '1', to: '' };
      change({ ...draft, sections: [...draft.sections, section] });
    },

    editSection(key, changes) {
      const { draft, printFiles } = get();
      if (!draft) return;
      change({
        ...draft,
        sections: draft.sections.map((section) => {
          if (section.key !== key) return section;
          const next = { ...section, ...changes };
          // Picking another file proposes its whole page range.
          if (changes.source && changes.source !== section.source && changes.to === undefined) {
            const pages = printFiles?.find((item) => item.id === changes.source)?.pageCount;
            if (pages) next.to = String(pages);
            next.from = '1';
          }
          return next;
        }),
      });
    },

    removeSection(key) {
      const { draft } = get();
      if (draft) change({ ...draft, sections: draft.sections.filter((section) => section.key !== key) });
    },

    moveSection(key, by) {
      const { draft } = get();
      if (!draft) return;
      const index = draft.sections.findIndex((section) => section.key === key);
      const target = index + by;
      if (index === -1 || target < 0 || target >= draft.sections.length) return;
      const sections = [...draft.sections];
      const [moved] = sections.splice(index, 1);
      if (moved) sections.splice(target, 0, moved);
      change({ ...draft, sections });
    },

    async save() {
      const { draft, printFiles, folderPath, facts } = get();
      if (!draft || hasProblems(draftProblems(draft, printFiles ?? [], folderPath, facts?.maxPages ?? null)))
        return false;
      return run('save', async () => {
        const api = getApi();
        const request = documentRequest(draft);
        let id = draft.id;
        if (id) await api['documents.update']({ document: request });
        else {
          const saved = await api['documents.save']({ folderPath: folderPath.trim(), document: request });
          id = saved.Id;
          const current = get().draft;
          if (current) set({ draft: { ...current, id } });
        }
        set({ dirty: false });
        if (id) await refreshVersion(id);
        // The list of documents to reopen has this one (new, or changed just now).
        void get().loadDocuments();
      });
    },

    async showXml() {
      const { draft, printFiles } = get();
      // The XML is of the document as it would be saved: only a draft without problems has one.
      if (
        !draft ||
        hasProblems({ ...draftProblems(draft, printFiles ?? [], 'unused'), folderPath: undefined })
      )
        return;
      await run('xml', async () => {
        const { xml } = await getApi()['documents.xml']({ document: documentRequest(draft) });
        set({ xml });
      });
    },

    hideXml() {
      set({ xml: null });
    },
  };
});
