/**
 * Wire models of the print service: one zod schema (and its inferred type) per shape of
 * `print-service-interface.md`, with the spec's PascalCase names. Environment-neutral (zod only):
 * the client parses every response through these, the sandbox checks its own responses against
 * them and writes XML from the enum maps, and the renderer imports the types.
 *
 * Two flavours where they differ:
 * - request schemas (`…Request`, `OrderRequest`, …) are exact: what PrintDesk sends (JSON, enums as ints);
 * - response schemas are liberal where the real service is (service-facts §3): enums as names or
 *   ints, timestamps with or without a zone or as WCF `/Date(ms±zone)/`, `null` for absent
 *   objects, strings and lists, money as a number or a numeric string. They normalize to one
 *   output shape: enums -> ints, timestamps -> ISO strings, money -> numbers, absent text -> '',
 *   absent lists -> [], absent objects -> null.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Enumerations. The spec leaves the numbers open; they are decided here, once (service-facts §7).
// ---------------------------------------------------------------------------------------------

/** A name <-> number enumeration as the service uses it: ints in JSON, names in XML. */
export interface WireEnum<N extends string> {
  readonly values: Readonly<Record<N, number>>;
  /** Flags enums write combinations as space-separated names in XML (.NET `[Flags]` serialization). */
  readonly flags: boolean;
  /** The XML name for a number (flags: space-separated member names); the number itself when unknown. */
  nameOf(value: number): string;
  /** The number for an XML name (flags: names separated by spaces or commas); undefined when unknown. */
  valueOf(name: string): number | undefined;
  /** Liberal response schema: an int, a numeric string or a known name -> the int. */
  readonly wire: z.ZodType<number, unknown>;
}

function wireEnum<const V extends Record<string, number>>(
  label: string,
  values: V,
  flags = false,
): WireEnum<Extract<keyof V, string>> {
  const entries = Object.entries(values);
  const byValue = new Map(entries.map(([n, v]) => [v, n]));
  const byName = new Map(entries.map(([n, v]) => [n.toLowerCase(), v]));
  const nameOf = (value: number): string => {
    const exact = byValue.get(value);
    if (exact !== undefined) return exact;
    if (!flags || value <= 0) return String(value);
    const parts = entries.filter(([, v]) => v > 0 && (value & v) === v && v !== 2147483647).map(([n]) => n);
    return parts.length > 0 ? parts.join(' ') : String(value);
  };
  const valueOf = (name: string): number | undefined => {
    const trimmed = name.trim();
    if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
    const single = byName.get(trimmed.toLowerCase());
    if (single !== undefined || !flags) return single;
    let sum = 0;
    for (const part of trimmed.split(/[\s,]+/)) {
      const v = byName.get(part.toLowerCase());
      if (v === undefined) return undefined;
      sum |= v;
    }
    return sum;
  };
  const wire = z.union([z.int(), z.string()]).transform((v, ctx) => {
    if (typeof v === 'number') return v;
    const n = valueOf(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: `unknown ${label} "${v}"` });
      return z.NEVER;
    }
    return n;
  });
  return { values, flags, nameOf, valueOf, wire };
}

/** StoreItem LevelOfDetail (flags; GetStoreItem, FindStoreItems). */
export const StoreItemLevelOfDetail = wireEnum(
  'StoreItem LevelOfDetail',
  {
    Default: 0,
    IncludeItemData: 1,
    IncludeItemDetails: 2,
    IncludeDescription: 4,
    IncludeSystemDetails: 8,
    IncludeCreatedByUserDetails: 16,
    IncludeFolder: 32,
    IncludeLastModifiedByUserDetails: 64,
    All: 2147483647,
  } as const,
  true,
);

/** Folder LevelOfDetail (GetFolder). Numbers inferred (JSON samples send 0 = Basic). */
export const FolderLevelOfDetail = wireEnum('Folder LevelOfDetail', {
  Basic: 0,
  IncludeSubFolders: 1,
  All: 2,
} as const);

/** FolderScope of a search (FindStoreItems). Default 0 inferred from JSON samples; All 1 decided here. */
export const FolderScope = wireEnum('FolderScope', { Default: 0, All: 1 } as const);

/**
 * WellKnownFolder of a GetFolder request: address a folder by role instead of by id.
 * None 0 = use FolderId; PrintFileInboxFolder 1 = the user's print-file inbox;
 * DocumentTemplatesFolder 2 = the library of document templates.
 */
export const WellKnownFolder = wireEnum('WellKnownFolder', {
  None: 0,
  PrintFileInboxFolder: 1,
  DocumentTemplatesFolder: 2,
} as const);

/** WellKnownFolderType of a StoreFolder: 0 for an ordinary folder (PP JSON). */
export const WellKnownFolderType = wireEnum('WellKnownFolderType', {
  None: 0,
  PersonalStorageRootFolder: 1,
  PrintFileInboxFolder: 2,
  DocumentTemplatesFolder: 3,
} as const);

/** Folder Attributes (flags); only CanBeShared = 8 is evidenced. */
export const FolderAttributes = wireEnum('folder Attributes', { None: 0, CanBeShared: 8 } as const, true);

/** Folder Permissions (flags); 63 = Full on the user's own folders. */
export const FolderPermissions = wireEnum('folder Permissions', { None: 0, Full: 63 } as const, true);

/** SortBy.Property of a store-item search. */
export const SortProperty = wireEnum('SortBy Property', {
  Name: 0,
  Created: 1,
  LastModified: 2,
  LastUsed: 3,
  NumberOfTimesUsedInAnOrder: 4,
} as const);

