/** The library area's messages in German (electron/i18n/en/library.ts is the source). */
import type { library as english } from '../en/library.js';
import type { Translation } from '../en/translation.js';

export const library: Translation<typeof english> = {};
