/** The common area's messages in German (electron/i18n/en/common.ts is the source). */
import type { common as english } from '../en/common.js';
import type { Translation } from '../en/translation.js';

export const common: Translation<typeof english> = {};
