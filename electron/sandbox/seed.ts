/**
 * A user's library: every user gets a root folder and a print-file inbox; a seeded user also gets
 * a realistic folder tree with the sample print files from assets/print-files/ (made by
 * scripts/make-sample-pdfs.ts), documents made from catalog templates, and the commerce side's
 * addresses and historic orders.
 */
import { randomUUID } from 'node:crypto';
import { chmod, copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WellKnownFolderType, emptyGuid } from '../shared/models/enums.js';
import type { MarketId } from '../shared/models/markets.js';
import { marketRules } from './market/market-rules.js';
import { seedCommerce } from './commerce/seed.js';
import type { Transaction } from './kernel/state.js';
import { ensureFolderPath, newFolder } from './storage/folders.js';
import { countPdfPages } from '../pdf/pdf-reader.js';
import { privateFileMode, privateFolderMode } from '../platform/private-files.js';
import { FOLDERS, ITEMS } from './kernel/records.js';
import type { ItemRecord } from './kernel/records.js';
import type { SandboxUser } from './kernel/users.js';

export const ROOT_FOLDER_NAME = 'My Print Files';
export const INBOX_FOLDER_NAME = 'Print File Inbox';

/** Where each sample file goes, under the user's root. */
const sampleFolders: Readonly<Record<string, string>> = {
  'spring-open-house-brochure.pdf': 'Marketing/Brochures',
  'summer-sale-flyer.pdf': 'Marketing/Flyers',
  'business-cards-dana-whitfield.pdf': 'Business Cards',
  'annual-report-booklet-12p.pdf': 'Booklets',
};

/** The sample folders' names as the vendor's German host would have them. */
const germanFolderNames: Readonly<Record<string, string>> = {
  'Marketing/Brochures': 'Marketing/Broschüren',
  'Marketing/Flyers': 'Marketing/Flyer',
  'Business Cards': 'Visitenkarten',
  Booklets: 'Broschüren',
  Samples: 'Beispiele',
  Documents: 'Dokumente',
};

/** A sample folder's path in the market's language. */
function folderName(market: MarketId, path: string): string {
  return market === 'de' ? (germanFolderNames[path] ?? path) : path;
}

/** Documents made from the samples: name, template name, sample file. */
const sampleDocuments = [
  {
    name: 'Spring Open House Brochure',
    template: '05.01.01-Presentation',
    file: 'spring-open-house-brochure.pdf',
  },
  { name: 'Summer Sale Flyer', template: '02.01.01-Flyer', file: 'summer-sale-flyer.pdf' },
  {
    name: 'Business Cards - Dana Whitfield',
    template: '03.02.01-Business Cards',
    file: 'business-cards-dana-whitfield.pdf',
  },
  {
    name: 'Annual Report 2026',
    template: '05.03.01-Booklet Saddle Stitch',
    file: 'annual-report-booklet-12p.pdf',
  },
] as const;

export interface SampleFile {
  readonly name: string;
  /** Stored content under the data folder's `files/`. */
  readonly file: string;
  readonly size: number;
  readonly pageCount: number;
  readonly isBroken: boolean;
}

/** assets/print-files/, found from this module both in the source tree and in a build under dist/. */
export function sampleAssetsDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'assets', 'print-files');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Copies the sample print files into the data folder and counts their pages (outside any transaction). */
export async function prepareSampleFiles(dataDir: string): Promise<SampleFile[]> {
  const assets = sampleAssetsDir();
  if (!assets) return [];
  const filesDir = path.join(dataDir, 'files');
  await mkdir(filesDir, { recursive: true, mode: privateFolderMode });
  const names = (await readdir(assets)).filter((n) => n.toLowerCase().endsWith('.pdf')).sort();
  const prepared: SampleFile[] = [];
  for (const name of names) {
    const file = `${randomUUID()}.pdf`;
    await copyFile(path.join(assets, name), path.join(filesDir, file));
    // A copy takes its source's mode: the sandbox's files are as private as the rest of its data.
    await chmod(path.join(filesDir, file), privateFileMode);
    const { size } = await stat(path.join(filesDir, file));
    const { pageCount, isBroken } = await countPdfPages(path.join(filesDir, file));
    prepared.push({ name, file, size, pageCount, isBroken });
  }
  return prepared;
}

