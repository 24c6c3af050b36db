/** Die Meldungen der Ereignis-Hooks auf Deutsch (electron/i18n/en/hooks.ts ist die Quelle). */
import type { hooks as english } from '../en/hooks.js';
import type { Translation } from '../en/translation.js';

export const hooks: Translation<typeof english> = {
  'hooks.card.title': 'Hooks',
  'hooks.card.loading': 'Hooks werden geladen',
  'hooks.card.intro':
    'Anderen Systemen mitteilen, was geschieht: Jedes Ereignis (eine Datei hochgeladen, ein Auftrag angehalten oder fehlgeschlagen, eine Bestellung aufgegeben oder versandt, der Schlüssel abgelehnt, ein Ordner weg oder zurück) geht als signiertes JSON an eine Adresse, an einen Befehl oder an beide. Jeder Hotfolder kann zudem eigene Hooks haben (in seinen Einstellungen). Ein Ereignis ohne Antwort wird später erneut gesendet, bis es angenommen wird.',
  'hooks.card.save': 'Hooks speichern',
  'hooks.card.test': 'Testereignis senden',
  'hooks.card.testAnswers': 'Antworten auf das Testereignis',
  'hooks.card.testAnswer': '{target}: {answer}',
  'hooks.card.secretIntro':
    'Jeder Webhook trägt X-PrintDesk-Signature-256: sha256= und den HMAC-SHA-256 seines Inhalts mit dem Signaturgeheimnis dieses Datenordners, damit der Empfänger prüfen kann, dass er von hier kommt.',
  'hooks.card.secret': 'Signaturgeheimnis: <mono>{secret}</mono>',
  'hooks.card.showSecret': 'Signaturgeheimnis zeigen',
  'hooks.card.hideSecret': 'Signaturgeheimnis verbergen',
  'hooks.fields.url': 'Webhook-Adresse',
  'hooks.fields.urlHint': 'Jedes Ereignis wird als JSON per POST hierher gesendet. Leer lassen für keine.',
  'hooks.fields.allowInsecureHttp': 'Ereignisse trotzdem an diese unverschlüsselte http://-Adresse senden',
  'hooks.fields.allowInsecureHttpHint':
    'Es ist ein anderer Computer: Die Ereignisse (Dateinamen, Summen, Sendungsnummern) wären im Netz lesbar.',
  'hooks.fields.command': 'Befehl',
  'hooks.fields.commandHint':
    'Wird mit dem JSON jedes Ereignisses auf der Standardeingabe ausgeführt (Exit-Code 0 nimmt es an). Leer lassen für keinen.',
  'hooks.deliveries.title': 'Letzte Zustellungen',
  'hooks.deliveries.none': 'Noch kein Ereignis gesendet.',
  'hooks.deliveries.event': 'Ereignis',
  'hooks.deliveries.target': 'An',
  'hooks.deliveries.state': 'Stand',
  'hooks.deliveries.answerColumn': 'Antwort',
  'hooks.deliveries.time': 'Zeit',
  'hooks.deliveries.attempts': 'Versuche',
  'hooks.deliveries.stateText':
    '{state, select, pending {Noch nicht gesendet} delivered {Zugestellt} retrying {Neuer Versuch um {next}} waiting {Wartet, bis sein Hook wieder eingerichtet ist} givenUp {Aufgegeben} other {{state}}}',
  'hooks.deliveries.answer':
    '{kind, select, status {HTTP {status}} exit {Exit-Code {exitCode}} other {{error}}}',
  'hooks.deliveries.noAnswer': 'Noch keine Antwort',
};
