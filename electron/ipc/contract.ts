/**
 * The IPC contract: every request channel (input and output schemas) and every event (payload schema)
 * between the UI and the core. Nothing else crosses the boundary.
 *
 * Environment-neutral (zod only). The router validates both directions against these schemas, the
 * preload and the headless host are generated from `channels`, and the renderer imports the types.
 * App-level shapes are camelCase; objects that are the print service's own (documents, quotes,
 * orders, addresses) travel in their wire shape (PascalCase, see electron/print-service/models.ts).
 */
import { z } from 'zod';
import * as wire from '../print-service/models.js';
import {
  AfterUpload,
  Environment,
  HotFolderLink,
  PrintFileType,
  SyncPreferences,
} from '../settings/schema.js';
import { IpcError } from './errors.js';

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A bounded string: every string input has an upper bound so a huge payload is refused early. */
const text = (max: number) => z.string().max(max);
const nonEmpty = (max: number) => z.string().trim().min(1).max(max);
/** A GUID as the print service writes them (8-4-4-4-12 hex; no RFC 4122 version check: service ids need not have one). */
const Id = z.guid();
/** A remote folder path: segments separated by "/", e.g. "Hot folders/Brochures". */
const RemotePath = nonEmpty(1024);
/** An absolute local path (the core checks it exists). */
const LocalPath = nonEmpty(4096).regex(
  /^(?:\/|[A-Za-z]:[\\/]|\\\\)/,
  'must be an absolute path (e.g. /home/me/Print or C:\\Print)',
);
const Timestamp = z.string().max(64);
const Empty = z.strictObject({});
const Ok = z.strictObject({ ok: z.literal(true) });
const Page = z.int().min(1).max(100_000);
const PageSize = z.int().min(1).max(500);
const DateRange = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Account, environment, settings

/** Where the subscription key is kept, in words the user knows. */
export const KeyStorage = z.strictObject({
  kind: z.enum(['keychain', 'safe-storage', 'environment', 'memory', 'embedded']),
  /** e.g. "GNOME Keyring (Secret Service)", "PRINTDESK_KEY environment variable". */
  label: z.string(),
  /** false when the key will be forgotten on exit. */
  persistent: z.boolean(),
});
export type KeyStorage = z.infer<typeof KeyStorage>;

export const AccountUser = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AccountUser = z.infer<typeof AccountUser>;

export const AccountStatus = z.strictObject({
  environment: Environment,
  /** The base URL in use ("" while the embedded sandbox is starting). */
  baseUrl: z.string(),
  connected: z.boolean(),
  keyStorage: KeyStorage.nullable(),
  user: AccountUser.nullable(),
  /** A sentence to show when something needs the user (e.g. the stored key was refused). */
  notice: z.string().optional(),
});
export type AccountStatus = z.infer<typeof AccountStatus>;

export const SettingsView = z.strictObject({
  environment: Environment,
  sync: SyncPreferences,
  /** Where PrintDesk keeps its settings, journal and embedded sandbox. */
  dataDir: z.string(),
  platform: z.enum(['electron', 'headless']),
});
export type SettingsView = z.infer<typeof SettingsView>;

// ---------------------------------------------------------------------------------------------
// Library: folders and store items

export type FolderNode = {
  id: string;
  name: string;
  /** Full path from the root's children, e.g. "Hot folders/Brochures"; "" for the root. */
  path: string;
  parentId: string | null;
  wellKnownType: number;
  subFolders: FolderNode[];
};
export const FolderNode: z.ZodType<FolderNode> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    name: z.string(),
    path: z.string(),
    parentId: z.string().nullable(),
    wellKnownType: z.int(),
    subFolders: z.array(FolderNode),
  }),
);

export const StoreItemType = z.enum(['Printfile', 'Document']);
export type StoreItemType = z.infer<typeof StoreItemType>;

