/**
 * The views as the app addresses them: each one's id (its route, `#/<id>`), the message id of its
 * name (the main navigation's entry and the main region's label; in English exactly Library, Hot
 * folders, Documents, Quotes, Orders, Account, a contract with the tests) and its Alt+<key> shortcut. Which component draws
 * each view is `views/registry.ts`'s business; the app store, the shell and the registry all read
 * these ids from here, so none of them needs the views themselves.
 */
import type { MessageId } from '../../electron/i18n/catalogue.js';

export type ViewId = 'library' | 'hot-folders' | 'documents' | 'quotes' | 'orders' | 'account';

export interface Route {
  id: ViewId;
  /** The view's name in the app's language. */
  nameId: MessageId;
  /** Alt+<key> opens the view. */
  shortcut: string;
}

export const routes: readonly Route[] = [
  { id: 'library', nameId: 'shell.nav.library', shortcut: '1' },
  { id: 'hot-folders', nameId: 'shell.nav.hotFolders', shortcut: '2' },
  { id: 'documents', nameId: 'shell.nav.documents', shortcut: '3' },
  { id: 'quotes', nameId: 'shell.nav.quotes', shortcut: '4' },
  { id: 'orders', nameId: 'shell.nav.orders', shortcut: '5' },
  { id: 'account', nameId: 'shell.nav.account', shortcut: '6' },
];

export const defaultView: ViewId = 'library';

/** The message id of a view's name; every view has its route, so a miss is a defect. */
export function viewNameId(view: ViewId): MessageId {
  const route = routes.find((candidate) => candidate.id === view);
  if (!route) throw new Error(`The view ${view} has no route.`);
  return route.nameId;
}

export function isViewId(value: string): value is ViewId {
  return routes.some((route) => route.id === value);
}

/** The view a URL hash names (`#/orders?id=…` is Orders); the default view for anything else. */
export function viewFromHash(hash: string): ViewId {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return isViewId(id) ? id : defaultView;
}

/**
 * Quotes with one library item in the order, priced at once (Documents › Get quote): its id and the
 * copies to price, `#/quotes?item=<id>&quantity=<n>`.
 */
export function quoteItemHash(itemId: string, quantity?: string | number): string {
  const query = new URLSearchParams({ item: itemId });
  if (quantity !== undefined && String(quantity).trim()) query.set('quantity', String(quantity).trim());
  return `#/quotes?${query.toString()}`;
}

/** The item and copies a Quotes hash asks to price; null when it names none. */
export function quoteItemOf(hash: string): { itemId: string; quantity: string } | null {
  const query = new URLSearchParams(hash.split('?')[1] ?? '');
  const itemId = query.get('item');
  return itemId ? { itemId, quantity: query.get('quantity') ?? '1' } : null;
}
