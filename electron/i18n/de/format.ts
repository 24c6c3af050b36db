/** How values read, in German (electron/i18n/en/format.ts is the source). */
import type { format as english } from '../en/format.js';
import type { Translation } from '../en/translation.js';

export const format: Translation<typeof english> = {
  'format.syncStatus.upToDate': 'Aktuell',
  'format.syncStatus.filesFailed':
    '{count, plural, one {# Datei fehlgeschlagen} other {# Dateien fehlgeschlagen}}',
  'format.syncStatus.foldersUnreadable':
    '{count, plural, one {# Ordner ist nicht lesbar} other {# Ordner sind nicht lesbar}}',
  'format.syncStatus.offline': 'Offline — nächster Versuch um {time}',
  'format.pause.until': '{when, select, resumed {bis zur Fortsetzung} other {bis {moment}}}',
  'format.moment': '{when, select, today {{time}} tomorrow {morgen {time}} other {{day} {time}}}',
  'format.preflightReport.title': 'Preflight von {file} (Profil {profile})',
  'format.preflightReport.notChecked': 'Nicht geprüft: {error}',
  'format.preflightReport.counts':
    '{pages} {pages, plural, one {Seite} other {Seiten}}; {findings, plural, =0 {keine Probleme gefunden} other {{errors} {errors, plural, one {Fehler} other {Fehler}}, {warnings} {warnings, plural, one {Warnung} other {Warnungen}}}}',
  'format.preflightReport.finding': '{severity, select, error {FEHLER} other {WARNUNG}} {check}{where}',
  'format.preflightReport.pages': ' ({count, plural, one {Seite} other {Seiten}} {pages})',
  'format.size.metric': '{width} × {height} mm',
  'format.size.imperial': '{width} × {height} in',
  'format.size.withPaper': '{size} ({paper})',
  'format.size.both': '{primary} · {secondary}',
  'format.zonedTime.both': '{serviceTime} {serviceZone} ({buyerTime} Ihre Zeit, {buyerZone})',
  'format.zonedTime.one': '{serviceTime} {serviceZone}',
  'format.zonedTime.orderBy': 'Bestellschluss {time}',
  'format.zonedTime.shipsOn': 'Versand {time}',
  'format.bandwidth.paused': 'Angehalten {until}',
  'format.bandwidth.noLimit': 'Kein Limit',
  'format.bandwidth.limitedTo': 'Begrenzt auf {rate}',
  'format.bandwidth.rateNow': '{rate} aktuell',
  'format.bandwidth.inForce':
    '{limited, select, yes {{limit}} other {kein Limit}}{until, select, yes { bis {moment}} other {}}',
  'format.syncStatus.notStarted': 'Synchronisation nicht gestartet',
  'format.syncStatus.syncing':
    '{count, plural, one {# Datei wird synchronisiert} other {# Dateien werden synchronisiert}}',
  'format.syncStatus.paused': 'Synchronisation angehalten',
  'format.syncStatus.attention': 'Synchronisation braucht Ihre Aufmerksamkeit',
  'format.syncStatus.offlineFolder': 'Keine Verbindung',
};
