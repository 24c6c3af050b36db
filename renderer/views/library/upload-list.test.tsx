import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadEntry } from '../../../electron/shared/contract/uploads.js';
import { useUploads } from '../../stores/uploads.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { UploadList } from './upload-list.js';

const upload = (name: string, changes: Partial<UploadEntry>): UploadEntry => ({
  id: name,
  name,
  folderPath: 'Inbox',
  size: 100,
  sent: 100,
  state: 'done',
  startedAt: '2026-11-26T10:00:00Z',
  finishedAt: '2026-11-26T10:00:01Z',
  ...changes,
});

describe('the uploads list', () => {
  it('shows an upload the service marked broken as Broken, never as a green Done', () => {
    fakeApi();
    useUploads.setState({
      entries: [
        upload('scan.pdf', { result: { fileId: 'f1', name: 'scan.pdf', pageCount: 0, isBroken: true } }),
        upload('flyer.pdf', { result: { fileId: 'f2', name: 'flyer.pdf', pageCount: 2, isBroken: false } }),
      ],
    });
    render(<UploadList />);
    const broken = screen.getByRole('listitem', { name: 'scan.pdf' });
    expect(within(broken).queryByText('Done')).not.toBeInTheDocument();
    expect(within(broken).getByText('Broken')).toHaveAttribute('data-tone', 'danger');
    expect(broken).toHaveTextContent('could not read it as a print file');
    const good = screen.getByRole('listitem', { name: 'flyer.pdf' });
    expect(within(good).getByText('Done')).toHaveAttribute('data-tone', 'success');
  });
});
