/**
 * Fills a fresh sandbox data folder with many print-file records, as that many uploads would leave
 * them (names, descriptions, dates a few minutes apart, page counts, order counts), without sending
 * the bytes: the benchmarks that need 10,000 items measure searching and rendering, not ingest.
 */
import { randomUUID } from 'node:crypto';
import { startSandbox } from '../../electron/sandbox/index.js';
import { StateStore } from '../../electron/sandbox/kernel/state.js';
import { ensureFolderPath } from '../../electron/sandbox/storage/folders.js';
import { ITEMS } from '../../electron/sandbox/kernel/records.js';
import type { ItemRecord } from '../../electron/sandbox/kernel/records.js';
import { USERS } from '../../electron/sandbox/kernel/users.js';
import type { SandboxUser } from '../../electron/sandbox/kernel/users.js';

const kinds = ['brochure', 'flyer', 'business-cards', 'menu', 'poster', 'catalog', 'letterhead', 'report'];

export interface SeedLayout {
  /** Remote folder path of the i-th file (missing folders are created). */
  folderPath(i: number): string;
  /** The client a file was made for, if any: it leads the file's name and description. */
  client?(i: number): string;
}

/** Puts `count` print files into `dataDir` (a sandbox data folder); resolves to the ids of the folders used. */
export async function seedPrintFiles(dataDir: string, count: number, layout: SeedLayout): Promise<string[]> {
  const seeded = await startSandbox({ dataDir, seed: false });
  await seeded.close();
  const state = await StateStore.open(dataDir);
  const user = state.find<SandboxUser>(USERS, (u) => u.primary)!;
  const folderIds = new Set<string>();
  await state.transact((tx) => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let i = 0; i < count; i++) {
      const folder = ensureFolderPath(tx, user.id, layout.folderPath(i), 'filePath', new Date(start));
      folderIds.add(folder.id);
      const client = layout.client?.(i);
      const kind = kinds[i % kinds.length]!;
      const created = new Date(start + i * 60_000 * 47).toISOString();
      tx.put<ItemRecord>(ITEMS, {
        id: randomUUID(),
        userId: user.id,
        folderId: folder.id,
        type: 'Printfile',
        name: `${client ? `${client.toLowerCase()}-` : ''}${kind}-${String(i).padStart(5, '0')}.pdf`,
        description: `${client ? `${client} ` : ''}${kind} job ${i}`,
        referenceData: `job-${i}`,
        systemDetails: '',
        created,
        lastModified: created,
        lastUsed: i % 5 === 0 ? created : null,
        version: 1,
        timesUsed: i % 5 === 0 ? 1 + (i % 3) : 0,
        isBroken: false,
        pageCount: 1 + (i % 24),
        size: 100_000 + i,
        createdBy: user.id,
        lastModifiedBy: user.id,
        file: 'missing.pdf',
      });
    }
  });
  await state.close();
  return [...folderIds];
}
