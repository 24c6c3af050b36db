/** Entscheidungen über wartende Hotfolder-Aufträge auf Deutsch (electron/i18n/en/decisions.ts ist die Quelle). */
import type { decisions as english } from '../en/decisions.js';
import type { Translation } from '../en/translation.js';

export const decisions: Translation<typeof english> = {
  'decisions.timeout.legend': 'Wenn niemand entscheidet',
  'decisions.timeout.after': 'Entscheiden nach',
  'decisions.timeout.afterHint':
    'Wie lange eine Bestellung auf Freigabe warten darf. Leer lassen, um zu warten, bis jemand entscheidet.',
  'decisions.timeout.unitLabel': 'Einheit',
  'decisions.timeout.unit': '{unit, select, minutes {Minuten} hours {Stunden} other {Tage}}',
  'decisions.timeout.then': 'Dann',
  'decisions.timeout.thenOption':
    '{then, select, decline {Ablehnen: Es wird nichts bestellt} other {Aufgeben, wenn die Summe höchstens einen Betrag erreicht}}',
  'decisions.timeout.cap': 'Aufgeben, wenn die Summe höchstens ({currency}) beträgt',
  'decisions.timeout.capHint':
    'Nur eine Bestellung, die wegen Limit oder Tagesbudget des Ordners wartet, wird aufgegeben; jede andere wird abgelehnt.',
  'decisions.timeout.enterTime':
    'Geben Sie als ganze Zahl ein, wie lange eine Bestellung warten darf (bis 91 Tage).',
  'decisions.timeout.enterCap':
    'Geben Sie ein, was eine vom Zeitlimit aufgegebene Bestellung höchstens kosten darf, etwa 250 oder 99.50.',
  'decisions.timeout.note':
    ' · Das Freigabe-Zeitlimit des Hotfolders entscheidet am {when}, wenn niemand es vorher tut.',
  'decisions.declined': 'Abgelehnt von {timeout, select, true {dem Freigabe-Zeitlimit} other {{user}}}',
  'decisions.declinedBecause':
    'Abgelehnt von {timeout, select, true {dem Freigabe-Zeitlimit} other {{user}}}: {reason}',
};
