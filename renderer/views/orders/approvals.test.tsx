import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { Approvals } from './approvals.js';

const held: JobRow = {
  id: 'link:large.pdf@file-1',
  fileKey: 'link:large.pdf',
  linkId: 'link',
  path: 'large.pdf',
  action: 'order',
  state: 'awaiting-approval',
  document: 'large',
  documentId: '70000000-0000-4000-8000-000000000001',
  total: 1234.5,
  shipDate: '2026-06-12T22:00:00Z',
  deliveryDate: '2026-06-15T00:00:00',
  at: '2026-06-10T15:00:00.000Z',
};
const other: JobRow = { ...held, id: 'link:poster.pdf@file-2', path: 'poster.pdf', document: 'poster' };

describe('Approvals', () => {
  it('lists the orders waiting for approval with their price, and places one', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [held, { ...held, id: 'done', state: 'done', document: 'small' }] }),
      'jobs.approve': ({ id }) => ({ ...held, id, state: 'running' }),
    });
    render(<Approvals />);
    expect(await screen.findByText('large')).toBeTruthy();
    expect(screen.queryByText('small')).toBeNull();
    expect(screen.getByText(/\$1,234\.50/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Place the order for large' }));
    expect(fake.calls['jobs.approve']).toHaveBeenCalledWith({ id: held.id });
    await waitFor(() => expect(screen.queryByText('large')).toBeNull());
    expect(screen.getByText('No hot-folder order waits for approval.')).toBeTruthy();
  });

  it('discards one, and follows jobs.changed', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [held] }),
      'jobs.discard': ({ id }) => ({ ...held, id, state: 'discarded' }),
    });
    render(<Approvals />);
    await screen.findByText('large');
    fake.emit('jobs.changed', other);
    expect(await screen.findByText('poster')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard the order for large' }));
    expect(fake.calls['jobs.discard']).toHaveBeenCalledWith({ id: held.id });
    await waitFor(() => expect(screen.queryByText('large')).toBeNull());
    fake.emit('jobs.changed', { ...other, state: 'done', orderFriendlyId: '00-0054-00071-36703' });
    await waitFor(() => expect(screen.queryByText('poster')).toBeNull());
  });
});
