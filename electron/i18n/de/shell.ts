/** The shell area's messages in German (electron/i18n/en/shell.ts is the source). */
import type { shell as english } from '../en/shell.js';
import type { Translation } from '../en/translation.js';

export const shell: Translation<typeof english> = {
  'shell.nav.label': 'Hauptnavigation',
  'shell.nav.library': 'Bibliothek',
  'shell.nav.hotFolders': 'Hotfolder',
  'shell.nav.documents': 'Dokumente',
  'shell.nav.quotes': 'Angebote',
  'shell.nav.orders': 'Aufträge',
  'shell.nav.account': 'Konto',
  'shell.nav.waiting': '{view}, {count, plural, one {# wartet auf Freigabe} other {# warten auf Freigabe}}',
  'shell.app.skipToContent': 'Zum Inhalt springen',
  'shell.app.loading': 'PrintDesk wird geladen',
  'shell.app.loadingView': '{view} wird geladen',
  'shell.header.practiceTitle':
    'Ein Übungsdienst in PrintDesk mit Beispieldaten: Es wird nichts gedruckt und nichts berechnet',
  'shell.header.practiceAccount': 'Übungskonto: <strong>{name}</strong>',
  'shell.header.signedInAs': 'Angemeldet als <strong>{name}</strong>',
  'shell.header.notConnected': 'Nicht verbunden — Konto verbinden',
  'shell.statusBar.label': 'Statusleiste',
  'shell.statusBar.sync': 'Synchronisationsstatus',
  'shell.statusBar.connectionLost': 'Verbindung zu PrintDesk unterbrochen — wird wiederhergestellt…',
  'shell.statusBar.uploadProgress': 'Upload-Fortschritt',
  'shell.statusBar.uploading':
    '{count, plural, one {# Datei wird hochgeladen} other {# Dateien werden hochgeladen}}',
  'shell.statusBar.sentOf': '{sent} von {size}',
  'shell.statusBar.overallProgress': 'Gesamtfortschritt der Uploads',
  'shell.statusBar.failed': '{count, plural, one {# Upload fehlgeschlagen} other {# Uploads fehlgeschlagen}}',
  'shell.printers.label': 'Drucker',
  'shell.printers.on': '{count, plural, one {Drucker an} other {# Drucker an}}',
  'shell.printers.failed': '{alsoOn, select, true { · } other {}}Drucker „{name}“ aus: {message}',
  'shell.bandwidth.label': 'Upload-Bandbreite',
  'shell.bandwidth.limit': 'Upload-Limit',
  'shell.practiceBanner.label': 'Übungsmodus',
  'shell.practiceBanner.text':
    '<strong>Übungsmodus:</strong> ein Übungsdienst mit Beispieldateien und -aufträgen. Es wird nichts gedruckt und nichts berechnet.',
  'shell.connectYourAccount': 'Eigenes Konto verbinden…',
  'shell.welcome.title': 'Willkommen bei PrintDesk',
  'shell.welcome.practice':
    'PrintDesk läuft mit einem Übungsdienst und Beispieldaten: Die Dateien, Dokumente und Aufträge, die Sie sehen, gehören zu einem Beispielkonto. Probieren Sie alles aus: Es wird nichts gedruckt und nichts berechnet.',
  'shell.welcome.own': 'PrintDesk hält Ihre Druckdateien mit Ihrer Online-Druckbibliothek abgeglichen.',
  'shell.welcome.stepsTitle': 'Was Sie zuerst ausprobieren können',
  'shell.welcome.stepLink':
    '<strong>Ordner verknüpfen</strong> unter Hotfolder: Jede dort gespeicherte Druckdatei wird für Sie hochgeladen.',
  'shell.welcome.stepDrop':
    '<strong>Datei ablegen</strong> – an beliebiger Stelle in diesem Fenster, um sie in Ihre Bibliothek hochzuladen.',
  'shell.welcome.stepQuote':
    '<strong>Angebot einholen</strong> unter Angebote: Sehen Sie, was ein Auftrag kostet, Versand und Steuer inbegriffen.',
  'shell.welcome.start': 'Los geht’s',
  'shell.connect.title': 'Eigenes Konto verbinden',
  'shell.connect.intro':
    'PrintDesk arbeitet mit dem Dienst Ihres Druckdienstleisters und braucht dafür zwei Angaben aus Ihrem Konto dort. Beide werden vor dem Wechsel beim Dienst geprüft; ist eine falsch, ändert sich nichts.',
  'shell.connect.address': 'Dienstadresse',
  'shell.connect.addressHint':
    'Die API-Adresse, die Ihnen Ihr Dienstleister mit dem API-Zugang nennt, zum Beispiel https://connect.mimeo.com/2012/02. Sie ist nicht die Adresse der Website, auf der Sie bestellen.',
  'shell.connect.key': 'Abo-Schlüssel',
  'shell.connect.keyHint':
    'Melden Sie sich auf der Website Ihres Druckdienstleisters an, öffnen Sie Ihr Profil und kopieren Sie den Abo-Schlüssel (manchmal API-Schlüssel genannt).',
  'shell.connect.keyMissing': 'Fügen Sie Ihren Abo-Schlüssel ein.',
  'shell.connect.inClearMissing':
    'Bestätigen Sie, dass der Schlüssel unverschlüsselt übertragen werden darf, oder verwenden Sie eine https://-Adresse.',
  'shell.connect.marketHint':
    'Die Adresse verrät nicht, wo dieser Dienst verkauft: Wählen Sie seinen Markt. Jeder Preis, den er sendet, ist in der Währung dieses Markts.',
  'shell.connect.marketMissing': 'Wählen Sie den Markt, in dem dieser Dienst verkauft.',
  'shell.connect.checking': 'Wird geprüft…',
  'shell.connect.submit': 'Prüfen und verbinden',
  'shell.connect.connected':
    '{named, select, yes {Verbunden mit {host} als {name}.} other {Verbunden mit {host}.}}',
  'shell.connectFailure.theService': 'der Dienst',
  'shell.connectFailure.auth':
    'Der Druckdienst unter {host} hat diesen Abo-Schlüssel nicht angenommen. Kopieren Sie den Schlüssel erneut aus Ihrem Profil auf der Website Ihres Druckdienstleisters: Schon ein fehlendes Zeichen genügt, damit er abgelehnt wird.',
  'shell.connectFailure.network':
    'PrintDesk konnte {host} nicht erreichen. Prüfen Sie die Dienstadresse auf Tippfehler und ob dieser Computer online ist.',
  'shell.connectFailure.timeout':
    '{host} hat nicht rechtzeitig geantwortet. Prüfen Sie die Dienstadresse oder versuchen Sie es gleich noch einmal.',
  'shell.connectFailure.notService':
    '{host} hat geantwortet, aber nicht wie ein Druckdienst. Prüfen Sie die Dienstadresse: Es ist die API-Adresse, die Ihnen Ihr Dienstleister genannt hat, nicht die Adresse seiner Website.',
  'shell.connectFailure.proxy':
    'Der unter Konto eingestellte Proxy hat die Verbindung abgelehnt oder war nicht erreichbar, daher konnte PrintDesk {host} nicht erreichen. Prüfen Sie die Proxy-Einstellungen unter Konto.',
  'shell.connectFailure.busy':
    'Der Druckdienst unter {host} ist ausgelastet oder hatte ein Problem. Ihr Schlüssel wurde nicht geprüft: Versuchen Sie es gleich noch einmal.',
  'shell.replace.titleOne': '„{name}“ ist bereits in der Bibliothek',
  'shell.replace.titleMany': '{count, plural, other {# Dateien sind bereits in der Bibliothek}}',
  'shell.replace.question': 'Vorhandene ersetzen oder beide behalten?',
  'shell.replace.entry': '<strong>{name}</strong> <muted>in {folder}</muted>',
  'shell.replace.replace': 'Ersetzen',
  'shell.replace.replaceHint': ' — die Datei in der Bibliothek wird gelöscht, dann wird diese hochgeladen.',
  'shell.replace.keepBoth': 'Beide behalten',
  'shell.replace.keepBothHint': ' — diese wird daneben hochgeladen, mit einer Nummer hinter ihrem Namen.',
  'shell.replace.skip': 'Überspringen',
  'shell.replace.skipHint': ' — diese wird nicht hochgeladen.',
  'shell.replace.replaceAll': 'Alle ersetzen',
  'shell.replace.keepAllBoth': 'Überall beide behalten',
  'shell.replace.upload': 'Hochladen',
  'shell.drop.unreadable':
    'Die Bibliothek kann gerade nicht gelesen werden, daher wurde nichts hochgeladen. Versuchen Sie es gleich noch einmal.',
  'shell.drop.leftOut':
    '{count, plural, one {Eine Datei wurde ausgelassen: Sie ist keine Druckdatei (PDF, PostScript, TIFF, JPEG oder PNG).} other {# Dateien wurden ausgelassen: Sie sind keine Druckdateien (PDF, PostScript, TIFF, JPEG oder PNG).}}',
  'shell.drop.intoFolder': 'Dateien oder Ordner hier ablegen, um sie nach {folder} hochzuladen',
  'shell.drop.intoLibrary': 'Dateien oder Ordner hier ablegen, um sie in Ihre Bibliothek hochzuladen',
  'shell.drop.foldersUnreadable':
    'Nichts wurde hochgeladen: Die Bibliotheksordner konnten nicht gelesen werden.',
  'shell.drop.notReplaced':
    '„{name}“ wurde nicht hochgeladen: Die Datei, die sie ersetzt, konnte nicht gelöscht werden.',
  'shell.orderShipped': 'Auftrag {id} wurde versandt.',
  'shell.address.firstName': 'Vorname',
  'shell.address.lastName': 'Nachname',
  'shell.address.company': 'Firma (optional)',
  'shell.address.careOf': 'c/o (optional)',
  'shell.address.street': 'Straße und Hausnummer',
  'shell.address.apartment': 'Wohnung oder Etage (optional)',
  'shell.address.city': 'Ort',
  'shell.address.state': 'Bundesland oder Region (optional)',
  'shell.address.postalCode': 'Postleitzahl',
  'shell.address.country': 'Ländercode',
  'shell.address.telephone': 'Telefon (optional)',
  'shell.address.email': 'E-Mail (optional)',
  'shell.address.residential': 'Privatadresse',
  'shell.error.withDetail': '<strong>{headline}</strong> {detail}',
  'shell.error.tryAgain': 'Erneut versuchen',
  'shell.error.auth': 'Der Druckdienst hat den Abo-Schlüssel nicht angenommen.',
  'shell.error.notFound': 'Dieses Element gibt es beim Druckdienst nicht mehr.',
  'shell.error.invalidRequest': 'Der Druckdienst hat die Anfrage abgelehnt.',
  'shell.error.rateLimited':
    'Der Druckdienst ist gerade ausgelastet. Warten Sie einen Moment und versuchen Sie es erneut.',
  'shell.error.server': 'Beim Druckdienst ist ein Problem aufgetreten. Versuchen Sie es gleich noch einmal.',
  'shell.error.network':
    'Der Druckdienst ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  'shell.error.timeout': 'Der Druckdienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
  'shell.error.invalidResponse': 'Der Druckdienst hat eine Antwort gesendet, die PrintDesk nicht versteht.',
  'shell.error.proxy':
    'Der Proxy hat die Anfrage abgelehnt oder ist nicht erreichbar. Prüfen Sie die Proxy-Einstellungen unter Konto.',
  'shell.error.invalidInput': 'Einige der eingegebenen Angaben sind ungültig.',
  'shell.error.unknownChannel': 'Diese Version von PrintDesk unterstützt diese Aktion nicht.',
  'shell.error.notConnected':
    'Verbinden Sie zuerst ein Konto: Öffnen Sie Konto und geben Sie einen Abo-Schlüssel ein.',
  'shell.error.cancelled': 'Abgebrochen.',
  'shell.error.conflict': 'Jemand hat dies inzwischen geändert. Laden Sie neu und versuchen Sie es erneut.',
  'shell.error.unavailable': 'Das ist in dieser Umgebung nicht verfügbar.',
  'shell.error.notGranted':
    'PrintDesk liest nur die Dateien, die Sie auswählen oder ablegen. Wählen Sie die Datei erneut aus oder legen Sie sie erneut ab.',
  'shell.error.insecureHttp':
    'Diese Adresse ist unverschlüsseltes http:// zu einem anderen Computer: Der Schlüssel würde unverschlüsselt übertragen.',
  'shell.error.internal': 'In PrintDesk ist ein Fehler aufgetreten.',
  'shell.inClear.warning':
    '<strong>{address}</strong> ist eine unverschlüsselte http://-Adresse auf einem anderen Computer: Ihr Schlüssel würde unverschlüsselt übertragen und wäre unterwegs für jeden lesbar. Verwenden Sie eine https://-Adresse, wenn der Dienst eine hat.',
  'shell.inClear.confirm': 'Meinen Schlüssel trotzdem über unverschlüsseltes http:// senden',
  'shell.toasts.label': 'Benachrichtigungen',
  'shell.toasts.dismiss': 'Benachrichtigung schließen',
  'shell.table.rows': '{label} – Zeilen',
  'shell.pagePicture.loading': '{label} (wird geladen)',
  'shell.pagePicture.noPreview': '{label}: keine Vorschau',
  'shell.fixPictures.making': 'Die Korrekturen werden an einer Kopie vorgenommen, ihre Seiten gezeichnet …',
  'shell.fixPictures.changes': 'Was die Korrekturen an {name} ändern',
  'shell.fixPictures.errorsLeft':
    '{fixed, select, true {Auch korrigiert hat die Datei noch {count, plural, one {einen Fehler} other {# Fehler}}:} other {Die Korrekturen ändern an dieser Datei nichts; {count, plural, one {ihr Fehler bleibt} other {ihre Fehler bleiben}}:}}',
  'shell.fixPictures.pages': 'Seiten von {name} vor und nach den Korrekturen',
  'shell.fixPictures.original': '{name}, Seite {page}, Original',
  'shell.fixPictures.fixed': '{name}, Seite {page}, korrigiert',
  'shell.fixPictures.originalCaption': 'Seite {page} wie sie ist',
  'shell.fixPictures.fixedCaption': 'Seite {page} korrigiert',
  'shell.fixPictures.earlier': 'Vorige Seiten',
  'shell.fixPictures.later': 'Weitere Seiten',
  'shell.fixPictures.showing': 'Seiten {first}–{last} von {count}',
};