export const StoreItemSummary = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** "Printfile" or "Document" (other values the service may add pass through). */
  type: z.string(),
  folderId: z.string().nullable(),
  description: z.string(),
  pageCount: z.int().nullable(),
  created: Timestamp,
  lastModified: Timestamp,
  lastUsed: Timestamp.nullable(),
  timesOrdered: z.int(),
  version: z.int(),
  isBroken: z.boolean(),
});
export type StoreItemSummary = z.infer<typeof StoreItemSummary>;

export const SortKey = z.enum(['name', 'created', 'lastModified', 'lastUsed', 'timesOrdered']);
export type SortKey = z.infer<typeof SortKey>;

export const LibrarySearchInput = z.strictObject({
  /** Limit to one folder (with or without its sub-folders); whole library when absent. */
  folderId: Id.optional(),
  includeSubFolders: z.boolean().default(false),
  /** Free text matched against name, description and reference data. */
  text: text(256).optional(),
  type: StoreItemType.optional(),
  created: DateRange.optional(),
  lastUpdated: DateRange.optional(),
  lastOrdered: DateRange.optional(),
  timesOrdered: z.strictObject({ min: z.int().min(0).optional(), max: z.int().min(0).optional() }).optional(),
  sort: z
    .strictObject({ by: SortKey, direction: z.enum(['asc', 'desc']) })
    .default({ by: 'created', direction: 'desc' }),
  page: Page.default(1),
  pageSize: PageSize.default(100),
});
export type LibrarySearchInput = z.input<typeof LibrarySearchInput>;

export const LibrarySearchResult = z.strictObject({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(StoreItemSummary),
});
export type LibrarySearchResult = z.infer<typeof LibrarySearchResult>;

export const UserRef = z.strictObject({ name: z.string(), email: z.string() }).nullable();

export const StoreItemDetails = StoreItemSummary.extend({
  referenceData: z.string(),
  systemDetails: z.string(),
  folderName: z.string().nullable(),
  createdBy: UserRef,
  lastModifiedBy: UserRef,
  isDeleted: z.boolean(),
  /** The service's ItemDetails, as sent (shape not specified by the service). */
  itemDetails: z.record(z.string(), z.unknown()).nullable(),
});
export type StoreItemDetails = z.infer<typeof StoreItemDetails>;

// ---------------------------------------------------------------------------------------------
// Uploads (files sent to the library by hand, outside hot folders)

export const UploadState = z.enum(['queued', 'uploading', 'processing', 'done', 'failed', 'cancelled']);
export type UploadState = z.infer<typeof UploadState>;

export const UploadEntry = z.strictObject({
  id: z.string(),
  name: z.string(),
  folderPath: z.string(),
  /** Bytes in all; 0 when unknown. */
  size: z.number().min(0),
  /** Bytes handed to the network. 100 % is shown only at 'done' (the service may still be processing). */
  sent: z.number().min(0),
  state: UploadState,
  error: IpcError.optional(),
  /** Set once the service has confirmed the file. */
  result: z
    .strictObject({ fileId: z.string(), name: z.string(), pageCount: z.int(), isBroken: z.boolean() })
    .optional(),
  startedAt: Timestamp,
  finishedAt: Timestamp.optional(),
});
export type UploadEntry = z.infer<typeof UploadEntry>;

// ---------------------------------------------------------------------------------------------
// Hot folders (sync links) and their activity

// The sync shapes are the engine's own, defined once beside it; the contract carries them as they are.
import { FileState, LinkStatus, SyncStatus } from '../sync/status-model.js';
export { FileCounts, FileState, LinkState, LinkStatus, SyncState, SyncStatus } from '../sync/status-model.js';

