/** The hot-folders area's messages in German (electron/i18n/en/hot-folders.ts is the source). */
import type { hotFolders as english } from '../en/hot-folders.js';
import type { Translation } from '../en/translation.js';

export const hotFolders: Translation<typeof english> = {};
