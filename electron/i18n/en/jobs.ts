/**
 * The jobs area's messages (English, the source): why an order waits, in the same words wherever it
 * is said (Approvals, the desktop notification, the order record's CSV). Ids `jobs.<what>`.
 */
export const jobs = {
  'jobs.reason.overOrderLimit': "{total} is over the folder's limit of {limit} per order",
  'jobs.reason.overDailyBudget': "{total} is over what is left of today's budget: {remaining} of {budget}",
  'jobs.reason.ticketAddress': 'its job ticket ships to an address written in full',
  'jobs.reason.ticketQuantity':
    "its job ticket asks for {quantity} copies, more than the folder's {presetQuantity}",
  'jobs.reason.preflight':
    "its file's preflight found {count, plural, one {an error} other {# errors}}: {errors}",
  'jobs.reason.cannotMeetDate':
    'no shipping method arrives by {needBy}: the earliest delivery is {earliest}, by {method}, {total}',
};
