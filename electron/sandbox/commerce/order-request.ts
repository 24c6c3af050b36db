/**
 * Reading an OrderRequest (GetShippingOptions, GetQuote, PlaceOrder): every field checked and
 * named when wrong, line items resolved to the caller's store items and what they print, recipients
 * resolved to addresses (given inline or by `AddressId` from the address book).
 */
import { invalidField, SandboxError } from '../kernel/errors.js';
import {
  optionalArray,
  optionalBool,
  optionalGuid,
  optionalInt,
  optionalObject,
  optionalString,
  requiredGuid,
} from '../kernel/fields.js';
import type { StateReader } from '../kernel/state.js';
import { parseRange } from '../storage/documents.js';
import { visibleItem } from '../kernel/records.js';
import type { ItemRecord } from '../kernel/records.js';
import { ADDRESSES, recipientAddressOf } from './address-book.js';
import type { AddressRecord } from './address-book.js';
import { PRESENTATION_TEMPLATE_ID } from '../market/catalog.js';
import type { Catalog, DocumentTemplate } from '../market/catalog.js';
import { readPayment } from './payment.js';
import type { RecordedPayment } from './payment.js';
import type { LineToPrice, OrderToPrice, PrintJob } from './pricing.js';
import { readRecipientAddress } from './postal-address.js';
import type { RecipientAddress } from './postal-address.js';

type Body = Readonly<Record<string, unknown>>;

export interface OrderLine extends LineToPrice {
  readonly item: ItemRecord;
  readonly name: string;
  readonly description: string;
}

export interface OrderRecipient {
  readonly address: RecipientAddress;
  /** Undefined only where a method is not needed yet (GetShippingOptions). */
  readonly shippingMethodId: string | undefined;
  readonly referenceData: string;
  readonly shipmentNumber: number;
  readonly signatureReleaseType: number;
  readonly addressId: string | null;
}

export interface OrderOptions {
  readonly additionalProcessingHours: number;
  readonly taxExempt: boolean;
  readonly recipientNotifications: {
    readonly ShouldNotifyRecipients: boolean;
    readonly SendShippingAlerts: boolean;
    readonly BlindCopyOwnerOnShipmentNotification: boolean;
    readonly IncludeSenderContactInformation: boolean;
  };
}

export interface ShipFrom {
  readonly FirstName: string;
  readonly LastName: string;
  readonly Email: string;
  readonly CompanyName: string;
  readonly TelephoneNumber: string;
}

export interface PackagingSlip {
  readonly SalutationType: number;
  readonly Memo: string;
}

export interface OrderDraft {
  readonly lines: readonly OrderLine[];
  readonly recipients: readonly OrderRecipient[];
  readonly discountCodes: readonly string[];
  /** The buyer's special-instruction codes, blanks dropped (a blank order template carries one empty code). */
  readonly specialInstructionCodes: readonly string[];
  readonly payment: RecordedPayment | undefined;
  readonly shipFrom: ShipFrom | undefined;
  readonly options: OrderOptions;
  readonly packagingSlip: PackagingSlip;
  readonly referenceNumber: string;
}

/** Processing a client may ask for on top of production: up to 30 days. */
const MAX_ADDITIONAL_PROCESSING_HOURS = 720;

function objectAt(list: unknown[], index: number, field: string): Body {
  const value = list[index];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidField(`${field}[${index}]`, 'expected an object');
  }
  return value as Body;
}

/**
 * What a store item prints. A document prints its sections with its template's offerings; a print
 * file ordered on its own is made up as the standard presentation booklet.
 */
export function printJobOf(catalog: Catalog, item: ItemRecord, field: string): PrintJob {
  if (item.userId === null) {
    throw invalidField(field, `'${item.name}' is a document template; order a document made from it`);
  }
  if (item.type === 'Printfile' || !item.product) {
    const template = catalog.findTemplate(PRESENTATION_TEMPLATE_ID) as DocumentTemplate;
    return checkedJob(template, item.pageCount, 1, item, field);
  }
  const template = catalog.findTemplate(item.product.templateId);
  if (!template) {
    throw invalidField(
      field,
      `document '${item.name}' uses template ${item.product.templateId}, which the catalog does not offer`,
    );
  }
  const pageCount = item.product.sections.reduce((total, section) => {
    const [first, last] = parseRange(field, section.range);
    return total + last - first + 1;
  }, 0);
  return checkedJob(template, pageCount, item.product.sections.length, item, field);
}

