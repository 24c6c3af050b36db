/** The documents area's messages (English, the source): ids `documents.<component>.<what>` (docs/i18n.md). */
export const documents = {
  'documents.view.title': 'Documents',
  'documents.view.intro':
    'Combine print files into a document made from a product template, ready to quote and order.',

  'documents.templatePicker.title': 'Templates',
  'documents.templatePicker.loading': 'Loading templates',
  'documents.templatePicker.noneTitle': 'No templates',
  'documents.templatePicker.noneBody':
    'Your print library has no document templates yet. Ask your print provider to publish some.',
  'documents.templatePicker.create': 'Create document',
  'documents.templatePicker.confirmTitle': 'Start a new document?',
  'documents.templatePicker.confirmBody':
    'The open document has changes that are not saved. Starting a new one discards them.',
  'documents.templatePicker.keepEditing': 'Keep editing',
  'documents.templatePicker.discard': 'Discard and start new',

  'documents.list.title': 'Your documents',
  'documents.list.loading': 'Loading your documents',
  'documents.list.noneTitle': 'No documents yet',
  'documents.list.noneBody': 'Documents you save appear here, to open again.',
  'documents.list.changed': 'Changed {date}',
  'documents.list.pagesChanged':
    '{count, plural, one {# page, changed {date}} other {# pages, changed {date}}}',

  'documents.outside.body':
    'This document was made outside PrintDesk. The print service does not give back a document’s sections, so PrintDesk can quote and order it but cannot change it. To change it, make it again from its template.',
  'documents.outside.pages': 'Pages',
  'documents.outside.lastChanged': 'Last changed',
  'documents.outside.ordered': 'Ordered',
  'documents.outside.times': '{count, plural, one {once} other {# times}}',

  'documents.editor.sizeLoading': 'Size…',
  'documents.editor.sizeUnknown': 'Size not given by the service',
  'documents.editor.noPageLimit': 'no page limit given',
  'documents.editor.pageLimit': '{count, plural, one {up to # page} other {up to # pages}}',
  'documents.editor.facts': '<strong>{size}</strong>, {pages}',
  'documents.editor.opening': 'Opening the document',
  'documents.editor.creating': 'Creating the document',
  'documents.editor.noneTitle': 'No document open',
  'documents.editor.noneBody': 'Pick a template and choose “Create document”, or open one of your documents.',
  'documents.editor.savedIn': '“{name}” is saved in {folder}.',
  'documents.editor.updated': '“{name}” is updated.',
  'documents.editor.label': 'Document',
  'documents.editor.unsaved': 'Unsaved changes',
  'documents.editor.savedVersion': 'Saved · version {version}',
  'documents.editor.saved': 'Saved',
  'documents.editor.notSaved': 'Not saved yet',
  'documents.editor.name': 'Name',
  'documents.editor.quantity': 'Quantity',
  'documents.editor.quantityHint': 'Copies of the document.',
  'documents.editor.description': 'Description',
  'documents.editor.savedInFolder': 'Saved in the library folder {folder}.',
  'documents.editor.savedInLibrary': 'Saved in your library.',
  'documents.editor.folder': 'Save in library folder',
  'documents.editor.folderHint': 'Folders are created as needed, e.g. "Documents/Spring".',
  'documents.editor.loadingPrintFiles': 'Loading print files',
  'documents.editor.noPrintFilesTitle': 'No print files in your library',
  'documents.editor.openLibrary': 'Open the Library',
  'documents.editor.noPrintFilesBody': 'Upload print files first; then choose their pages here.',
  'documents.editor.update': 'Update document',
  'documents.editor.save': 'Save document',
  'documents.editor.getQuote': 'Get quote',
  'documents.editor.viewXml': 'View XML',
  'documents.editor.quoteHint': 'Save the document to get a quote for it.',

  'documents.refusal.pageLimit':
    'The print service did not accept the document: its template takes at most {limit} pages. Choose fewer pages, or another template.',
  'documents.refusal.invalid':
    'The print service did not accept the document. Check the sections: each must be pages of a print file in your library.',
  'documents.refusal.notFound':
    'A print file or the template of this document is no longer in your library. Choose another.',

  'documents.sections.fileLabel': '{count, plural, one {{name} (# page)} other {{name} (# pages)}}',
  'documents.sections.choose': 'Choose a print file…',
  'documents.sections.legend': 'Sections',
  'documents.sections.explain':
    'The document is made of sections: page ranges of print files in your library, in order.',
  'documents.sections.notListed': 'A print file not in the list',
  'documents.sections.section': 'Section {number}',
  'documents.sections.file': 'Section {number} print file',
  'documents.sections.from': 'From page',
  'documents.sections.to': 'To page',
  'documents.sections.fromLabel': 'Section {number} from page',
  'documents.sections.toLabel': 'Section {number} to page',
  'documents.sections.up': 'Move section {number} up',
  'documents.sections.down': 'Move section {number} down',
  'documents.sections.remove': 'Remove section {number}',
  'documents.sections.add': 'Add section',

  'documents.sectionPages.picture': '{name}, page {page}',
  'documents.sectionPages.label': 'Section {number} pages',
  'documents.sectionPages.more': '{count, plural, one {and # more page} other {and # more pages}}',

  'documents.xml.label': 'Document XML',
  'documents.xml.title': 'XML',
  'documents.xml.download': 'Download',
  'documents.xml.hide': 'Hide XML',
  'documents.xml.fileName': 'document',
  'documents.problem.folderPath': 'Enter the library folder to save the document in.',
  'documents.problem.noSection':
    'Add at least one section: the pages of a print file the document is made of.',
  'documents.problem.noFile': 'Section {section}: choose a print file.',
  'documents.problem.range': 'Section {section}: {range}.',
  'documents.problem.firstAfterLast':
    'Section {section}: the first page ({from}) comes after the last page ({to}).',
  'documents.problem.pastLastPage':
    'Section {section}: {file} has {pages, plural, one {# page} other {# pages}}, so the range cannot end at page {to}.',
  'documents.problem.tooManyPages':
    'This template takes at most {maxPages, plural, one {# page} other {# pages}}, and the sections add up to {pages}. Choose fewer pages, or another template.',
  'documents.newName.ofTemplate': '{product} – {date}',
  'documents.newName.blank': 'New document',
};