export const ActivityEntry = z.strictObject({
  /** Order of the record in the history (newest has the highest). */
  seq: z.int(),
  /** Stable key of the file (`<linkId>:<relative path>`): used by sync.retry. */
  fileKey: z.string(),
  linkId: z.string(),
  /** Path relative to the linked folder, "/"-separated. */
  path: z.string(),
  name: z.string(),
  remoteFolder: z.string(),
  state: FileState,
  size: z.number(),
  attempts: z.int(),
  /** When the file reached this state. */
  at: Timestamp,
  remoteFileId: z.string().optional(),
  /** Why (failed, skipped and retried files). */
  message: z.string().optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityQuery = z.strictObject({
  linkId: Id.optional(),
  states: z.array(FileState).max(FileState.options.length).optional(),
  text: text(256).optional(),
  page: Page.default(1),
  pageSize: PageSize.default(100),
});
export type ActivityQuery = z.input<typeof ActivityQuery>;

export const NewLink = z.strictObject({
  localPath: LocalPath,
  remotePath: RemotePath,
  types: z.array(PrintFileType).min(1).max(5).default(['pdf']),
  includeSubfolders: z.boolean().default(false),
  afterUpload: AfterUpload.default('keep'),
  paused: z.boolean().default(false),
});
export type NewLink = z.input<typeof NewLink>;

export const Preflight = z.strictObject({
  path: z.string(),
  name: z.string(),
  size: z.number(),
  /** The file type we recognised from its first bytes, or null. */
  type: PrintFileType.nullable(),
  pageCount: z.int().nullable(),
  /** First page size in PostScript points (1/72 in) and a paper name when it is a standard one. */
  pageSize: z
    .strictObject({ widthPt: z.number(), heightPt: z.number(), name: z.string().nullable() })
    .nullable(),
  /** A PNG data URL of the first page, or null when it could not be rendered here (see notes). */
  thumbnail: z.string().nullable(),
  /** What could not be determined, and why. */
  notes: z.array(z.string()),
});
export type Preflight = z.infer<typeof Preflight>;

// ---------------------------------------------------------------------------------------------
// Documents, quotes, orders, addresses

export const DocumentTemplate = z.strictObject({
  /** The DocumentTemplateId to pass to documents.new and quotes.item. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplate>;

/** A document as the UI sends it (create, update, XML): the service's shape, bounded and strict. */
export const DocumentInput = z.strictObject({
  Id: Id.optional(),
  Name: nonEmpty(255),
  Description: text(2000).optional(),
  ReferenceData: text(1000).optional(),
  Product: z.strictObject({
    Content: z
      .array(
        z.strictObject({
          Id: Id.optional(),
          /** The FileId of a print file of the library. */
          Source: Id,
          /** Pages as "[first,last]", e.g. "[1,12]". */
          Range: z.string().regex(/^\[\s*\d{1,6}\s*,\s*\d{1,6}\s*\]$/, 'a page range looks like [1,12]'),
        }),
      )
      .max(200),
    Template: text(64).optional(),
    ApplicationId: Id.optional(),
    DocumentTemplateId: Id,
    Quantity: z.int().min(0).max(1_000_000).optional(),
    DocumentTemplateName: text(255).optional(),
  }),
});
export type DocumentInput = z.input<typeof DocumentInput>;

/** An address given by the user (a recipient or a new saved address). */
export const AddressInput = z.strictObject({
  FirstName: nonEmpty(100),
  LastName: nonEmpty(100),
  CompanyName: text(200).default(''),
  CareOf: text(200).default(''),
  Street: nonEmpty(200),
  ApartmentOrSuite: text(100).default(''),
  City: nonEmpty(100),
  StateOrProvince: text(100).default(''),
  PostalCode: nonEmpty(20),
  Country: nonEmpty(2).toUpperCase().pipe(z.string().length(2)),
  TelephoneNumber: text(40).default(''),
  Email: z.union([z.literal(''), z.email().max(254)]).default(''),
  IsResidential: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInput>;

/**
 * What the user builds in the Quotes view; the core turns it into the service's OrderRequest.
 * The recipient is an address id (a saved address), 'main' (the user's main address) or a new address.
 */
export const OrderDraft = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        storeItemId: Id,
        quantity: z.int().min(1).max(1_000_000),
        name: text(256).optional(),
      }),
    )
    .min(1)
    .max(100),
  recipient: z.union([
    z.strictObject({ kind: z.literal('main') }),
    z.strictObject({ kind: z.literal('saved'), addressId: Id }),
    z.strictObject({ kind: z.literal('new'), address: AddressInput }),
  ]),
  /** Required for a quote or an order; ignored by quotes.shippingOptions. */
  shippingMethodId: Id.optional(),
  additionalProcessingHours: z.int().min(0).max(720).default(0),
  taxExempt: z.boolean().default(false),
  discountCodes: z.array(nonEmpty(64)).max(10).default([]),
  specialInstructionCodes: z.array(nonEmpty(64)).max(10).default([]),
  reference: text(256).optional(),
});
export type OrderDraft = z.input<typeof OrderDraft>;

export const RecentOrder = z.strictObject({
  friendlyId: z.string(),
  /** When it was placed, when known. */
  submitted: Timestamp.nullable(),
  total: z.number().nullable(),
  /** 'placed' from this app, 'service' when learnt from the service (e.g. the sandbox's seeded orders). */
  source: z.enum(['placed', 'service']),
});
export type RecentOrder = z.infer<typeof RecentOrder>;

const FriendlyId = z
  .string()
  .regex(/^\d{2}-\d{4}-\d{5}-\d{5}$/, 'An order friendly id looks like 00-0054-00071-36703');

// ---------------------------------------------------------------------------------------------
// The channels

const channel = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

export const channels = {
  // Account and environment
  'account.status': channel(Empty, AccountStatus),
  'account.connect': channel(z.strictObject({ key: nonEmpty(512) }), AccountStatus),
  'account.signOut': channel(Empty, AccountStatus),

  // Settings
  'settings.get': channel(Empty, SettingsView),
  'settings.setEnvironment': channel(z.strictObject({ environment: Environment }), SettingsView),
  'settings.setSyncPreferences': channel(SyncPreferences.partial().strict(), SettingsView),

  // Library
  'library.tree': channel(Empty, FolderNode),
  'library.createFolder': channel(z.strictObject({ parentId: Id, name: nonEmpty(255) }), FolderNode),
  'library.renameFolder': channel(z.strictObject({ folderId: Id, name: nonEmpty(255) }), Ok),
  'library.search': channel(LibrarySearchInput, LibrarySearchResult),
  'library.item': channel(z.strictObject({ itemId: Id }), StoreItemDetails),

  // Uploads
  'uploads.add': channel(
    z.strictObject({ folderPath: RemotePath, paths: z.array(LocalPath).min(1).max(500) }),
    z.strictObject({ uploads: z.array(UploadEntry) }),
  ),
  'uploads.list': channel(Empty, z.strictObject({ uploads: z.array(UploadEntry) })),
  'uploads.cancel': channel(
    z.strictObject({ uploadId: nonEmpty(64) }),
    z.strictObject({ cancelled: z.boolean() }),
  ),

  // Hot folders
  'sync.status': channel(Empty, SyncStatus),
  'sync.links': channel(Empty, z.strictObject({ links: z.array(LinkStatus) })),
  'sync.addLink': channel(NewLink, HotFolderLink),
  'sync.editLink': channel(z.strictObject({ id: Id, changes: NewLink.partial().strict() }), HotFolderLink),
  'sync.removeLink': channel(z.strictObject({ id: Id }), Ok),
  'sync.pause': channel(z.strictObject({ linkId: Id.optional() }), SyncStatus),
  'sync.resume': channel(z.strictObject({ linkId: Id.optional() }), SyncStatus),
  /** Retries one failed file (fileKey) or every failed file (no fileKey). */
  'sync.retry': channel(z.strictObject({ fileKey: nonEmpty(8192).optional() }), SyncStatus),
  'sync.activity': channel(
    ActivityQuery,
    z.strictObject({ total: z.int(), entries: z.array(ActivityEntry) }),
  ),
  'sync.exportCsv': channel(ActivityQuery, z.strictObject({ fileName: z.string(), csv: z.string() })),
  'sync.preflight': channel(z.strictObject({ path: LocalPath }), Preflight),

  // Documents
  'documents.templates': channel(Empty, z.strictObject({ templates: z.array(DocumentTemplate) })),
  'documents.new': channel(z.strictObject({ templateId: Id }), wire.Document),
  /** Creates the document under a multi-level folder path of the library. */
  'documents.save': channel(
    z.strictObject({ folderPath: RemotePath, document: DocumentInput }),
    wire.Document,
  ),
  'documents.update': channel(z.strictObject({ document: DocumentInput }), Ok),
  'documents.xml': channel(z.strictObject({ document: DocumentInput }), z.strictObject({ xml: z.string() })),

  // Quotes
  'quotes.newOrderTemplate': channel(Empty, wire.StoreItemReferenceOrder),
  'quotes.newProductTemplate': channel(
    z.strictObject({ template: nonEmpty(64).default('custom'), documentTemplateId: Id }),
    wire.TemplateOrder,
  ),
  'quotes.shippingOptions': channel(OrderDraft, wire.ShippingOptions),
  'quotes.order': channel(OrderDraft, wire.OrderQuote),
  'quotes.item': channel(
    z.strictObject({
      template: nonEmpty(64).default('custom'),
      documentTemplateId: Id,
      quantity: z.int().min(1).max(1_000_000),
      shippingMethodId: Id.optional(),
    }),
    wire.ItemQuote,
  ),

  // Orders
  'orders.history': channel(z.strictObject({ friendlyId: FriendlyId }), wire.OrderHistoryEntry),
  'orders.recent': channel(Empty, z.strictObject({ orders: z.array(RecentOrder) })),
  'orders.place': channel(OrderDraft, wire.OrderReceipt),

  // Addresses
  'addresses.main': channel(Empty, wire.RESTAddress.nullable()),
  'addresses.list': channel(Empty, z.strictObject({ addresses: z.array(wire.RESTAddress) })),
  'addresses.create': channel(
    z.strictObject({ address: AddressInput, makeMain: z.boolean().default(false) }),
    wire.RESTAddress,
  ),
} as const;

export const events = {
  'account.changed': AccountStatus,
  'settings.changed': SettingsView,
  'upload.changed': UploadEntry,
  'sync.status': SyncStatus,
  'sync.file': ActivityEntry,
  'sync.links': z.strictObject({ links: z.array(LinkStatus) }),
  /** Something that needs the user: shown as a toast / native notification. */
  notice: z.strictObject({
    level: z.enum(['info', 'warning', 'error']),
    message: z.string(),
    code: z.string().optional(),
  }),
} as const;

// ---------------------------------------------------------------------------------------------
// Derived types

export type Channels = typeof channels;
export type RequestChannel = keyof Channels;
export type EventName = keyof typeof events;
/** What a caller passes (defaults may be left out). */
export type Input<C extends RequestChannel> = z.input<Channels[C]['input']>;
/** What a handler receives (defaults filled in, strings trimmed). */
export type ParsedInput<C extends RequestChannel> = z.output<Channels[C]['input']>;
export type Output<C extends RequestChannel> = z.output<Channels[C]['output']>;
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;

/** One event as it is delivered: a sequence number increasing by one per event, per core. */
export type EventEnvelope<E extends EventName = EventName> = {
  event: E;
  seq: number;
  payload: EventPayload<E>;
};

export const requestChannels = Object.keys(channels) as RequestChannel[];
export const eventNames = Object.keys(events) as EventName[];

export const isRequestChannel = (name: string): name is RequestChannel =>
  Object.prototype.hasOwnProperty.call(channels, name);
export const isEventName = (name: string): name is EventName =>
  Object.prototype.hasOwnProperty.call(events, name);

/**
 * The typed API the renderer uses: one function per channel (rejecting with an `IpcError`-shaped
 * error on failure), and `on(event, cb)` returning an unsubscribe function.
 */
export type PrintDeskApi = { [C in RequestChannel]: (input: Input<C>) => Promise<Output<C>> } & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>, seq: number) => void): () => void;
};
