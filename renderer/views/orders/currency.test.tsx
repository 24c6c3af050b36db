import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import type { MarketId } from '../../../electron/shared/models/markets.js';
import { moneyOf } from '../../../electron/shared/models/money.js';
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
  it('keep the currency they were made in, whatever the market is now', async () => {
    const euros = { ...held, id: 'link:poster.pdf@file-2', document: 'poster', total: moneyOf(88.25, 'EUR') };
    fakeApi({ 'jobs.list': () => ({ jobs: [held, euros] }) });
    onService('de');
    const { unmount } = render(<Approvals />);
    const dollars = await screen.findByRole('listitem', { name: 'Approval for large' });
    expect(within(dollars).getAllByText(/\$1,234\.50/).length).toBeGreaterThan(0);
    expect(within(dollars).queryByText(/€/)).not.toBeInTheDocument();
    unmount();
    onService('uk');
    render(<Approvals />);
    const inEuros = await screen.findByRole('listitem', { name: 'Approval for poster' });
    expect(within(inEuros).getAllByText(/€88\.25/).length).toBeGreaterThan(0);
    expect(within(inEuros).queryByText(/£/)).not.toBeInTheDocument();
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
