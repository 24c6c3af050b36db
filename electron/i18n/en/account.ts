/** The account area's messages (English, the source): ids `account.<component>.<what>` (docs/i18n.md). */
export const account = {};
