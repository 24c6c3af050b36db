/**
 * Enumerations of the print service. The spec leaves the numbers open; they are decided here, once
 * (docs/service-facts.md §7).
 */
import { wireEnum } from './wire-enum.js';

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

/** Order Status (docs/service-facts.md §7, seen against production JSON). */
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

/** Statuses after which an order no longer changes (the order watch stops following it). */
export const finalOrderStatuses: readonly number[] = [
  OrderStatus.values.Canceled,
  OrderStatus.values.Shipped,
  OrderStatus.values.Expired,
];

/** PricingLevel of an order-level offering; only `Order` is evidenced, its number decided here. */
export const PricingLevel = wireEnum('PricingLevel', { LineItem: 0, Order: 1 } as const);

/**
 * PaymentMethodType; 1 = CreditLimit (the JSON 1 pairs with the XML name). CorporateAccount and
 * UserPCard are numbered here in the order their sub-objects come (docs/service-facts.md §3.1).
 */
export const PaymentMethodType = wireEnum('PaymentMethodType', {
  CreditLimit: 1,
  CorporateAccount: 2,
  UserPCard: 3,
} as const);

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
export type OfferingGroupName = keyof typeof OfferingGroup.values;
export const offeringGroupNames = Object.keys(OfferingGroup.values) as [
  OfferingGroupName,
  ...OfferingGroupName[],
];

/** The shipping methods and their stable ids (docs/service-facts.md §8.4), fastest last. */
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
