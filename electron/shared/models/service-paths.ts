/**
 * Where each operation lives and how the key travels: plain constants, kept apart from the wire
 * models so the upload thread can address the service without loading zod.
 */

/** Paths of every operation, relative to the base URL (spec "Endpoints", plus GetShippingOptions/PlaceOrder). */
export const servicePaths = {
  findStoreItems: '/dir/StorageService/FindStoreItems',
  createFolder: '/dir/StorageService/CreateFolder',
  getFolder: '/dir/StorageService/GetFolder',
  updateFolder: '/dir/StorageService/UpdateFolder',
  getStoreItem: '/dir/StorageService/GetStoreItem',
  /** Followed by the folder path, each segment percent-encoded: `/dir/StorageService/Hot%20folders/Brochures`. */
  uploadPrefix: '/dir/StorageService/',
  /** POST with `?filePath=<folder path>` creates; PUT updates. */
  document: '/dir/StorageService/Document',
  getDocumentXml: '/dir/StorageService/Document/GetDocumentXml',
  /** Followed by the document template id. */
  newDocumentPrefix: '/dir/StorageService/NewDocument/',
  getItemQuoteTemplate: '/ord/Orders/GetItemQuote/Template',
  getQuote: '/ord/Orders/GetQuote',
  getShippingOptions: '/ord/Orders/GetShippingOptions',
  placeOrder: '/ord/Orders/PlaceOrder',
  findOrders: '/ord/Orders/FindOrders',
  newStoreItemReferenceOrder: '/ord/Orders/NewStoreItemReferenceOrder',
  /** Followed by `{template}/{documentTemplateId}`. */
  newProductPrefix: '/ord/Orders/NewProduct/',
  /** `/ord/Orders/{orderFriendlyId}/GetOrderHistory`. */
  ordersPrefix: '/ord/Orders/',
  createAddress: '/add/AddressService/CreateAddress',
  getUserMainAddress: '/add/AddressService/GetUserMainAddress',
  user: '/usr/AccountService/user',
} as const;

/** The request header carrying the subscription key. */
export const subscriptionKeyHeader = 'ocp-apim-subscription-key';
