/**
 * Placed orders: PlaceOrder and the seed store them, GetOrderHistory reads them. A record keeps the
 * order's history entry in its JSON wire form (`Order` + `Receipt`), written once when placed.
 */
import { emptyGuid, OrderStatus, PaymentMethodType } from '../../shared/models/enums.js';
import type { StateReader, StoredRecord, Transaction } from '../kernel/state.js';
import { GOODS_TYPE } from '../storage/present.js';
import { recordItemUse } from '../kernel/records.js';
import type { SandboxUser } from '../kernel/users.js';
import { mainAddress } from './address-book.js';
import { lineItemFriendlyId, newOrderFriendlyId } from './friendly-ids.js';
import type { OrderDraft, ShipFrom } from './order-request.js';
import type { PricedOrder } from './pricing.js';
import { freshIds, quoteBody } from './quote-body.js';
import type { QuoteIds } from './quote-body.js';

export const ORDERS = 'orders';

/** The client application orders are placed through (the id the real service's samples show, docs/service-facts.md §9). */
export const APPLICATION_ID = '33f86fdf-7b05-45ae-88c0-de4d623b3e6c';

type Json = Record<string, unknown>;

export interface OrderRecord extends StoredRecord {
  readonly userId: string;
  readonly friendlyId: string;
  readonly created: string;
  readonly history: { readonly Order: Json; readonly Receipt: Json };
}

export function findOrder(state: StateReader, userId: string, friendlyId: string): OrderRecord | undefined {
  return state.find<OrderRecord>(
    ORDERS,
    (record) => record.userId === userId && record.friendlyId === friendlyId,
  );
}

/** Who the order ships from when the request does not say: the account (docs/service-facts.md §4.2). */
function accountShipFrom(tx: Transaction, user: SandboxUser): ShipFrom {
  return {
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    CompanyName: mainAddress(tx, user.id)?.address.CompanyName ?? '',
    TelephoneNumber: user.daytimePhoneNumber,
  };
}

const discountTypeNames = {
  'percent-off-printing': 'PercentageOffNonDelivery',
  'amount-off-printing': 'AmountOffNonDelivery',
  'free-delivery': 'FreeDelivery',
} as const;

interface PlacedIds extends QuoteIds {
  readonly friendlyId: string;
}

function historyOrder(
  tx: Transaction,
  user: SandboxUser,
  draft: OrderDraft,
  quote: PricedOrder,
  ids: PlacedIds,
  now: string,
): Json {
  const offerings = new Map<string, Json>();
  for (const line of quote.lines) {
    for (const detail of line.details) {
      const { offering } = detail;
      offerings.set(offering.id, {
        OfferingId: offering.id,
        OfferingTypeId: offering.type.id,
        OfferingName: offering.name,
      });
    }
  }
  const fee = quote.orderFee.offering;
  offerings.set(fee.id, { OfferingId: fee.id, OfferingTypeId: fee.type.id, OfferingName: fee.name });
  return {
    Id: ids.orderId,
    FriendlyId: ids.friendlyId,
    ReferenceData: draft.referenceNumber,
    Status: OrderStatus.values.Submitted,
    ShipFromInfo: draft.shipFrom ?? accountShipFrom(tx, user),
    PaymentMethod: draft.payment ?? { PaymentMethodType: PaymentMethodType.values.CreditLimit },
    Recipients: draft.recipients.map((recipient, index) => ({
      Id: ids.recipientIds[index],
      ReferenceData: recipient.referenceData,
      ShipmentNumber: recipient.shipmentNumber,
      Address: recipient.address,
      SourceDistributionList: null,
      ShippingDetails: {
        ShippingMethodId: quote.recipients[index]?.shippingMethod.id,
        ShippingMethodName: quote.recipients[index]?.shippingMethod.name,
        SignatureReleaseType: recipient.signatureReleaseType,
      },
      SourceAddressId: recipient.addressId ?? emptyGuid,
      SourceAddressVersion: recipient.addressId ? 1 : 0,
      VATId: '',
    })),
    LineItems: draft.lines.map((line, index) => ({
      Id: ids.lineItemIds[index],
      DataSourceUri: '',
      DefaultRecipientQuantity: line.quantity,
      Description: line.description,
      Name: line.name,
      ReferenceData: line.referenceData,
      ShouldStaySynchronizedWithSource: false,
      SystemDescription: `${line.template.name}, ${line.pageCount} page${line.pageCount === 1 ? '' : 's'}`,
      ItemData: {
        StoreItemId: line.item.id,
        StoreItemVersion: line.item.version,
        DocumentTemplateId: line.template.id,
        PageCount: line.pageCount,
      },
      HasBeenModifiedBeyondSource: false,
      GoodsType: GOODS_TYPE[line.item.type],
      Rating: 0,
    })),
    // Kept in the template orders' `{Code}` form: no public history sample shows the codes (docs/service-facts.md §4.2).
    SpecialInstructionCodes: draft.specialInstructionCodes.map((Code) => ({ Code })),
    ApplicationId: APPLICATION_ID,
    ApplicationSpecificSubId: '',
    OwnerUserId: user.id,
    Name: ids.friendlyId,
    Description: '',
    Created: now,
    LastModified: now,
    Options: {
      AdditionalProcessingHours: draft.options.additionalProcessingHours,
      TaxExemptStatusEnabled: draft.options.taxExempt,
      RecipientNotificationOptions: draft.options.recipientNotifications,
    },
    PackagingSlip: draft.packagingSlip,
    TotalProductionHoursRequired: quote.totalProductionHours,
    Offerings: [...offerings.values()],
    Discounts: quote.discounts.map(({ code }) => ({
      Code: code.code,
      Description: code.description,
      Name: code.name,
      DiscountTypeName: discountTypeNames[code.effect.kind],
    })),
    AdditionalProcessingHoursGranted: draft.options.additionalProcessingHours,
    TaxExemptStatusEnabled: draft.options.taxExempt,
  };
}

/**
 * Places a priced order: a new friendly id, the receipt (the quote with new ids, line-item friendly
 * ids, submission time and status), the history entry, and one more use of every ordered store item.
 */
export function placeOrder(
  tx: Transaction,
  user: SandboxUser,
  draft: OrderDraft,
  quote: PricedOrder,
  now: Date,
): OrderRecord {
  const friendlyId = newOrderFriendlyId(
    (candidate) => tx.find<OrderRecord>(ORDERS, (record) => record.friendlyId === candidate) !== undefined,
  );
  const ids = freshIds(quote);
  const submitted = now.toISOString();
  const quoted = quoteBody(quote, ids);
  const receipt: Json = {
    ...quoted,
    LineItemDetails: (quoted.LineItemDetails as Json[]).map((line, index) => ({
      ...line,
      LineItemFriendlyId: lineItemFriendlyId(friendlyId, index),
    })),
    OrderFriendlyId: friendlyId,
    Submitted: submitted,
    Status: OrderStatus.values.Submitted,
    RecipientShippedPackages: [],
  };
  const order = historyOrder(tx, user, draft, quote, { ...ids, friendlyId }, submitted);
  for (const itemId of new Set(draft.lines.map((line) => line.item.id))) recordItemUse(tx, itemId, now);
  return tx.put<OrderRecord>(ORDERS, {
    id: ids.orderId,
    userId: user.id,
    friendlyId,
    created: submitted,
    history: { Order: order, Receipt: receipt },
  });
}
