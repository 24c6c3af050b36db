/**
 * "New order": the Quotes view's order started afresh from the service's blank order template
 * (NewStoreItemReferenceOrder), so what the service pre-fills (options, codes, sender, packing slip,
 * reference, a recipient) is what the form starts with. The template's placeholder line item and
 * empty address are left out: only store items the user has and addresses with a street are taken.
 */
import { PaymentMethodType } from '../../electron/shared/models/enums.js';
import type { StoreItemReferenceOrder } from '../../electron/shared/models/template-orders.js';
import { blankAddress } from '../components/address-fields.js';
import type { AddressFields } from '../components/address-fields.js';
import { blankOrderForm } from './order-form.js';
import type { OrderFormFields } from './order-form.js';
import type { LineDraft, RecipientChoice } from './order-draft.js';

export interface BlankOrderStart {
  lines: LineDraft[];
  recipient?: RecipientChoice;
  newAddress: AddressFields;
  shippingMethodId: string;
  additionalHours: string;
  taxExempt: boolean;
  discountCodes: string;
  form: OrderFormFields;
}

/** The notification options the template sets: only the ones it names, the rest stay off. */
function notificationsOf(template: StoreItemReferenceOrder): Partial<OrderFormFields['notifications']> {
  const given = template.OrderOptions?.RecipientNotificationOptions;
  return given ? Object.fromEntries(Object.entries(given).filter(([, value]) => value)) : {};
}

/** A corporate account the template names is kept; a card cannot be (the service masks its number). */
function paymentOf(
  template: StoreItemReferenceOrder,
): Pick<OrderFormFields, 'payment' | 'corporateAccountId'> {
  const account = template.PaymentMethod?.CorporateAccount?.Id;
  return template.PaymentMethod?.PaymentMethodType === PaymentMethodType.values.CorporateAccount && account
    ? { payment: 'corporateAccount', corporateAccountId: account }
    : { payment: 'creditLimit', corporateAccountId: '' };
}

export function fromBlankOrder(
  template: StoreItemReferenceOrder,
  knownItemIds: ReadonlySet<string>,
): BlankOrderStart {
  const lines = template.LineItems.flatMap((line) => {
    const id = line.StoreItemReference?.Id;
    return id && knownItemIds.has(id)
      ? [{ storeItemId: id, quantity: String(Math.max(1, line.Quantity)) }]
      : [];
  });
  const address = template.Recipients[0]?.Address;
  const given = address && address.Street.trim() !== '';
  const { Name: _name, ...fields } = address ?? { ...blankAddress, Name: '' };
  const ship = template.ShipFromInfo;
  return {
    lines,
    ...(given ? { recipient: 'new' as const } : {}),
    newAddress: given ? { ...blankAddress, ...fields } : blankAddress,
    shippingMethodId: '',
    additionalHours: String(template.OrderOptions?.AdditionalProcessingHours ?? 0),
    taxExempt: template.OrderOptions?.TaxExemptStatusEnabled ?? false,
    discountCodes: template.DiscountCodes.map((code) => code.DiscountCode)
      .filter(Boolean)
      .join(', '),
    form: {
      ...blankOrderForm,
      ...paymentOf(template),
      reference: template.ReferenceNumber,
      instructionCodes: template.SpecialInstructionCodes.map((entry) => entry.Code)
        .filter(Boolean)
        .join(', '),
      packingSlipMemo: template.PackagingSlip?.Memo ?? '',
      notifications: { ...blankOrderForm.notifications, ...notificationsOf(template) },
      shipFrom: ship
        ? {
            FirstName: ship.FirstName,
            LastName: ship.LastName,
            CompanyName: ship.CompanyName,
            Email: ship.Email,
            TelephoneNumber: ship.TelephoneNumber,
          }
        : blankOrderForm.shipFrom,
    },
  };
}
