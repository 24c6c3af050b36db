/**
 * The IPC contract: every request channel (input and output schemas) and every event (payload schema)
 * between the UI and the core. Nothing else crosses the boundary.
 *
 * Environment-neutral (zod only). The router validates both directions against these schemas, the
 * preload and the headless host are generated from `channels`, and the renderer imports the types.
 * App-level shapes are camelCase; objects that are the print service's own (documents, quotes,
 * orders, addresses) travel in their wire shape (PascalCase, see electron/shared/models/).
 * The shapes live beside this file, one file per domain (contract/); this file holds the tables.
 */
import { z } from 'zod';
import { RESTAddress } from '../models/addresses.js';
import { Document, DocumentRequest } from '../models/documents.js';
import { MarketId } from '../models/markets.js';
import { Copies } from '../models/primitives.js';
import { OrderHistoryEntry, OrderReceipt } from '../models/order-history.js';
import { ItemQuote, OrderQuote } from '../models/quotes.js';
import { DeliveryChoice } from './delivery.js';
import { OrderStatusReply, OrderTracking } from '../models/order-tracking.js';
import { StoreItemReferenceOrder, TemplateOrder } from '../models/template-orders.js';
import {
  BaseUrl,
  Environment,
  HookSetting,
  HotFolderLink,
  SyncPreferences,
  UploadPreferences,
} from '../settings/schema.js';
import { Language } from '../settings/locale.js';
import { AccountStatus, ProxyInput, ProxyView, SettingsView, UserRecord } from './account.js';
import {
  DistributionList,
  DistributionListInput,
  DistributionListSummary,
  ListImportInput,
  ListImportPreview,
} from './distribution-lists.js';
import { DocumentTemplate } from './documents.js';
import { FileFixPreviewInput, FixPreview, FixedUploadInput, JobFixPreviewInput } from './fix-preview.js';
import {
  CsvExport,
  SavedFile,
  Empty,
  FolderName,
  FolderPath,
  Id,
  LocalPath,
  Ok,
  RemotePath,
  changesOf,
  nonEmpty,
} from './fields.js';
import {
  FolderNode,
  ItemFindings,
  LibrarySearchInput,
  LibrarySearchResult,
  StoreItemDetails,
  Thumbnail,
  ThumbnailRequest,
} from './library.js';
import { AddressInput, FriendlyId, OrderDraft, RecentOrder, Reorder } from './orders.js';
import {
  ActivityEntry,
  ActivityQuery,
  FolderListing,
  LinkChanges,
  LinkStatus,
  NewLink,
  Preflight,
  SyncStatus,
} from './sync.js';
import { UploadEntry } from './uploads.js';
import { HookDeliveryRow, HooksView } from './hooks.js';
import { BandwidthSetting, BandwidthStatus, PauseRequest } from './bandwidth.js';
import { HotFolderPrinters } from './printers.js';
import {
  HeldFile,
  JobId,
  JobRow,
  LinkSpending,
  OrderRecordPage,
  OrderRecordQuery,
  SettleOrderInput,
} from './jobs.js';

// ---------------------------------------------------------------------------------------------
// The channels

const channel = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

