/**
 * The payment method of an order request (the newest, hint-less form: an integer PaymentMethodType
 * and the sub-object it names), checked field by field and kept as the order history shows it:
 * a card by its name, its last four digits and its expiry, never its whole number.
 *
 * Type 1 is observed; 2 and 3 and their sub-objects are inferred (docs/service-facts.md §3.1, §7).
 * A type whose sub-object is missing is refused naming the field, as the sandbox refuses any invalid
 * input (§6); a credit limit needs nothing (samples send `CreditLimit: {}` or leave it out).
 */
import { PaymentMethodType } from '../../shared/models/enums.js';
import { invalidField } from '../kernel/errors.js';
import {
  optionalInt,
  optionalObject,
  optionalTimestamp,
  requiredGuid,
  requiredString,
} from '../kernel/fields.js';

type Body = Readonly<Record<string, unknown>>;

/** As recorded: the type with at most the sub-object it names. */
export interface RecordedPayment {
  readonly PaymentMethodType: number;
  readonly CorporateAccount?: { readonly Id: string };
  readonly UserPCardPaymentMethod?: {
    readonly Name: string;
    readonly Number: string;
    readonly ExpirationDate: string;
    readonly BillingPostalCode: string;
  };
}

function subObject(payment: Body, name: string): Body {
  const sub = optionalObject(payment, name, 'PaymentMethod');
  if (!sub) throw invalidField(`PaymentMethod.${name}`, 'is required for this PaymentMethodType');
  return sub;
}

/** The payment method, or undefined when the request gives none (quotes need none). */
export function readPayment(body: Body): RecordedPayment | undefined {
  const payment = optionalObject(body, 'PaymentMethod');
  if (!payment) return undefined;
  const type = optionalInt(payment, 'PaymentMethodType', 'PaymentMethod');
  if (type === undefined) return undefined;
  const { CreditLimit, CorporateAccount, UserPCard } = PaymentMethodType.values;
  if (type === CreditLimit) return { PaymentMethodType: CreditLimit };
  if (type === CorporateAccount) {
    const account = subObject(payment, 'CorporateAccount');
    return {
      PaymentMethodType: CorporateAccount,
      CorporateAccount: { Id: requiredGuid(account, 'Id', 'PaymentMethod.CorporateAccount') },
    };
  }
  if (type === UserPCard) {
    const prefix = 'PaymentMethod.UserPCardPaymentMethod';
    const card = subObject(payment, 'UserPCardPaymentMethod');
    const number = requiredString(card, 'Number', prefix).replace(/[\s-]/g, '');
    const expires = optionalTimestamp(card, 'ExpirationDate', prefix);
    if (expires === undefined) throw invalidField(`${prefix}.ExpirationDate`, 'is required (a timestamp)');
    return {
      PaymentMethodType: UserPCard,
      UserPCardPaymentMethod: {
        Name: requiredString(card, 'Name', prefix),
        Number: `************${number.slice(-4)}`,
        ExpirationDate: new Date(expires).toISOString(),
        BillingPostalCode: requiredString(card, 'BillingPostalCode', prefix),
      },
    };
  }
  throw invalidField(
    'PaymentMethod.PaymentMethodType',
    `unknown payment method type ${type} (1 = CreditLimit, 2 = CorporateAccount, 3 = UserPCard)`,
  );
}
