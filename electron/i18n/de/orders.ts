/** The orders area's messages in German (electron/i18n/en/orders.ts is the source). */
import type { orders as english } from '../en/orders.js';
import type { Translation } from '../en/translation.js';

export const orders: Translation<typeof english> = {};
