/**
 * The Quotes view's order: the library items it can be made of, the order as typed (its shape and
 * checks are order-draft.ts), how it can ship, its quote, the quantity chart (price-chart.ts) and
 * placing it. Saved addresses and distribution lists are the shared reference data; the one-item
 * quick quote is item-quote.ts.
 */
import type { StoreItemSummary } from '../../electron/shared/contract/library.js';
import type { Reorder } from '../../electron/shared/contract/orders.js';
import type { OrderReceipt } from '../../electron/shared/models/order-history.js';
import type { DeliveryChoice } from '../../electron/shared/contract/delivery.js';
import type { OrderQuote } from '../../electron/shared/models/quotes.js';
import { getApi } from '../bridge/api.js';
import { blankAddress } from '../components/address-fields.js';
import type { AddressFields } from '../components/address-fields.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { fromBlankOrder } from './blank-order.js';
import {
  canAskShipping,
  hasQuoteProblems,
  methodToSelect,
  orderDraft,
  orderKey,
  quoteProblems,
  shippingDraft,
  shippingKey,
} from './order-draft.js';
import type { OrderState, RecipientChoice } from './order-draft.js';
import { blankOrderForm } from './order-form.js';
import type { OrderFormFields } from './order-form.js';
import { chartQuantitiesFor, quoteEachQuantity } from './price-chart.js';
import type { ChartFailure, ChartPoint } from './price-chart.js';
import { useReferenceData } from './reference-data.js';
import { createStore } from './resettable.js';

type Action = 'items' | 'newOrder' | 'shipping' | 'quote' | 'chart' | 'place' | 'reorder';

type Options = Pick<
  OrderState,
  'shippingMethodId' | 'additionalHours' | 'taxExempt' | 'discountCodes' | 'needBy'
>;

interface QuotesState extends OrderState, ActionTracking<Action> {
  items: StoreItemSummary[] | null;
  /** How the order can ship: every method with its day and charge, and the one its "Needed by" date chose. */
  shipping: DeliveryChoice | null;
  /** The order (its shipping key) the shown options were fetched for. */
  shippingFor: string | null;

  quote: OrderQuote | null;
  /** The quantities the shown quote was made at: a changed order makes it stale. */
  quotedKey: string | null;
  chart: ChartPoint[];
  /** The quantities the chart is quoted at (around the order's own, and beyond it). */
  chartAt: number[];
  chartErrors: ChartFailure[];
  receipt: OrderReceipt | null;
  /** The past order the draft was made from (Orders › Reorder), until the order is changed or placed anew. */
  reorderOf: Pick<Reorder, 'friendlyId' | 'missing'> | null;

  /** The items, and the saved addresses and lists the recipient is chosen from. */
  load(): Promise<void>;
  loadItems(): Promise<void>;
  /** The saved addresses (fetched again after a failure); without a main address the order goes elsewhere. */
  loadAddresses(): Promise<void>;
  /** The distribution lists (fetched again after a failure); a list no longer there is not kept. */
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
  setOptions(changes: Partial<Options>): void;
  loadShipping(): Promise<void>;
  getQuote(): Promise<boolean>;
  runChart(): Promise<void>;
  placeOrder(): Promise<OrderReceipt | null>;
  /** Makes a past order the draft: its items, recipients and options, to be quoted again before placing. */
  reorder(friendlyId: string): Promise<boolean>;
  /**
   * Documents › Get quote: the item (`quantity` copies) in the order, the shipping options asked, and
   * the order quoted at once; false when it could not be quoted (what is missing is said in the form).
   */
  quoteItem(storeItemId: string, quantity?: string): Promise<boolean>;
}

