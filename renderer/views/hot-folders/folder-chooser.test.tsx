import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAccount } from '../../stores/account.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { sampleSettings } from '../../test-support/samples.js';
import { FolderChooser } from './folder-chooser.js';

const home = { name: 'Home folder', path: '/home/dana' };

describe('choosing a local folder', () => {
  it('browses the home folder in a browser, one folder at a time, and takes the one chosen', async () => {
    const fake = fakeApi({
      'sync.browseFolders': ({ path }) =>
        path === '/home/dana/Print'
          ? {
              path,
              parent: '/home/dana',
              roots: [home],
              folders: [{ name: 'Flyers', path: '/home/dana/Print/Flyers' }],
            }
          : {
              path: '/home/dana',
              parent: null,
              roots: [home],
              folders: [{ name: 'Print', path: '/home/dana/Print' }],
            },
    });
    useAccount.setState({ settings: { ...sampleSettings, platform: 'headless' } });
    const chosen = vi.fn();
    render(<FolderChooser start="" onChosen={chosen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Browse…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a folder' });
    expect(fake.calls['sync.browseFolders']).toHaveBeenCalledWith({ path: '~' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Print' }));
    expect(await within(dialog).findByText('/home/dana/Print')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Up one folder' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose this folder' }));
    expect(chosen).toHaveBeenCalledWith('/home/dana/Print');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls['sync.pickFolder']).toBeUndefined();
  });

  it('uses the system folder dialog in the desktop app', async () => {
    fakeApi({ 'sync.pickFolder': () => ({ path: 'C:\\Print\\Brochures' }) });
    useAccount.setState({ settings: { ...sampleSettings, platform: 'electron' } });
    const chosen = vi.fn();
    render(<FolderChooser start="" onChosen={chosen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Browse…' }));
    await vi.waitFor(() => expect(chosen).toHaveBeenCalledWith('C:\\Print\\Brochures'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
