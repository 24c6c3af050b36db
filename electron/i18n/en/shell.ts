/** The shell area's messages (English, the source): ids `shell.<component>.<what>` (docs/i18n.md). */
export const shell = {};
