/**
 * The jobs area's messages (English, the source): why an order waits, in the same words wherever it
 * is said (Approvals, the desktop notification, the order record's CSV). Ids `jobs.<what>`.
 */
export const jobs = {
  'jobs.reason.overOrderLimit': "Its total of {total} is over the folder's limit of {limit} per order.",
  'jobs.reason.overDailyBudget':
    "Its total of {total} is more than what is left of today's budget: {remaining} of {budget}.",
  'jobs.reason.ticketAddress': 'Its job ticket ships to an address written in full.',
  'jobs.reason.ticketQuantity':
    "Its job ticket asks for {quantity} copies, more than the folder's {presetQuantity}.",
  'jobs.reason.preflight':
    "Its file's preflight found {count, plural, one {an error} other {# errors}}: {errors}.",
  'jobs.reason.limitsCurrency':
    "The folder's limits are in {limits}, but the service now prices in {prices}: no limit judges this order until the limits are set in {prices}.",
  'jobs.reason.cannotMeetDate':
    'No shipping method arrives by {needBy}: the earliest delivery is {earliest}, by {method}, {total}.',
  /** A currency by name, as a sentence says what limits or prices are in. */
  'jobs.currencyName':
    '{currency, select, USD {US dollars} GBP {pounds sterling} EUR {euros} other {{currency}}}',
};
