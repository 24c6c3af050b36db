/** The account area's messages in German (electron/i18n/en/account.ts is the source). */
import type { account as english } from '../en/account.js';
import type { Translation } from '../en/translation.js';

export const account: Translation<typeof english> = {
  'account.view.title': 'Konto',
  'account.view.loading': 'Konto wird geladen',

  'account.address.careOf': 'bei {name}',
  'account.address.newTitle': 'Neue Adresse',
  'account.address.legend': 'Adresse',
  'account.address.makeMain': 'Als meine Hauptadresse festlegen',
  'account.address.save': 'Adresse speichern',
  'account.address.title': 'Hauptadresse',
  'account.address.loading': 'Adresse wird geladen',
  'account.address.emptyTitle': 'Noch keine Hauptadresse',
  'account.address.emptyBody':
    'Angebote und Aufträge werden an Ihre Hauptadresse versandt, sofern Sie keine andere wählen.',
  'account.address.add': 'Adresse hinzufügen…',

  'account.bandwidth.title': 'Upload-Limit',
  'account.bandwidth.loading': 'Upload-Limit wird geladen',
  'account.bandwidth.intro':
    'Ein Limit für jeden Upload, für Hotfolder wie für Uploads von Hand. Eine Änderung gilt sofort.',
  'account.bandwidth.none': 'Kein Limit',
  'account.bandwidth.rate': 'Upload-Rate begrenzen auf',
  'account.bandwidth.unit': 'MiB/s',
  'account.bandwidth.rateField': 'Upload-Rate begrenzen auf MiB/s',
  'account.bandwidth.rateHint': '1 MiB/s sind 1.048.576 Byte pro Sekunde, wie rclone zählt.',
  'account.bandwidth.timetableChoice': 'Einem Zeitplan folgen',
  'account.bandwidth.timetable': 'Zeitplan',
  'account.bandwidth.timetableHint':
    'Tage, Uhrzeiten und Raten, wie --bwlimit von rclone sie schreibt: {example} begrenzt werktags von 08:00 bis 18:00. Ein Tag, den kein Eintrag nennt, hat kein Limit.',
  'account.bandwidth.means': 'Bedeutet: ',
  'account.bandwidth.notApplied': 'Noch nicht übernommen',
  'account.bandwidth.inForce': 'Jetzt in Kraft: {limit}',
  'account.bandwidth.commandLine':
    'Dieser Lauf folgt dem --bwlimit der Befehlszeile ({text}); was Sie hier übernehmen, wird für den nächsten Start gespeichert.',
  'account.bandwidth.rateMissing': 'Geben Sie die Rate in MiB/s an, etwa 2 oder 0.5.',
  'account.bandwidth.rateNotAbove':
    'Ein Limit liegt über 0 MiB/s: Wählen Sie „Kein Limit“ für keines, oder halten Sie die Hotfolder an, um Uploads zu stoppen.',
  'account.bandwidth.rateTooLow': 'Das niedrigste Limit ist {rate} (etwa 0,001 MiB/s).',
  'account.bandwidth.rateTooHigh': 'Das höchste Limit ist {rate} ({mb} MiB/s).',

  'account.connection.title': 'Verbindung',
  'account.connection.confirmInClear':
    'Bestätigen Sie, dass der Schlüssel unverschlüsselt übertragen werden darf, oder verwenden Sie eine https://-Adresse.',
  'account.connection.enterKey': 'Geben Sie Ihren Abo-Schlüssel ein.',
  'account.connection.signedIn': 'Angemeldet als <strong>{name}</strong>',
  'account.connection.email': ' ({email})',
  'account.connection.connectAccount': 'Ihr Konto verbinden…',
  'account.connection.signOut': 'Abmelden',
  'account.connection.intro':
    'Geben Sie den Abo-Schlüssel aus Ihrem Profil auf der Website Ihres Druckdienstleisters ein. PrintDesk prüft ihn beim Dienst, bevor es ihn speichert.',
  'account.connection.key': 'Abo-Schlüssel',
  'account.connection.checking': 'Schlüssel wird geprüft…',
  'account.connection.connect': 'Verbinden',

  'account.diagnostics.title': 'Support und Diagnose',
  'account.diagnostics.intro':
    'PrintDesk protokolliert jeden Upload, jeden Job-Schritt, jeden Auftrag und jeden Fehler. „Diagnose speichern“ legt das Protokoll, die Einstellungen (ohne Schlüssel und Passwörter), die Versionen und die Statistik des Synchronisationsjournals in eine Datei, die Sie an den Support senden.',
  'account.diagnostics.saved': 'Gespeichert unter <mono>{file}</mono>',
  'account.diagnostics.save': 'Diagnose speichern…',

  'account.environment.embedded': 'Eingebaute Sandbox',
  'account.environment.embeddedHint':
    ' — ein Übungsdienst in PrintDesk. Nichts wird gedruckt oder berechnet.',
  'account.environment.custom': 'Eigener Druckdienst',
  'account.environment.customHint': ' — die Adresse Ihres Druckdienstleisters.',
  'account.environment.title': 'Druckdienst',
  'account.environment.legend': 'Umgebung',
  'account.environment.baseUrl': 'Basis-URL',
  'account.environment.use': 'Diesen Dienst verwenden',
  'account.environment.switching': 'Beim Wechsel werden Sie vom aktuellen Dienst abgemeldet.',

  'account.keyKeeping.keptIn':
    '{kind, select, keychain {Ihr Schlüssel liegt im Schlüsselbund dieses Computers.} safe {Ihr Schlüssel liegt auf diesem Computer, von PrintDesk verschlüsselt, weil kein Schlüsselbund des Systems verfügbar ist.} environment {Ihr Schlüssel stammt aus der Einstellung PRINTDESK_KEY, mit der PrintDesk gestartet wurde. Er wird nicht gespeichert.} memory {Ihr Schlüssel wird vergessen, wenn PrintDesk beendet wird, weil dieser Computer keinen Schlüsselbund hat, den PrintDesk nutzen kann.} other {Der Übungsdienst verwendet einen eigenen Schlüssel: Es gibt nichts zu speichern.}}',

  'account.market.option':
    '{market, select, us {Vereinigte Staaten} uk {Vereinigtes Königreich} other {Deutschland}} ({currency, select, USD {US-Dollar} GBP {Pfund Sterling} other {Euro}})',
  'account.market.detected':
    'Markt: {market, select, us {Vereinigte Staaten} uk {Vereinigtes Königreich} other {Deutschland}}, Beträge in {currency, select, USD {US-Dollar} GBP {Pfund Sterling} other {Euro}} (aus der Adresse).',
  'account.market.label': 'Markt',
  'account.market.embeddedHint':
    'Preise, Formate und Geschäftszeiten des Übungsdienstes. Eine Änderung startet den Übungsdienst mit den Beispieldaten dieses Markts neu.',
  'account.market.customHint':
    'Die Adresse verrät nicht, welcher Markt des Dienstes es ist: Beträge werden in der Währung dieses Markts angezeigt.',

  'account.preferences.title': 'Synchronisation',
  'account.preferences.afterUpload':
    '{afterUpload, select, keep {Datei an ihrem Ort lassen} move {In einen Ordner „Uploaded“ verschieben} other {Löschen}}',
  'account.preferences.concurrency': 'Gleichzeitig hochgeladene Dateien',
  'account.preferences.concurrencyHint':
    'Mehr ist bei schneller Verbindung schneller; weniger lässt Bandbreite für andere Arbeit.',
  'account.preferences.afterUploadLabel': 'Nach dem Hochladen einer Datei',
  'account.preferences.afterUploadHint':
    'Die Vorgabe für neue Hotfolder. Nichts wird verschoben oder gelöscht, bevor der Dienst die Datei bestätigt hat.',
  'account.preferences.notifications': 'Benachrichtigungen anzeigen',
  'account.preferences.notificationsHint':
    'Wenn ein Stapel Dateien hochgeladen wurde und wenn etwas Ihr Eingreifen braucht.',
  'account.preferences.launchAtLogin': 'PrintDesk bei der Anmeldung starten',
  'account.preferences.launchAtLoginHint':
    'Hotfolder synchronisieren weiter, ohne dass die App geöffnet ist.',
  'account.preferences.desktopOnly': 'In der Desktop-App verfügbar.',
  'account.preferences.uploadPreflight': 'Preflight von Hand hochgeladener Dateien',
  'account.preferences.dataDir': 'Einstellungen und das Synchronisationsjournal liegen in <mono>{dir}</mono>',

  'account.language.title': 'Sprache',
  'account.language.label': 'Sprache',
  'account.language.hint': 'Systemsprache folgt den auf diesem Computer eingestellten Sprachen.',
  'account.language.system': 'Systemsprache',

  'account.proxy.systemHintDesktop':
    ' — die Proxy-Einstellungen Ihres Computers, PAC-Skripte eingeschlossen.',
  'account.proxy.systemHintHeadless':
    ' — der Proxy aus den Umgebungsvariablen HTTP_PROXY, HTTPS_PROXY und NO_PROXY des Computers, auf dem PrintDesk läuft.',
  'account.proxy.system': 'System-Proxy',
  'account.proxy.none': 'Kein Proxy',
  'account.proxy.noneHint': ' — direkt mit dem Druckdienst verbinden.',
  'account.proxy.manual': 'Manueller Proxy',
  'account.proxy.manualHint': ' — eine Proxy-Adresse, mit Benutzer und Passwort, falls er danach fragt.',
  'account.proxy.title': 'Proxyserver',
  'account.proxy.loading': 'Proxy-Einstellung wird geladen',
  'account.proxy.address': 'Proxy-Adresse',
  'account.proxy.user': 'Proxy-Benutzer',
  'account.proxy.password': 'Proxy-Passwort',
  'account.proxy.passwordKept':
    'Ein Passwort ist mit Ihrem Schlüssel gespeichert. Geben Sie ein neues ein, um es zu ersetzen.',
  'account.proxy.passwordWhere': 'Wird mit Ihrem Abo-Schlüssel gespeichert, nie in der Einstellungsdatei.',
  'account.proxy.save': 'Proxy speichern',

  'account.user.title': 'Ihr Konto',
  'account.user.name': 'Vollständiger Name',
  'account.user.jobTitle': 'Position',
  'account.user.email': 'E-Mail',
  'account.user.phone': 'Telefon tagsüber',
  'account.user.customId': 'Ihre Kennung',
  'account.user.id': 'Benutzer-ID',
  'account.user.company': 'Firma',
  'account.user.organization': 'Organisation',
  'account.user.account': 'Konto',
  'account.user.enabled': '{enabled, select, yes {Aktiviert} other {Deaktiviert}}',
  'account.user.signedUp': 'Registriert',
  'account.user.lastSignIn': 'Letzte Anmeldung',

  'account.environmentLabel.embedded': 'Übungsdienst',
};
