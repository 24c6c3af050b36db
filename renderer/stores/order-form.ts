/**
 * The order form beyond items, recipient and shipping: how it is paid, the buyer's reference, who the
 * parcels are from, the packing-slip memo and the shipment e-mails, as typed, checked with the contract's own schemas.
 */
import { OrderDraft, PaymentChoice, ShipFromInput } from '../../electron/ipc/contract/orders.js';
import type { NotificationChoice } from '../../electron/ipc/contract/orders.js';

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
  const payment = PaymentChoice.safeParse(paymentInput(form));
  for (const issue of payment.success ? [] : payment.error.issues) {
    const field = String(issue.path[0] ?? 'kind');
    problems[`payment.${field}`] ??=
      field === 'accountId' ? 'Enter the corporate account id (a GUID).' : issue.message;
  }
  const shipFrom = ShipFromInput.safeParse(form.shipFrom);
  for (const issue of shipFrom.success ? [] : shipFrom.error.issues)
    problems[`shipFrom.${String(issue.path[0])}`] ??= issue.message;
  const reference = OrderDraft.shape.reference.safeParse(form.reference.trim());
  if (!reference.success) problems.reference = reference.error.issues[0]?.message;
  const codes = OrderDraft.shape.specialInstructionCodes.safeParse(instructionCodesOf(form));
  if (!codes.success) problems.instructionCodes = codes.error.issues[0]?.message;
  const memo = OrderDraft.shape.packingSlipMemo.safeParse(form.packingSlipMemo);
  if (!memo.success) problems.packingSlipMemo = memo.error.issues[0]?.message;
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
