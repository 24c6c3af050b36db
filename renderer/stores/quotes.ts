/**
 * The order being priced: store items and quantities, a recipient, a shipping method, options and
 * discount codes; its quote, the same order quoted at several quantities (the quantity chart), a
 * one-item quick quote from a template, and placing the order.
 */
import type { DistributionListSummary } from '../../electron/ipc/contract/distribution-lists.js';
import type { DocumentTemplate } from '../../electron/ipc/contract/documents.js';
import type { StoreItemSummary } from '../../electron/ipc/contract/library.js';
import { OrderDraft } from '../../electron/ipc/contract/orders.js';
import type { IpcError } from '../../electron/ipc/errors.js';
import type { RESTAddress } from '../../electron/print-service/models/addresses.js';
import type { OrderReceipt } from '../../electron/print-service/models/order-history.js';
import type { ItemQuote, OrderQuote, ShippingOptions } from '../../electron/print-service/models/quotes.js';
import { getApi } from '../bridge/api.js';
import { addressInput, addressProblems, blankAddress } from '../components/address-fields.js';
import type { AddressFields, AddressProblems } from '../components/address-fields.js';
import { toIpcError } from '../components/error-text.js';
import { copiesProblem, firstProblem, typedWholeNumber } from '../components/form-checks.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { fromBlankOrder } from './blank-order.js';
import { blankOrderForm, orderFormDraft, orderFormProblems } from './order-form.js';
import type { OrderFormFields, OrderFormProblems } from './order-form.js';
import { createStore } from './resettable.js';

export interface LineDraft {
  storeItemId: string;
  /** As typed. */
  quantity: string;
}

export type RecipientChoice = 'main' | 'saved' | 'new' | 'list';

/** The quantities the chart quotes the order at. */
export const chartQuantities = [1, 10, 25, 50, 100, 250, 500] as const;

export interface ChartPoint {
  quantity: number;
  /** Printing per copy (fees included; delivery and tax not). */
  unitPrice: number;
  total: number;
}

export interface QuoteProblems {
  lines?: string;
  line: Record<number, string>;
  recipient?: string;
  address: AddressProblems;
  shipping?: string;
  hours?: string;
  form: OrderFormProblems;
}

type Action =
  | 'items'
  | 'addresses'
  | 'lists'
  | 'newOrder'
  | 'shipping'
  | 'quote'
  | 'chart'
  | 'templates'
  | 'itemQuote'
  | 'place';

interface QuotesState extends ActionTracking<Action> {
  items: StoreItemSummary[] | null;
  addresses: RESTAddress[] | null;
  templates: DocumentTemplate[] | null;
  lists: DistributionListSummary[] | null;

  lines: LineDraft[];
  recipient: RecipientChoice;
  savedAddressId: string;
  newAddress: AddressFields;
  /** The distribution list the order ships to (recipient 'list'): one recipient per row. */
  listId: string;
  form: OrderFormFields;
  shipping: ShippingOptions | null;
  /** The order (its shipping key) the shown options were fetched for. */
  shippingFor: string | null;
  shippingMethodId: string;
  additionalHours: string;
  taxExempt: boolean;
  discountCodes: string;

  quote: OrderQuote | null;
  /** The quantities the shown quote was made at: a changed order makes it stale. */
  quotedKey: string | null;
  chart: ChartPoint[];
  chartErrors: Array<{ quantity: number; error: IpcError }>;
  receipt: OrderReceipt | null;

  itemTemplateId: string;
  itemQuantity: string;
  itemQuote: ItemQuote | null;

  load(): Promise<void>;
  loadItems(): Promise<void>;
  loadAddresses(): Promise<void>;
  loadTemplates(): Promise<void>;
  loadLists(): Promise<void>;
  /** Starts a new order from the service's blank order template. */
  newOrder(): Promise<void>;
  addLine(storeItemId: string): void;
  setLineQuantity(index: number, quantity: string): void;
  removeLine(index: number): void;
  setRecipient(choice: RecipientChoice, savedAddressId?: string): void;
  editAddress(changes: Partial<AddressFields>): void;
  setList(listId: string): void;
  editForm(changes: Partial<OrderFormFields>): void;
  setOptions(
    changes: Partial<
      Pick<QuotesState, 'shippingMethodId' | 'additionalHours' | 'taxExempt' | 'discountCodes'>
    >,
  ): void;
  loadShipping(): Promise<void>;
  getQuote(): Promise<boolean>;
  runChart(): Promise<void>;
  placeOrder(): Promise<OrderReceipt | null>;
  setItemQuote(changes: Partial<Pick<QuotesState, 'itemTemplateId' | 'itemQuantity'>>): void;
  getItemQuote(): Promise<void>;
}

/** The parts of the state an order is made of and checked on. */
type OrderFields = Pick<
  QuotesState,
  | 'lines'
  | 'recipient'
  | 'savedAddressId'
  | 'newAddress'
  | 'listId'
  | 'form'
  | 'shippingMethodId'
  | 'additionalHours'
