/** The common area's messages (English, the source): ids `common.<component>.<what>` (docs/i18n.md). */
export const common = {};
