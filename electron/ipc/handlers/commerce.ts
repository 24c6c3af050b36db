/** Documents, quotes, orders and addresses: the print service's own objects, in their wire shape. */
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type CommerceHandlers = Pick<
  Handlers,
  | 'documents.templates'
  | 'documents.new'
  | 'documents.save'
  | 'documents.update'
  | 'documents.open'
  | 'documents.xml'
  | 'quotes.newOrderTemplate'
  | 'quotes.newProductTemplate'
  | 'quotes.delivery'
  | 'quotes.order'
  | 'quotes.item'
  | 'orders.history'
  | 'orders.recent'
  | 'orders.place'
  | 'orders.reorder'
  | 'orders.status'
  | 'orders.tracking'
  | 'addresses.main'
  | 'addresses.list'
  | 'addresses.create'
>;

export function commerceHandlers({ documents, orders, addresses }: HandlerContext): CommerceHandlers {
  return {
    'documents.templates': async () => ({ templates: await documents.templates() }),
    'documents.new': ({ templateId }) => documents.create(templateId),
    'documents.save': ({ folderPath, document }) => documents.save(folderPath, document),
    'documents.update': async ({ document }) => {
      await documents.update(document);
      return { ok: true };
    },
    'documents.open': ({ itemId }) => documents.open(itemId),
    'documents.xml': async ({ document }) => ({ xml: await documents.xml(document) }),

    'quotes.newOrderTemplate': () => orders.newOrderTemplate(),
    'quotes.newProductTemplate': (input) => orders.newProductTemplate(input),
    'quotes.delivery': (draft) => orders.delivery(draft),
    'quotes.order': (draft) => orders.quote(draft),
    'quotes.item': (input) => orders.itemQuote(input),

    'orders.history': ({ friendlyId }) => orders.history(friendlyId),
    'orders.recent': async () => ({ orders: await orders.recent() }),
    'orders.place': (draft) => orders.place(draft),
    'orders.reorder': ({ friendlyId }) => orders.reorder(friendlyId),
    'orders.status': async ({ friendlyId }) => ({ status: await orders.status(friendlyId) }),
    'orders.tracking': ({ friendlyId }) => orders.tracking(friendlyId),

    'addresses.main': () => addresses.main(),
    'addresses.list': async () => ({ addresses: await addresses.list() }),
    'addresses.create': (input) => addresses.create(input),
  };
}
