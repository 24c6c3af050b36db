/**
 * The document being built: a template (from the shared reference data), then name, description,
 * quantity and sections (page ranges of print files from the library), saved to the library and
 * updated from then on. The print files offered for sections come from the library with their page
 * counts, so ranges are checked before anything is sent.
 */
import type { StoreItemSummary } from '../../electron/ipc/contract/library.js';
import { DocumentRequest } from '../../electron/print-service/models/documents.js';
import type { Document } from '../../electron/print-service/models/documents.js';
import { storeItemTypes } from '../../electron/print-service/models/storage.js';
import { getApi } from '../bridge/api.js';
import { copiesProblem, problemsByPath, typedWholeNumber } from '../components/form-checks.js';
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

type Action = 'printFiles' | 'create' | 'save' | 'xml';

interface DocumentsState extends ActionTracking<Action> {
  printFiles: StoreItemSummary[] | null;
  draft: DocumentDraft | null;
  /** Library folder a new document is saved in. */
  folderPath: string;
  /** The store item's version after the last save or update. */
  version: number | null;
  /** The draft has changes not yet saved. */
  dirty: boolean;
  xml: string | null;

  loadPrintFiles(): Promise<void>;
  createFrom(templateId: string): Promise<void>;
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
): DraftProblems {
  const refused = problemsByPath(DocumentRequest, documentRequest(draft));
  const problems: DraftProblems = { section: {} };
  const name = refused.get('Name');
  if (name) problems.name = name;
  // A new document asks for copies; the request alone would let a blank (0) through.
  const quantity = copiesProblem(draft.quantity);
  if (quantity) problems.quantity = quantity;
  if (!draft.id && !folderPath.trim())
    problems.folderPath = 'Enter the library folder to save the document in.';
  const sections =
    draft.sections.length === 0
      ? 'Add at least one section: the pages of a print file the document is made of.'
      : refused.get('Product.Content');
  if (sections) problems.sections = sections;
  draft.sections.forEach((section, index) => {
    const label = `Section ${index + 1}`;
    if (!section.source) {
      problems.section[section.key] = `${label}: choose a print file.`;
      return;
    }
    const range = refused.get(`Product.Content.${index}.Range`);
    if (range) {
      problems.section[section.key] = `${label}: ${range}.`;
      return;
    }
    const from = typedWholeNumber(section.from);
    const to = typedWholeNumber(section.to);
    if (from > to) {
      problems.section[section.key] = `${label}: the first page (${from}) comes after the last page (${to}).`;
      return;
    }
    const file = printFiles.find((item) => item.id === section.source);
    const pages = file?.pageCount;
    if (file && pages != null && to > pages) {
      problems.section[section.key] =
        `${label}: ${file.name} has ${pages} page${pages === 1 ? '' : 's'}, so the range cannot end at page ${to}.`;
    }
  });
  return problems;
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

  return {
    printFiles: null,
    draft: null,
    folderPath: 'Documents',
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
      await run('create', async () => {
        const document = await getApi()['documents.new']({ templateId });
        const draft = draftFrom({ ...document, Id: null }, templateId);
        const template = useReferenceData
          .getState()
          .templates?.find((candidate) => candidate.id === templateId);
        if (!draft.templateName && template) draft.templateName = template.name;
        if (!draft.name) draft.name = template ? `${template.name} document` : 'New document';
        // The template's own sections name no print file yet: start them on the first one in the library.
        const first = get().printFiles?.[0];
        if (first)
          draft.sections = draft.sections.map((section) => {
            if (section.source) return section;
            // Within the file's pages: a template's range may be longer than the file.
            const pages = first.pageCount;
            const to = pages ? String(Math.min(Number(section.to) || pages, pages)) : section.to;
            return { ...section, source: first.id, to };
          });
        set({ draft, version: null, dirty: true, xml: null });
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
      const { draft, printFiles } = get();
      if (!draft) return;
      const first = printFiles?.[0];
      const section: SectionDraft = {
        key: sectionKey(),
        id: null,
        source: first?.id ?? '',
        from: '1',
        to: String(first?.pageCount ?? 1),
      };
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
      const { draft, printFiles, folderPath } = get();
      if (!draft || hasProblems(draftProblems(draft, printFiles ?? [], folderPath))) return false;
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
