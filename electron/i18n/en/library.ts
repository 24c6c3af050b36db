/** The library area's messages (English, the source): ids `library.<component>.<what>` (docs/i18n.md). */
export const library = {};
