import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncStatus } from '../stores/sync-status.js';
import { fakeApi } from '../test-support/fake-api.js';
import { StatusBar } from './status-bar.js';
import { syncStatus } from '../../test/sync-status.js';

describe('the status bar', () => {
  it('shows Offline and the time of the next try while the print service cannot be reached', async () => {
    const nextTryAt = new Date(2026, 10, 24, 14, 5, 9).getTime();
    const notice = 'The print service cannot be reached (ECONNREFUSED).';
    fakeApi({ 'sync.status': () => syncStatus({ state: 'offline', queued: 2, nextTryAt, notice }) });
    await useSyncStatus.getState().load();
    render(<StatusBar />);
    const status = screen.getByRole('status', { name: 'Sync status' });
    await waitFor(() => expect(status).toHaveTextContent('Offline — next try at 14:05:09'));
    expect(status).toHaveTextContent(notice);
    expect(status).toHaveAttribute('data-sync-state', 'offline');
  });

  it('shows a folder that is offline without a next try', async () => {
    fakeApi({ 'sync.status': () => syncStatus({ state: 'offline' }) });
    await useSyncStatus.getState().load();
    render(<StatusBar />);
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(/^Offline$/);
  });
});
