/**
 * Each view's name in the app's language: the main navigation's entries and the main region's
 * label. English reads exactly as the routes' labels (a contract with the tests).
 */
import type { MessageId } from '../../electron/i18n/catalogue.js';
import type { ViewId } from '../navigation/routes.js';

export const viewNameIds: Readonly<Record<ViewId, MessageId>> = {
  library: 'shell.nav.library',
  'hot-folders': 'shell.nav.hotFolders',
  documents: 'shell.nav.documents',
  quotes: 'shell.nav.quotes',
  orders: 'shell.nav.orders',
  account: 'shell.nav.account',
};