function checkedJob(
  template: DocumentTemplate,
  pageCount: number,
  sectionCount: number,
  item: ItemRecord,
  field: string,
): PrintJob {
  if (pageCount > template.maxPages) {
    throw invalidField(
      field,
      `store item '${item.name}' has ${pageCount} pages; '${template.name}' takes at most ${template.maxPages}`,
    );
  }
  return { template, pageCount, sectionCount };
}

function readLine(
  catalog: Catalog,
  state: StateReader,
  userId: string,
  body: Body,
  index: number,
): OrderLine {
  const prefix = `LineItems[${index}]`;
  const reference = optionalObject(body, 'StoreItemReference', prefix);
  if (!reference) {
    throw invalidField(`${prefix}.StoreItemReference`, 'is required (an object with the store item Id)');
  }
  const idField = `${prefix}.StoreItemReference.Id`;
  const id = requiredGuid(reference, 'Id', `${prefix}.StoreItemReference`);
  const item = visibleItem(state, userId, id);
  if (!item) throw new SandboxError(404, 'NotFound', `${idField}: store item ${id} was not found`);
  const quantity = optionalInt(body, 'Quantity', prefix, { min: 1, max: 100_000 });
  if (quantity === undefined) {
    throw invalidField(`${prefix}.Quantity`, 'is required (a whole number of copies, at least 1)');
  }
  return {
    ...printJobOf(catalog, item, idField),
    item,
    quantity,
    name: optionalString(body, 'Name', prefix) || item.name,
    description: optionalString(body, 'Description', prefix) ?? '',
    referenceData: optionalString(body, 'ReferenceData', prefix) ?? '',
  };
}

function readRecipient(
  state: StateReader,
  userId: string,
  body: Body,
  index: number,
  needMethod: boolean,
): OrderRecipient {
  const prefix = `Recipients[${index}]`;
  const addressId = optionalGuid(body, 'AddressId', prefix) ?? null;
  const inline = optionalObject(body, 'Address', prefix);
  let address: RecipientAddress;
  if (inline && (inline.Street !== undefined || !addressId)) {
    address = readRecipientAddress(inline, `${prefix}.Address`);
  } else if (addressId) {
    const record = state.get<AddressRecord>(ADDRESSES, addressId);
    if (!record || record.userId !== userId) {
      throw new SandboxError(404, 'NotFound', `${prefix}.AddressId: address ${addressId} was not found`);
    }
    address = recipientAddressOf(record.address);
  } else {
    throw invalidField(`${prefix}.Address`, 'is required (or give the AddressId of a saved address)');
  }
  const shippingMethodId = optionalGuid(body, 'ShippingMethodId', prefix);
  if (needMethod && shippingMethodId === undefined) {
    throw invalidField(
      `${prefix}.ShippingMethodId`,
      'is required (the Id of a method from GetShippingOptions)',
    );
  }
  return {
    address,
    shippingMethodId,
    referenceData: optionalString(body, 'ReferenceData', prefix) ?? '',
    shipmentNumber: optionalInt(body, 'ShipmentNumber', prefix, { min: 0 }) ?? 0,
    signatureReleaseType: optionalInt(body, 'SignatureReleaseType', prefix, { min: 0 }) ?? 0,
    addressId,
  };
}

/** Codes as plain strings (OrderRequest) or `{Code}` / `{DiscountCode}` objects (template orders). */
function readCodes(body: Body, field: string, objectKey: string): string[] {
  const list = optionalArray(body, field) ?? [];
  return list.map((entry, index) => {
    const code =
      typeof entry === 'object' && entry !== null && !Array.isArray(entry)
        ? (entry as Body)[objectKey]
        : entry;
    if (typeof code !== 'string') {
      throw invalidField(`${field}[${index}]`, `expected a string or {"${objectKey}": "..."}`);
    }
    return code;
  });
}

