/**
 * The order form beyond items, recipient and shipping: how it is paid, the buyer's reference, who the
 * parcels are from, the packing-slip memo and the shipment e-mails, as typed, checked with the contract's own schemas.
 */
import { OrderDraft, PaymentChoice, ShipFromInput } from '../../electron/shared/contract/orders.js';
import type { NotificationChoice } from '../../electron/shared/contract/orders.js';
import { firstProblem, problemsByPath } from '../components/form-checks.js';
import { appIntl } from '../format/intl.js';

export type PaymentKind = PaymentChoice['kind'];

export interface OrderFormFields {
  payment: PaymentKind;
  corporateAccountId: string;
  nameOnCard: string;
  cardNumber: string;
  /** YYYY-MM, as a month input gives it. */
  cardExpires: string;
  billingPostalCode: string;
  reference: string;
  /** Special instruction codes as typed: separated by commas or spaces. */
  instructionCodes: string;
  packingSlipMemo: string;
  /** Shipment e-mails, each as ticked. */
  notifications: Required<NotificationChoice>;
  shipFrom: {
    FirstName: string;
    LastName: string;
    CompanyName: string;
    Email: string;
    TelephoneNumber: string;
  };
}

export const blankOrderForm: OrderFormFields = {
  payment: 'creditLimit',
  corporateAccountId: '',
  nameOnCard: '',
  cardNumber: '',
  cardExpires: '',
  billingPostalCode: '',
  reference: '',
  instructionCodes: '',
  packingSlipMemo: '',
  notifications: {
    ShouldNotifyRecipients: false,
    SendShippingAlerts: false,
    BlindCopyOwnerOnShipmentNotification: false,
    IncludeSenderContactInformation: false,
  },
  shipFrom: { FirstName: '', LastName: '', CompanyName: '', Email: '', TelephoneNumber: '' },
};

/** Problems by form field (`payment.number`, `shipFrom.Email`…), in the contract's own words. */
export type OrderFormProblems = Partial<Record<string, string>>;

function paymentInput(form: OrderFormFields): PaymentChoice {
  switch (form.payment) {
    case 'creditLimit':
      return { kind: 'creditLimit' };
    case 'corporateAccount':
      return { kind: 'corporateAccount', accountId: form.corporateAccountId.trim() };
    case 'card':
      return {
        kind: 'card',
        nameOnCard: form.nameOnCard,
        number: form.cardNumber,
        expires: form.cardExpires,
        billingPostalCode: form.billingPostalCode,
      };
  }
}

/** The codes as typed, each once. */
function instructionCodesOf(form: OrderFormFields): string[] {
  const codes = form.instructionCodes.split(/[\s,;]+/).filter(Boolean);
  return [...new Set(codes)];
}

export function orderFormProblems(form: OrderFormFields): OrderFormProblems {
  const problems: OrderFormProblems = {};
  for (const [field, message] of problemsByPath(PaymentChoice, paymentInput(form)))
    problems[`payment.${field || 'kind'}`] ??=
      field === 'accountId' ? appIntl().formatMessage({ id: 'quotes.orderForm.accountIdProblem' }) : message;
  for (const [field, message] of problemsByPath(ShipFromInput, form.shipFrom))
    problems[`shipFrom.${field}`] ??= message;
  const fieldProblems = {
    reference: firstProblem(OrderDraft.shape.reference, form.reference.trim()),
    instructionCodes: firstProblem(OrderDraft.shape.specialInstructionCodes, instructionCodesOf(form)),
    packingSlipMemo: firstProblem(OrderDraft.shape.packingSlipMemo, form.packingSlipMemo),
  };
  for (const [field, message] of Object.entries(fieldProblems)) if (message) problems[field] = message;
  return problems;
}

/** The draft's fields from the form; a form with problems is never sent (see orderFormProblems). */
export function orderFormDraft(
  form: OrderFormFields,
): Pick<
  OrderDraft,
  'payment' | 'reference' | 'shipFrom' | 'packingSlipMemo' | 'specialInstructionCodes' | 'notifications'
> {
  const shipFromGiven = Object.values(form.shipFrom).some((value) => value.trim() !== '');
  return {
    payment: paymentInput(form),
    ...(form.reference.trim() ? { reference: form.reference.trim() } : {}),
    ...(shipFromGiven ? { shipFrom: form.shipFrom } : {}),
    packingSlipMemo: form.packingSlipMemo,
    specialInstructionCodes: instructionCodesOf(form),
    ...(Object.values(form.notifications).some(Boolean) ? { notifications: form.notifications } : {}),
  };
}
