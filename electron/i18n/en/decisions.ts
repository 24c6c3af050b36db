/**
 * Decisions about hot-folder jobs that wait (English, the source): a link's approval timeout, and a
 * job declined by a person or by the timeout (docs/hot-folder-jobs.md).
 */
export const decisions = {
  'decisions.timeout.legend': 'When nobody decides',
  'decisions.timeout.after': 'Decide after',
  'decisions.timeout.afterHint':
    'How long an order may wait for approval. Leave empty to wait until someone decides.',
  'decisions.timeout.unitLabel': 'Unit',
  'decisions.timeout.unit': '{unit, select, minutes {minutes} hours {hours} other {days}}',
  'decisions.timeout.then': 'Then',
  'decisions.timeout.thenOption':
    '{then, select, decline {Decline it: nothing is ordered} other {Place it if its total is at most an amount}}',
  'decisions.timeout.cap': 'Place it if its total is at most ({currency})',
  'decisions.timeout.capHint':
    'Only an order held for the folder’s limit or daily budget is placed; any other is declined.',
  'decisions.timeout.enterTime': 'Enter how long an order may wait, as a whole number up to 91 days.',
  'decisions.timeout.enterCap': 'Enter the most an order placed by the timeout may cost, like 250 or 99.50.',
  'decisions.timeout.note': ' · The hot folder’s approval timeout decides it at {when} if nobody does first.',
  'decisions.declined': 'Declined by {timeout, select, true {the approval timeout} other {{user}}}',
  'decisions.declinedBecause':
    'Declined by {timeout, select, true {the approval timeout} other {{user}}}: {reason}',
};
