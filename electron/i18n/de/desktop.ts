/** The desktop around the window in German (electron/i18n/en/desktop.ts is the source). */
import type { desktop as english } from '../en/desktop.js';
import type { Translation } from '../en/translation.js';

export const desktop: Translation<typeof english> = {
  'desktop.tray.syncingShare':
    '{count, plural, one {# Datei wird synchronisiert} other {# Dateien werden synchronisiert}} ({percent} %)',
  'desktop.tray.pausedWaiting':
    'Synchronisation angehalten, {count, plural, one {# Datei wartet} other {# Dateien warten}}',
  'desktop.tray.stopped': 'Synchronisation durch einen Fehler gestoppt',
  'desktop.tray.offline': 'Ein Hotfolder ist offline',
  'desktop.tray.offlineWaiting': '{offline}, {count, plural, one {# Datei wartet} other {# Dateien warten}}',
  'desktop.tray.pauseForAnHour': 'Für 1 Stunde',
  'desktop.tray.pauseUntilTomorrow': 'Bis morgen',
  'desktop.tray.pauseUntilResumed': 'Bis zur Fortsetzung',
  'desktop.tray.open': 'PrintDesk öffnen',
  'desktop.tray.resume': 'Synchronisation fortsetzen',
  'desktop.tray.pause': 'Synchronisation anhalten',
  'desktop.tray.quit': 'PrintDesk beenden',
  'desktop.tray.printerOn': 'Drucker an: {name} ({uri})',
  'desktop.tray.printerOff': 'Drucker aus: {name}: {message}',
  'desktop.menu.sync': 'Synchronisation',
  'desktop.menu.resume': 'Synchronisation fortsetzen',
  'desktop.menu.pause': 'Synchronisation anhalten',
  'desktop.menu.show': 'PrintDesk anzeigen',
  'desktop.notification.jobFailed.title': 'Hotfolder-Auftrag fehlgeschlagen',
  'desktop.notification.jobFailed.body': '{path}: {reason}',
  'desktop.notification.unknownReason': 'unbekannter Grund',
  'desktop.notification.approval.title': 'Ein Auftrag wartet auf Ihre Freigabe',
  'desktop.notification.approval.body':
    '{document}: {price}. {reasons} Geben Sie ihn unter Aufträge frei oder verwerfen Sie ihn.',
  'desktop.notification.checkOrder.title': 'Diesen Auftrag prüfen',
  'desktop.notification.checkOrder.body':
    '{document}: Der Auftrag wurde mit der Referenz {reference} gesendet, die Antwort ging verloren. Schlagen Sie ihn nach und tragen Sie dann unter Aufträge seine Auftragsnummer ein oder geben Sie ihn erneut auf.',
  'desktop.notification.preflight.title': 'Eine Hotfolder-Datei hat den Preflight nicht bestanden',
  'desktop.notification.preflight.body':
    '{document}: {reasons} Es wurde nichts erstellt; die Datei liegt in Failed/. Fahren Sie unter Aufträge trotzdem fort oder verwerfen Sie sie.',
  'desktop.notification.placed.title': 'Auftrag erteilt',
  'desktop.notification.placed.body': '{document}: Auftrag {order}, {price}.',
  'desktop.notification.quoted.title': 'Angebot bereit',
  'desktop.notification.quoted.body': '{document}: {price}.',
  'desktop.notification.price': '{total}, Versand {shipDate}, Zustellung {deliveryDate}',
  'desktop.notification.dateUnknown': 'unbekannt',
  'desktop.notification.attention.title': 'PrintDesk braucht Ihre Aufmerksamkeit',
  'desktop.notification.batch.title': 'Hotfolder-Synchronisation abgeschlossen',
  'desktop.notification.batch.body':
    '{uploaded, plural, one {# Datei} other {# Dateien}} in Ihre Druckbibliothek hochgeladen.',
  'desktop.notification.batchFailed.title': 'Hotfolder-Synchronisation mit Fehlern abgeschlossen',
  'desktop.notification.batchFailed.body':
    '{uploaded, plural, one {# Datei} other {# Dateien}} hochgeladen, {failed, plural, one {# Datei} other {# Dateien}} fehlgeschlagen.',
  'desktop.notification.shipped.title': 'Auftrag versandt',
  'desktop.notification.shipped.body':
    'Auftrag {order} ist unterwegs. Die Sendungsverfolgung finden Sie unter Aufträge.',
  'desktop.dialog.startFailed.title': 'PrintDesk konnte nicht starten',
};
