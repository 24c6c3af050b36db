/** The library area's messages in German (electron/i18n/en/library.ts is the source). */
import type { library as english } from '../en/library.js';
import type { Translation } from '../en/translation.js';

export const library: Translation<typeof english> = {
  'library.deleteDialog.title': '„{name}“ löschen?',
  'library.deleteDialog.body':
    '{type, select, Printfile {Die Druckdatei} Document {Das Dokument} other {Das Element}} <strong>{name}</strong> verschwindet aus Ihrer Bibliothek und ihren Suchen. Bereits damit erteilte Aufträge sind nicht betroffen.',
  'library.deleteDialog.keep': 'Behalten',
  'library.deleteDialog.delete':
    '{type, select, Printfile {Druckdatei löschen} Document {Dokument löschen} other {Element löschen}}',

  'library.itemViews.type': '{type, select, Printfile {Druckdatei} Document {Dokument} other {{type}}}',
  'library.itemViews.broken': 'Beschädigt',
  'library.itemViews.files': 'Dateien',
  'library.itemViews.pages': '{count, plural, one {# Seite} other {# Seiten}}',
  'library.itemViews.pagePicture': '{name}, Seite {page}',

  'library.layoutToggle.label': 'Ansicht',
  'library.layoutToggle.table': 'Tabelle',
  'library.layoutToggle.grid': 'Kacheln',

  'library.findingsList.label': 'Befunde in {name}',
  'library.findingsList.heading': '{severity} · {check}',
  'library.findingsList.pagesLabel': 'Seiten zu {check}',
  'library.findingsList.page': 'Seite {page}',

  'library.itemsGrid.firstPage': '{name}, erste Seite',
  'library.itemsGrid.cardLabel':
    '{broken, select, yes {{name}, {pages}, beschädigt} other {{name}, {pages}}}',

  'library.itemsTable.name': 'Bezeichnung',
  'library.itemsTable.type': 'Typ',
  'library.itemsTable.pages': 'Seiten',
  'library.itemsTable.created': 'Erstellt',
  'library.itemsTable.modified': 'Geändert',
  'library.itemsTable.timesOrdered': 'Anzahl Aufträge',

  'library.folderTree.label': 'Ordner',
  'library.folderTree.allFiles': 'Alle Dateien',

  'library.folderDialog.nameTaken': 'Hier gibt es bereits einen Ordner namens „{name}“.',
  'library.folderDialog.name': 'Ordnername',

  'library.uploadList.waiting': 'Wartet',
  'library.uploadList.sentOf': '{sent} von {size}',
  'library.uploadList.uploading': 'Wird hochgeladen',
  'library.uploadList.checking': 'Datei wird geprüft…',
  'library.uploadList.unreadable': 'Der Druckdienst konnte sie nicht als Druckdatei lesen',
  'library.uploadList.uploadedPages':
    '{count, plural, one {Hochgeladen · # Seite} other {Hochgeladen · # Seiten}}',
  'library.uploadList.uploaded': 'Hochgeladen',
  'library.uploadList.failed': 'Fehlgeschlagen',
  'library.uploadList.cancelled': 'Abgebrochen',
  'library.uploadList.title': 'Uploads dieser Sitzung',
  'library.uploadList.clearFinished': 'Abgeschlossene entfernen',
  'library.uploadList.progress': '{name} wird hochgeladen',
  'library.uploadList.cancelOne': 'Upload von {name} abbrechen',
  'library.uploadList.broken': 'Beschädigt',
  'library.uploadList.done': 'Fertig',

  'library.advancedCriteria.label': 'Weitere Kriterien',
  'library.advancedCriteria.name': 'Name enthält',
  'library.advancedCriteria.description': 'Beschreibung enthält',
  'library.advancedCriteria.referenceData': 'Referenzdaten',
  'library.advancedCriteria.referenceDataHint': 'Muss genau übereinstimmen.',
  'library.advancedCriteria.offeringCode': 'Angebotscode',
  'library.advancedCriteria.offeringCodeHint': 'Dokumente, deren Produkt ihn enthält.',
  'library.advancedCriteria.createdBy': 'Erstellt von (Benutzer-ID)',
  'library.advancedCriteria.folderOwner': 'Ordnerinhaber (Benutzer-ID)',
  'library.advancedCriteria.scope': 'Suchen in',
  'library.advancedCriteria.scopeOwn': 'Meine Bibliothek',
  'library.advancedCriteria.scopeAll': 'Meine Bibliothek und die Dokumentvorlagen',
  'library.advancedCriteria.userIdProblem':
    'Geben Sie eine Benutzer-ID wie 3f2504e0-4f89-11d3-9a0c-0305e82c3301 ein, oder lassen Sie das Feld leer.',
  'library.advancedCriteria.search': 'Suchen',

  'library.searchBar.label': 'Bibliothek durchsuchen',
  'library.searchBar.text': 'Dateien suchen',
  'library.searchBar.placeholder': 'Nach Name oder Beschreibung suchen  ( / )',
  'library.searchBar.type': 'Typ',
  'library.searchBar.allTypes': 'Alle Typen',
  'library.searchBar.printFiles': 'Druckdateien',
  'library.searchBar.documents': 'Dokumente',
  'library.searchBar.subFolders': 'Unterordner einbeziehen',
  'library.searchBar.dates': '{open, select, yes {Datum ▴} other {Datum ▾}}',
  'library.searchBar.more': '{open, select, yes {Weitere Kriterien ▴} other {Weitere Kriterien ▾}}',
  'library.searchBar.clearFilters': 'Filter zurücksetzen',
  'library.searchBar.createdFrom': 'Erstellt ab',
  'library.searchBar.createdTo': 'Erstellt bis',
  'library.searchBar.modifiedFrom': 'Geändert ab',
  'library.searchBar.modifiedTo': 'Geändert bis',

  'library.pageStrip.label': 'Seiten',
  'library.pageStrip.more': 'Weitere Seiten (noch {count, number})',
  'library.pageStrip.marked': 'Preflight (Profil {profile}): {findings}, auf den Seiten markiert.',
  'library.pageStrip.nothingFound': 'Preflight (Profil {profile}): nichts gefunden.',
  'library.pageStrip.pageMark': 'Seite {page}: {findings}',

  'library.uploadCheck.empty': 'Leere Datei: Es gibt nichts zu drucken, daher wird sie nicht gesendet.',
  'library.uploadCheck.encrypted':
    'Passwortgeschütztes PDF: Der Dienst speichert es als beschädigt und kann es nicht drucken.',
  'library.uploadCheck.damaged':
    'Beschädigtes PDF: Der Dienst speichert es als beschädigt und kann es nicht drucken.',
  'library.uploadCheck.unrecognised':
    'Keine Druckdatei, die PrintDesk erkennt: Der Dienst entscheidet, was er daraus macht.',
  'library.uploadCheck.pagesAndSizes': '{pages} · {sizes}',
  'library.uploadCheck.mixedSizes': 'Gemischte Formate',
  'library.uploadCheck.profile':
    'Geprüft mit dem Profil {profile} (Konto). Das Seitenformat wird geprüft, sobald aus der Datei ein Dokument wird.',
  'library.uploadCheck.choice': 'Was mit {name} geschehen soll',
  'library.uploadCheck.uploadAnyway': 'Trotzdem hochladen',
  'library.uploadCheck.fixAndUpload': 'Reparieren und hochladen',
  'library.uploadCheck.fixedName':
    'Die Korrekturen werden an einer Kopie vorgenommen, die als {name} hochgeladen wird; die Datei selbst bleibt, wie sie ist.',
  'library.uploadCheck.skip': 'Überspringen',
  'library.uploadCheck.title': 'Vor dem Hochladen nach {folder} prüfen',
  'library.uploadCheck.nothing': 'Nichts hochzuladen',
  'library.uploadCheck.upload': '{count, plural, one {# Datei hochladen} other {# Dateien hochladen}}',

  'library.itemDetails.label': 'Dateidetails',
  'library.itemDetails.close': 'Details schließen',
  'library.itemDetails.loading': 'Details werden geladen',
  'library.itemDetails.broken':
    'Der Dienst konnte diese Datei nicht lesen und hat sie als beschädigt markiert: Ihre Seiten sind unbekannt.',
  'library.itemDetails.actions': 'Aktionen',
  'library.itemDetails.delete': 'Löschen…',
  'library.itemDetails.type': 'Typ',
  'library.itemDetails.pages': 'Seiten',
  'library.itemDetails.folder': 'Ordner',
  'library.itemDetails.created': 'Erstellt',
  'library.itemDetails.createdBy': 'Erstellt von',
  'library.itemDetails.modified': 'Geändert',
  'library.itemDetails.modifiedBy': 'Geändert von',
  'library.itemDetails.lastOrdered': 'Zuletzt bestellt',
  'library.itemDetails.timesOrdered': 'Anzahl Aufträge',
  'library.itemDetails.version': 'Versionsnummer',
  'library.itemDetails.reference': 'Referenz',
  'library.itemDetails.id': 'ID',
  'library.itemDetails.noMove':
    '{type, select, Document {Kein Verschieben: Der Druckdienst kann ein Dokument nicht in einen anderen Ordner verschieben. Damit es dort liegt, erstellen Sie das Dokument in diesem Ordner neu (Ansicht Dokumente, „In Bibliotheksordner speichern“) und löschen dann dieses.} Printfile {Kein Verschieben: Der Druckdienst kann eine Druckdatei nicht in einen anderen Ordner verschieben. Damit sie dort liegt, laden Sie die Datei erneut in diesen Ordner hoch und löschen dann diese.} other {Kein Verschieben: Der Druckdienst kann ein Element nicht in einen anderen Ordner verschieben. Damit es dort liegt, laden Sie die Datei erneut in diesen Ordner hoch und löschen dann dieses.}}',

  'library.view.title': 'Bibliothek',
  'library.view.stillLoading': 'Die Bibliothek wird noch geladen: Versuchen Sie es gleich noch einmal.',
  'library.view.connectTitle': 'Verbinden Sie ein Konto, um Ihre Bibliothek zu sehen',
  'library.view.openAccount': 'Konto öffnen',
  'library.view.connectBody':
    'Ihre Druckdateien und Ordner liegen beim Druckdienst. Verbinden Sie sich mit Ihrem Abo-Schlüssel, um sie zu durchsuchen.',
  'library.view.newFolder': 'Neuer Ordner',
  'library.view.renameFolder': 'Ordner umbenennen',
  'library.view.uploadTo': 'Nach {folder} hochladen…',
  'library.view.uploadFiles': 'Dateien hochladen…',
  'library.view.chooseFiles': 'Dateien zum Hochladen wählen',
  'library.view.loadingFolders': 'Ordner werden geladen',
  'library.view.newFolderIn': 'Neuer Ordner in {folder}',
  'library.view.createFolder': 'Ordner anlegen',
  'library.view.renameTitle': '{folder} umbenennen',
  'library.view.rename': 'Umbenennen',
  'library.view.loadingFilesLine': 'Dateien werden geladen…',
  'library.view.loadingFiles': 'Dateien werden geladen',
  'library.view.noMatchTitle': 'Keine Dateien passen zu diesen Filtern',
  'library.view.noMatchBody': 'Versuchen Sie andere Wörter oder einen größeren Zeitraum.',
  'library.view.folderEmpty': '{folder} ist leer',
  'library.view.thisFolderEmpty': 'Dieser Ordner ist leer',
  'library.view.emptyBody': 'Legen Sie Druckdateien hier ab, oder wählen Sie sie auf Ihrem Computer aus.',
  'library.view.fileCount': '{total, plural, one {# Datei} other {# Dateien}}',
  'library.view.showing': '{count, number} von {total, number} Dateien angezeigt',
  'library.view.checking':
    '{count, plural, one {# Datei wird vor dem Upload geprüft…} other {# Dateien werden vor dem Upload geprüft…}}',
  'library.pageStrip.noMarks':
    '{why, select, unknown {Keine Markierungen auf diesen Seiten: PrintDesk prüft nur Dateien, die es von diesem Computer hochgeladen hat, und hat von dieser keine Kopie.} changed {Keine Markierungen auf diesen Seiten: Die Datei, aus der sie hochgeladen wurde, wurde seitdem geändert oder verschoben; PrintDesk kann sie nicht prüfen.} other {Keine Markierungen auf diesen Seiten: Das Preflight-Profil für Uploads ist ausgeschaltet (Konto).}}',
};