>;
/** Every problem with the order as it stands; `forQuote` also asks for a shipping method. */
export function quoteProblems(state: OrderFields, forQuote: boolean): QuoteProblems {
  const problems: QuoteProblems = { line: {}, address: {}, form: orderFormProblems(state.form) };
  if (state.lines.length === 0) problems.lines = 'Add at least one item from your library to the order.';
  state.lines.forEach((line, index) => {
    const problem = copiesProblem(line.quantity);
    if (problem) problems.line[index] = problem;
  });
  if (state.recipient === 'saved' && !state.savedAddressId)
    problems.recipient = 'Choose one of your saved addresses.';
  if (state.recipient === 'new') problems.address = addressProblems(state.newAddress);
  if (state.recipient === 'list' && !state.listId) problems.recipient = 'Choose a distribution list.';
  if (state.additionalHours.trim())
    problems.hours = firstProblem(
      OrderDraft.shape.additionalProcessingHours,
      typedWholeNumber(state.additionalHours),
    );
  if (forQuote && !state.shippingMethodId) problems.shipping = 'Choose a shipping method.';
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
export function orderDraft(
  state: OrderFields & Pick<QuotesState, 'taxExempt' | 'discountCodes'>,
  quantity?: number,
): OrderDraft {
  const recipient: OrderDraft['recipient'] =
    state.recipient === 'main'
      ? { kind: 'main' }
      : state.recipient === 'saved'
        ? { kind: 'saved', addressId: state.savedAddressId }
        : state.recipient === 'list'
          ? { kind: 'list', listId: state.listId }
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
  };
  if (state.shippingMethodId) draft.shippingMethodId = state.shippingMethodId;
  return draft;
}

/** What makes two quotes of the same order: a change to any of it makes a shown quote stale. */
export function orderKey(state: Parameters<typeof orderDraft>[0]): string {
  return JSON.stringify(orderDraft(state));
}

/** The order shipping options are asked for: without its shipping method, payment or paperwork. */
function shippingDraft(state: Parameters<typeof orderDraft>[0]): OrderDraft {
  return orderDraft({ ...state, shippingMethodId: '', form: blankOrderForm });
}

/** What shipping options depend on. */
export function shippingKey(state: Parameters<typeof orderDraft>[0]): string {
  return JSON.stringify(shippingDraft(state));
}

/** Whether the order is complete enough to ask how it can ship (the payment may still be unfinished). */
export function canAskShipping(state: Parameters<typeof quoteProblems>[0]): boolean {
  return !hasQuoteProblems({ ...quoteProblems(state, false), form: {} });
}

export function unitPriceOf(quote: OrderQuote, quantity: number): number {
  return quote.FinancialDetail.NonDeliverySubtotal / quantity;
}

/** The delivery options for the (single) recipient of the order. */
export function deliveryOptions(shipping: ShippingOptions | null) {
  return shipping?.AvailableDeliveryOptionsPerRecipient[0]?.DeliveryOptionQuotes ?? [];
}

