/** The quotes area's messages (English, the source): ids `quotes.<component>.<what>` (docs/i18n.md). */
export const quotes = {};