function readOptions(body: Body): OrderOptions {
  const options = optionalObject(body, 'Options') ?? optionalObject(body, 'OrderOptions') ?? {};
  const prefix = body.Options !== undefined ? 'Options' : 'OrderOptions';
  const notifications = optionalObject(options, 'RecipientNotificationOptions', prefix) ?? {};
  const notificationPrefix = `${prefix}.RecipientNotificationOptions`;
  const flag = (name: string): boolean => optionalBool(notifications, name, notificationPrefix) ?? false;
  return {
    additionalProcessingHours:
      optionalInt(options, 'AdditionalProcessingHours', prefix, {
        min: 0,
        max: MAX_ADDITIONAL_PROCESSING_HOURS,
      }) ?? 0,
    taxExempt: optionalBool(options, 'TaxExemptStatusEnabled', prefix) ?? false,
    recipientNotifications: {
      ShouldNotifyRecipients: flag('ShouldNotifyRecipients'),
      SendShippingAlerts: flag('SendShippingAlerts'),
      BlindCopyOwnerOnShipmentNotification: flag('BlindCopyOwnerOnShipmentNotification'),
      IncludeSenderContactInformation: flag('IncludeSenderContactInformation'),
    },
  };
}

function readShipFrom(body: Body): ShipFrom | undefined {
  const shipFrom = optionalObject(body, 'ShipFromInfo');
  if (!shipFrom) return undefined;
  const text = (name: string): string => optionalString(shipFrom, name, 'ShipFromInfo') ?? '';
  return {
    FirstName: text('FirstName'),
    LastName: text('LastName'),
    Email: text('Email'),
    CompanyName: text('CompanyName'),
    TelephoneNumber: text('TelephoneNumber'),
  };
}

function readPackagingSlip(body: Body): PackagingSlip {
  const slip = optionalObject(body, 'PackagingSlip') ?? {};
  return {
    SalutationType: optionalInt(slip, 'SalutationType', 'PackagingSlip', { min: 0 }) ?? 0,
    Memo: optionalString(slip, 'Memo', 'PackagingSlip') ?? '',
  };
}

export interface ReadOrderOptions {
  /** Recipients must name their shipping method (quotes and orders, not shipping options). */
  readonly needShippingMethod: boolean;
  /** A payment method must be given (PlaceOrder). */
  readonly needPayment: boolean;
}

export function readOrderRequest(
  catalog: Catalog,
  state: StateReader,
  userId: string,
  body: Body,
  opts: ReadOrderOptions,
): OrderDraft {
  const lineBodies = optionalArray(body, 'LineItems');
  if (!lineBodies || lineBodies.length === 0) {
    throw invalidField('LineItems', 'is required (at least one line item)');
  }
  const recipientBodies = optionalArray(body, 'Recipients');
  if (!recipientBodies || recipientBodies.length === 0) {
    throw invalidField('Recipients', 'is required (at least one recipient)');
  }
  const lines = lineBodies.map((_, index) =>
    readLine(catalog, state, userId, objectAt(lineBodies, index, 'LineItems'), index),
  );
  const recipients = recipientBodies.map((_, index) =>
    readRecipient(
      state,
      userId,
      objectAt(recipientBodies, index, 'Recipients'),
      index,
      opts.needShippingMethod,
    ),
  );
  const payment = readPayment(body);
  if (opts.needPayment && payment === undefined) {
    throw invalidField('PaymentMethod.PaymentMethodType', 'is required to place an order (1 = CreditLimit)');
  }
  return {
    lines,
    recipients,
    discountCodes: readCodes(body, 'DiscountCodes', 'DiscountCode'),
    specialInstructionCodes: [
      ...new Set(readCodes(body, 'SpecialInstructionCodes', 'Code').map((code) => code.trim())),
    ].filter(Boolean),
    payment,
    shipFrom: readShipFrom(body),
    options: readOptions(body),
    packagingSlip: readPackagingSlip(body),
    referenceNumber: optionalString(body, 'ReferenceNumber') ?? '',
  };
}

/** The pricing input of a draft whose recipients all name a shipping method. */
export function toPricing(draft: OrderDraft, now: Date): OrderToPrice {
  return {
    lines: draft.lines,
    recipients: draft.recipients.map((recipient) => ({
      destination: { country: recipient.address.Country, stateOrProvince: recipient.address.StateOrProvince },
      shippingMethodId: recipient.shippingMethodId ?? '',
      referenceData: recipient.referenceData,
    })),
    discountCodes: draft.discountCodes,
    additionalProcessingHours: draft.options.additionalProcessingHours,
    taxExempt: draft.options.taxExempt,
    now,
  };
}