export const channels = {
  // Account and environment
  'account.status': channel(Empty, AccountStatus),
  /**
   * Checks and stores a key. To a plain http:// address that is not this computer the key would
   * travel in clear: refused ('insecure-http') unless the user confirmed it (allowInsecureHttp).
   */
  'account.connect': channel(
    z.strictObject({ key: nonEmpty(512), allowInsecureHttp: z.boolean().default(false) }),
    AccountStatus,
  ),
  /**
   * Checks the key against a custom print service, then switches to it and keeps the key; a plain
   * http:// address of another computer is refused ('insecure-http') unless allowInsecureHttp.
   * `market`: the one the person chose, required where the address's host does not name one (its
   * currency is every amount's from then on); a vendor's host names its own.
   */
  'account.connectService': channel(
    z.strictObject({
      baseUrl: BaseUrl,
      key: nonEmpty(512),
      allowInsecureHttp: z.boolean().default(false),
      market: MarketId.optional(),
    }),
    AccountStatus,
  ),
  'account.signOut': channel(Empty, AccountStatus),
  'account.proxy': channel(ProxyInput, ProxyView),
  /** The signed-in user's whole record (GetUser), for the Account view. */
  'account.user': channel(Empty, UserRecord),
  /**
   * "Save diagnostics…": a support bundle (the logs, the settings without secrets, versions, journal
   * statistics) written to the Downloads folder (else the data folder); answers where.
   */
  'account.saveDiagnostics': channel(Empty, z.strictObject({ file: z.string() })),

  // Settings
  'settings.get': channel(Empty, SettingsView),
  'settings.setEnvironment': channel(z.strictObject({ environment: Environment }), SettingsView),
  /** The preferences it names change; the others keep their value. */
  'settings.setSyncPreferences': channel(changesOf(SyncPreferences), SettingsView),
  'settings.setUploadPreferences': channel(changesOf(UploadPreferences), SettingsView),
  /** The first-run welcome was closed: remembered, so it is not shown again. */
  'settings.dismissWelcome': channel(Empty, SettingsView),
  /** The language of the whole app (window, tray, menus, notifications): system, en or de. */
  'settings.setLanguage': channel(z.strictObject({ language: Language }), SettingsView),

  // Library
  'library.tree': channel(Empty, FolderNode),
  'library.createFolder': channel(z.strictObject({ parentId: Id, name: FolderName }), FolderNode),
  'library.renameFolder': channel(z.strictObject({ folderId: Id, name: FolderName }), Ok),
  'library.search': channel(LibrarySearchInput, LibrarySearchResult),
  'library.item': channel(z.strictObject({ itemId: Id }), StoreItemDetails),
  /** Deletes a print file or document (after the user confirmed); it leaves listings and searches. */
  'library.deleteItem': channel(z.strictObject({ itemId: Id }), Ok),
  /** A page picture drawn from the local copy PrintDesk uploaded; null when there is none. */
  'library.thumbnail': channel(ThumbnailRequest, Thumbnail),
  /** The print checks' findings in the item's local copy, for marks on its pages (or why there are none). */
  'library.findings': channel(z.strictObject({ itemId: Id }), ItemFindings),

  // Uploads
  'uploads.add': channel(
    z.strictObject({ folderPath: RemotePath, paths: z.array(LocalPath).min(1).max(500) }),
    z.strictObject({ uploads: z.array(UploadEntry) }),
  ),
  /**
   * "Fix and upload": the file fixed on a copy (bleed, fonts) and the copy uploaded as `<name>.fixed.pdf`;
   * answers once the upload has ended. Refused when the fixes change nothing in it.
   */
  'uploads.addFixed': channel(FixedUploadInput, UploadEntry),
  'uploads.list': channel(Empty, z.strictObject({ uploads: z.array(UploadEntry) })),
  'uploads.cancel': channel(
    z.strictObject({ uploadId: nonEmpty(64) }),
    z.strictObject({ cancelled: z.boolean() }),
  ),

  // Hot folders
  'sync.status': channel(Empty, SyncStatus),
  'sync.links': channel(Empty, z.strictObject({ links: z.array(LinkStatus) })),
  'sync.addLink': channel(NewLink, HotFolderLink),
  'sync.editLink': channel(z.strictObject({ id: Id, changes: LinkChanges }), HotFolderLink),
  'sync.removeLink': channel(z.strictObject({ id: Id }), Ok),
  'sync.pause': channel(z.strictObject({ linkId: Id.optional() }), SyncStatus),
  'sync.resume': channel(z.strictObject({ linkId: Id.optional() }), SyncStatus),
  /** Retries one failed file (fileKey) or every failed file (no fileKey). */
  'sync.retry': channel(z.strictObject({ fileKey: nonEmpty(8192).optional() }), SyncStatus),
  'sync.activity': channel(
    ActivityQuery,
    z.strictObject({ total: z.int(), entries: z.array(ActivityEntry) }),
  ),
  'sync.exportCsv': channel(ActivityQuery, CsvExport),
  /** The sub-folders of a folder within the home folder and the network shares (no path: those places). */
  'sync.browseFolders': channel(z.strictObject({ path: FolderPath.optional() }), FolderListing),
  /** The system's folder dialog (desktop app): the folder chosen, or null; 'unavailable' headless. */
  'sync.pickFolder': channel(Empty, z.strictObject({ path: z.string().nullable() })),
  /**
   * withThumbnail false: the check before an upload, which shows no first-page picture (drawing one
   * costs); withPagePictures: pictures of the pages with findings (the check before an upload).
   */
  'sync.preflight': channel(
    z.strictObject({
      path: LocalPath,
      withThumbnail: z.boolean().default(true),
      withPagePictures: z.boolean().default(false),
    }),
    Preflight,
  ),
  /** Before "Fix and upload": a local file's pages (`from`, a few at a time) before and after its fixes, on a temporary copy. */
  'sync.fixPreview': channel(FileFixPreviewInput, FixPreview),

  // Upload bandwidth (docs/bandwidth.md)
  /** The limit in force and until when, the measured upload rate, and the pause. */
  'bandwidth.status': channel(Empty, BandwidthStatus),
  /** Sets the whole app's upload limit: off, a rate, or a timetable (`parseBandwidth` reads the text form). */
  'bandwidth.set': channel(z.strictObject({ setting: BandwidthSetting }), BandwidthStatus),
  /** Pauses the hot folders for a number of minutes, until tomorrow (local midnight), or until resumed. */
  'bandwidth.pause': channel(z.strictObject({ request: PauseRequest }), BandwidthStatus),
  /** Ends the pause now. */
  'bandwidth.resume': channel(Empty, BandwidthStatus),

  // Event hooks (docs/hooks.md)
  /** The whole app's hooks and the last deliveries (each hot folder's hooks are on its link). */
  'hooks.status': channel(Empty, HooksView),
  /** Sets the whole app's hooks (an address, a command, or both; none turns them off). */
  'hooks.set': channel(z.strictObject({ hooks: HookSetting }), HooksView),
  /** Sends a test event now to the whole app's hooks and a hot folder's (or every folder's): each answer. */
  'hooks.test': channel(
    z.strictObject({ linkId: Id.optional() }),
    z.strictObject({ deliveries: z.array(HookDeliveryRow) }),
  ),
  /** The data folder's signing secret, shown on request so the person can set up a receiver. */
  'hooks.secret': channel(Empty, z.strictObject({ secret: z.string() })),
  // Hot folders as printers (docs/printer.md)
  /** The printers of the links with "Also as a printer" on, as they run now. */
  'printers.list': channel(Empty, HotFolderPrinters),

  // Documents
  /** Hot-folder jobs, newest first; the approvals are the ones `awaiting-approval`. */
  'jobs.list': channel(Empty, z.strictObject({ jobs: z.array(JobRow) })),
  /** Places an order held for approval (above a limit or the day's budget, or as its ticket asked). */
  'jobs.approve': channel(JobId, JobRow),
  'jobs.discard': channel(JobId, JobRow),
  /**
   * A job its file's preflight holds, whose errors a fix could clear (approval reason `fixable`): every
   * fix is made on a copy and the job goes on with it if that clears them (docs/preflight.md, "Fixes").
   */
  'jobs.fixAndGo': channel(JobId, JobRow),
  /**
   * Before "Fix and go on": pictures of the held file's pages (`from`, a few at a time) as they are and
   * as the fixes `jobs.fixAndGo` makes would have them, made on a temporary copy (Failed/ is only read).
   */
  'jobs.fixPreview': channel(JobFixPreviewInput, FixPreview),
  /** Runs a failed job again from the step it failed at. */
  'jobs.retry': channel(JobId, JobRow),
  /**
   * The file a job holds in Failed/ (its preflight's errors, or a failure) and its report; its path
   * is granted, so `sync.preflight` then gives its findings and page pictures.
   */
  'jobs.heldFile': channel(JobId, HeldFile),
  /** A "Check this order" job: the order number the person found for it (checked against the service). */
  'jobs.settleOrder': channel(SettleOrderInput, JobRow),
  /** A "Check this order" job: the person places its order again, on purpose (kept in the order record). */
  'jobs.placeAgain': channel(JobId, JobRow),
  /** The orders hot-folder jobs placed on this workstation, newest first. */
  'jobs.orderRecord': channel(OrderRecordQuery, OrderRecordPage),
  /** The desktop's save dialog; in a browser the host's download (GET /api/export/hot-folder-orders.csv). */
  'jobs.exportOrderRecord': channel(Empty, SavedFile),
  /** What each order folder spent today, against its daily budget. */
  'jobs.spending': channel(Empty, z.strictObject({ links: z.array(LinkSpending) })),

  'documents.templates': channel(Empty, z.strictObject({ templates: z.array(DocumentTemplate) })),
  'documents.new': channel(z.strictObject({ templateId: Id }), Document),
  /** Creates the document under a multi-level folder path of the library. */
  'documents.save': channel(z.strictObject({ folderPath: RemotePath, document: DocumentRequest }), Document),
  'documents.update': channel(z.strictObject({ document: DocumentRequest }), Ok),
  /**
   * A library document to reopen: the request PrintDesk saved it with and its folder, or nulls when
   * it was made elsewhere (the service cannot return a document's sections).
   */
  'documents.open': channel(
    z.strictObject({ itemId: Id }),
    z.strictObject({ folderPath: z.string().nullable(), document: DocumentRequest.nullable() }),
  ),
  'documents.xml': channel(
    z.strictObject({ document: DocumentRequest }),
    z.strictObject({ xml: z.string() }),
  ),

  // Quotes
  'quotes.newOrderTemplate': channel(Empty, StoreItemReferenceOrder),
  'quotes.newProductTemplate': channel(
    z.strictObject({ template: nonEmpty(64).default('custom'), documentTemplateId: Id }),
    TemplateOrder,
  ),
  /**
   * How the order can ship: every method offered to its recipients with the day it arrives and its
   * charge, and with a "Needed by" date (`needBy`) the cheapest method that makes it (app/delivery/).
   */
  'quotes.delivery': channel(OrderDraft, DeliveryChoice),
  'quotes.order': channel(OrderDraft, OrderQuote),
  'quotes.item': channel(
    z.strictObject({
      template: nonEmpty(64).default('custom'),
      documentTemplateId: Id,
      quantity: Copies,
      shippingMethodId: Id.optional(),
    }),
    ItemQuote,
  ),

  // Orders
  'orders.history': channel(z.strictObject({ friendlyId: FriendlyId }), OrderHistoryEntry),
  'orders.recent': channel(Empty, z.strictObject({ orders: z.array(RecentOrder) })),
  'orders.place': channel(OrderDraft, OrderReceipt),
  /** A past order as a new draft (its lines found again in the library, its recipients, its options): nothing is sent. */
  'orders.reorder': channel(z.strictObject({ friendlyId: FriendlyId }), Reorder),
  /** The order's status number (OrderStatus.values), as the service has it now. */
  'orders.status': channel(
    z.strictObject({ friendlyId: FriendlyId }),
    z.strictObject({ status: OrderStatusReply }),
  ),
  /** Packages per recipient with their tracking numbers and links; empty until the order ships. */
  'orders.tracking': channel(z.strictObject({ friendlyId: FriendlyId }), OrderTracking),

  // Addresses
  'addresses.main': channel(Empty, RESTAddress.nullable()),
  'addresses.list': channel(Empty, z.strictObject({ addresses: z.array(RESTAddress) })),
  'addresses.create': channel(
    z.strictObject({ address: AddressInput, makeMain: z.boolean().default(false) }),
    RESTAddress,
  ),

  // Distribution lists (PrintDesk's own; an order or a hot folder's preset ships to every row)
  'lists.list': channel(Empty, z.strictObject({ lists: z.array(DistributionListSummary) })),
  'lists.get': channel(z.strictObject({ listId: Id }), DistributionList),
  'lists.save': channel(DistributionListInput, DistributionList),
  'lists.delete': channel(z.strictObject({ listId: Id }), Ok),
  /** Reads a CSV (or pasted cells) with a column mapping, guessed when left out; saves nothing. */
  'lists.previewImport': channel(ListImportInput, ListImportPreview),
} as const;

