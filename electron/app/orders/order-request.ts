/**
 * The Quotes view's draft as the service's OrderRequest: its lines, its recipients (an address given
 * in full, the main address, a saved one, or every row of a distribution list) and its payment.
 */
import { PaymentMethodType, SalutationType, shippingMethods } from '../../shared/models/enums.js';
import { addressRequestOf } from '../../shared/models/addresses.js';
import type { AddressRequest, RESTAddress } from '../../shared/models/addresses.js';
import type {
  OrderRequest,
  PaymentMethodRequest,
  RecipientRequest,
} from '../../shared/models/order-requests.js';
import type { ParsedInput } from '../../shared/contract/channels.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { Addresses } from '../addresses/addresses.js';
import type { DistributionLists } from '../addresses/distribution-lists.js';

export type OrderDraft = ParsedInput<'quotes.order'>;

/** Where a draft's recipients are looked up. */
export interface RecipientSource {
  addresses: Pick<Addresses, 'main' | 'find'>;
  distributionLists: Pick<DistributionLists, 'get'>;
}

const defaultShippingMethodId = shippingMethods[0].Id;

/** The recipients' addresses: one, or every row of a distribution list. */
async function recipientAddresses(draft: OrderDraft, source: RecipientSource): Promise<AddressRequest[]> {
  const recipient = draft.recipient;
  if (recipient.kind === 'new') return [{ ...recipient.address }];
  if (recipient.kind === 'addresses') return recipient.addresses.map((address) => ({ ...address }));
  if (recipient.kind === 'list') {
    const list = await source.distributionLists.get(recipient.listId);
    return list.recipients.map((row) => ({ ...row }));
  }
  let found: RESTAddress | null | undefined;
  if (recipient.kind === 'main') {
    found = await source.addresses.main();
    if (!found)
      throw new AppError('not-found', 'There is no main address on this account: add one in Account.');
  } else {
    found = await source.addresses.find(recipient.addressId);
    if (!found)
      throw new AppError('not-found', 'That saved address is no longer known: choose another recipient.');
  }
  return [addressRequestOf(found)];
}

/**
 * The newest, hint-less payment form. Type 1 with `CreditLimit` is observed; 2 (`CorporateAccount`)
 * and 3 (`UserPCardPaymentMethod`) are inferred from the order of the sub-objects
 * (docs/service-facts.md §3.1 and §7): the user sees plain choices, the doubt stays here.
 */
function paymentMethod(payment: OrderDraft['payment']): PaymentMethodRequest {
  switch (payment.kind) {
    case 'creditLimit':
      return { PaymentMethodType: PaymentMethodType.values.CreditLimit, CreditLimit: {} };
    case 'corporateAccount':
      return {
        PaymentMethodType: PaymentMethodType.values.CorporateAccount,
        CorporateAccount: { Id: payment.accountId },
      };
    case 'card': {
      const [year, month] = payment.expires.split('-').map(Number) as [number, number];
      return {
        PaymentMethodType: PaymentMethodType.values.UserPCard,
        UserPCardPaymentMethod: {
          UserPCardId: null,
          Name: payment.nameOnCard,
          // The card is good through the last day of its month.
          ExpirationDate: new Date(Date.UTC(year, month, 0)).toISOString(),
          Number: payment.number,
          BillingPostalCode: payment.billingPostalCode,
        },
      };
    }
  }
}

/** Turns the Quotes view's draft into the service's OrderRequest. */
export async function toOrderRequest(
  draft: OrderDraft,
  needShipping: boolean,
  recipients: RecipientSource,
): Promise<OrderRequest> {
  if (needShipping && !draft.shippingMethodId)
    throw new AppError('invalid-input', 'Choose a shipping method first.', {
      fields: [{ path: 'shippingMethodId', message: 'required' }],
    });
  return {
    LineItems: draft.lines.map((line) => ({
      Name: line.name ?? '',
      StoreItemReference: { Id: line.storeItemId },
      Quantity: line.quantity,
    })),
    Recipients: (await recipientAddresses(draft, recipients)).map((address): RecipientRequest => ({
      Address: address,
      // Shipping options are asked for every method whatever this says: any known method will do.
      ShippingMethodId: draft.shippingMethodId ?? defaultShippingMethodId,
      ...(draft.recipient.kind === 'saved' ? { AddressId: draft.recipient.addressId } : {}),
    })),
    SpecialInstructionCodes: draft.specialInstructionCodes,
    DiscountCodes: draft.discountCodes,
    PaymentMethod: paymentMethod(draft.payment),
    ...(draft.shipFrom ? { ShipFromInfo: draft.shipFrom } : {}),
    Options: {
      AdditionalProcessingHours: draft.additionalProcessingHours,
      TaxExemptStatusEnabled: draft.taxExempt,
      ...(draft.notifications ? { RecipientNotificationOptions: draft.notifications } : {}),
    },
    PackagingSlip: { SalutationType: SalutationType.values.None, Memo: draft.packingSlipMemo },
    ...(draft.reference ? { ReferenceNumber: draft.reference } : {}),
  };
}
