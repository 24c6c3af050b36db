/** The orders area's messages (English, the source): ids `orders.<component>.<what>` (docs/i18n.md). */
export const orders = {};
