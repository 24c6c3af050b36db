/**
 * An order as one fingerprint: the request that would be sent (the document, the template's
 * product, how many, to whom, how shipped, under which reference), the total it was quoted at and,
 * for a need-by date, the day it arrives, as an HMAC under the folder's record key, so the digest on
 * the share reveals nothing of the addresses it covers. A person approves one fingerprint; the approval counts only for an order
 * with the same one, derived again by the workstation that places it from its own settings.
 */
import { createHmac } from 'node:crypto';
import type { RecordKey } from '../../print-service/record-key.js';
import { canonical } from '../../sync/share-seal.js';
import type { JobRecord } from './job-record.js';
import { orderRequestOf } from './job-steps.js';

export function orderFingerprint(key: RecordKey, job: JobRecord): string {
  const order = {
    request: orderRequestOf(job, job.documentId ?? '', job.recipients ?? []),
    template: job.plan.templateId,
    total: job.priced?.total ?? null,
    // For a need-by date, the day it arrives too: an approval to order for a day is for that day only.
    ...(job.delivery ? { arrives: job.delivery.arrives } : {}),
  };
  return createHmac('sha256', key.secret)
    .update(`printdesk order v1\n${canonical(order)}`)
    .digest('hex');
}
