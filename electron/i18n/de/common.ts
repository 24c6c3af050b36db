/** The common area's messages in German (electron/i18n/en/common.ts is the source). */
import type { common as english } from '../en/common.js';
import type { Translation } from '../en/translation.js';

export const common: Translation<typeof english> = {
  'common.cancel': 'Abbrechen',
  'common.remove': 'Entfernen',
  'common.edit': 'Bearbeiten',
  'common.apply': 'Übernehmen',
  'common.retry': 'Erneut versuchen',
  'common.browse': 'Durchsuchen…',
  'common.technicalDetails': 'Technische Details',
};
