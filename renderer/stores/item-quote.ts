/**
 * The quick quote: one product made from a document template, priced at a number of copies before
 * any document exists. The templates are the shared reference data; the shipping method is the one
 * chosen for the Quotes view's order, when there is one.
 */
import type { ItemQuote } from '../../electron/shared/models/quotes.js';
import { getApi } from '../bridge/api.js';
import { copiesProblem, typedWholeNumber } from '../components/form-checks.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { useQuotes } from './quotes.js';
import { useReferenceData } from './reference-data.js';
import { createStore } from './resettable.js';

interface ItemQuoteState extends ActionTracking<'itemQuote'> {
  itemTemplateId: string;
  /** As typed. */
  itemQuantity: string;
  itemQuote: ItemQuote | null;
  /** The templates (fetched again after a failure); the first is chosen until the user picks one. */
  loadTemplates(): Promise<void>;
  setItemQuote(changes: Partial<Pick<ItemQuoteState, 'itemTemplateId' | 'itemQuantity'>>): void;
  getItemQuote(): Promise<void>;
}

export const useItemQuote = createStore<ItemQuoteState>((set, get) => {
  const run = actionRunner<'itemQuote'>(set);

  return {
    itemTemplateId: '',
    itemQuantity: '100',
    itemQuote: null,
    busy: {},
    errors: {},

    async loadTemplates() {
      await useReferenceData.getState().need('templates');
      const templates = useReferenceData.getState().templates;
      if (templates) set({ itemTemplateId: get().itemTemplateId || templates[0]?.id || '' });
    },

    setItemQuote(changes) {
      set({ ...changes, itemQuote: null });
    },

    async getItemQuote() {
      const { itemTemplateId, itemQuantity } = get();
      const { shippingMethodId } = useQuotes.getState();
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
