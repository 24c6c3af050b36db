/**
 * The shared library of document templates: one folder every user can read (well-known type
 * DocumentTemplatesFolder) with one store item per template of the market's commerce catalog, whose id
 * is the template's DocumentTemplateId. Kept in step with the catalog at every start.
 */
import { WellKnownFolderType, emptyGuid } from '../../shared/models/enums.js';
import type { Catalog } from '../market/catalog.js';
import type { StateReader, Transaction } from '../kernel/state.js';
import { newFolder } from './folders.js';
import { FOLDERS, ITEMS } from '../kernel/records.js';
import type { FolderRecord, ItemRecord } from '../kernel/records.js';

export const TEMPLATE_LIBRARY_NAME = 'Document Templates';

export function ensureTemplateLibrary(tx: Transaction, catalog: Catalog, now: Date): void {
  const type = WellKnownFolderType.values.DocumentTemplatesFolder;
  let folder = tx.find<FolderRecord>(FOLDERS, (f) => f.userId === null && f.wellKnown === type);
  if (!folder)
    folder = tx.put(FOLDERS, {
      ...newFolder(null, null, TEMPLATE_LIBRARY_NAME, now, type),
      description: 'Document templates offered by the print service',
    });
  for (const template of catalog.templates) {
    const existing = tx.get<ItemRecord>(ITEMS, template.id);
    const wanted: ItemRecord = {
      id: template.id,
      userId: null,
      folderId: folder.id,
      type: 'Document',
      name: template.name,
      description: template.description,
      referenceData: '',
      systemDetails: `Document template, up to ${template.maxPages} pages`,
      created: existing?.created ?? now.toISOString(),
      lastModified: existing?.lastModified ?? now.toISOString(),
      lastUsed: existing?.lastUsed ?? null,
      version: existing?.version ?? 1,
      timesUsed: existing?.timesUsed ?? 0,
      isBroken: false,
      pageCount: 0,
      size: 0,
      createdBy: null,
      lastModifiedBy: null,
      maxPages: template.maxPages,
      product: {
        templateId: template.id,
        templateName: template.name,
        template: 'Custom',
        applicationId: emptyGuid,
        quantity: 0,
        sections: [{ id: emptyGuid, source: '', range: `[1,${template.maxPages}]` }],
      },
    };
    if (JSON.stringify(existing) !== JSON.stringify(wanted)) tx.put(ITEMS, wanted);
  }
}

/** The document template with this id, or undefined. */
export function templateItem(state: StateReader, id: string): ItemRecord | undefined {
  const item = state.get<ItemRecord>(ITEMS, id.toLowerCase());
  return item && item.userId === null && item.maxPages !== undefined ? item : undefined;
}

/** Ids of every document template, in catalog order. */
export function documentTemplateIds(catalog: Catalog): string[] {
  return catalog.templates.map((t) => t.id);
}