/** SortBy.Direction of a store-item search. */
export const SortDirection = wireEnum('SortBy Direction', { Ascending: 0, Descending: 1 } as const);

/** Order Status (service-facts §7, seen against production JSON). */
export const OrderStatus = wireEnum('order Status', {
  Submitted: 1,
  Canceled: 18,
  Shipped: 19,
  Processing: 24,
  Current: 100,
  Saved: 101,
  Scheduled: 102,
  Pending: 103,
  Expired: 104,
} as const);

/** Statuses after which an order no longer changes. */
export const finalOrderStatuses: readonly number[] = [
  OrderStatus.values.Canceled,
  OrderStatus.values.Shipped,
  OrderStatus.values.Expired,
];

/** PricingLevel of an order-level offering; only `Order` is evidenced, its number decided here. */
export const PricingLevel = wireEnum('PricingLevel', { LineItem: 0, Order: 1 } as const);

/** PaymentMethodType; 1 = CreditLimit (the JSON 1 pairs with the XML name). */
export const PaymentMethodType = wireEnum('PaymentMethodType', { CreditLimit: 1 } as const);

/** SalutationType of a packaging slip; None = 0 inferred. */
export const SalutationType = wireEnum('SalutationType', { None: 0 } as const);

/** CreditCardType; Visa is the template default (first member). */
export const CreditCardType = wireEnum('CreditCardType', { Visa: 0 } as const);

/** The groups offering details are listed under (JSON object keys; XML `Group` names). */
export const OfferingGroup = wireEnum('offering Group', {
  Other: 0,
  PrintOptions: 1,
  BindingAndCovers: 2,
  TabsAndInserts: 3,
  CustomOptions: 4,
} as const);
export const offeringGroupNames = [
  'Other',
  'PrintOptions',
  'BindingAndCovers',
  'TabsAndInserts',
  'CustomOptions',
] as const;
export type OfferingGroupName = (typeof offeringGroupNames)[number];

