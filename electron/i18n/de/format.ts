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
  'format.finishedSize': 'Endformat {width} × {height} {length}, Gewicht {mass} {weight}.',
  'format.zonedTime.both': '{serviceTime} {serviceZone} ({buyerTime} Ihre Zeit, {buyerZone})',
  'format.zonedTime.one': '{serviceTime} {serviceZone}',
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
  'format.payment.credit': 'Kontoguthaben',
  'format.payment.corporate': 'Firmenkonto {id}',
  'format.payment.cardEnding': 'Firmenkreditkarte mit Endziffern {last} ({name})',
  'format.payment.card': 'Firmenkreditkarte',
  'format.payment.other': 'Zahlungsart {type}',
  'format.notifications.none': 'Keine',
  'format.notifications.recipients': 'Empfänger benachrichtigt',
  'format.notifications.alerts': 'Versandhinweise',
  'format.notifications.copy': 'Sie in Kopie der Versand-E-Mails',
  'format.notifications.contact': 'Ihre Kontaktdaten angegeben',
  'format.offeringGroup':
    '{name, select, PrintOptions {Druckoptionen} BindingAndCovers {Bindung und Umschläge} TabsAndInserts {Register und Einleger} CustomOptions {Eigene Optionen} other {Sonstiges}}',
  'format.offeringType':
    '{type, select, PaperStock {Papier} Binding {Bindung} Printing {Druck} Collation {Zusammentragen} Finishing {Veredelung} Cutting {Schneiden} OrderFee {Auftragspauschale} other {{type}}}',
  'format.profile.standard': 'Normal',
  'format.profile.strict': 'Streng',
  'format.profile.off': 'Aus',
  'format.profileHint.standard':
    'Nicht eingebettete Schriften, Bilder unter 150 ppi und ein falsches Seitenformat sind Fehler; RGB-Farben, knapper Anschnitt und Bilder unter 250 ppi sind Warnungen.',
  'format.profileHint.strict':
    'Strenger: RGB-Farben, Anschnitt unter 3 mm und Bilder unter 300 ppi sind ebenfalls Fehler.',
  'format.profileHint.off':
    'Keine Druckprüfungen: Nur leere, passwortgeschützte und beschädigte Dateien werden gemeldet.',
  'format.severity.error': 'Fehler',
  'format.severity.warning': 'Warnung',
  'format.check.fontNotEmbedded': 'Schrift nicht eingebettet',
  'format.check.imageResolution': 'Bildauflösung',
  'format.check.rgbColor': 'RGB-Farbe',
  'format.check.noBleed': 'Anschnitt',
  'format.check.pageSize': 'Seitenformat',
  'format.check.mixedPageSizes': 'Gemischte Seitenformate',
  'format.check.empty': 'Leere Datei',
  'format.check.encrypted': 'Passwortgeschützt',
  'format.check.broken': 'Beschädigt',
  'format.check.notPdf': 'Kein PDF',
  'format.short.imageUnder': 'Bild unter {ppi} ppi',
  'format.short.imageLow': 'Bildauflösung zu gering',
  'format.short.font': 'Schrift nicht eingebettet',
  'format.short.rgb': 'RGB-Farbe',
  'format.short.bleed': 'Anschnitt unter {mm} mm',
  'format.short.pageSize': 'nicht das Seitenformat des Produkts',
  'format.short.mixed': 'ein anderes Format als die meisten Seiten',
  'format.short.unreadable': 'nicht lesbar',
  'format.findingsCount':
    '{errors, plural, =0 {} one {# Fehler} other {# Fehler}}{errors, plural, =0 {} other {{warnings, plural, =0 {} other {, }}}}{warnings, plural, =0 {} one {# Warnung} other {# Warnungen}}',
};
