/**
 * The XML names every sandbox reply shares (spec "Resources" XML notes, docs/service-facts.md §3): renamed
 * elements, item names of lists, and the enums written as names. Replies add their own on top.
 */
import {
  CreditCardType,
  FolderAttributes,
  FolderPermissions,
  OfferingGroup,
  OrderStatus,
  PaymentMethodType,
  PricingLevel,
  SalutationType,
  WellKnownFolderType,
} from '../../shared/models/enums.js';
import type { XmlNaming } from './xml.js';

export const xmlDefaults: Omit<XmlNaming, 'root'> = {
  rename: {
    OwnerUserDetails: 'StorageUserDetails',
    SubFolders: 'StoreFolders',
    Items: 'StoreItems',
  },
  items: {
    SubFolders: 'StoreFolder',
    Items: 'StoreItem',
    Files: 'File',
    Documents: 'DocumentFile',
    Content: 'DocumentSection',
    content: 'DocumentSection',
  },
  enums: {
    Attributes: FolderAttributes,
    Permissions: FolderPermissions,
    WellKnownFolderType,
    Status: OrderStatus,
    PricingLevel,
    Group: OfferingGroup,
    SalutationType,
    PaymentMethodType,
    CreditCardType,
  },
};
