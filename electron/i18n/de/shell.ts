/** The shell area's messages in German (electron/i18n/en/shell.ts is the source). */
import type { shell as english } from '../en/shell.js';
import type { Translation } from '../en/translation.js';

export const shell: Translation<typeof english> = {};
