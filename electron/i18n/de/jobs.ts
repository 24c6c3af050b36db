/** The jobs area's messages in German (electron/i18n/en/jobs.ts is the source). */
import type { jobs as english } from '../en/jobs.js';
import type { Translation } from '../en/translation.js';

export const jobs: Translation<typeof english> = {
  'jobs.reason.overOrderLimit': '{total} liegt über dem Limit des Ordners von {limit} je Auftrag',
  'jobs.reason.overDailyBudget':
    '{total} liegt über dem Rest des heutigen Tagesbudgets: {remaining} von {budget}',
  'jobs.reason.ticketAddress': 'sein Auftragsticket liefert an eine ausgeschriebene Adresse',
  'jobs.reason.ticketQuantity':
    'sein Auftragsticket verlangt {quantity} Exemplare, mehr als die {presetQuantity} des Ordners',
  'jobs.reason.preflight':
    'der Preflight seiner Datei fand {count, plural, one {einen Fehler} other {# Fehler}}: {errors}',
  'jobs.reason.cannotMeetDate':
    'keine Versandart liefert bis {needBy}: die früheste Lieferung ist {earliest}, mit {method}, {total}',
};
