/**
 * Which component draws each view, loaded lazily. Each view folder's index.tsx default-exports its
 * view component, so the helper owning a view only edits its own folder. The views' ids, names and
 * shortcuts are `navigation/routes.ts`.
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ViewId } from '../navigation/routes.js';

export const viewComponents: Record<ViewId, LazyExoticComponent<ComponentType>> = {
  library: lazy(() => import('./library/index.js')),
  'hot-folders': lazy(() => import('./hot-folders/index.js')),
  documents: lazy(() => import('./documents/index.js')),
  quotes: lazy(() => import('./quotes/index.js')),
  orders: lazy(() => import('./orders/index.js')),
  account: lazy(() => import('./account/index.js')),
};