export const events = {
  'account.changed': AccountStatus,
  'settings.changed': SettingsView,
  'upload.changed': UploadEntry,
  'sync.status': SyncStatus,
  'sync.file': ActivityEntry,
  'sync.links': z.strictObject({ links: z.array(LinkStatus) }),
  /** The upload bandwidth changed: the limit in force, the pause, or the measured rate (at most once a second). */
  'bandwidth.changed': BandwidthStatus,
  /** A hot folder's printer started, stopped or failed: every printer as it runs now. */
  'printers.changed': HotFolderPrinters,
  /** A hot-folder job moved on (its row as it is now). */
  'jobs.changed': JobRow,
  /** A hook's delivery was tried (its row as it is now). */
  'hooks.delivery': HookDeliveryRow,
  /** An order this app follows has shipped: sent once per order (the desktop shows a notification). */
  'orders.shipped': z.strictObject({ friendlyId: z.string() }),
  /** The desktop app takes its window to a route (`#/hot-folders?held=…`): a notification was clicked. */
  'window.show': z.strictObject({ route: z.string().regex(/^#\/[a-z-]+(?:\?[^#\s]*)?$/) }),
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
/** Sends one event: its payload's type follows from its name. */
export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;
/** One event as the core delivers it, with its sequence number: narrowing `event` narrows `payload`. */
export type NumberedEvent = {
  [E in EventName]: [event: E, payload: EventPayload<E>, seq: number];
}[EventName];

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
