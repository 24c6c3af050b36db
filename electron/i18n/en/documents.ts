/** The documents area's messages (English, the source): ids `documents.<component>.<what>` (docs/i18n.md). */
export const documents = {};
