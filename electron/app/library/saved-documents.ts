/**
 * The documents PrintDesk saved, as it saved them: the service cannot return a document's sections
 * (docs/service-facts.md §4.1: nothing reads a document's content back), so to reopen one in
 * Documents, PrintDesk keeps the request it sent, per account, in the data folder.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { DocumentRequest } from '../../shared/models/documents.js';
import { jsonFile } from '../../platform/json-file.js';

const SavedEntry = z.object({
  /** Whose library it is in (Account.scope()). */
  scope: z.string(),
  id: z.string(),
  folderPath: z.string(),
  document: DocumentRequest,
  savedAt: z.string(),
});

/** The newest are kept: a record of convenience, bounded. */
const maxEntries = 1000;

export interface SavedDocuments {
  remember(id: string, folderPath: string | null, document: DocumentRequest): Promise<void>;
  /** The document as it was last saved from here, with the folder it was saved in; null when not saved here. */
  find(id: string): Promise<{ folderPath: string; document: DocumentRequest } | null>;
}

export function createSavedDocuments(dataDir: string, scope: () => string): SavedDocuments {
  const file = jsonFile(join(dataDir, 'saved-documents.json'), z.array(SavedEntry), () => []);
  const matches = (entry: z.infer<typeof SavedEntry>, id: string) =>
    entry.scope === scope() && entry.id === id.toLowerCase();
  return {
    async remember(id, folderPath, document) {
      const entries = await file.read();
      const before = entries.find((entry) => matches(entry, id));
      const entry = {
        scope: scope(),
        id: id.toLowerCase(),
        // An update names no folder: the document stays where it was saved.
        folderPath: folderPath ?? before?.folderPath ?? '',
        document: { ...document, Id: id },
        savedAt: new Date().toISOString(),
      };
      await file.write([entry, ...entries.filter((other) => !matches(other, id))].slice(0, maxEntries));
    },
    async find(id) {
      const entry = (await file.read()).find((candidate) => matches(candidate, id));
      return entry ? { folderPath: entry.folderPath, document: entry.document } : null;
    },
  };
}
