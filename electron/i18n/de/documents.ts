/** The documents area's messages in German (electron/i18n/en/documents.ts is the source). */
import type { documents as english } from '../en/documents.js';
import type { Translation } from '../en/translation.js';

export const documents: Translation<typeof english> = {};
