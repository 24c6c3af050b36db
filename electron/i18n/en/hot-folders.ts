/** The hot-folders area's messages (English, the source): ids `hot-folders.<component>.<what>` (docs/i18n.md). */
export const hotFolders = {};
