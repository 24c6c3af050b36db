import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../electron/shared/contract/jobs.js';
import { fakeApi } from '../test-support/fake-api.js';
import { sampleActivity, usd } from '../test-support/samples.js';
import { jobIdOf, useJobs } from './jobs.js';

const held: JobRow = {
  id: 'link:large.pdf@file-1',
  fileKey: 'link:large.pdf',
  linkId: 'link',
  path: 'large.pdf',
  action: 'order',
  state: 'awaiting-approval',
  document: 'large',
  documentId: '70000000-0000-4000-8000-000000000001',
  total: usd(1234.5),
  at: '2026-06-10T15:00:00.000Z',
};

const states = () => useJobs.getState().jobs.map((job) => `${job.id} ${job.state}`);

describe('the jobs store', () => {
  it('reads the rows once for every view that follows them, and follows their changes until the last lets go', async () => {
    const fake = fakeApi({ 'jobs.list': () => ({ jobs: [held] }) });
    const first = useJobs.getState().follow();
    const second = useJobs.getState().follow();
    await waitFor(() => expect(states()).toEqual([`${held.id} awaiting-approval`]));
    expect(fake.calls['jobs.list']).toHaveBeenCalledTimes(1);

    fake.emit('jobs.changed', { ...held, state: 'running', at: '2026-06-10T15:01:00.000Z' });
    expect(states()).toEqual([`${held.id} running`]);
    // An older state of the job, late: the newer one stays.
    fake.emit('jobs.changed', { ...held, state: 'failed', at: '2026-06-10T14:59:00.000Z' });
    expect(useJobs.getState().byId.get(held.id)?.state).toBe('running');

    first();
    first();
    fake.emit('jobs.changed', { ...held, state: 'done', at: '2026-06-10T15:02:00.000Z' });
    expect(states()).toEqual([`${held.id} done`]);
    second();
    fake.emit('jobs.changed', { ...held, state: 'discarded', at: '2026-06-10T15:03:00.000Z' });
    expect(states()).toEqual([`${held.id} done`]);
  });

  it('keeps a row that an event brought before the list arrived, when it is newer', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [held, { ...held, id: 'other', document: 'other' }] }),
    });
    useJobs.getState().apply([{ ...held, state: 'done', at: '2026-06-10T15:05:00.000Z' }]);
    await useJobs.getState().load();
    expect(fake.calls['jobs.list']).toHaveBeenCalledTimes(1);
    expect(states()).toEqual([`${held.id} done`, 'other awaiting-approval']);
  });

  it("places or discards each held order on its own, keeping each one's failure", async () => {
    const other = { ...held, id: 'link:poster.pdf@file-2', document: 'poster' };
    fakeApi({
      'jobs.list': () => ({ jobs: [held, other] }),
      'jobs.approve': ({ id }) => ({ ...held, id, state: 'running', at: '2026-06-10T15:01:00.000Z' }),
      'jobs.discard': () => {
        throw { code: 'conflict', message: 'The job has moved on.' };
      },
    });
    await useJobs.getState().load();
    await Promise.all([
      useJobs.getState().decide(held, 'approve'),
      useJobs.getState().decide(other, 'discard'),
    ]);
    expect(states()).toEqual([`${held.id} running`, `${other.id} awaiting-approval`]);
    expect(useJobs.getState().errors).toEqual({
      [`decide:${other.id}`]: { code: 'conflict', message: 'The job has moved on.' },
    });
  });

  it('names the job of the file version an activity row uploaded', () => {
    expect(jobIdOf(sampleActivity('a.pdf', { remoteFileId: 'file-9' }))).toMatch(/:a\.pdf@file-9$/);
    expect(jobIdOf(sampleActivity('a.pdf', { state: 'queued', remoteFileId: 'file-9' }))).toBeUndefined();
  });
});
