/** The common area's messages in German (electron/i18n/en/common.ts is the source). */
import type { common as english } from '../en/common.js';
import type { Translation } from '../en/translation.js';

export const common: Translation<typeof english> = {
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.save': 'Speichern',
  'common.delete': 'Löschen',
  'common.remove': 'Entfernen',
  'common.edit': 'Bearbeiten',
  'common.apply': 'Übernehmen',
  'common.retry': 'Erneut versuchen',
  'common.loading': 'Wird geladen…',
  'common.browse': 'Durchsuchen…',
  'common.technicalDetails': 'Technische Details',
};