export const useQuotes = createStore<QuotesState>((set, get) => {
  const run = actionRunner<Action>(set);
  const reference = () => useReferenceData.getState();

  /** A change to what is shipped, or where, makes the chart and a receipt out of date (shipping options are refetched by key). */
  const orderChanged = () => set({ chart: [], chartErrors: [], receipt: null });

  /** Whether the order is complete enough to be quoted or placed. */
  const complete = (state: QuotesState) => !hasQuoteProblems(quoteProblems(state, true));

  return {
    items: null,
    lines: [],
    recipient: 'main',
    savedAddressId: '',
    newAddress: blankAddress,
    listId: '',
    pastRecipients: [],
    reorderOf: null,
    form: blankOrderForm,
    shipping: null,
    shippingFor: null,
    shippingMethodId: '',
    additionalHours: '0',
    needBy: '',
    taxExempt: false,
    discountCodes: '',
    quote: null,
    quotedKey: null,
    chart: [],
    chartAt: [],
    chartErrors: [],
    receipt: null,
    busy: {},
    errors: {},

    async load() {
      await Promise.all([get().loadItems(), get().loadAddresses(), get().loadLists()]);
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
      await reference().need('addresses');
      const addresses = reference().addresses;
      if (!addresses) return;
      const others = addresses.filter((address) => !address.IsUserMainAddress);
      const hasMain = addresses.some((address) => address.IsUserMainAddress);
      // Without a main address the order goes to a saved one, or a new one.
      const recipient =
        get().recipient === 'main' && !hasMain ? (others.length > 0 ? 'saved' : 'new') : get().recipient;
      set({ recipient, savedAddressId: get().savedAddressId || others[0]?.Id || '' });
    },

    async loadLists() {
      await reference().need('lists');
      const lists = reference().lists;
      if (!lists) return;
      const listId = lists.some((list) => list.id === get().listId) ? get().listId : (lists[0]?.id ?? '');
      set({ listId });
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
        const shipping = await getApi()['quotes.delivery'](shippingDraft(state));
        // A later change to the order has asked again: its answer wins.
        if (shippingKey(get()) !== key) return;
        set({
          shipping,
          shippingFor: key,
          shippingMethodId: methodToSelect(shipping, get().shippingMethodId),
        });
      });
    },

    async getQuote() {
      const state = get();
      if (!complete(state)) return false;
      const key = orderKey(state);
      return run('quote', async () => {
        const quote = await getApi()['quotes.order'](orderDraft(state));
        set({ quote, quotedKey: key, receipt: null });
      });
    },

    async runChart() {
      const state = get();
      if (!complete(state)) return;
      const chartAt = chartQuantitiesFor(Number(state.lines[0]?.quantity) || 1);
      set({ chart: [], chartErrors: [], chartAt });
      await run('chart', async () => {
        await quoteEachQuantity(chartAt, (quantity) => orderDraft(state, quantity), {
          point: (point) => set({ chart: [...get().chart, point].sort((a, b) => a.quantity - b.quantity) }),
          failure: (failure) => set({ chartErrors: [...get().chartErrors, failure] }),
        });
        const failed = get().chartErrors;
        if (get().chart.length === 0 && failed[0]) throw failed[0].error;
      });
    },

    async reorder(friendlyId) {
      return run('reorder', async () => {
        const past = await getApi()['orders.reorder']({ friendlyId });
        const hasRecipients = past.recipients.length > 0;
        set({
          lines: past.lines.map((line) => ({
            storeItemId: line.storeItemId,
            quantity: String(line.quantity),
          })),
          pastRecipients: past.recipients,
          recipient: hasRecipients ? 'past' : get().recipient === 'past' ? 'main' : get().recipient,
          shippingMethodId: past.shippingMethodId ?? '',
          additionalHours: String(past.additionalProcessingHours),
          taxExempt: past.taxExempt,
          form: {
            ...blankOrderForm,
            instructionCodes: past.specialInstructionCodes.join(', '),
            packingSlipMemo: past.packingSlipMemo,
          },
          quote: null,
          quotedKey: null,
          reorderOf: { friendlyId: past.friendlyId, missing: past.missing },
        });
        orderChanged();
        // The past order's items may be outside the first page the picker loaded.
        const known = new Set((get().items ?? []).map((item) => item.id));
        if (past.lines.some((line) => !known.has(line.storeItemId))) await get().loadItems();
      });
    },

    async quoteItem(storeItemId, quantity = '1') {
      // Loaded afresh: a document saved a moment ago is not among items loaded before it.
      await get().load();
      set({ quote: null, quotedKey: null, reorderOf: null });
      get().addLine(storeItemId);
      const index = get().lines.findIndex((line) => line.storeItemId === storeItemId);
      get().setLineQuantity(index, quantity);
      // Priced at once: the shipping options first (their method is the quote's), then the quote.
      await get().loadShipping();
      return get().getQuote();
    },

    async placeOrder() {
      const state = get();
      if (!complete(state)) return null;
      let receipt: OrderReceipt | null = null;
      await run('place', async () => {
        receipt = await getApi()['orders.place'](orderDraft(state));
        set({ receipt, reorderOf: null });
      });
      return receipt;
    },
  };
});
