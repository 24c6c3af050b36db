import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import type { ActivityEntry } from '../../../electron/shared/contract/sync.js';
import { fakeApi } from '../../test-support/fake-api.js';
import {
  sampleActivity as entry,
  sampleLinkId as linkId,
  sampleLinkStatus as linkStatus,
  sampleOrderPreset as orders,
  usd,
  sampleSettings,
  sampleTemplateId as templateId,
} from '../../test-support/samples.js';
import HotFoldersView from './index.js';

function api(jobs: JobRow[] = [], activity: ActivityEntry[] = []) {
  const status = linkStatus();
  return fakeApi({
    'jobs.list': () => ({ jobs }),
    'jobs.spending': () => ({ links: [] }),
    'settings.get': () => sampleSettings,
    'sync.links': () => ({ links: [{ ...status, link: { ...status.link, job: orders } }] }),
    'sync.activity': () => ({ total: activity.length, entries: activity }),
    'documents.templates': () => ({ templates: [{ id: templateId, name: 'Presentation', description: '' }] }),
    'sync.editLink': ({ changes }) => ({ ...status.link, ...changes }) as never,
  });
}

async function editDialog() {
  render(<HotFoldersView />);
  const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
  await userEvent.click(within(card).getByRole('button', { name: 'Edit Brochures' }));
  return screen.getByRole('dialog', { name: 'Edit hot folder' });
}

describe("a hot folder's hooks and approval timeout", () => {
  it('saves the folder’s own webhook and command, and a timeout that places orders up to an amount', async () => {
    const fake = api();
    const dialog = await editDialog();
    // Pasted, as an address and a command usually are (and typing each key is slow in jsdom).
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Webhook address' }));
    await userEvent.paste('https://erp.example.com/print');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Command' }));
    await userEvent.paste('/usr/local/bin/tell-erp');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Decide after' }), '4');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Then' }), 'approve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      within(dialog).getByText(/Enter the most an order placed by the timeout may cost/),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Place it if its total is at most (USD)' }),
      '80',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['sync.editLink']).toHaveBeenCalledWith({
      id: linkId,
      changes: expect.objectContaining({
        hooks: {
          url: 'https://erp.example.com/print',
          command: '/usr/local/bin/tell-erp',
          allowInsecureHttp: false,
        },
        job: {
          ...orders,
          shippingMethodId: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db',
          approvalTimeout: { then: 'approve', seconds: 4 * 3600, cap: usd(80) },
        },
      }),
    });
  });

  it('says a job was declined by the approval timeout, and why', async () => {
    api(
      [
        {
          id: `${linkId}:menu.pdf@file-menu.pdf`,
          fileKey: `${linkId}:menu.pdf`,
          linkId,
          path: 'menu.pdf',
          action: 'order',
          state: 'discarded',
          document: 'menu',
          declined: {
            by: { user: 'approval timeout', host: 'PRINT-01', at: '2026-11-22T10:00:00.000Z', timeout: true },
            reason: 'No one decided within 4 h',
          },
          at: '2026-11-22T10:00:00.000Z',
        },
      ],
      [entry('menu.pdf', { remoteFileId: 'file-menu.pdf' })],
    );
    render(<HotFoldersView />);
    expect(
      await screen.findByText('Declined by the approval timeout: No one decided within 4 h'),
    ).toBeInTheDocument();
  });
});
