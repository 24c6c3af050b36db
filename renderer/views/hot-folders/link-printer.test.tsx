import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LinkPrinter } from '../../../electron/shared/settings/schema.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import { sampleLinkStatus as linkStatus, sampleSettings } from '../../test-support/samples.js';
import { setAppLocale } from '../../format/intl.js';
import { StatusBar } from '../../shell/status-bar.js';
import { syncStatus } from '../../../test/sync-status.js';
import HotFoldersView from './index.js';

function api(printer: LinkPrinter | undefined, handlers: Handlers = {}) {
  const status = linkStatus();
  return fakeApi({
    'jobs.list': () => ({ jobs: [] }),
    'jobs.spending': () => ({ links: [] }),
    'settings.get': () => sampleSettings,
    'sync.links': () => ({
      links: [{ ...status, link: { ...status.link, ...(printer ? { printer } : {}) } }],
    }),
    'sync.activity': () => ({ total: 0, entries: [] }),
    'sync.editLink': ({ changes }) => ({ ...linkStatus().link, ...changes }) as never,
    ...handlers,
  });
}

describe('a hot folder that is also a printer', () => {
  it('is turned on in the link form, which then says its name and the address to add it by', async () => {
    const fake = api(undefined);
    render(<HotFoldersView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Brochures' }));
    const dialog = screen.getByRole('dialog');
    const printer = within(dialog).getByRole('group', { name: 'Printer' });
    await userEvent.click(within(printer).getByLabelText('Also as a printer'));
    expect(printer).toHaveTextContent('Its address is shown once the folder is saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.calls['sync.editLink']).toHaveBeenCalled());
    expect(fake.calls['sync.editLink']!.mock.calls[0]![0]).toMatchObject({
      changes: { printer: { enabled: true } },
    });
  });

  it('shows the address of a printer that has its port, and refuses one whose folder takes no PDF', async () => {
    const fake = api({ enabled: true, port: 8632 });
    render(<HotFoldersView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Brochures' }));
    const dialog = screen.getByRole('dialog');
    const printer = within(dialog).getByRole('group', { name: 'Printer' });
    expect(printer).toHaveTextContent(
      'Listed as “PrintDesk Brochures”. Add it to this computer by its address: ipp://127.0.0.1:8632/ipp/print',
    );
    await userEvent.click(within(dialog).getByLabelText('PDF'));
    await userEvent.click(within(dialog).getByLabelText('JPEG'));
    expect(within(printer).getByRole('alert')).toHaveTextContent('Printed jobs arrive as PDF files');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(fake.calls['sync.editLink']).toBeUndefined();
  });

  it('is "Printer on" in the status bar, in German too, and says why one could not start', async () => {
    const printers = [
      {
        linkId: 'a',
        name: 'PrintDesk Brochures',
        uri: 'ipp://127.0.0.1:8631/ipp/print',
        state: 'on' as const,
      },
    ];
    fakeApi({ 'sync.status': () => syncStatus(), 'printers.list': () => ({ printers }) });
    const { unmount } = render(<StatusBar />);
    expect(await screen.findByRole('status', { name: 'Printers' })).toHaveTextContent('Printer on');
    unmount();
    setAppLocale('de', 'de-DE');
    try {
      fakeApi({
        'sync.status': () => syncStatus(),
        'printers.list': () => ({
          printers: [
            ...printers,
            {
              linkId: 'b',
              name: 'PrintDesk Karten',
              uri: 'ipp://127.0.0.1:8632/ipp/print',
              state: 'failed',
              message: 'Port 8632 ist belegt.',
            },
          ],
        }),
      });
      render(<StatusBar />);
      expect(await screen.findByRole('status', { name: 'Drucker' })).toHaveTextContent(
        'Drucker an · Drucker „PrintDesk Karten“ aus: Port 8632 ist belegt.',
      );
    } finally {
      setAppLocale('en', 'en-US');
    }
  });
});
