/** Realistic values of the contract's shapes for component tests. */
import type { AccountStatus, SettingsView } from '../../electron/shared/contract/account.js';
import type {
  FolderNode,
  StoreItemDetails,
  StoreItemSummary,
} from '../../electron/shared/contract/library.js';
import type { OrderRecordEntry } from '../../electron/shared/contract/jobs.js';
import type { ActivityEntry, LinkStatus } from '../../electron/shared/contract/sync.js';
import type { UploadEntry } from '../../electron/shared/contract/uploads.js';
import type { RESTAddress } from '../../electron/shared/models/addresses.js';
import { moneyOf, type Money } from '../../electron/shared/models/money.js';
import { storeItemTypes } from '../../electron/shared/models/storage.js';
import { defaultLinkFixes, type JobPreset } from '../../electron/shared/settings/schema.js';

/** An amount in dollars, as the US sandbox prices. */
export const usd = (amount: number): Money => moneyOf(amount, 'USD');

export const rootId = '00000000-0000-4000-8000-000000000001';
export const brochuresId = '00000000-0000-4000-8000-000000000002';
export const postersId = '00000000-0000-4000-8000-000000000003';

export function sampleTree(): FolderNode {
  return {
    id: rootId,
    name: 'Root',
    path: '',
    parentId: null,
    wellKnownType: 0,
    subFolders: [
      {
        id: brochuresId,
        name: 'Brochures',
        path: 'Brochures',
        parentId: rootId,
        wellKnownType: 0,
        subFolders: [],
      },
      { id: postersId, name: 'Posters', path: 'Posters', parentId: rootId, wellKnownType: 0, subFolders: [] },
    ],
  };
}

export function sampleItem(index: number, changes: Partial<StoreItemSummary> = {}): StoreItemSummary {
  const hex = index.toString(16).padStart(12, '0');
  return {
    id: `10000000-0000-4000-8000-${hex}`,
    name: `flyer-${index}.pdf`,
    type: storeItemTypes.printFile,
    folderId: brochuresId,
    description: '',
    pageCount: 2,
    created: '2026-03-01T10:00:00Z',
    lastModified: '2026-03-02T10:00:00Z',
    lastUsed: null,
    timesOrdered: index % 3,
    version: 1,
    isBroken: false,
    ...changes,
  };
}

export const connectedStatus: AccountStatus = {
  environment: { kind: 'embedded', market: 'us' },
  baseUrl: 'http://127.0.0.1:40000',
  market: 'us',
  marketFrom: 'setting',
  connected: true,
  keyStorage: { kind: 'embedded', label: 'the embedded sandbox', persistent: true },
  keyStore: { kind: 'keychain', label: 'GNOME Keyring (Secret Service)', persistent: true },
  user: { id: 'u1', name: 'Avery Printer', email: 'avery@example.com' },
};

export const signedOutStatus: AccountStatus = {
  ...connectedStatus,
  connected: false,
  keyStorage: null,
  user: null,
};

export const sampleSettings: SettingsView = {
  environment: { kind: 'embedded', market: 'us' },
  sync: { concurrency: 3, afterUpload: 'keep', notifications: true, launchAtLogin: false },
  uploads: { preflightProfile: 'standard' },
  language: 'system',
  dataDir: '/home/avery/.config/PrintDesk',
  welcomeDismissed: true,
  platform: 'headless',
};

/** `sampleItem(index)`'s details, as `library.item` answers them for `itemId`. */
export function sampleItemDetails(
  itemId: string,
  index = 1,
  changes: Partial<StoreItemDetails> = {},
): StoreItemDetails {
  return {
    ...sampleItem(index),
    id: itemId,
    referenceData: '',
    systemDetails: '',
    folderName: 'Brochures',
    createdBy: null,
    lastModifiedBy: null,
    isDeleted: false,
    itemDetails: null,
    ...changes,
  };
}