/** The shipping methods and their stable ids (service-facts §8.4), fastest last. */
export const shippingMethods = [
  { Id: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db', Name: 'Ground' },
  { Id: '8c09e5e7-b27d-4451-8278-00c7a6923004', Name: '1 to 3 Days' },
  { Id: 'a5dbddce-7f92-4d45-bbfc-3111b47e79ce', Name: 'Two Day Guaranteed' },
  { Id: 'f17e9623-7446-4d20-a1b3-290746356cf5', Name: 'Next Day Guaranteed' },
  { Id: '2a09f181-8f6a-4979-a6f8-edaba6406146', Name: 'Priority Next Day' },
  { Id: '88ce7825-bdf5-43f4-9064-d5d9dadca0f0', Name: 'Early Morning Next Day' },
  { Id: 'fb8abb21-5829-486b-84ce-63d061f21856', Name: 'Priority Next Day (Saturday)' },
] as const;

/** The all-zero GUID the service uses for "not set". */
export const emptyGuid = '00000000-0000-0000-0000-000000000000';

export { servicePaths, subscriptionKeyHeader } from './service-paths.js';

// ---------------------------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------------------------

const guidPattern = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A GUID we send: 8-4-4-4-12 hex. */
export const Guid = z.guid();

/** A GUID we accept: with or without hyphens, any case -> lower-case 8-4-4-4-12. */
export const WireGuid = z
  .string()
  .regex(guidPattern, 'expected a GUID')
  .transform((v) => {
    const hex = v.replace(/-/g, '').toLowerCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });
const guidOrNull = WireGuid.nullish().transform((v) => v ?? null);

const isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
const wcfDatePattern = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/**
 * Converts a wire timestamp to an ISO 8601 string: ISO values are kept as sent (a zone-less one
 * stays zone-less: the service's local time, service-facts §3.3); WCF `/Date(ms±zone)/` (ms are
 * UTC epoch milliseconds, the zone only says where it was local) becomes a UTC `…Z` string.
 * Returns undefined for anything else.
 */
export function normalizeTimestamp(value: string): string | undefined {
  const wcf = wcfDatePattern.exec(value);
  if (wcf) {
    const date = new Date(Number(wcf[1]));
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return isoPattern.test(value) ? value.replace(' ', 'T') : undefined;
}

/** The service's "never" (`0001-01-01T00:00:00`, e.g. LastUsed of a file never ordered). */
export function isUnsetTimestamp(value: string | null | undefined): boolean {
  return value == null || value.startsWith('0001-01-01');
}

/** A timestamp we accept -> ISO string. */
export const WireTimestamp = z.string().transform((v, ctx) => {
  const iso = normalizeTimestamp(v);
  if (iso === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a timestamp, got "${v.slice(0, 40)}"` });
    return z.NEVER;
  }
  return iso;
});
const timestampOrNull = WireTimestamp.nullish().transform((v) => v ?? null);

/** A timestamp we send: ISO 8601 with Z or an offset. */
export const Timestamp = z.iso.datetime({ offset: true });

/** Money we accept: a number or a numeric string (.NET decimal) -> number. */
export const WireMoney = z
  .union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/, 'expected a decimal number')])
  .nullish()
  .transform((v) => (v == null ? 0 : Number(v)));

/** An int we accept: a number or a numeric string; absent -> 0. */
const wireInt = z
  .union([z.int(), z.string().regex(/^-?\d+$/, 'expected an integer')])
  .nullish()
  .transform((v) => (v == null ? 0 : Number(v)));
const wireIntOrNull = z
  .union([z.int(), z.string().regex(/^-?\d+$/, 'expected an integer')])
  .nullish()
  .transform((v) => (v == null ? null : Number(v)));
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .nullish()
  .transform((v) => v === true || v === 'true');
function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
}
const enumOr0 = <N extends string>(e: WireEnum<N>) => e.wire.nullish().transform((v) => v ?? 0);
/** An object whose inner structure the spec does not show (ItemData, ItemDetails, CreditLimit…). */
const opaque = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((v) => v ?? null);

// ---------------------------------------------------------------------------------------------
// Storage: folders, store items, uploads, documents
// ---------------------------------------------------------------------------------------------

export const StorageUserDetails = z.object({
  Id: guidOrNull,
  FirstName: text,
  LastName: text,
  Email: text,
});
export type StorageUserDetails = z.infer<typeof StorageUserDetails>;
const userDetailsOrNull = StorageUserDetails.nullish().transform((v) => v ?? null);

interface StoreFolderShape {
  Id: string;
  ParentFolderId: string | null;
  Name: string;
  Description: string;
  Attributes: number;
  ReferenceData: string;
  Created: string | null;
  OwnerUserDetails: StorageUserDetails | null;
  SubFolders: StoreFolderShape[];
  Permissions: number;
  WellKnownFolderType: number;
}

/** A folder of the library, with its sub-folders (recursive). */
export const StoreFolder: z.ZodType<StoreFolderShape, unknown> = z.lazy(() =>
  z.object({
    Id: WireGuid,
    ParentFolderId: guidOrNull,
    Name: z.string(),
    Description: text,
    Attributes: enumOr0(FolderAttributes),
    ReferenceData: text,
    Created: timestampOrNull,
    OwnerUserDetails: userDetailsOrNull,
    SubFolders: list(StoreFolder),
    Permissions: enumOr0(FolderPermissions),
    WellKnownFolderType: enumOr0(WellKnownFolderType),
  }),
);
export type StoreFolder = StoreFolderShape;

/** `Type` of a store item; other strings are kept as sent. */
export const storeItemTypes = { printFile: 'Printfile', document: 'Document' } as const;

/** A store item: a print file or a document. */
export const StoreItem = z.object({
  Id: WireGuid,
  Folder: StoreFolder.nullish().transform((v) => v ?? null),
  Created: WireTimestamp,
  LastModified: WireTimestamp,
  LastUsed: timestampOrNull,
  Version: wireInt,
  NumberOfTimesUsedInAnOrder: wireInt,
  Name: z.string(),
  Description: text,
  SystemDetails: text,
  ReferenceData: text,
  IsBroken: flag,
  LastModifiedByUserDetails: userDetailsOrNull,
  ItemData: opaque,
  CreatedByUserDetails: userDetailsOrNull,
  ItemDetails: opaque,
  Type: z.string(),
  IsPublishedToAMarketplace: flag,
  IsDeleted: flag,
  GoodsType: guidOrNull,
});
export type StoreItem = z.infer<typeof StoreItem>;

export const StoreItemSearchResult = z.object({
  TotalItemCount: wireInt,
  Items: list(StoreItem),
});
export type StoreItemSearchResult = z.infer<typeof StoreItemSearchResult>;

/** A file entry of an upload result. */
export const FolderFile = z.object({
  Type: text,
  FileId: WireGuid,
  Name: z.string(),
  DateCreated: WireTimestamp,
  IsBroken: flag,
  LastModified: timestampOrNull,
  LastUsed: timestampOrNull,
  PageCount: wireInt,
});
export type FolderFile = z.infer<typeof FolderFile>;

/** The result of an upload: the folder with the newly uploaded file(s) only. */
export const FolderUploadResult = z.object({
  FolderId: WireGuid,
  Name: z.string(),
  Created: timestampOrNull,
  Files: list(FolderFile),
});
export type FolderUploadResult = z.infer<typeof FolderUploadResult>;

const DateRange = z.object({ StartDate: Timestamp.optional(), EndDate: Timestamp.optional() });
const IntegerRange = z.object({ Min: z.int().optional(), Max: z.int().optional() });

export const StoreItemSearchSort = z.object({ Property: z.int(), Direction: z.int() });
export type StoreItemSearchSort = z.infer<typeof StoreItemSearchSort>;

/** The criteria of FindStoreItems (what we send; every field optional). */
export const StoreItemSearchCriteria = z.object({
  SortBy: z.array(StoreItemSearchSort).optional(),
  PageInfo: z.object({ PageSize: z.int().min(1), PageNumber: z.int().min(1) }).optional(),
  SearchString: z.string().optional(),
  Created: DateRange.optional(),
  CreatedBy: Guid.optional(),
  Description: z.string().optional(),
  LastOrdered: DateRange.optional(),
  LastUpdated: DateRange.optional(),
  Name: z.string().optional(),
  Type: z.string().optional(),
  FolderId: Guid.optional(),
  ReferenceData: z.string().optional(),
  LevelOfDetail: z.int().optional(),
  IncludeSubFolders: z.boolean().optional(),
  FolderScope: z.int().optional(),
  OfferingCode: z.string().optional(),
  FolderOwnerUserId: Guid.optional(),
  ItemDetails: z.record(z.string(), z.unknown()).optional(),
  NumberOfTimesUsedInAnOrder: IntegerRange.optional(),
});
export type StoreItemSearchCriteria = z.infer<typeof StoreItemSearchCriteria>;

const NotificationOptions = z.object({ ShouldNotify: z.int() });

export const CreateFolderRequest = z.object({
  ParentFolderId: Guid,
  Name: z.string().min(1),
  Description: z.string().optional(),
  ReferenceData: z.string().optional(),
  NotificationOptions: NotificationOptions.optional(),
  ParentFolderWellKnownType: z.int().optional(),
});
export type CreateFolderRequest = z.infer<typeof CreateFolderRequest>;

/** Address a folder by `FolderId` (WellKnownFolder None) or by role (`WellKnownFolder`). */
export const GetFolderRequest = z.object({
  FolderId: Guid.optional(),
  WellKnownFolder: z.int().optional(),
  LevelOfDetail: z.int().optional(),
});
export type GetFolderRequest = z.infer<typeof GetFolderRequest>;

export const UpdateFolderRequest = z.object({
  FolderId: Guid,
  Name: z.string().min(1).optional(),
  Description: z.string().optional(),
  ReferenceData: z.string().optional(),
  NotificationOptions: NotificationOptions.optional(),
});
export type UpdateFolderRequest = z.infer<typeof UpdateFolderRequest>;

export const GetStoreItemRequest = z.object({ ItemId: Guid, LevelOfDetail: z.int().optional() });
export type GetStoreItemRequest = z.infer<typeof GetStoreItemRequest>;

/** A section of a document: which pages (`Range`, e.g. "[1,10]") of which print file (`Source` = FileId). */
export const DocumentSection = z.object({
  Id: guidOrNull,
  Source: text,
  Range: text,
});
export type DocumentSection = z.infer<typeof DocumentSection>;

export const DocumentProduct = z.object({
  Content: list(DocumentSection),
  Template: text,
  ApplicationId: guidOrNull,
  DocumentTemplateId: guidOrNull,
  Quantity: wireInt,
  DocumentTemplateName: text,
});
export type DocumentProduct = z.infer<typeof DocumentProduct>;

/** A document store item built from a template (response form; also NewDocument). */
export const Document = z.object({
  Id: guidOrNull,
  Name: text,
  Description: text,
  ReferenceData: text,
  Product: DocumentProduct.nullish().transform((v) => v ?? null),
});
export type Document = z.infer<typeof Document>;

/** A document as we send it (create, update, GetDocumentXml). */
export const DocumentRequest = z.object({
  Id: Guid.optional(),
  Name: z.string(),
  Description: z.string().optional(),
  ReferenceData: z.string().optional(),
  Product: z.object({
    Content: z.array(z.object({ Id: Guid.optional(), Source: z.string(), Range: z.string() })),
    Template: z.string().optional(),
    ApplicationId: Guid.optional(),
    DocumentTemplateId: Guid,
    Quantity: z.int().min(0).optional(),
    DocumentTemplateName: z.string().optional(),
  }),
});
export type DocumentRequest = z.infer<typeof DocumentRequest>;

/** A document the service has stored: its Id is set. */
export const SavedDocument = Document.extend({ Id: WireGuid });
export type SavedDocument = z.infer<typeof SavedDocument>;

/** The 2012 form of a create-document reply (service-facts §4.1): the folder with the new `DocumentFile`. */
export const DocumentFolderResult = z.object({
  FolderId: WireGuid,
  Name: text,
  Created: timestampOrNull,
  Documents: z
    .array(
      z.object({
        FileId: WireGuid,
        Name: text,
        DateCreated: timestampOrNull,
        LastModified: timestampOrNull,
        LastUsed: timestampOrNull,
      }),
    )
    .min(1),
});
export type DocumentFolderResult = z.infer<typeof DocumentFolderResult>;

/**
 * The reply to a Document POST (not shown by the spec): either the stored document, or the
 * folder form of the 2012 service. The client turns both into a `SavedDocument`.
 */
export const DocumentCreateReply = z.union([SavedDocument, DocumentFolderResult]);
export type DocumentCreateReply = z.infer<typeof DocumentCreateReply>;

// ---------------------------------------------------------------------------------------------
// Addresses and users
// ---------------------------------------------------------------------------------------------

/** A recipient address inside an order (response form). */
export const Address = z.object({
  FirstName: text,
  LastName: text,
  Street: text,
  ApartmentOrSuite: text,
  CareOf: text,
  City: text,
  StateOrProvince: text,
  Country: text,
  PostalCode: text,
  TelephoneNumber: text,
  Email: text,
  CompanyName: text,
  Name: text,
  IsResidential: flag,
});
export type Address = z.infer<typeof Address>;

/** A recipient address as we send it. */
export const AddressRequest = z.object({
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  Street: z.string(),
  ApartmentOrSuite: z.string().optional(),
  CareOf: z.string().optional(),
  City: z.string(),
  StateOrProvince: z.string(),
  Country: z.string(),
  PostalCode: z.string(),
  TelephoneNumber: z.string().optional(),
  Email: z.string().optional(),
  CompanyName: z.string().optional(),
  Name: z.string().optional(),
  IsResidential: z.boolean(),
});
export type AddressRequest = z.infer<typeof AddressRequest>;

/** An address of the user's address book (response form). */
export const RESTAddress = z.object({
  Id: WireGuid,
  Prefix: text,
  FirstName: text,
  LastName: text,
  CareOf: text,
  CompanyName: text,
  Street: text,
  ApartmentOrSuite: text,
  City: text,
  StateOrProvince: text,
  PostalCode: text,
  Country: text,
  Email: text,
  TelephoneNumber: text,
  TelephoneNumber2: text,
  IsResidential: flag,
  CountryCode: text,
  IsUserMainAddress: flag,
});
export type RESTAddress = z.infer<typeof RESTAddress>;

/** A CreateAddress body: the address without its (server-assigned) id. */
export const CreateAddressRequest = z.object({
  Id: Guid.optional(),
  Prefix: z.string().optional(),
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  CareOf: z.string().optional(),
  CompanyName: z.string().optional(),
  Street: z.string().min(1),
  ApartmentOrSuite: z.string().optional(),
  City: z.string().min(1),
  StateOrProvince: z.string().optional(),
  PostalCode: z.string().min(1),
  Country: z.string().min(1),
  Email: z.string().optional(),
  TelephoneNumber: z.string().optional(),
  TelephoneNumber2: z.string().optional(),
  IsResidential: z.boolean().optional(),
  CountryCode: z.string().optional(),
  IsUserMainAddress: z.boolean().optional(),
});
export type CreateAddressRequest = z.infer<typeof CreateAddressRequest>;

/** The calling user. `Password` is whatever the service sends (normally empty); never shown. */
export const RESTUser = z.object({
  Id: WireGuid,
  CustomId: text,
  Email: text,
  Password: text,
  Enabled: flag,
  CompanyId: guidOrNull,
  OrganizationId: guidOrNull,
  FirstName: text,
  LastName: text,
  Title: text,
  GenderTitle: text,
  DaytimePhoneNumber: text,
  SignUpDate: text,
  LastSignIn: text,
});
export type RESTUser = z.infer<typeof RESTUser>;

// ---------------------------------------------------------------------------------------------
// Orders: requests
// ---------------------------------------------------------------------------------------------

export const StoreItemReference = z.object({
  Id: Guid,
  ReferenceData: z.string().nullable().optional(),
  Version: z.string().nullable().optional(),
});
export type StoreItemReference = z.infer<typeof StoreItemReference>;

export const ItemCustomFieldValue = z.object({ CustomFieldId: Guid, Name: z.string(), Value: z.string() });

export const LineItemRequest = z.object({
  Name: z.string(),
  StoreItemReference,
  Description: z.string().optional(),
  ReferenceData: z.string().optional(),
  Quantity: z.int().min(1),
  ItemCustomFieldValues: z.array(ItemCustomFieldValue).nullable().optional(),
});
export type LineItemRequest = z.infer<typeof LineItemRequest>;

export const RecipientRequest = z.object({
  Address: AddressRequest,
  ReferenceData: z.string().optional(),
  ShipmentNumber: z.int().optional(),
  SignatureReleaseType: z.int().nullable().optional(),
  ShippingMethodId: Guid,
  DistributionListId: Guid.optional(),
  AddressId: Guid.optional(),
});
export type RecipientRequest = z.infer<typeof RecipientRequest>;

export const ShipFromInfo = z.object({
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  Email: z.string().optional(),
  CompanyName: z.string().optional(),
  TelephoneNumber: z.string().optional(),
});
export type ShipFromInfo = z.infer<typeof ShipFromInfo>;

export const PaymentMethodRequest = z.object({
  PaymentMethodType: z.int(),
  CreditLimit: z.record(z.string(), z.unknown()).nullable().optional(),
  CorporateAccount: z.object({ Id: Guid }).nullable().optional(),
  UserPCardPaymentMethod: z
    .object({
      UserPCardId: Guid.nullable(),
      Name: z.string(),
      ExpirationDate: Timestamp,
      Number: z.string(),
      BillingPostalCode: z.string(),
    })
    .nullable()
    .optional(),
  UserCreditCardReferencePaymentMethod: z.object({ Id: Guid }).nullable().optional(),
});
export type PaymentMethodRequest = z.infer<typeof PaymentMethodRequest>;

export const RecipientNotificationOptions = z.object({
  ShouldNotifyRecipients: z.boolean().optional(),
  SendShippingAlerts: z.boolean().optional(),
  BlindCopyOwnerOnShipmentNotification: z.boolean().optional(),
  IncludeSenderContactInformation: z.boolean().optional(),
});

export const OrderOptionsRequest = z.object({
  AdditionalProcessingHours: z.int().min(0).optional(),
  TaxExemptStatusEnabled: z.boolean().optional(),
  RecipientNotificationOptions: RecipientNotificationOptions.nullable().optional(),
});

/** The body of GetQuote, GetShippingOptions and PlaceOrder. */
export const OrderRequest = z.object({
  LineItems: z.array(LineItemRequest).min(1),
  Recipients: z.array(RecipientRequest).min(1),
  SpecialInstructionCodes: z.array(z.string()).optional(),
  DiscountCodes: z.array(z.string()).optional(),
  PaymentMethod: PaymentMethodRequest,
  ShipFromInfo: ShipFromInfo.optional(),
  Options: OrderOptionsRequest.optional(),
});
export type OrderRequest = z.infer<typeof OrderRequest>;

// ---------------------------------------------------------------------------------------------
// Orders: template orders (NewProduct, NewStoreItemReferenceOrder, GetItemQuote/Template)
// ---------------------------------------------------------------------------------------------

const RecipientOfTemplate = z.object({
  Address: Address.nullish().transform((v) => v ?? null),
  ReferenceData: text,
  ShipmentNumber: wireInt,
  SignatureReleaseType: wireIntOrNull,
  ShippingMethodId: guidOrNull,
  DistributionListId: guidOrNull,
  AddressId: guidOrNull,
});

/** A payment method as the service returns it: the type and whatever sub-objects it carries. */
export const PaymentMethod = z
  .looseObject({
    PaymentMethodType: PaymentMethodType.wire.nullish().transform((v) => v ?? null),
  })
  .nullish()
  .transform((v) => v ?? null);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

const ShipFromInfoResponse = z
  .object({ FirstName: text, LastName: text, Email: text, CompanyName: text, TelephoneNumber: text })
  .nullish()
  .transform((v) => v ?? null);

const PackagingSlip = z
  .object({ SalutationType: enumOr0(SalutationType), Memo: text })
  .nullish()
  .transform((v) => v ?? null);

const OrderOptionsResponse = z
  .object({
    AdditionalProcessingHours: wireInt,
    TaxExemptStatusEnabled: flag,
    RecipientNotificationOptions: z
      .object({
        ShouldNotifyRecipients: flag,
        SendShippingAlerts: flag,
        BlindCopyOwnerOnShipmentNotification: flag,
        IncludeSenderContactInformation: flag,
      })
      .nullish()
      .transform((v) => v ?? null),
    OrderShippingType: wireIntOrNull,
  })
  .nullish()
  .transform((v) => v ?? null);

/** `SpecialInstructionCodes` of template orders: `{Code}` objects (plain strings accepted too). */
const SpecialInstructionCodeEntries = list(
  z.union([z.string().transform((Code) => ({ Code })), z.object({ Code: text })]),
);
/** `DiscountCodes` of template orders: `{DiscountCode}` objects (plain strings accepted too). */
const DiscountCodeEntries = list(
  z.union([z.string().transform((DiscountCode) => ({ DiscountCode })), z.object({ DiscountCode: text })]),
);

const templateOrderCommon = {
  Recipients: list(RecipientOfTemplate),
  PaymentMethod,
  SpecialInstructionCodes: SpecialInstructionCodeEntries,
  DiscountCodes: DiscountCodeEntries,
  ShipFromInfo: ShipFromInfoResponse,
  OrderOptions: OrderOptionsResponse,
  PackagingSlip,
  ReferenceNumber: text,
  OrderFriendlyId: text,
};

/** The order template returned by NewProduct (the shape with `Product`). */
export const TemplateOrder = z.object({
  Product: z
    .object({ ApplicationId: guidOrNull, Quantity: wireInt })
    .nullish()
    .transform((v) => v ?? null),
  ...templateOrderCommon,
});
export type TemplateOrder = z.infer<typeof TemplateOrder>;

/** A new store-item-reference order (NewStoreItemReferenceOrder): LineItems instead of Product. */
export const StoreItemReferenceOrder = z.object({
  LineItems: list(
    z.object({
      Name: text,
      Quantity: wireInt,
      ItemCustomFieldValues: list(z.object({ CustomFieldId: guidOrNull, Name: text, Value: text })),
      StoreItemReference: z
        .object({
          Id: guidOrNull,
          ReferenceData: text,
          Version: z
            .union([z.string(), z.int()])
            .nullish()
            .transform((v) => (v == null ? null : String(v))),
        })
        .nullish()
        .transform((v) => v ?? null),
      Description: text,
      ReferenceData: text,
    }),
  ),
  ...templateOrderCommon,
});
export type StoreItemReferenceOrder = z.infer<typeof StoreItemReferenceOrder>;

const PaymentMethodOfTemplate = z.object({
  PaymentMethodType: z.int(),
  CreditCard: z
    .object({
      Number: z.string(),
      NameOnCard: z.string(),
      BillingPostalCode: z.string(),
      CreditCardType: z.int(),
      ExpirationMonth: z.int().min(1).max(12),
      ExpirationYear: z.int(),
    })
    .nullable()
    .optional(),
  CreditLimit: z.record(z.string(), z.unknown()).nullable().optional(),
  CorporateAccount: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** The body of GetItemQuote/Template: quote one product made from a document template. */
export const ItemQuoteRequest = z.object({
  Product: z.object({ ApplicationId: Guid, Quantity: z.int().min(1) }),
  Recipients: z.array(RecipientRequest).optional(),
  PaymentMethod: PaymentMethodOfTemplate.optional(),
  SpecialInstructionCodes: z.array(z.object({ Code: z.string() })).optional(),
  DiscountCodes: z.array(z.object({ DiscountCode: z.string() })).optional(),
  ShipFromInfo: ShipFromInfo.optional(),
  OrderOptions: OrderOptionsRequest.extend({ OrderShippingType: z.int().optional() }).optional(),
  PackagingSlip: z.object({ SalutationType: z.int(), Memo: z.string() }).optional(),
  ReferenceNumber: z.string().optional(),
  OrderFriendlyId: z.string().optional(),
});
export type ItemQuoteRequest = z.infer<typeof ItemQuoteRequest>;

// ---------------------------------------------------------------------------------------------
// Orders: quotes, shipping options, receipts, history
// ---------------------------------------------------------------------------------------------

export const ItemOfferingDetail = z.object({
  OfferingId: WireGuid,
  OfferingName: text,
  OfferingTypeId: guidOrNull,
  OfferingTypeName: text,
  Quantity: wireInt,
  ListPrice: WireMoney,
  Price: WireMoney,
  ListOneTimeCharge: WireMoney,
  OneTimeCharge: WireMoney,
  ProductionHoursRequired: wireInt,
  DiscountedAmount: WireMoney,
  DiscountedOneTimeChargeAmount: WireMoney,
  OfferingRetirementDate: timestampOrNull,
  OfferingExpirationDate: timestampOrNull,
});
export type ItemOfferingDetail = z.infer<typeof ItemOfferingDetail>;

export type GroupedOfferingDetails = Record<OfferingGroupName, ItemOfferingDetail[]>;

const emptyGroups = (): GroupedOfferingDetails => ({
  Other: [],
  PrintOptions: [],
  BindingAndCovers: [],
  TabsAndInserts: [],
  CustomOptions: [],
});

/**
 * Offering details grouped by name. JSON: an object with one array per group name; the XML form
 * (and some JSON) lists `{Group, Details}` entries with the group as a name or an int. Both become the object.
 */
export const GroupedOfferings = z
  .union([
    z.array(z.object({ Group: OfferingGroup.wire, Details: list(ItemOfferingDetail) })),
    z.partialRecord(z.enum(offeringGroupNames), list(ItemOfferingDetail)),
  ])
  .nullish()
  .transform((v): GroupedOfferingDetails => {
    const groups = emptyGroups();
    if (v == null) return groups;
    if (Array.isArray(v)) {
      for (const entry of v) {
        const name = (offeringGroupNames[entry.Group] ?? 'Other') as OfferingGroupName;
        groups[name].push(...entry.Details);
      }
      return groups;
    }
    for (const name of offeringGroupNames) groups[name] = v[name] ?? [];
    return groups;
  });

const financialFields = [
  'NonDeliveryAdjustmentSubtotal',
  'NonDeliveryDiscountAdjustmentSubtotal',
  'NonDeliveryDiscountSubtotal',
  'NonDeliverySubtotal',
  'NonDeliveryOneTimeChargeAdjustmentSubtotal',
  'NonDeliveryOneTimeChargeDiscountAdjustmentSubtotal',
  'NonDeliveryOneTimeChargeDiscountSubtotal',
  'NonDeliveryOneTimeChargeSubtotal',
  'DeliveryAdjustmentSubtotal',
  'DeliveryDiscountAdjustmentSubtotal',
  'DeliveryDiscountSubtotal',
  'DeliverySubtotal',
  'TaxAdjustmentSubtotal',
  'TaxSubtotal',
  'AdjustmentSubtotal',
  'DiscountSubtotal',
  'Subtotal',
  'Total',
  'HandlingSubtotal',
  'HandlingDiscountSubtotal',
  'HandlingOneTimeChargeSubtotal',
  'HandlingOneTimeChargeDiscountSubtotal',
  'HandlingAdjustmentSubtotal',
  'HandlingDiscountAdjustmentSubtotal',
  'HandlingOneTimeChargeAdjustmentSubtotal',
  'HandlingOneTimeChargeDiscountAdjustmentSubtotal',
] as const;
export type FinancialField = (typeof financialFields)[number];

/** The money summary of a quote or receipt; `Total` is required, the rest default to 0. */
export const FinancialDetail = z.object({
  ...(Object.fromEntries(financialFields.map((f) => [f, WireMoney])) as Record<
    FinancialField,
    typeof WireMoney
  >),
  Total: z
    .union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/, 'expected a decimal number')])
    .transform(Number),
});
export type FinancialDetail = z.infer<typeof FinancialDetail>;
export { financialFields };

const lineItemDetailFields = {
  LineItemId: WireGuid,
  OfferingDetails: GroupedOfferings,
  Price: WireMoney,
  OneTimeCharge: WireMoney,
  Discount: WireMoney,
  Adjustment: WireMoney,
  OneTimeChargeDiscount: WireMoney,
  OneTimeChargeAdjustment: WireMoney,
  DiscountAdjustment: WireMoney,
  OneTimeChargeDiscountAdjustment: WireMoney,
  ReferenceData: text,
  Quantity: wireInt,
  ProductionHoursRequired: wireInt,
};
export const LineItemQuoteDetail = z.object(lineItemDetailFields);
export type LineItemQuoteDetail = z.infer<typeof LineItemQuoteDetail>;

export const RecipientQuoteDetail = z.object({
  RecipientId: WireGuid,
  Tax: WireMoney,
  ExpectedShipDate: timestampOrNull,
  ExpectedDeliveryDate: timestampOrNull,
  DeliveryCharge: WireMoney,
  EstimatedPackageCount: wireInt,
  ReferenceData: text,
  DeliveryDiscount: WireMoney,
  DeliveryTax: WireMoney,
});
export type RecipientQuoteDetail = z.infer<typeof RecipientQuoteDetail>;

export const OrderOfferingQuoteDetail = z.object({
  OfferingId: WireGuid,
  Price: WireMoney,
  OneTimeCharge: WireMoney,
  Discount: WireMoney,
  OneTimeChargeDiscount: WireMoney,
  PricingLevel: enumOr0(PricingLevel),
  Quantity: wireInt,
  OfferingTypeId: guidOrNull,
  ProductionHoursRequired: wireInt,
});
export type OrderOfferingQuoteDetail = z.infer<typeof OrderOfferingQuoteDetail>;

export const DiscountDetail = z.object({
  DiscountCode: text,
  NonDeliveryDiscountSubtotal: WireMoney,
  NonDeliveryOneTimeChargeDiscountSubtotal: WireMoney,
  DeliveryDiscountSubtotal: WireMoney,
  HandlingDiscountSubtotal: WireMoney,
  HandlingOneTimeChargeDiscountSubtotal: WireMoney,
});
export type DiscountDetail = z.infer<typeof DiscountDetail>;

const quoteFields = {
  OrderId: WireGuid,
  FinancialDetail,
  LineItemDetails: list(LineItemQuoteDetail),
  RecipientDetails: list(RecipientQuoteDetail),
  OfferingDetails: list(OrderOfferingQuoteDetail),
  DiscountDetails: list(DiscountDetail),
  CutoffDate: timestampOrNull,
  EarliestPossibleShipDate: timestampOrNull,
  EarliestExpectedDeliveryDate: timestampOrNull,
  TotalEstimatedPackageCount: wireInt,
  TotalProductionHoursRequired: wireInt,
};

/** The response of GetQuote. */
export const OrderQuote = z.object(quoteFields);
export type OrderQuote = z.infer<typeof OrderQuote>;

/** The response of GetItemQuote/Template. */
export const ItemQuote = z.object({
  PricingDetails: z.object({
    ListPrice: WireMoney,
    Price: WireMoney,
    ListOneTimeCharge: WireMoney,
    OneTimeCharge: WireMoney,
    ProductionHoursRequired: wireInt,
  }),
  OfferingDetails: GroupedOfferings,
  Measurements: z
    .object({ Length: WireMoney, Width: WireMoney, Height: WireMoney, Height2: WireMoney, Weight: WireMoney })
    .nullish()
    .transform((v) => v ?? null),
});
export type ItemQuote = z.infer<typeof ItemQuote>;

export const DeliveryOptionQuote = z.object({
  ShippingMethodDetail: z.object({ Id: WireGuid, Name: z.string() }),
  DeliveryCommitmentDate: timestampOrNull,
  DeliveryCharge: WireMoney,
});
export type DeliveryOptionQuote = z.infer<typeof DeliveryOptionQuote>;

/** The response of GetShippingOptions (`OrderAvailableDeliveryOptions`). */
export const ShippingOptions = z.object({
  AdditionalProcessingHoursAllowed: wireInt,
  ShipDate: timestampOrNull,
  AvailableDeliveryOptionsPerRecipient: list(
    z.object({
      RecipientId: guidOrNull,
      RecipientReferenceData: text,
      DeliveryOptionQuotes: list(DeliveryOptionQuote),
    }),
  ),
});
export type ShippingOptions = z.infer<typeof ShippingOptions>;

/** Receipt fields beyond a quote: friendly ids, submission time and status. */
const receiptFields = {
  ...quoteFields,
  LineItemDetails: list(LineItemQuoteDetail.extend({ LineItemFriendlyId: text })),
  OrderFriendlyId: z.string().min(1),
  Submitted: timestampOrNull,
  Status: enumOr0(OrderStatus),
  /** Inner structure not shown by the spec; kept as sent (JSON name, or the XML dictionary name). */
  RecipientShippedPackages: z.unknown().optional(),
};

/** The response of PlaceOrder (`OrderReceipt`). */
export const OrderReceipt = z.object(receiptFields);
export type OrderReceipt = z.infer<typeof OrderReceipt>;

export const HistoryOrder = z.object({
  Id: WireGuid,
  FriendlyId: z.string(),
  ReferenceData: text,
  Status: enumOr0(OrderStatus),
  ShipFromInfo: ShipFromInfoResponse,
  PaymentMethod,
  Recipients: list(
    z.object({
      Id: guidOrNull,
      ReferenceData: text,
      ShipmentNumber: wireInt,
      Address: Address.nullish().transform((v) => v ?? null),
      SourceDistributionList: z
        .object({ Id: guidOrNull, Name: text })
        .nullish()
        .transform((v) => v ?? null),
      ShippingDetails: z
        .object({
          ShippingMethodId: guidOrNull,
          ShippingMethodName: text,
          SignatureReleaseType: wireIntOrNull,
        })
        .nullish()
        .transform((v) => v ?? null),
      SourceAddressId: guidOrNull,
      SourceAddressVersion: wireInt,
      VATId: text,
    }),
  ),
  LineItems: list(
    z.object({
      Id: guidOrNull,
      DataSourceUri: text,
      DefaultRecipientQuantity: wireInt,
      Description: text,
      Name: text,
      ReferenceData: text,
      ShouldStaySynchronizedWithSource: flag,
      SystemDescription: text,
      ItemData: opaque,
      HasBeenModifiedBeyondSource: flag,
      GoodsType: guidOrNull,
      Rating: wireInt,
    }),
  ),
  ApplicationId: guidOrNull,
  ApplicationSpecificSubId: text,
  OwnerUserId: guidOrNull,
  Name: text,
  Description: text,
  Created: timestampOrNull,
  LastModified: timestampOrNull,
  Options: OrderOptionsResponse,
  PackagingSlip,
  TotalProductionHoursRequired: wireInt,
  Offerings: list(z.object({ OfferingId: guidOrNull, OfferingTypeId: guidOrNull, OfferingName: text })),
  Discounts: list(z.object({ Code: text, Description: text, Name: text, DiscountTypeName: text })),
  AdditionalProcessingHoursGranted: wireInt,
  TaxExemptStatusEnabled: flag,
});
export type HistoryOrder = z.infer<typeof HistoryOrder>;

/** The response of GetOrderHistory. */
export const OrderHistoryEntry = z.object({
  Order: HistoryOrder,
  Receipt: OrderReceipt.nullish().transform((v) => v ?? null),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** The error body the service sends (`{ErrorCode, Message}`, service-facts §6). */
export const ServiceErrorBody = z.object({
  ErrorCode: z.string(),
  Message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type ServiceErrorBody = z.infer<typeof ServiceErrorBody>;

/** ErrorCodes with which the real service reports its own faults under HTTP 400 (service-facts §6). */
export const serverFaultErrorCodes: readonly string[] = [
  'UnexpectedServerErrorOccurred',
  'InternalServerError',
];