/** The root folder and print-file inbox every user has. */
export function createUserFolders(tx: Transaction, userId: string, now: Date): void {
  const root = tx.put(FOLDERS, {
    ...newFolder(userId, null, ROOT_FOLDER_NAME, now, WellKnownFolderType.values.PersonalStorageRootFolder),
    description: 'Your print library',
  });
  tx.put(FOLDERS, {
    ...newFolder(userId, root.id, INBOX_FOLDER_NAME, now, WellKnownFolderType.values.PrintFileInboxFolder),
    description: 'Print files uploaded without a folder land here',
  });
}

/** Fills a new user's library with the samples, then lets the commerce side add addresses and orders. */
/** A sample file's description as the vendor's German host writes its own sample data: in German. */
function sampleDescription(market: MarketId, pages: number): string {
  if (market === 'de') return `Beispiel-Druckdatei, ${pages} ${pages === 1 ? 'Seite' : 'Seiten'}`;
  return `Sample print file, ${pages} page${pages === 1 ? '' : 's'}`;
}

export function seedLibrary(
  tx: Transaction,
  user: SandboxUser,
  samples: readonly SampleFile[],
  market: MarketId,
  now: Date,
): void {
  const { catalog } = marketRules(market);
  const stamp = now.toISOString();
  const printFiles = samples.map((sample) => {
    const folder = ensureFolderPath(
      tx,
      user.id,
      folderName(market, sampleFolders[sample.name] ?? 'Samples'),
      'filePath',
      now,
    );
    return tx.put<ItemRecord>(ITEMS, {
      id: sample.file.replace(/\.pdf$/, ''),
      userId: user.id,
      folderId: folder.id,
      type: 'Printfile',
      name: sample.name,
      description: sampleDescription(market, sample.pageCount),
      referenceData: '',
      systemDetails: `Seeded from assets/print-files/${sample.name}, ${sample.size} bytes`,
      created: stamp,
      lastModified: stamp,
      lastUsed: null,
      version: 1,
      timesUsed: 0,
      isBroken: sample.isBroken,
      pageCount: sample.pageCount,
      size: sample.size,
      createdBy: user.id,
      lastModifiedBy: user.id,
      file: sample.file,
    });
  });
  const documents: ItemRecord[] = [];
  for (const sample of sampleDocuments) {
    const template = catalog.templates.find((t) => t.name === sample.template);
    const file = printFiles.find((f) => f.name === sample.file);
    if (!template || !file || file.isBroken || file.pageCount > template.maxPages) continue;
    const folder = ensureFolderPath(tx, user.id, folderName(market, 'Documents'), 'filePath', now);
    documents.push(
      tx.put<ItemRecord>(ITEMS, {
        id: randomUUID(),
        userId: user.id,
        folderId: folder.id,
        type: 'Document',
        name: sample.name,
        description: `${template.name} made from ${file.name}`,
        referenceData: '',
        systemDetails: `Document from template ${template.name}, ${file.pageCount} pages`,
        created: stamp,
        lastModified: stamp,
        lastUsed: null,
        version: 1,
        timesUsed: 0,
        isBroken: false,
        pageCount: file.pageCount,
        size: 0,
        createdBy: user.id,
        lastModifiedBy: user.id,
        product: {
          templateId: template.id,
          templateName: template.name,
          template: 'Custom',
          applicationId: emptyGuid,
          quantity: 1,
          sections: [{ id: randomUUID(), source: file.id, range: `[1,${file.pageCount}]` }],
        },
      }),
    );
  }
  seedCommerce(tx, { user, printFiles, documents, market, now });
}
