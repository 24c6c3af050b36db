/**
 * The main navigation: each entry's accessible name (a contract with the tests), its route and its
 * view, loaded lazily. Each view folder's index.tsx default-exports its view component, so the
 * helper owning a view only edits its own folder.
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type ViewId = 'library' | 'hot-folders' | 'documents' | 'quotes' | 'orders' | 'account';

export interface NavEntry {
  id: ViewId;
  /** Exactly as written: tests find the entries by these names. */
  label: 'Library' | 'Hot folders' | 'Documents' | 'Quotes' | 'Orders' | 'Account';
  /** Alt+<key> opens the view. */
  shortcut: string;
  View: LazyExoticComponent<ComponentType>;
}

export const navEntries: readonly NavEntry[] = [
  { id: 'library', label: 'Library', shortcut: '1', View: lazy(() => import('./library/index.js')) },
  {
    id: 'hot-folders',
    label: 'Hot folders',
    shortcut: '2',
    View: lazy(() => import('./hot-folders/index.js')),
  },
  { id: 'documents', label: 'Documents', shortcut: '3', View: lazy(() => import('./documents/index.js')) },
  { id: 'quotes', label: 'Quotes', shortcut: '4', View: lazy(() => import('./quotes/index.js')) },
  { id: 'orders', label: 'Orders', shortcut: '5', View: lazy(() => import('./orders/index.js')) },
  { id: 'account', label: 'Account', shortcut: '6', View: lazy(() => import('./account/index.js')) },
];

export const defaultView: ViewId = 'library';

export function isViewId(value: string): value is ViewId {
  return navEntries.some((entry) => entry.id === value);
}
