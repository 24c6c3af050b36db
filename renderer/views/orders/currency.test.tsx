import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import type { MarketId } from '../../../electron/print-service/models/markets.js';
import { finishedSizeText } from '../../format/measurements.js';
import { useAccount } from '../../stores/account.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { connectedStatus, usd } from '../../test-support/samples.js';
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
  total: usd(1234.5),
  at: '2026-06-10T15:00:00.000Z',
};

function onService(market: MarketId): void {
  useAccount.getState().applyStatus({ ...connectedStatus, market, marketFrom: 'setting' });
}

describe('amounts on screen', () => {
  it('are in euros against a German service and in pounds against a British one', async () => {
    fakeApi({ 'jobs.list': () => ({ jobs: [held] }) });
    onService('de');
    const { unmount } = render(<Approvals />);
    expect(await screen.findByText(/€1,234\.50/)).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    unmount();
    onService('uk');
    render(<Approvals />);
    expect(await screen.findByText(/£1,234\.50/)).toBeInTheDocument();
  });

  it('are in dollars before the account status arrives and on a US service', async () => {
    fakeApi({ 'jobs.list': () => ({ jobs: [held] }) });
    render(<Approvals />);
    expect(await screen.findByText(/\$1,234\.50/)).toBeInTheDocument();
  });
});

describe('a product’s measurements', () => {
  it('read in the market’s units', () => {
    expect(finishedSizeText({ Width: 8.5, Length: 11, Weight: 0.49 }, 'imperial')).toBe(
      'Finished size 8.5 × 11 in, weight 0.49 lb.',
    );
    expect(finishedSizeText({ Width: 210, Length: 297, Weight: 0.222 }, 'metric')).toBe(
      'Finished size 210 × 297 mm, weight 0.22 kg.',
    );
  });
});
