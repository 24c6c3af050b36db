/**
 * The common area's messages (English, the source): words every view uses alike, ids
 * `common.<what>` (docs/i18n.md). Only words that mean the same everywhere belong here.
 */
export const common = {
  'common.cancel': 'Cancel',
  'common.remove': 'Remove',
  'common.edit': 'Edit',
  'common.apply': 'Apply',
  'common.retry': 'Retry',
  'common.browse': 'Browse…',
  'common.technicalDetails': 'Technical details',
};
