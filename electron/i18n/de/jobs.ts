/** The jobs area's messages in German (electron/i18n/en/jobs.ts is the source). */
import type { jobs as english } from '../en/jobs.js';
import type { Translation } from '../en/translation.js';

export const jobs: Translation<typeof english> = {
  'jobs.reason.overOrderLimit':
    'Die Summe von {total} liegt über dem Limit des Ordners von {limit} je Auftrag.',
  'jobs.reason.overDailyBudget':
    'Die Summe von {total} ist mehr als der Rest des heutigen Tagesbudgets: {remaining} von {budget}.',
  'jobs.reason.ticketAddress': 'Das Auftragsticket liefert an eine ausgeschriebene Adresse.',
  'jobs.reason.ticketQuantity':
    'Das Auftragsticket verlangt {quantity} Exemplare, mehr als die {presetQuantity} des Ordners.',
  'jobs.reason.preflight':
    'Der Preflight der Datei fand {count, plural, one {einen Fehler} other {# Fehler}}: {errors}.',
  'jobs.reason.limitsCurrency':
    'Die Limits des Ordners sind in {limits}, der Dienst rechnet jetzt aber in {prices}: Kein Limit beurteilt diesen Auftrag, bis die Limits in {prices} gesetzt sind.',
  'jobs.reason.cannotMeetDate':
    'Keine Versandart liefert bis {needBy}: Die früheste Lieferung ist {earliest}, mit {method}, {total}.',
  /** A currency by name, as a sentence says what limits or prices are in. */
  'jobs.currencyName':
    '{currency, select, USD {US-Dollar} GBP {Pfund Sterling} EUR {Euro} other {{currency}}}',
};
