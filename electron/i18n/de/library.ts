/** The library area's messages in German (electron/i18n/en/library.ts is the source). */
import type { library as english } from '../en/library.js';
import type { Translation } from '../en/translation.js';

export const library: Translation<typeof english> = {
  'library.deleteDialog.title': '„{name}“ löschen?',
  'library.deleteDialog.body':
    '{type, select, Printfile {Die Druckdatei} Document {Das Dokument} other {Das Element}} <strong>{name}</strong> verschwindet aus Ihrer Bibliothek und ihren Suchen. Bereits damit erteilte Aufträge sind nicht betroffen.',
  'library.deleteDialog.keep': 'Behalten',
  'library.deleteDialog.delete':
    '{type, select, Printfile {Druckdatei löschen} Document {Dokument löschen} other {Element löschen}}',
};
