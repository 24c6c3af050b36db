/** The quotes area's messages in German (electron/i18n/en/quotes.ts is the source). */
import type { quotes as english } from '../en/quotes.js';
import type { Translation } from '../en/translation.js';

export const quotes: Translation<typeof english> = {};
