import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLocale } from '../format/intl.js';
import { useSyncStatus } from '../stores/sync-status.js';
import { useUploads } from '../stores/uploads.js';
import type { UploadEntry } from '../../electron/shared/contract/uploads.js';
import { fakeApi } from '../test-support/fake-api.js';
import { StatusBar } from './status-bar.js';
import { syncStatus } from '../../test/sync-status.js';

const brokenUpload: UploadEntry = {
  id: 'u1',
  name: 'scan.pdf',
  folderPath: 'Inbox',
  size: 100,
  sent: 100,
  state: 'done',
  result: { fileId: 'f1', name: 'scan.pdf', pageCount: 0, isBroken: true },
  startedAt: '2026-11-26T10:00:00Z',
  finishedAt: '2026-11-26T10:00:01Z',
};

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

  it('never shows "Up to date" or a green dot beside a failed file or a folder it cannot read', async () => {
    fakeApi({ 'sync.status': () => syncStatus({ state: 'idle', uploaded: 4, failed: 1 }) });
    await useSyncStatus.getState().load();
    render(<StatusBar />);
    const status = screen.getByRole('status', { name: 'Sync status' });
    await waitFor(() => expect(status).toHaveTextContent('1 file failed'));
    expect(status).not.toHaveTextContent('Up to date');
    expect(status).toHaveAttribute('data-tone', 'problem');
    useSyncStatus.getState().apply(syncStatus({ state: 'idle', unreadableFolders: 2 }));
    await waitFor(() => expect(status).toHaveTextContent('2 folders cannot be read'));
    expect(status).toHaveAttribute('data-tone', 'problem');
    useSyncStatus.getState().apply(syncStatus({ state: 'idle', uploaded: 4 }));
    await waitFor(() => expect(status).toHaveTextContent('Up to date'));
    expect(status).toHaveAttribute('data-tone', 'ok');
  });

  it('counts an upload the service marked broken as failed, never as done', async () => {
    fakeApi({ 'sync.status': () => syncStatus() });
    useUploads.setState({ entries: [brokenUpload] });
    render(<StatusBar />);
    expect(screen.getByRole('group', { name: 'Upload progress' })).toHaveTextContent('1 upload failed');
  });

  it('shows a folder that is offline without a next try', async () => {
    fakeApi({ 'sync.status': () => syncStatus({ state: 'offline' }) });
    await useSyncStatus.getState().load();
    render(<StatusBar />);
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(/^Offline$/);
  });

  describe('in German', () => {
    afterEach(() => setAppLocale('en', 'en'));

    it('says the sync state and the failed uploads in German', async () => {
      setAppLocale('de', 'de-DE');
      fakeApi({ 'sync.status': () => syncStatus({ state: 'syncing', queued: 2, uploading: 1 }) });
      await useSyncStatus.getState().load();
      useUploads.getState().apply({ ...brokenUpload, state: 'failed', result: undefined });
      render(<StatusBar />);
      expect(screen.getByRole('contentinfo', { name: 'Statusleiste' })).toBeTruthy();
      const status = screen.getByRole('status', { name: 'Synchronisationsstatus' });
      await waitFor(() => expect(status).toHaveTextContent('3 Dateien werden synchronisiert'));
      const uploads = screen.getByRole('group', { name: 'Upload-Fortschritt' });
      await waitFor(() => expect(uploads).toHaveTextContent('1 Upload fehlgeschlagen'));
    });
  });
});
