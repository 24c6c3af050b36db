/**
 * The order being priced, as typed: its lines, recipient, shipping method, options and form, what is
 * wrong with it, and the `OrderDraft` the contract takes for it. Keys of the draft say when a shown
 * quote or the shipping options no longer match the order.
 */
import { OrderDraft } from '../../electron/shared/contract/orders.js';
import type { Reorder } from '../../electron/shared/contract/orders.js';
import type { DeliveryChoice } from '../../electron/shared/contract/delivery.js';
import { addressInput, addressProblems } from '../components/address-fields.js';
import type { AddressFields, AddressProblems } from '../components/address-fields.js';
import { copiesProblem, firstProblem, typedWholeNumber } from '../components/form-checks.js';
import { appIntl } from '../format/intl.js';
import { blankOrderForm, orderFormDraft, orderFormProblems } from './order-form.js';
import type { OrderFormFields, OrderFormProblems } from './order-form.js';

export interface LineDraft {
  storeItemId: string;
  /** As typed. */
  quantity: string;
}

/** 'past': the recipients of a past order being ordered again (a reorder). */
export type RecipientChoice = 'main' | 'saved' | 'new' | 'list' | 'past';

/** A recipient's address in full, as a reorder brings it. */
export type PastRecipient = Reorder['recipients'][number];

export interface QuoteProblems {
  lines?: string;
  line: Record<number, string>;
  recipient?: string;
  address: AddressProblems;
  shipping?: string;
  hours?: string;
  needBy?: string;
  form: OrderFormProblems;
}

/** The parts of the order it is checked on. */
export interface OrderFields {
  lines: LineDraft[];
  recipient: RecipientChoice;
  savedAddressId: string;
  newAddress: AddressFields;
  /** The distribution list the order ships to (recipient 'list'): one recipient per row. */
  listId: string;
  /** The recipients of a past order (recipient 'past'), each of whom gets every line. */
  pastRecipients: PastRecipient[];
  form: OrderFormFields;
  shippingMethodId: string;
  additionalHours: string;
  /** "Needed by", as typed (`YYYY-MM-DD` from the date field; empty: no date). */
  needBy: string;
}

/** The whole order: its fields and the options that only change its price. */
export interface OrderState extends OrderFields {
  taxExempt: boolean;
  discountCodes: string;
}

/** Every problem with the order as it stands; `forQuote` also asks for a shipping method. */
export function quoteProblems(state: OrderFields, forQuote: boolean): QuoteProblems {
  const say = appIntl().formatMessage;
  const problems: QuoteProblems = { line: {}, address: {}, form: orderFormProblems(state.form) };
  if (state.lines.length === 0) problems.lines = say({ id: 'quotes.orderDraft.noLines' });
  state.lines.forEach((line, index) => {
    const problem = copiesProblem(line.quantity);
    if (problem) problems.line[index] = problem;
  });
  if (state.recipient === 'saved' && !state.savedAddressId)
    problems.recipient = say({ id: 'quotes.orderDraft.chooseSavedAddress' });
  if (state.recipient === 'new') problems.address = addressProblems(state.newAddress);
  if (state.recipient === 'list' && !state.listId)
    problems.recipient = say({ id: 'quotes.orderDraft.chooseList' });
  if (state.recipient === 'past' && state.pastRecipients.length === 0)
    problems.recipient = say({ id: 'quotes.orderDraft.pastNoRecipient' });
  if (state.additionalHours.trim())
    problems.hours = firstProblem(
      OrderDraft.shape.additionalProcessingHours,
      typedWholeNumber(state.additionalHours),
    );
  if (state.needBy) problems.needBy = firstProblem(OrderDraft.shape.needBy, state.needBy);
  if (forQuote && !state.shippingMethodId)
    problems.shipping = say({ id: 'quotes.orderDraft.chooseShipping' });
  return problems;
}

export function hasQuoteProblems(problems: QuoteProblems): boolean {
  const { line, address, form, ...fields } = problems;
  return (
    Object.values(fields).some((problem) => problem !== undefined) ||
    Object.keys(line).length > 0 ||
    Object.keys(address).length > 0 ||
    Object.keys(form).length > 0
  );
}

/** Discount codes as typed: separated by commas or spaces, each once. */
export function parseCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** The order as the contract takes it; `quantity` replaces every line's quantity (the chart). */
export function orderDraft(state: OrderState, quantity?: number): OrderDraft {
  const recipient: OrderDraft['recipient'] =
    state.recipient === 'main'
      ? { kind: 'main' }
      : state.recipient === 'saved'
        ? { kind: 'saved', addressId: state.savedAddressId }
        : state.recipient === 'list'
          ? { kind: 'list', listId: state.listId }
          : state.recipient === 'past'
            ? { kind: 'addresses', addresses: state.pastRecipients }
            : // An address with problems is never sent (quoteProblems); it still makes a distinct key.
              { kind: 'new', address: addressInput(state.newAddress) ?? state.newAddress };
  const draft: OrderDraft = {
    lines: state.lines.map((line) => ({
      storeItemId: line.storeItemId,
      quantity: quantity ?? Number(line.quantity),
    })),
    recipient,
    additionalProcessingHours: Number(state.additionalHours.trim() || 0),
    taxExempt: state.taxExempt,
    discountCodes: parseCodes(state.discountCodes),
    ...orderFormDraft(state.form),
    ...(state.needBy ? { needBy: state.needBy } : {}),
  };
  if (state.shippingMethodId) draft.shippingMethodId = state.shippingMethodId;
  return draft;
}

/** What makes two quotes of the same order: a change to any of it makes a shown quote stale. */
export function orderKey(state: OrderState): string {
  return JSON.stringify(orderDraft(state));
}

/** The order shipping options are asked for: without its shipping method, payment or paperwork. */
export function shippingDraft(state: OrderState): OrderDraft {
  return orderDraft({ ...state, shippingMethodId: '', form: blankOrderForm });
}

/** What shipping options depend on. */
export function shippingKey(state: OrderState): string {
  return JSON.stringify(shippingDraft(state));
}

/** Whether the order is complete enough to ask how it can ship (the payment may still be unfinished). */
export function canAskShipping(state: OrderFields): boolean {
  return !hasQuoteProblems({ ...quoteProblems(state, false), form: {} });
}

/** The methods the order can ship by (offered to all of its recipients). */
export function deliveryOptions(shipping: DeliveryChoice | null) {
  return shipping?.methods ?? [];
}

/**
 * The method to select when the options come: with a "Needed by" date the one chosen for it (else the
 * one arriving first); without one the method already selected, if offered, else the first.
 */
export function methodToSelect(shipping: DeliveryChoice, current: string): string {
  if (shipping.needBy) return shipping.chosenId ?? shipping.earliestId ?? '';
  const methods = deliveryOptions(shipping);
  return methods.some((method) => method.id === current) ? current : (methods[0]?.id ?? '');
}
