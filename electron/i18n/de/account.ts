/** The account area's messages in German (electron/i18n/en/account.ts is the source). */
import type { account as english } from '../en/account.js';
import type { Translation } from '../en/translation.js';

export const account: Translation<typeof english> = {};
