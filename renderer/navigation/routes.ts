/**
 * The views as the app addresses them: each one's id (its route, `#/<id>`), its accessible name in
 * the main navigation (a contract with the tests) and its Alt+<key> shortcut. Which component draws
 * each view is `views/registry.ts`'s business; the app store, the shell and the registry all read
 * these ids from here, so none of them needs the views themselves.
 */
export type ViewId = 'library' | 'hot-folders' | 'documents' | 'quotes' | 'orders' | 'account';

export interface Route {
  id: ViewId;
  /** Exactly as written: tests find the entries by these names. */
  label: 'Library' | 'Hot folders' | 'Documents' | 'Quotes' | 'Orders' | 'Account';
  /** Alt+<key> opens the view. */
  shortcut: string;
}

export const routes: readonly Route[] = [
  { id: 'library', label: 'Library', shortcut: '1' },
  { id: 'hot-folders', label: 'Hot folders', shortcut: '2' },
  { id: 'documents', label: 'Documents', shortcut: '3' },
  { id: 'quotes', label: 'Quotes', shortcut: '4' },
  { id: 'orders', label: 'Orders', shortcut: '5' },
  { id: 'account', label: 'Account', shortcut: '6' },
];

export const defaultView: ViewId = 'library';

export function isViewId(value: string): value is ViewId {
  return routes.some((route) => route.id === value);
}

/** The view a URL hash names (`#/orders?id=…` is Orders); the default view for anything else. */
export function viewFromHash(hash: string): ViewId {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return isViewId(id) ? id : defaultView;
}