export const useQuotes = createStore<QuotesState>((set, get) => {
  const run = actionRunner<Action>(set);

  /** A change to what is shipped, or where, makes the chart and a receipt out of date (shipping options are refetched by key). */
  const orderChanged = () => set({ chart: [], chartErrors: [], receipt: null });

  return {
    items: null,
    addresses: null,
    templates: null,
    lists: null,
    lines: [],
    recipient: 'main',
    savedAddressId: '',
    newAddress: blankAddress,
    listId: '',
    form: blankOrderForm,
    shipping: null,
    shippingFor: null,
    shippingMethodId: '',
    additionalHours: '0',
    taxExempt: false,
    discountCodes: '',
    quote: null,
    quotedKey: null,
    chart: [],
    chartErrors: [],
    receipt: null,
    itemTemplateId: '',
    itemQuantity: '100',
    itemQuote: null,
    busy: {},
    errors: {},

    async load() {
      await Promise.all([get().loadItems(), get().loadAddresses(), get().loadTemplates(), get().loadLists()]);
    },

    async loadItems() {
      await run('items', async () => {
        const { items } = await getApi()['library.search']({
          pageSize: 500,
          sort: { by: 'name', direction: 'asc' },
        });
        // Documents are what is usually ordered: list them first.
        const usable = items.filter((item) => !item.isBroken);
        set({
          items: [
            ...usable.filter((item) => item.type === 'Document'),
            ...usable.filter((item) => item.type !== 'Document'),
          ],
        });
      });
    },

    async loadAddresses() {
      await run('addresses', async () => {
        const { addresses } = await getApi()['addresses.list']({});
        const others = addresses.filter((address) => !address.IsUserMainAddress);
        const hasMain = addresses.some((address) => address.IsUserMainAddress);
        // Without a main address the order goes to a saved one, or a new one.
        const recipient =
          get().recipient === 'main' && !hasMain ? (others.length > 0 ? 'saved' : 'new') : get().recipient;
        set({ addresses, recipient, savedAddressId: get().savedAddressId || others[0]?.Id || '' });
      });
    },

    async loadTemplates() {
      await run('templates', async () => {
        const { templates } = await getApi()['documents.templates']({});
        set({ templates, itemTemplateId: get().itemTemplateId || templates[0]?.id || '' });
      });
    },

    async loadLists() {
      await run('lists', async () => {
        const { lists } = await getApi()['lists.list']({});
        const listId = lists.some((list) => list.id === get().listId) ? get().listId : (lists[0]?.id ?? '');
        set({ lists, listId });
      });
    },

    async newOrder() {
      await run('newOrder', async () => {
        const template = await getApi()['quotes.newOrderTemplate']({});
        const known = new Set((get().items ?? []).map((item) => item.id));
        set({ ...fromBlankOrder(template, known), quote: null, quotedKey: null });
        orderChanged();
      });
    },

    setList(listId) {
      set({ recipient: 'list', listId });
      orderChanged();
    },

    editForm(changes) {
      set({ form: { ...get().form, ...changes }, receipt: null });
    },

    addLine(storeItemId) {
      const { lines } = get();
      const existing = lines.findIndex((line) => line.storeItemId === storeItemId);
      if (existing !== -1) return;
      set({ lines: [...lines, { storeItemId, quantity: '1' }] });
      orderChanged();
    },

    setLineQuantity(index, quantity) {
      set({ lines: get().lines.map((line, at) => (at === index ? { ...line, quantity } : line)) });
      orderChanged();
    },

    removeLine(index) {
      set({ lines: get().lines.filter((_, at) => at !== index) });
      orderChanged();
    },

    setRecipient(choice, savedAddressId) {
      set({ recipient: choice, ...(savedAddressId !== undefined ? { savedAddressId } : {}) });
      orderChanged();
    },

    editAddress(changes) {
      set({ newAddress: { ...get().newAddress, ...changes } });
      orderChanged();
    },

    setOptions(changes) {
      set({ ...changes, receipt: null });
    },

    async loadShipping() {
      const state = get();
      if (!canAskShipping(state)) return;
      const key = shippingKey(state);
      await run('shipping', async () => {
        const shipping = await getApi()['quotes.shippingOptions'](shippingDraft(state));
        // A later change to the order has asked again: its answer wins.
        if (shippingKey(get()) !== key) return;
        const options = deliveryOptions(shipping);
        const current = get().shippingMethodId;
        const keep = options.some((option) => option.ShippingMethodDetail.Id === current);
        set({
          shipping,
          shippingFor: key,
          shippingMethodId: keep ? current : (options[0]?.ShippingMethodDetail.Id ?? ''),
        });
      });
    },

    async getQuote() {
      const state = get();
      if (hasQuoteProblems(quoteProblems(state, true))) return false;
      const key = orderKey(state);
      return run('quote', async () => {
        const quote = await getApi()['quotes.order'](orderDraft(state));
        set({ quote, quotedKey: key, receipt: null });
      });
    },

    async runChart() {
      const state = get();
      if (hasQuoteProblems(quoteProblems(state, true))) return;
      set({ chart: [], chartErrors: [] });
      await run('chart', async () => {
        const api = getApi();
        // Two at a time: quick on a laptop, gentle on the service's rate limits.
        const queue = [...chartQuantities];
        const worker = async () => {
          for (let quantity = queue.shift(); quantity !== undefined; quantity = queue.shift()) {
            try {
              const quote = await api['quotes.order'](orderDraft(state, quantity));
              const point = {
                quantity,
                unitPrice: unitPriceOf(quote, quantity),
                total: quote.FinancialDetail.Total,
              };
              set({ chart: [...get().chart, point].sort((a, b) => a.quantity - b.quantity) });
            } catch (error) {
              set({ chartErrors: [...get().chartErrors, { quantity, error: toIpcError(error) }] });
            }
          }
        };
        await Promise.all([worker(), worker()]);
        const failed = get().chartErrors;
        if (get().chart.length === 0 && failed[0]) throw failed[0].error;
      });
    },

    async placeOrder() {
      const state = get();
      if (hasQuoteProblems(quoteProblems(state, true))) return null;
      let receipt: OrderReceipt | null = null;
      await run('place', async () => {
        receipt = await getApi()['orders.place'](orderDraft(state));
        set({ receipt });
      });
      return receipt;
    },

    setItemQuote(changes) {
      set({ ...changes, itemQuote: null });
    },

    async getItemQuote() {
      const { itemTemplateId, itemQuantity, shippingMethodId } = get();
      if (!itemTemplateId || copiesProblem(itemQuantity)) return;
      await run('itemQuote', async () => {
        const itemQuote = await getApi()['quotes.item']({
          documentTemplateId: itemTemplateId,
          quantity: typedWholeNumber(itemQuantity),
          ...(shippingMethodId ? { shippingMethodId } : {}),
        });
        set({ itemQuote });
      });
    },
  };
});
