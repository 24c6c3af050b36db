/** The library area's messages (English, the source): ids `library.<component>.<what>` (docs/i18n.md). */
export const library = {
  'library.deleteDialog.title': 'Delete “{name}”?',
  'library.deleteDialog.body':
    '{type, select, Printfile {The print file} Document {The document} other {The item}} <strong>{name}</strong> leaves your library and its searches. Orders already placed with it are not affected.',
  'library.deleteDialog.keep': 'Keep it',
  'library.deleteDialog.delete':
    '{type, select, Printfile {Delete print file} Document {Delete document} other {Delete item}}',
};