export function sampleUpload(changes: Partial<UploadEntry> = {}): UploadEntry {
  return {
    id: 'up-1',
    name: 'flyer.pdf',
    folderPath: 'Brochures',
    size: 1000,
    sent: 0,
    state: 'queued',
    startedAt: '2026-03-01T10:00:00Z',
    ...changes,
  };
}

/** The signed-in user's main address (the user of `connectedStatus`). */
export const sampleMainAddress: RESTAddress = {
  Id: '30000000-0000-4000-8000-000000000001',
  Prefix: '',
  FirstName: 'Avery',
  LastName: 'Printer',
  CareOf: '',
  CompanyName: 'Avery Print Co',
  Street: '1 Press Lane',
  ApartmentOrSuite: '',
  City: 'Springfield',
  StateOrProvince: 'IL',
  PostalCode: '62701',
  Country: 'US',
  Email: '',
  TelephoneNumber: '',
  TelephoneNumber2: '',
  IsResidential: false,
  CountryCode: 'US',
  IsUserMainAddress: true,
};

/** A document template's id ("Presentation"). */
export const sampleTemplateId = '3f473099-3165-4775-a583-8cf178afa74a';

/** An order folder's preset: 250 copies to the main address, orders over $250 wait for approval. */
export const sampleOrderPreset: Extract<JobPreset, { action: 'order' }> = {
  action: 'order',
  templateId: sampleTemplateId,
  quantity: 250,
  recipient: { kind: 'main' },
  spendLimit: usd(250),
  allowTicketAddresses: false,
};

/** A hot folder's link id. */
export const sampleLinkId = '20000000-0000-4000-8000-000000000001';

/** A hot folder that watches /home/dana/Print/Brochures: 3 files uploaded, 1 failed. */
export function sampleLinkStatus(changes: Partial<LinkStatus> = {}): LinkStatus {
  return {
    link: {
      id: sampleLinkId,
      localPath: '/home/dana/Print/Brochures',
      remotePath: 'Hot folders/Brochures',
      types: ['pdf'],
      includeSubfolders: false,
      afterUpload: 'keep',
      paused: false,
      watchMode: 'auto',
      preflightProfile: 'standard',
      fixes: defaultLinkFixes,
    },
    state: 'watching',
    watch: { mode: 'native' },
    counts: { queued: 0, uploading: 0, uploaded: 3, failed: 1, skipped: 0 },
    ...changes,
  };
}

/** An activity row of that hot folder: the file `name`, uploaded. */
export function sampleActivity(name: string, changes: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    seq: 1,
    fileKey: `${sampleLinkId}:${name}`,
    linkId: sampleLinkId,
    path: name,
    name,
    remoteFolder: 'Hot folders/Brochures',
    state: 'uploaded',
    size: 2048,
    attempts: 1,
    at: '2026-11-22T10:00:00.000Z',
    ...changes,
  };
}

/** The order number of the `n`-th order on the record: numbered on from 00-0054-00071-36700. */
export function recordedOrderId(n: number): string {
  const serial = 36_700 + n;
  const pad = (value: number) => String(value).padStart(5, '0');
  return `00-0054-${pad(71 + Math.floor(serial / 100_000))}-${pad(serial % 100_000)}`;
}

/** The `n`-th order the hot folders placed (from 0, the oldest), a minute after the one before, placed at once. */
export function sampleRecordedOrder(n: number, changes: Partial<OrderRecordEntry> = {}): OrderRecordEntry {
  return {
    at: new Date(Date.UTC(2026, 5, 10, 15) + n * 60_000).toISOString(),
    workstation: 'PRINT-01',
    link: { id: 'link', localPath: '/srv/print/in', remotePath: 'Hot folders/In' },
    file: `card-${n}.pdf`,
    sha256: 'ab'.repeat(32),
    document: `card-${n}`,
    documentId: '70000000-0000-4000-8000-000000000001',
    orderFriendlyId: recordedOrderId(n),
    reference: `PD-${n}`,
    total: usd(410.5),
    quantity: 250,
    recipients: ['Dana Whitfield, New York, US'],
    overrides: [],
    ...changes,
  };
}
