/** The documents area's messages in German (electron/i18n/en/documents.ts is the source). */
import type { documents as english } from '../en/documents.js';
import type { Translation } from '../en/translation.js';

export const documents: Translation<typeof english> = {
  'documents.view.title': 'Dokumente',
  'documents.view.intro':
    'Fassen Sie Druckdateien zu einem Dokument aus einer Produktvorlage zusammen, bereit für Angebot und Auftrag.',

  'documents.templatePicker.title': 'Vorlagen',
  'documents.templatePicker.loading': 'Vorlagen werden geladen',
  'documents.templatePicker.noneTitle': 'Keine Vorlagen',
  'documents.templatePicker.noneBody':
    'Ihre Druckbibliothek enthält noch keine Dokumentvorlagen. Bitten Sie Ihren Druckdienstleister, welche bereitzustellen.',
  'documents.templatePicker.create': 'Dokument erstellen',
  'documents.templatePicker.confirmTitle': 'Neues Dokument beginnen?',
  'documents.templatePicker.confirmBody':
    'Das geöffnete Dokument hat ungespeicherte Änderungen. Wenn Sie ein neues beginnen, gehen sie verloren.',
  'documents.templatePicker.keepEditing': 'Weiter bearbeiten',
  'documents.templatePicker.discard': 'Verwerfen und neu beginnen',

  'documents.list.title': 'Ihre Dokumente',
  'documents.list.loading': 'Ihre Dokumente werden geladen',
  'documents.list.noneTitle': 'Noch keine Dokumente',
  'documents.list.noneBody': 'Dokumente, die Sie speichern, erscheinen hier und lassen sich wieder öffnen.',
  'documents.list.changed': 'Geändert am {date}',
  'documents.list.pagesChanged':
    '{count, plural, one {# Seite, geändert am {date}} other {# Seiten, geändert am {date}}}',

  'documents.outside.body':
    'Dieses Dokument wurde außerhalb von PrintDesk erstellt. Der Druckdienst gibt die Abschnitte eines Dokuments nicht zurück, daher kann PrintDesk dafür ein Angebot einholen und es bestellen, aber nicht ändern. Um es zu ändern, erstellen Sie es erneut aus seiner Vorlage.',
  'documents.outside.pages': 'Seiten',
  'documents.outside.lastChanged': 'Zuletzt geändert',
  'documents.outside.ordered': 'Bestellt',
  'documents.outside.times': '{count, plural, one {einmal} other {#-mal}}',

  'documents.editor.sizeLoading': 'Format…',
  'documents.editor.sizeUnknown': 'Format vom Dienst nicht angegeben',
  'documents.editor.noPageLimit': 'keine Seitenbegrenzung angegeben',
  'documents.editor.pageLimit': '{count, plural, one {bis zu # Seite} other {bis zu # Seiten}}',
  'documents.editor.facts': 'Endformat <strong>{size}</strong>, {pages}',
  'documents.editor.opening': 'Dokument wird geöffnet',
  'documents.editor.creating': 'Dokument wird erstellt',
  'documents.editor.noneTitle': 'Kein Dokument geöffnet',
  'documents.editor.noneBody':
    'Wählen Sie eine Vorlage und dann „Dokument erstellen“, oder öffnen Sie eines Ihrer Dokumente.',
  'documents.editor.savedIn': '„{name}“ ist in {folder} gespeichert.',
  'documents.editor.updated': '„{name}“ ist aktualisiert.',
  'documents.editor.label': 'Dokument',
  'documents.editor.unsaved': 'Ungespeicherte Änderungen',
  'documents.editor.savedVersion': 'Gespeichert · Version {version}',
  'documents.editor.saved': 'Gespeichert',
  'documents.editor.notSaved': 'Noch nicht gespeichert',
  'documents.editor.name': 'Bezeichnung',
  'documents.editor.quantity': 'Auflage',
  'documents.editor.quantityHint': 'Exemplare des Dokuments.',
  'documents.editor.description': 'Beschreibung',
  'documents.editor.savedInFolder': 'Im Bibliotheksordner {folder} gespeichert.',
  'documents.editor.savedInLibrary': 'In Ihrer Bibliothek gespeichert.',
  'documents.editor.folder': 'In Bibliotheksordner speichern',
  'documents.editor.folderHint': 'Ordner werden bei Bedarf angelegt, z. B. „Dokumente/Frühjahr“.',
  'documents.editor.loadingPrintFiles': 'Druckdateien werden geladen',
  'documents.editor.noPrintFilesTitle': 'Keine Druckdateien in Ihrer Bibliothek',
  'documents.editor.openLibrary': 'Bibliothek öffnen',
  'documents.editor.noPrintFilesBody':
    'Laden Sie zuerst Druckdateien hoch; wählen Sie dann hier ihre Seiten.',
  'documents.editor.update': 'Dokument aktualisieren',
  'documents.editor.save': 'Dokument speichern',
  'documents.editor.getQuote': 'Angebot einholen',
  'documents.editor.viewXml': 'XML anzeigen',
  'documents.editor.quoteHint': 'Speichern Sie das Dokument, um ein Angebot dafür einzuholen.',

  'documents.refusal.pageLimit':
    'Der Druckdienst hat das Dokument nicht angenommen: Seine Vorlage erlaubt höchstens {limit} Seiten. Wählen Sie weniger Seiten oder eine andere Vorlage.',
  'documents.refusal.invalid':
    'Der Druckdienst hat das Dokument nicht angenommen. Prüfen Sie die Abschnitte: Jeder muss aus Seiten einer Druckdatei in Ihrer Bibliothek bestehen.',
  'documents.refusal.notFound':
    'Eine Druckdatei oder die Vorlage dieses Dokuments ist nicht mehr in Ihrer Bibliothek. Wählen Sie eine andere.',

  'documents.sections.fileLabel': '{count, plural, one {{name} (# Seite)} other {{name} (# Seiten)}}',
  'documents.sections.choose': 'Druckdatei wählen…',
  'documents.sections.legend': 'Abschnitte',
  'documents.sections.explain':
    'Das Dokument besteht aus Abschnitten: Seitenbereichen von Druckdateien in Ihrer Bibliothek, in dieser Reihenfolge.',
  'documents.sections.notListed': 'Eine Druckdatei, die nicht in der Liste steht',
  'documents.sections.section': 'Abschnitt {number}',
  'documents.sections.file': 'Druckdatei für Abschnitt {number}',
  'documents.sections.from': 'Von Seite',
  'documents.sections.to': 'Bis Seite',
  'documents.sections.fromLabel': 'Abschnitt {number} von Seite',
  'documents.sections.toLabel': 'Abschnitt {number} bis Seite',
  'documents.sections.up': 'Abschnitt {number} nach oben',
  'documents.sections.down': 'Abschnitt {number} nach unten',
  'documents.sections.remove': 'Abschnitt {number} entfernen',
  'documents.sections.add': 'Abschnitt hinzufügen',

  'documents.sectionPages.picture': '{name}, Seite {page}',
  'documents.sectionPages.label': 'Seiten von Abschnitt {number}',
  'documents.sectionPages.more': '{count, plural, one {und # weitere Seite} other {und # weitere Seiten}}',

  'documents.xml.label': 'Dokument-XML',
  'documents.xml.title': 'XML-Daten',
  'documents.xml.download': 'Herunterladen',
  'documents.xml.hide': 'XML ausblenden',
  'documents.xml.fileName': 'dokument',
  'documents.problem.folderPath': 'Geben Sie den Bibliotheksordner an, in dem das Dokument gespeichert wird.',
  'documents.problem.noSection':
    'Fügen Sie mindestens einen Abschnitt hinzu: die Seiten einer Druckdatei, aus denen das Dokument besteht.',
  'documents.problem.noFile': 'Abschnitt {section}: Wählen Sie eine Druckdatei.',
  'documents.problem.range': 'Abschnitt {section}: {range}.',
  'documents.problem.firstAfterLast':
    'Abschnitt {section}: Die erste Seite ({from}) liegt nach der letzten Seite ({to}).',
  'documents.problem.pastLastPage':
    'Abschnitt {section}: {file} hat {pages, plural, one {# Seite} other {# Seiten}}, der Bereich kann also nicht auf Seite {to} enden.',
  'documents.problem.tooManyPages':
    'Diese Vorlage nimmt höchstens {maxPages, plural, one {# Seite} other {# Seiten}} auf, die Abschnitte ergeben zusammen {pages}. Wählen Sie weniger Seiten oder eine andere Vorlage.',
  'documents.newName.ofTemplate': '{product} – {date}',
  'documents.newName.blank': 'Neues Dokument',
};
