import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { JobList } from './job-list.js';

const ordered: JobRow = {
  id: 'link:card.pdf@file-1',
  fileKey: 'link:card.pdf',
  linkId: 'link',
  path: 'card.pdf',
  action: 'order',
  state: 'done',
  document: 'card',
  documentId: '70000000-0000-4000-8000-000000000001',
  total: 88.25,
  shipDate: '2026-06-12T22:00:00Z',
  deliveryDate: '2026-06-15T00:00:00',
  orderFriendlyId: '00-0054-00071-36703',
  at: '2026-06-10T15:00:00.000Z',
};
const failed: JobRow = {
  ...ordered,
  id: 'link:menu.pdf@file-2',
  path: 'menu.pdf',
  document: 'menu',
  state: 'failed',
  orderFriendlyId: undefined,
  total: undefined,
  shipDate: undefined,
  deliveryDate: undefined,
  message: 'Job ticket menu.job.json: field "quantity": expected number',
};

describe('JobList', () => {
  it('shows each job as one row: file, document, price, order number linking to Orders, state', async () => {
    fakeApi({ 'jobs.list': () => ({ jobs: [ordered] }) });
    render(<JobList />);
    const row = (await screen.findByText('card.pdf')).closest('tr')!;
    expect(within(row).getByText('card')).toBeTruthy();
    expect(within(row).getByText('$88.25')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '00-0054-00071-36703' }).getAttribute('href')).toBe(
      '#/orders?id=00-0054-00071-36703',
    );
    expect(within(row).getByText('Done')).toBeTruthy();
  });

  it("shows a failure's reason with a Retry, and follows jobs.changed", async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [failed] }),
      'jobs.retry': ({ id }) => ({ ...failed, id, state: 'running', message: undefined }),
    });
    render(<JobList />);
    expect(await screen.findByText(/field "quantity"/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry the job for menu.pdf' }));
    expect(fake.calls['jobs.retry']).toHaveBeenCalledWith({ id: failed.id });
    expect(await screen.findByText('Running')).toBeTruthy();
    fake.emit('jobs.changed', ordered);
    expect(await screen.findByText('card.pdf')).toBeTruthy();
  });
});
