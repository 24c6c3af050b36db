/** The hot-folders area's messages in German (electron/i18n/en/hot-folders.ts is the source). */
import type { hotFolders as english } from '../en/hot-folders.js';
import type { Translation } from '../en/translation.js';

export const hotFolders: Translation<typeof english> = {
  'hot-folders.fileState.label':
    '{state, select, queued {In Warteschlange} uploading {Wird hochgeladen} uploaded {Hochgeladen} failed {Fehlgeschlagen} skipped {Übersprungen} other {{state}}}',

  'hot-folders.activityCells.removedLink': 'Entfernter Hotfolder',
  'hot-folders.activityCells.preflightErrors': 'Preflight-Fehler: {errors}',
  'hot-folders.activityCells.preflightWarnings': 'Preflight-Warnungen: {warnings}',
  'hot-folders.activityCells.retryJob': 'Job für {path} erneut ausführen',
  'hot-folders.activityCells.retryFile': '{name} erneut versuchen',

  'hot-folders.activityColumns.file': 'Datei',
  'hot-folders.activityColumns.link': 'Hotfolder',
  'hot-folders.activityColumns.state': 'Status',
  'hot-folders.activityColumns.document': 'Dokument',
  'hot-folders.activityColumns.price': 'Preis',
  'hot-folders.activityColumns.order': 'Auftrag',
  'hot-folders.activityColumns.time': 'Zeit',
  'hot-folders.activityColumns.note': 'Fehler oder Hinweis',
  'hot-folders.activityColumns.actions': 'Aktionen',

  'hot-folders.activityList.loading': 'Aktivität wird geladen',
  'hot-folders.activityList.noMatch': 'Keine Dateien passen zu diesen Filtern',
  'hot-folders.activityList.showAll': 'Alle Aktivitäten anzeigen',
  'hot-folders.activityList.emptyTitle': 'Bisher ist nichts geschehen',
  'hot-folders.activityList.emptyBody':
    'Speichern oder kopieren Sie eine Druckdatei in einen Hotfolder: Sie erscheint hier, sobald sie hochgeladen wird.',
  'hot-folders.activityList.table': 'Hotfolder-Aktivität',

  'hot-folders.activityToolbar.retriedToast':
    'Die fehlgeschlagenen Dateien stehen wieder in der Warteschlange.',
  'hot-folders.activityToolbar.title': 'Aktivität',
  'hot-folders.activityToolbar.state': 'Status',
  'hot-folders.activityToolbar.allStates': 'Alle Status',
  'hot-folders.activityToolbar.link': 'Hotfolder',
  'hot-folders.activityToolbar.allLinks': 'Alle Hotfolder',
  'hot-folders.activityToolbar.retryFailed': 'Fehlgeschlagene wiederholen',
  'hot-folders.activityToolbar.exportCsv': 'CSV exportieren',
  'hot-folders.activityToolbar.findFile': 'Datei suchen',

  'hot-folders.folderChooser.title': 'Ordner wählen',
  'hot-folders.folderChooser.places': 'Orte',
  'hot-folders.folderChooser.choosePlace': 'Wählen Sie einen Ort als Ausgangspunkt.',
  'hot-folders.folderChooser.loading': 'Ordner werden geladen',
  'hot-folders.folderChooser.folders': 'Ordner',
  'hot-folders.folderChooser.up': 'Einen Ordner nach oben',
  'hot-folders.folderChooser.empty': 'Hier sind keine Ordner.',
  'hot-folders.folderChooser.choose': 'Diesen Ordner wählen',

  'hot-folders.view.title': 'Hotfolder',
  'hot-folders.view.totals':
    '{uploaded, number} hochgeladen · {waiting, number} wartend · {failed, number} fehlgeschlagen',
  'hot-folders.view.add': 'Hotfolder hinzufügen',
  'hot-folders.view.links': 'Verknüpfte Ordner',
  'hot-folders.view.loading': 'Hotfolder werden geladen',
  'hot-folders.view.emptyTitle': 'Noch keine Hotfolder',
  'hot-folders.view.emptyBody':
    'Verknüpfen Sie einen Ordner auf diesem Computer mit einem Ordner Ihrer Druckbibliothek: Jede dort gespeicherte Druckdatei wird einmal hochgeladen.',

  'hot-folders.jobState.step':
    '{step, select, document {Dokument wird erstellt} quote {Angebot wird eingeholt} other {Wird bestellt}}',
  'hot-folders.jobState.runningElsewhere':
    '{action, select, document {Dokument wird erstellt von {by}} quote {Angebot wird eingeholt von {by}} other {Wird bestellt von {by}}}',
  'hot-folders.jobState.awaitingApproval': 'Wartet auf Freigabe',
  'hot-folders.jobState.awaitingApprovalElsewhere': 'Wartet auf Freigabe auf {by}',
  'hot-folders.jobState.checkOrder': 'Auftrag prüfen',
  'hot-folders.jobState.checkOrderElsewhere': 'Auftrag prüfen ({by})',
  'hot-folders.jobState.done': 'Erledigt',
  'hot-folders.jobState.doneElsewhere':
    '{action, select, document {Dokument erstellt von {by}} quote {Angebot eingeholt von {by}} other {Bestellt von {by}}}',
  'hot-folders.jobState.doneElsewhereOrder':
    '{action, select, document {Dokument erstellt von {by}: {order}} quote {Angebot eingeholt von {by}: {order}} other {Bestellt von {by}: {order}}}',
  'hot-folders.jobState.failed': 'Fehlgeschlagen',
  'hot-folders.jobState.failedElsewhere': 'Fehlgeschlagen auf {by}',
  'hot-folders.jobState.discarded': 'Verworfen',
  'hot-folders.jobState.discardedElsewhere': 'Verworfen auf {by}',
  'hot-folders.jobState.stepDone':
    '{step, select, uploaded {Hochgeladen} document {Dokument} quoted {Angebot} other {bestellt}}',
  'hot-folders.jobState.title': '{state} – {steps}',
  'hot-folders.jobPrice.shipsAndDelivered': 'Versand {ship}, Zustellung {delivery}',
  'hot-folders.jobPrice.ships': 'Versand {ship}',
  'hot-folders.jobPrice.delivered': 'Zustellung {delivery}',
  'hot-folders.jobPrice.withRecipients': '{price} · {count, plural, one {# Empfänger} other {# Empfänger}}',

  'hot-folders.jobPreset.action':
    '{action, select, upload {Nur hochladen} document {Dokument erstellen} quote {Dokument erstellen und Angebot einholen} other {Dokument erstellen und bestellen}}',
  'hot-folders.jobPreset.chooseTemplate': 'Wählen Sie die Dokumentvorlage für den Job.',
  'hot-folders.jobPreset.enterSpendLimit': 'Geben Sie das Ausgabelimit ein, z. B. 250 oder 99.50.',
  'hot-folders.jobPreset.enterArriveWithin':
    'Geben Sie die Werktage als ganze Zahl von 1 bis {max} ein, oder lassen Sie das Feld für kein Datum leer.',
  'hot-folders.jobPreset.enterDailyBudget':
    'Geben Sie das Tagesbudget als Betrag ein, z. B. 600 oder 1500.50, oder lassen Sie das Feld für keines leer.',
  'hot-folders.jobPreset.legend': 'Job für jede hochgeladene Datei',
  'hot-folders.jobPreset.actionLabel': 'Aktion',
  'hot-folders.jobPreset.actionHint':
    "Ein Job-Ticket '<name>'.job.json neben einer Datei kann ihre Auflage, ihren Empfänger und ihre Referenz ändern.",
  'hot-folders.jobPreset.template': 'Dokumentvorlage',
  'hot-folders.jobPreset.templatePlaceholder': 'Vorlage wählen',
  'hot-folders.jobPreset.quantity': 'Auflage',
  'hot-folders.jobPreset.shipping': 'Versandart',
  'hot-folders.jobPreset.arriveWithin': 'Ankunft binnen N Werktagen',
  'hot-folders.jobPreset.anyDay': 'Kein Datum',
  'hot-folders.jobPreset.arriveWithinHint':
    'Gezählt in den Werktagen des Druckdienstes. Jeder Auftrag geht mit der günstigsten Versandart, die bis dahin ankommt (needBy eines Auftragstickets geht vor); schafft es keine, wartet er auf Freigabe.',
  'hot-folders.jobPreset.spendLimit': 'Ausgabelimit ({currency})',
  'hot-folders.jobPreset.spendLimitHint':
    'Aufträge bis zu dieser Summe werden sofort erteilt; andere warten unter Aufträge › Freigaben.',
  'hot-folders.jobPreset.batch': 'In einem Auftrag sammeln',
  'hot-folders.jobPreset.batch.none': 'Nein: jede Datei ist ein eigener Auftrag',
  'hot-folders.jobPreset.batch.time': 'Zu einer Uhrzeit an jedem Werktag',
  'hot-folders.jobPreset.batch.count': 'Nach einer Anzahl Dateien',
  'hot-folders.jobPreset.batchHint':
    'Die Dateien warten nach ihrem Dokument und gehen in einen Auftrag, eine Position je Dokument, gemeinsam versandt. Die Uhrzeit ist die des Druckdienstes, an seinen Werktagen (vor seinem Annahmeschluss, etwa 13:30).',
  'hot-folders.jobPreset.batchTime': 'Uhrzeit (HH:MM)',
  'hot-folders.jobPreset.batchFiles': 'Anzahl Dateien',
  'hot-folders.jobPreset.enterBatchTime': 'Geben Sie die Uhrzeit als HH:MM ein, etwa 13:30.',
  'hot-folders.jobPreset.enterBatchFiles': 'Geben Sie die Anzahl Dateien als ganze Zahl von 2 bis 500 ein.',
  'hot-folders.jobPreset.dailyBudget': 'Tagesbudget',
  'hot-folders.jobPreset.noDailyBudget': 'Kein Tagesbudget',
  'hot-folders.jobPreset.dailyBudgetHint':
    '{currency}. Was die Aufträge dieses Ordners an einem Tag zusammen kosten dürfen, über alle Computer hinweg, die ihn überwachen; ein Auftrag, der es überschreiten würde, wartet auf Freigabe.',
  'hot-folders.jobPreset.allowTicketAddresses': 'Adressen in Job-Tickets erlauben',
  'hot-folders.jobPreset.allowTicketAddressesHint':
    'Sonst wartet ein Auftrag auf Freigabe, dessen Ticket an eine ausgeschriebene Adresse liefert. Ein Ticket, das eine höhere Auflage als die Voreinstellung verlangt, wartet immer.',

  'hot-folders.jobRecipient.main': 'Die Hauptadresse des Kontos',
  'hot-folders.jobRecipient.setBefore': 'Die zuvor festgelegte Adresse: {street}',
  'hot-folders.jobRecipient.list': 'Liste „{name}“ ({count, plural, one {# Empfänger} other {# Empfänger}})',
  'hot-folders.jobRecipient.someList': 'Eine Verteilerliste',
  'hot-folders.jobRecipient.someAddress': 'Eine gespeicherte Adresse',
  'hot-folders.jobRecipient.label': 'Empfänger',
  'hot-folders.jobRecipient.hint':
    'Eine Verteilerliste erhält einen Empfänger pro Zeile, jeweils mit dieser Versandart. Ein Job-Ticket kann einen anderen Empfänger nennen.',

  'hot-folders.linkCard.state':
    '{state, select, starting {Startet} watching {Überwacht} syncing {Wird hochgeladen} paused {Angehalten} error {Benötigt Aufmerksamkeit} other {Ordner nicht verfügbar}}',
  'hot-folders.linkCard.watchNative': 'Neue Dateien meldet das System, sobald sie ankommen.',
  'hot-folders.linkCard.watchPolling':
    'Alle {seconds, number} s geprüft: {reason, select, setting {auf ständiges Abfragen eingestellt} share {eine Netzwerkfreigabe, die Dateien anderer Computer nicht meldet} other {dem System sind die Dateiüberwachungen ausgegangen}}.',
  'hot-folders.linkCard.watchPollingShare':
    'Alle {seconds, number} s geprüft: eine Netzwerkfreigabe, die Dateien anderer Computer nicht meldet ({share}).',
  'hot-folders.linkCard.name': 'Hotfolder {name}',
  'hot-folders.linkCard.uploadsTo': 'lädt hoch nach',
  'hot-folders.linkCard.offline':
    'Der Ordner ist nicht erreichbar (ein Laufwerk getrennt oder eine Freigabe offline). PrintDesk macht weiter, sobald er wieder da ist.',
  'hot-folders.linkCard.error':
    'PrintDesk kann diesen Ordner nicht überwachen. Prüfen Sie, ob er existiert und ob Sie ihn lesen dürfen.',
  'hot-folders.linkCard.queued': 'In Warteschlange',
  'hot-folders.linkCard.uploading': 'Wird hochgeladen',
  'hot-folders.linkCard.uploaded': 'Hochgeladen',
  'hot-folders.linkCard.awaiting': 'Warten auf Freigabe',
  'hot-folders.linkCard.failed': 'Fehlgeschlagen',
  'hot-folders.linkCard.settings':
    '{types} · {subfolders, select, yes {mit Unterordnern} other {nur dieser Ordner}} · nach dem Upload: {afterUpload, select, keep {im Ordner lassen} move {nach Uploaded/ verschieben} other {löschen}}',
  'hot-folders.linkCard.pause': 'Anhalten',
  'hot-folders.linkCard.resume': 'Fortsetzen',
  'hot-folders.linkCard.pauseName': '{name} anhalten',
  'hot-folders.linkCard.resumeName': '{name} fortsetzen',
  'hot-folders.linkCard.editName': '{name} bearbeiten',
  'hot-folders.linkCard.activity': 'Aktivität',
  'hot-folders.linkCard.activityName': 'Aktivität von {name} anzeigen',
  'hot-folders.linkCard.removeName': '{name} entfernen',
  'hot-folders.linkCard.removeTitle': 'Diesen Hotfolder entfernen?',
  'hot-folders.linkCard.removeBody':
    'PrintDesk überwacht <mono>{path}</mono> nicht mehr. Bereits hochgeladene Dateien bleiben in Ihrer Bibliothek, und auf diesem Computer wird nichts gelöscht.',
  'hot-folders.linkCard.keep': 'Behalten',
  'hot-folders.linkCard.remove': 'Hotfolder entfernen',

  'hot-folders.linkForm.afterUpload':
    '{afterUpload, select, keep {Im Ordner lassen} move {Nach Uploaded/ verschieben} other {Löschen}}',
  'hot-folders.linkForm.editTitle': 'Hotfolder bearbeiten',
  'hot-folders.linkForm.addTitle': 'Hotfolder hinzufügen',
  'hot-folders.linkForm.localFolder': 'Lokaler Ordner',
  'hot-folders.linkForm.localFolderHint':
    'Der zu überwachende Ordner auf diesem Computer (~ ist Ihr Benutzerordner). Hier gespeicherte Druckdateien werden hochgeladen.',
  'hot-folders.linkForm.libraryFolder': 'Bibliotheksordner',
  'hot-folders.linkForm.libraryFolderHint':
    'Wohin sie in Ihrer Druckbibliothek kommen; Ordner werden bei Bedarf angelegt (z. B. „Hotfolder/Broschüren“).',
  'hot-folders.linkForm.types': 'Zulässige Dateitypen',
  'hot-folders.linkForm.subfolders': 'Unterordner einbeziehen',
  'hot-folders.linkForm.subfoldersHint':
    'Dateien in Unterordnern kommen in die entsprechenden Unterordner der Bibliothek.',
  'hot-folders.linkForm.afterUploadLabel': 'Nach dem Upload',
  'hot-folders.linkForm.afterUploadHint':
    'Dateien, die der Dienst nicht drucken kann, kommen immer nach Failed/, mit einem Hinweis auf den Grund.',
  'hot-folders.linkForm.poll': 'Diesen Ordner immer abfragen (Netzwerkfreigabe)',
  'hot-folders.linkForm.printer': 'Drucker',
  'hot-folders.linkForm.alsoPrinter': 'Auch als Drucker',
  'hot-folders.linkForm.alsoPrinterHint':
    'Ein Drucker auf diesem Computer für jeden Druckdialog: Jeder Auftrag an ihn wird ein PDF in diesem Ordner, benannt nach seinem Titel, und durchläuft die Schritte dieses Ordners.',
  'hot-folders.linkForm.printerAddress':
    'Angezeigt als „{name}“. Fügen Sie ihn diesem Computer über seine Adresse hinzu: {uri}',
  'hot-folders.linkForm.printerNew': 'Seine Adresse erscheint, sobald der Ordner gespeichert ist.',
  'hot-folders.linkForm.printerNeedsPdf':
    'Gedruckte Aufträge kommen als PDF-Dateien an: Wählen Sie PDF bei den Dateitypen.',
  'hot-folders.linkForm.pollHint':
    'PrintDesk erkennt Freigaben selbst; kreuzen Sie dies für einen freigegebenen Ordner an, dessen neue Dateien es übersieht.',
  'hot-folders.linkForm.preflight': 'Preflight (Druckdatenprüfung)',
  'hot-folders.linkForm.fixes': 'Korrekturen',
  'hot-folders.linkForm.fixesHint':
    'Bevor aus einer Datei ein Dokument wird, korrigiert der Preflight dies an einer Kopie; das Original bleibt in Originals/.',
  'hot-folders.linkForm.fixBleed': 'Beschnittzugabe ergänzen',
  'hot-folders.linkForm.fixBleedHint':
    'Seiten ohne Beschnittzugabe erhalten 3,175 mm (0,125 in), ihre Ränder nach außen gespiegelt.',
  'hot-folders.linkForm.fixFonts': 'Fehlende Schriften einbetten',
  'hot-folders.linkForm.fixFontsHint':
    'Nicht eingebettete Helvetica, Arial, Times, Courier, Symbol und ZapfDingbats werden als freie Schriften mit denselben Breiten eingebettet.',
  'hot-folders.linkForm.fixPageSize': 'Seiten auf das Format des Produkts bringen',
  'hot-folders.linkForm.fixPageSizeHint':
    'Eine Seite anderen Formats wird auf das Produkt skaliert, zentriert und gedreht, wo sie so besser passt.',
  'hot-folders.linkForm.fit': 'Wo die Proportionen abweichen',
  'hot-folders.linkForm.fitMode':
    '{fit, select, fill {Seite füllen (die Ränder werden beschnitten)} other {Ganze Seite zeigen (weiße Ränder)}}',
  'hot-folders.linkForm.startPaused': 'Angehalten starten',
  'hot-folders.linkForm.saveChanges': 'Änderungen speichern',
  'hot-folders.linkForm.add': 'Hotfolder hinzufügen',

  'hot-folders.linkJob.badge':
    '{action, select, document {Erstellt Dokumente} quote {Holt Angebote ein} other {Erteilt Aufträge}}',
  'hot-folders.linkJob.onePerFile': 'eines pro Datei',
  'hot-folders.linkJob.onePerFileCopies':
    'eines pro Datei, {count, plural, one {# Exemplar} other {# Exemplare}}',
  'hot-folders.linkJob.upToEach': 'bis {amount} je Auftrag',
  'hot-folders.linkJob.eachWaits': 'jeder wartet auf Freigabe',
  'hot-folders.linkJob.noDailyBudget': 'kein Tagesbudget',
  'hot-folders.linkJob.dailyLeft': '{budget} pro Tag, heute noch {left}',
  'hot-folders.linkJob.daily': '{budget} pro Tag',
  'hot-folders.linkJob.terms': '{first} · {second}',
  'hot-folders.linkJob.limitsCurrency':
    'Bestellt nicht mehr: Seine Limits sind in {limits}, der Dienst rechnet jetzt aber in {prices}. Bis sie in {prices} gesetzt sind, wartet jeder seiner Aufträge auf Ihre Freigabe.',
  'hot-folders.linkJob.setLimits': 'Limits in {prices} setzen',
  'hot-folders.jobPreset.limitsCurrency':
    'Die Limits dieses Ordners wurden in {limits} gesetzt ({terms}). Der Dienst rechnet jetzt in {prices}: Geben Sie die Limits in {prices} ein. Bis dahin wartet jeder seiner Aufträge auf Ihre Freigabe.',

  'hot-folders.preflightCard.type':
    '{type, select, pdf {PDF} postscript {PostScript} tiff {TIFF-Bild} jpeg {JPEG-Bild} png {PNG-Bild} other {{type}}}',
  'hot-folders.preflightCard.held': 'Liegt in Failed/, bis jemand unter Aufträge › Freigaben entscheidet.',
  'hot-folders.preflightCard.report': 'Bericht',
  'hot-folders.preflightCard.noReport': 'Neben der Datei liegt kein Bericht mehr.',
  'hot-folders.preflightCard.title': 'Preflight (Druckdatenprüfung)',
  'hot-folders.preflightCard.close': 'Preflight schließen',
  'hot-folders.preflightCard.thumbnail': 'Erste Seite von {name}',
  'hot-folders.preflightCard.noPreview': 'Keine Vorschau',
  'hot-folders.preflightCard.typeLabel': 'Typ',
  'hot-folders.preflightCard.notPrintFile': 'Keine Druckdatei, die PrintDesk erkennt',
  'hot-folders.preflightCard.pages': 'Seiten',
  'hot-folders.preflightCard.unknown': 'Unbekannt',
  'hot-folders.preflightCard.pageSize': 'Seitenformat',
  'hot-folders.preflightCard.fileSize': 'Dateigröße',

  'hot-folders.uploadsControl.group': 'Hochladen',
  'hot-folders.uploadsControl.resume': 'Fortsetzen',
  'hot-folders.uploadsControl.pause': 'Uploads anhalten',

  'hot-folders.setAside.record':
    'Eine Datei im .printdesk des geteilten Ordners wurde von etwas anderem als PrintDesk geändert: Sie wurde nicht beachtet (beiseitegelegt als {file}: {reason}).',
  'hot-folders.setAside.notice':
    'Eine Datei im .printdesk des geteilten Ordners wurde von etwas anderem als PrintDesk geändert: Sie wurde nicht beachtet',
};
