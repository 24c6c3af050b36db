/**
 * Where PrintDesk still has the content of a library item on this computer. The print service has
 * no download operation (docs/service-facts.md §0, §4.1), so a picture of an item can only be drawn
 * from the local file PrintDesk uploaded: this remembers, per item id, the paths that file may be at
 * (where it was, and where the hot folder's "move" action puts it) and the sha-256 of what was sent.
 * A document's picture is its first section's first page: documents saved from PrintDesk remember
 * the print file of that section (the service gives no way to read a document's sections back).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { jsonFile } from '../../platform/json-file.js';

const LocalCopy = z.object({
  /** Where the uploaded file may be now, most likely first. */
  paths: z.array(z.string()).min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type LocalCopy = z.infer<typeof LocalCopy>;

const LocalCopiesFile = z.object({
  files: z.record(z.string(), LocalCopy),
  /** Document id → the print file id of its first section. */
  documents: z.record(z.string(), z.string()),
});
type LocalCopiesFile = z.infer<typeof LocalCopiesFile>;

/** Items remembered at most (the oldest are forgotten first). */
const maxFiles = 50_000;
const saveEveryMs = 1000;

export interface LocalCopies {
  /** The local copy of a print file, or of a document's first section; undefined when none is known. */
  find(itemId: string): Promise<LocalCopy | undefined>;
  recordFile(fileId: string, copy: LocalCopy): Promise<void>;
  recordDocument(documentId: string, firstSectionFileId: string): Promise<void>;
}

export function createLocalCopies(dataDir: string): LocalCopies {
  const file = jsonFile(join(dataDir, 'thumbnails', 'local-copies.json'), LocalCopiesFile, () => ({
    files: {},
    documents: {},
  }));
  let loaded: Promise<LocalCopiesFile> | undefined;
  const state = () => (loaded ??= file.read());

  // A hot-folder batch records hundreds of files, one upload's end at a time, and the file holds up
  // to 50,000 of them: written at most once a second (once per tick, a 1,000-file burst wrote it
  // 269 times and held the core's thread for up to 125 ms: bench main-responsiveness).
  let saving: Promise<void> | undefined;
  const save = () =>
    (saving ??= new Promise((resolve) => setTimeout(resolve, saveEveryMs)).then(async () => {
      saving = undefined;
      await file.write(await state());
    }));

  return {
    async find(itemId) {
      const { files, documents } = await state();
      return files[itemId] ?? files[documents[itemId] ?? ''];
    },
    async recordFile(fileId, copy) {
      const { files } = await state();
      delete files[fileId]; // re-inserted last: the newest stay when the oldest are forgotten
      files[fileId] = copy;
      const ids = Object.keys(files);
      for (const old of ids.slice(0, Math.max(0, ids.length - maxFiles))) delete files[old];
      await save();
    },
    async recordDocument(documentId, firstSectionFileId) {
      (await state()).documents[documentId] = firstSectionFileId;
      await save();
    },
  };
}
