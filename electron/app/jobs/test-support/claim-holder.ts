/**
 * A third workstation, in the test's process, that takes a waiting job's claim and holds it (live:
 * renewed, its process running) as one forming a batch of its own would, until the test lets it go
 * (parked again, as it found it): what a workstation forming a slot meets when a member's holder
 * moved first.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { PrintServiceClient } from '../../../print-service/client.js';
import type { HotFolderLink } from '../../../shared/settings/schema.js';
import { ShareRecords } from '../../../sync/share-records.js';
import { waitFor } from '../../../sync/test-support/wait-for.js';
import { subjectOf } from '../job-adoption.js';
import { JobClaims } from '../job-claims.js';
import type { JobRecord } from '../job-record.js';
import type { SharedJob } from '../shared-job.js';

export interface HeldClaim {
  /** Parks the claim again, the job as it was taken: any workstation may take it. */
  letGo(): Promise<void>;
}

export async function holdClaim(
  client: PrintServiceClient,
  link: HotFolderLink,
  job: JobRecord,
): Promise<HeldClaim> {
  const me = { instanceId: randomUUID(), host: os.hostname(), pid: process.pid, name: 'PRINT-03' };
  const claims = new JobClaims(me, 60_000, new ShareRecords(() => undefined), (s) => client.recordKey(s));
  const subject = subjectOf(link, job)!;
  // A member says it waits (its journal row) a moment before its claim is parked.
  let look = await claims.look(subject);
  await waitFor(
    async () => (look = await claims.look(subject)).kind === 'record' && look.takeable,
    10_000,
    `${job.documentName}'s claim parked`,
  );
  if (look.kind !== 'record') throw new Error(`${job.documentName}: no claim`);
  let shared: SharedJob | undefined;
  const held = await claims.take(subject, look.record.rev, (current) => (shared = current!));
  if (!held) throw new Error(`${job.documentName}: its claim moved on`);
  return {
    letGo: async () => {
      if (!(await claims.write(held, shared!, 'parked'))) throw new Error('the held claim was lost');
    },
  };
}
