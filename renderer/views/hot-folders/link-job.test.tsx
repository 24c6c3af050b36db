import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import type { JobPreset } from '../../../electron/shared/settings/schema.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import {
  sampleActivity as entry,
  sampleLinkId as linkId,
  sampleLinkStatus as linkStatus,
  connectedStatus,
  sampleOrderPreset,
  sampleSettings,
  sampleTemplateId as templateId,
  usd,
} from '../../test-support/samples.js';
import { useAccount } from '../../stores/account.js';
import HotFoldersView from './index.js';

const orders: JobPreset = { ...sampleOrderPreset, dailyBudget: usd(600) };

function api(preset: JobPreset | undefined, handlers: Handlers = {}) {
  const status = linkStatus();
  return fakeApi({
    'jobs.list': () => ({ jobs: [] }),
    'jobs.spending': () => ({ links: [{ linkId, day: '2026-11-22', spent: usd(190) }] }),
    'settings.get': () => sampleSettings,
    'sync.links': () => ({
      links: [{ ...status, link: { ...status.link, ...(preset ? { job: preset } : {}) } }],
    }),
    'sync.activity': () => ({ total: 0, entries: [] }),
    ...handlers,
  });
}

/** The link form of an order folder, open, saving what it is given. */
async function editOrderFolder() {
  const fake = api(orders, {
    'sync.editLink': ({ changes }) => ({ ...linkStatus().link, ...changes }) as never,
    'documents.templates': () => ({
      templates: [{ id: templateId, name: 'Presentation', description: '' }],
    }),
  });
  render(<HotFoldersView />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Brochures' }));
  return { fake, dialog: screen.getByRole('dialog') };
}

describe('a hot folder that spends money', () => {
  it('says so on its card with a badge of its own, its limits and what is left of the day', async () => {
    api(orders);
    render(<HotFoldersView />);
    const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
    const job = await within(card).findByText(/left today/);
    expect(job.closest('p')).toHaveTextContent(
      'Places orders · up to $250 each · $600 a day, $410 left today',
    );
    expect(within(card).getByText('Places orders')).toHaveAttribute('data-action', 'order');
  });

  it('says what a document or quote folder makes, and nothing of the kind for an upload-only one', async () => {
    api({ action: 'quote', templateId, quantity: 1, recipient: { kind: 'main' } });
    const { unmount } = render(<HotFoldersView />);
    const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
    expect(within(card).getByText('Makes quotes').closest('p')).toHaveTextContent(
      'Makes quotes · one per file, 1 copy',
    );
    unmount();
    api(undefined);
    render(<HotFoldersView />);
    const plain = await screen.findByRole('article', { name: 'Hot folder Brochures' });
    expect(within(plain).queryByText(/Places orders|Makes/)).toBeNull();
  });

  it('sets a daily budget and allows addresses in job tickets in the link form', async () => {
    const { fake, dialog } = await editOrderFolder();
    const budget = within(dialog).getByLabelText('Daily budget');
    expect(budget).toHaveValue('600');
    await userEvent.clear(budget);
    await userEvent.type(budget, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(within(dialog).getByText(/Enter the daily budget as an amount/)).toBeInTheDocument();
    await userEvent.clear(budget);
    await userEvent.type(budget, '1500.50');
    await userEvent.click(within(dialog).getByLabelText('Allow addresses in job tickets'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(fake.calls['sync.editLink']).toHaveBeenCalled());
    expect(fake.calls['sync.editLink']!.mock.calls[0]![0].changes.job).toMatchObject({
      dailyBudget: usd(1500.5),
      allowTicketAddresses: true,
    });
  });

  it('sets "Arrive within N business days" in the link form, refusing what is not a number of days', async () => {
    const { fake, dialog } = await editOrderFolder();
    const arrive = within(dialog).getByLabelText('Arrive within N business days');
    expect(arrive).toHaveValue('');
    await userEvent.type(arrive, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      within(dialog).getByText(
        'Enter the business days as a whole number from 1 to 60, or leave it empty for no date.',
      ),
    ).toBeInTheDocument();
    expect(fake.calls['sync.editLink']).toBeUndefined();
    await userEvent.clear(arrive);
    await userEvent.type(arrive, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(fake.calls['sync.editLink']).toHaveBeenCalled());
    expect(fake.calls['sync.editLink']!.mock.calls[0]![0].changes.job).toMatchObject({ arriveWithin: 3 });
  });

  it('sets "Gather into one order" at a time or after a number of files, refusing what is neither', async () => {
    const { fake, dialog } = await editOrderFolder();
    const gather = within(dialog).getByLabelText('Gather into one order');
    expect(gather).toHaveValue('none');
    await userEvent.selectOptions(gather, 'After a number of files');
    await userEvent.type(within(dialog).getByLabelText('Number of files'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      within(dialog).getByText('Enter the number of files as a whole number from 2 to 500.'),
    ).toBeInTheDocument();
    expect(fake.calls['sync.editLink']).toBeUndefined();
    await userEvent.selectOptions(gather, 'At a time each business day');
    await userEvent.type(within(dialog).getByLabelText('Time (HH:MM)'), '13:30');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(fake.calls['sync.editLink']).toHaveBeenCalled());
    expect(fake.calls['sync.editLink']!.mock.calls[0]![0].changes.job).toMatchObject({
      batch: { kind: 'time', at: '13:30' },
    });
  });

  describe('when the market changed since its limits were set', () => {
    /** The service now sells in Germany: it prices in euros, the folder's limits are in dollars. */
    const inGermany = () =>
      useAccount.getState().applyStatus({ ...connectedStatus, market: 'de', marketFrom: 'setting' });

    it('says on its card that it stopped ordering, and asks for limits in euros in its form', async () => {
      const fake = api(orders, {
        'sync.editLink': ({ changes }) => ({ ...linkStatus().link, ...changes }) as never,
        'documents.templates': () => ({
          templates: [{ id: templateId, name: 'Presentation', description: '' }],
        }),
      });
      inGermany();
      render(<HotFoldersView />);
      const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
      expect(await within(card).findByRole('alert')).toHaveTextContent(
        'Stopped ordering: its limits are in US dollars, but the service now prices in euros.',
      );
      await userEvent.click(within(card).getByRole('button', { name: 'Set limits in euros' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByTestId('limits-currency')).toHaveTextContent(
        "This folder's limits were set in US dollars (up to $250 each · $600 a day).",
      );
      // Not carried over as if the same amount: asked for again, in euros.
      const limit = within(dialog).getByLabelText('Spending limit (EUR)');
      expect(limit).toHaveValue('');
      expect(within(dialog).getByLabelText('Daily budget')).toHaveValue('');
      await userEvent.type(limit, '200');
      await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(fake.calls['sync.editLink']).toHaveBeenCalled());
      const job = fake.calls['sync.editLink']!.mock.calls[0]![0].changes.job;
      expect(job).toMatchObject({ spendLimit: { amount: 200, currency: 'EUR' } });
      expect(job).not.toHaveProperty('dailyBudget');
    });

    it('opens the form from the route its notification opens', async () => {
      window.location.hash = `#/hot-folders?limits=${linkId}`;
      api(orders, {
        'documents.templates': () => ({
          templates: [{ id: templateId, name: 'Presentation', description: '' }],
        }),
      });
      inGermany();
      render(<HotFoldersView />);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByTestId('limits-currency')).toHaveTextContent('enter the limits in euros');
      // Closed, it stays closed on the same route.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('says nothing of the kind while its limits are in the currency the service prices in', async () => {
      api(orders);
      render(<HotFoldersView />);
      const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
      await within(card).findByText(/left today/);
      expect(within(card).queryByRole('alert')).toBeNull();
    });
  });

  it("shows another workstation's job by that workstation's name, as it moves on", async () => {
    const row: JobRow = {
      id: `${linkId}:card.pdf@file-card.pdf`,
      fileKey: `${linkId}:card.pdf`,
      linkId,
      path: 'card.pdf',
      action: 'order',
      state: 'running',
      document: 'card',
      documentId: '70000000-0000-4000-8000-000000000001',
      handledBy: 'PRINT-02',
      at: '2026-11-22T10:06:00.000Z',
    };
    const fake = api(orders, {
      'sync.activity': () => ({ total: 1, entries: [entry('card.pdf', { remoteFileId: 'file-card.pdf' })] }),
      'jobs.list': () => ({ jobs: [row] }),
    });
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    const card = await within(table).findByRole('row', { name: /card\.pdf/ });
    expect(await within(card).findByText('Being ordered by PRINT-02')).toBeInTheDocument();
    act(() =>
      fake.emit('jobs.changed', {
        ...row,
        state: 'done',
        total: usd(88.25),
        orderFriendlyId: '00-0054-00071-36703',
        at: '2026-11-22T10:07:00.000Z',
      }),
    );
    expect(await within(card).findByText('Ordered by PRINT-02: 00-0054-00071-36703')).toBeInTheDocument();
  });

  it("says in a job's row what its file's preflight held it for, and the warnings it went on with", async () => {
    const row: JobRow = {
      id: `${linkId}:card.pdf@file-card.pdf`,
      fileKey: `${linkId}:card.pdf`,
      linkId,
      path: 'card.pdf',
      action: 'order',
      state: 'awaiting-approval',
      document: 'card',
      waitingFor: [{ kind: 'preflight', errors: ['The font Helvetica is not in the file (pages 1–4)'] }],
      at: '2026-11-22T10:06:00.000Z',
    };
    const fake = api(orders, {
      'sync.activity': () => ({ total: 1, entries: [entry('card.pdf', { remoteFileId: 'file-card.pdf' })] }),
      'jobs.list': () => ({ jobs: [row] }),
    });
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    const card = await within(table).findByRole('row', { name: /card\.pdf/ });
    expect(
      await within(card).findByText('Preflight: The font Helvetica is not in the file (pages 1–4)'),
    ).toBeInTheDocument();
    act(() =>
      fake.emit('jobs.changed', {
        ...row,
        state: 'running',
        waitingFor: undefined,
        preflightWarnings: ['Pages 1–4 have RGB colour (pages 1–4)'],
        at: '2026-11-22T10:07:00.000Z',
      }),
    );
    expect(
      await within(card).findByText('Preflight warnings: Pages 1–4 have RGB colour (pages 1–4)'),
    ).toBeInTheDocument();
  });
});
