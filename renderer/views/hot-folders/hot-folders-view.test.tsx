import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import {
  sampleActivity as entry,
  sampleLinkId as linkId,
  sampleLinkStatus as linkStatus,
  sampleMainAddress,
  sampleSettings,
  usd,
} from '../../test-support/samples.js';
import HotFoldersView from './index.js';
import { syncStatus } from '../../../test/sync-status.js';

function hotFoldersApi(handlers: Handlers = {}) {
  return fakeApi({
    'jobs.list': () => ({ jobs: [] }),
    'settings.get': () => sampleSettings,
    'sync.links': () => ({ links: [linkStatus()] }),
    'sync.activity': () => ({
      total: 2,
      entries: [
        entry('cover.pdf', {
          seq: 2,
          state: 'failed',
          message: 'The file is damaged.',
          at: '2026-11-22T10:05:00.000Z',
        }),
        entry('inside.pdf'),
      ],
    }),
    ...handlers,
  });
}

describe('the Hot folders view', () => {
  it('offers to add the first hot folder when there is none', async () => {
    hotFoldersApi({
      'sync.links': () => ({ links: [] }),
      'sync.activity': () => ({ total: 0, entries: [] }),
    });
    render(<HotFoldersView />);
    expect(await screen.findByText('No hot folders yet')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has happened yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a link with its folders, state and counts', async () => {
    hotFoldersApi();
    render(<HotFoldersView />);
    const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
    expect(within(card).getByText('/home/dana/Print/Brochures')).toBeInTheDocument();
    expect(within(card).getByText('Hot folders/Brochures')).toBeInTheDocument();
    expect(within(card).getByText('Watching')).toBeInTheDocument();
    expect(within(card).getByText('Uploaded').nextElementSibling).toHaveTextContent('3');
    expect(within(card).getByText('Failed').nextElementSibling).toHaveTextContent('1');
    expect(within(card).getByText(/reported by the system/)).toBeInTheDocument();
  });

  it('says when a folder is polled, and why', async () => {
    hotFoldersApi({
      'sync.links': () => ({
        links: [
          linkStatus({
            watch: { mode: 'polling', reason: 'network-share', share: 'cifs', intervalSeconds: 5 },
          }),
        ],
      }),
    });
    render(<HotFoldersView />);
    const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
    expect(
      within(card).getByText(
        'Checked every 5 s: a network share, which does not report other computers’ files (cifs).',
      ),
    ).toBeInTheDocument();
  });

  it('says what went wrong when the links cannot be read, and tries again', async () => {
    let calls = 0;
    hotFoldersApi({
      'sync.links': () => {
        calls++;
        if (calls === 1) throw { code: 'internal', message: 'The sync engine is not running.' };
        return { links: [linkStatus()] };
      },
    });
    render(<HotFoldersView />);
    expect(await screen.findByText('The sync engine is not running.', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Hot folder Brochures' })).toBeInTheDocument();
  });

  it('refuses a relative local path and an empty library folder before calling the core', async () => {
    const fake = hotFoldersApi({ 'sync.links': () => ({ links: [] }) });
    render(<HotFoldersView />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add hot folder' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add a hot folder' });
    await userEvent.type(within(dialog).getByLabelText('Local folder'), 'Print');
    await userEvent.clear(within(dialog).getByLabelText('Library folder'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hot folder' }));
    expect(within(dialog).getByText(/Enter a full path/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a library folder (e.g. Hot folders/Brochures).'),
    ).toBeInTheDocument();
    expect(fake.calls['sync.addLink']).toBeUndefined();
  });

  it('adds a link with the chosen types and after-upload action', async () => {
    const fake = hotFoldersApi({
      'sync.links': () => ({ links: [] }),
      'sync.addLink': (input) => ({ ...linkStatus().link, ...input }) as never,
    });
    render(<HotFoldersView />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add hot folder' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add a hot folder' });
    await userEvent.type(within(dialog).getByLabelText('Local folder'), '/srv/print/in');
    await userEvent.type(within(dialog).getByLabelText('Library folder'), 'Posters');
    await userEvent.click(within(dialog).getByLabelText('TIFF'));
    await userEvent.selectOptions(within(dialog).getByLabelText('After upload'), 'move');
    await userEvent.click(within(dialog).getByLabelText('Always poll this folder (network share)'));
    const preflight = within(dialog).getByLabelText('Preflight');
    expect(preflight).toHaveValue('standard');
    await userEvent.selectOptions(preflight, 'Strict');
    expect(preflight).toHaveAccessibleDescription(/RGB colour, bleed under 3 mm and images under 300 ppi/);
    // Fixes: bleed and fonts on, page size off until a person turns it on (then how it fits shows).
    expect(within(dialog).getByRole('switch', { name: 'Add bleed' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Embed missing fonts' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Where the proportions differ')).toBeNull();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Fit pages to the product’s size' }));
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Where the proportions differ'),
      'Fill the page (the edges are cropped)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hot folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['sync.addLink']).toHaveBeenCalledWith({
      localPath: '/srv/print/in',
      remotePath: 'Hot folders/Posters',
      types: ['pdf', 'tiff'],
      includeSubfolders: false,
      afterUpload: 'move',
      paused: false,
      watchMode: 'polling',
      preflightProfile: 'strict',
      fixes: { pageSize: true, bleed: true, fonts: true, fit: 'fill' },
    });
  });

  it('adds a link that orders each file up to a spending limit', async () => {
    const templateId = '3f473099-3165-4775-a583-8cf178afa74a';
    const fake = hotFoldersApi({
      'sync.links': () => ({ links: [] }),
      'sync.addLink': (input) => ({ ...linkStatus().link, ...input }) as never,
      'documents.templates': () => ({
        templates: [{ id: templateId, name: 'Presentation', description: '' }],
      }),
    });
    render(<HotFoldersView />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add hot folder' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add a hot folder' });
    await userEvent.type(within(dialog).getByLabelText('Local folder'), '/srv/print/orders');
    await userEvent.type(within(dialog).getByLabelText('Library folder'), 'Orders');
    await userEvent.selectOptions(within(dialog).getByLabelText('Action'), 'order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hot folder' }));
    expect(within(dialog).getByText('Choose the document template for the job.')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Presentation' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Document template'), templateId);
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '250');
    await userEvent.type(within(dialog).getByLabelText('Spending limit (USD)'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hot folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['sync.addLink']).toHaveBeenCalledWith(
      expect.objectContaining({
        localPath: '/srv/print/orders',
        job: {
          action: 'order',
          templateId,
          quantity: 250,
          shippingMethodId: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db',
          recipient: { kind: 'main' },
          spendLimit: usd(500),
          allowTicketAddresses: false,
        },
      }),
    );
  });

  it('ships a quote job to a saved address or a distribution list chosen in the form', async () => {
    const templateId = '3f473099-3165-4775-a583-8cf178afa74a';
    const listId = '6a0c8f5e-4d1b-4c1a-9a51-0f6f2b3c4d5e';
    const savedId = '7b1d9e6f-5e2c-4d2b-8b62-1a7a3c4d5e6f';
    const fake = hotFoldersApi({
      'sync.links': () => ({ links: [] }),
      'sync.addLink': (input) => ({ ...linkStatus().link, ...input }) as never,
      'documents.templates': () => ({
        templates: [{ id: templateId, name: 'Presentation', description: '' }],
      }),
      'addresses.list': () => ({
        addresses: [
          { ...sampleMainAddress, Id: '8c2e0f70-6f3d-4e3c-9c73-2b8b4d5e6f70', IsUserMainAddress: true },
          { ...sampleMainAddress, Id: savedId, FirstName: 'Robin', IsUserMainAddress: false },
        ],
      }),
      'lists.list': () => ({
        lists: [{ id: listId, name: 'Stores', recipientCount: 3, updated: '2026-11-24T10:00:00.000Z' }],
      }),
    });
    render(<HotFoldersView />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add hot folder' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add a hot folder' });
    await userEvent.type(within(dialog).getByLabelText('Local folder'), '/srv/print/stores');
    await userEvent.type(within(dialog).getByLabelText('Library folder'), 'Stores');
    await userEvent.selectOptions(within(dialog).getByLabelText('Action'), 'quote');
    await within(dialog).findByRole('option', { name: 'Presentation' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Document template'), templateId);
    const shipTo = within(dialog).getByLabelText('Ship to');
    expect(shipTo).toHaveValue('main');
    await within(dialog).findByRole('option', { name: 'List “Stores” (3 recipients)' });
    expect(
      within(shipTo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      "The account's main address",
      expect.stringContaining('Robin'),
      'List “Stores” (3 recipients)',
    ]);
    await userEvent.selectOptions(shipTo, `saved:${savedId}`);
    await userEvent.selectOptions(shipTo, `list:${listId}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hot folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['sync.addLink']).toHaveBeenCalledWith(
      expect.objectContaining({
        job: expect.objectContaining({ action: 'quote', recipient: { kind: 'list', listId } }),
      }),
    );
  });

  it("shows the core's refusal in the form and keeps it open", async () => {
    hotFoldersApi({
      'sync.links': () => ({ links: [] }),
      'sync.addLink': () => {
        throw { code: 'conflict', message: 'That folder is already a hot folder.' };
      },
    });
    render(<HotFoldersView />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add hot folder' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add a hot folder' });
    await userEvent.type(within(dialog).getByLabelText('Local folder'), '/srv/print/in');
    await userEvent.type(within(dialog).getByLabelText('Library folder'), 'Posters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hot folder' }));
    expect(
      await within(dialog).findByText('That folder is already a hot folder.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('lists activity with errors, retries a failed file and filters by state', async () => {
    const fake = hotFoldersApi({
      'sync.retry': () => syncStatus({ state: 'syncing', queued: 1, uploaded: 3 }),
    });
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    const failedRow = within(table).getByRole('row', { name: /cover\.pdf/ });
    expect(within(failedRow).getByText('The file is damaged.')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /inside\.pdf/ })).queryByRole('button', {
        name: /Retry/,
      }),
    ).toBeNull();

    await userEvent.click(within(failedRow).getByRole('button', { name: 'Retry cover.pdf' }));
    expect(fake.calls['sync.retry']).toHaveBeenCalledWith({ fileKey: `${linkId}:cover.pdf` });

    await userEvent.selectOptions(screen.getByLabelText('State'), 'failed');
    await waitFor(() =>
      expect(fake.calls['sync.activity']).toHaveBeenLastCalledWith({
        page: 1,
        pageSize: 100,
        states: ['failed'],
      }),
    );
  });

  it("shows a file with a job as one row: the job's state, document, price and order, with Retry", async () => {
    const job = (name: string, changes: Partial<JobRow>): JobRow => ({
      id: `${linkId}:${name}@file-${name}`,
      fileKey: `${linkId}:${name}`,
      linkId,
      path: name,
      action: 'order',
      state: 'done',
      document: name.replace('.pdf', ''),
      documentId: '70000000-0000-4000-8000-000000000001',
      at: '2026-11-22T10:06:00.000Z',
      ...changes,
    });
    const ordered = job('card.pdf', {
      total: usd(88.25),
      recipientCount: 3,
      shipDate: '2026-11-25T22:00:00Z',
      orderFriendlyId: '00-0054-00071-36703',
    });
    const failed = job('menu.pdf', {
      state: 'failed',
      documentId: undefined,
      message: 'Recipient: the distribution list 1 no longer exists',
    });
    const uploadedFor = (name: string) => entry(name, { remoteFileId: `file-${name}` });
    const fake = hotFoldersApi({
      'sync.activity': () => ({
        total: 3,
        entries: [uploadedFor('card.pdf'), uploadedFor('menu.pdf'), entry('plain.pdf')],
      }),
      'jobs.list': () => ({ jobs: [ordered, failed] }),
      'jobs.retry': ({ id }) => ({ ...failed, id, state: 'running', message: undefined }),
    });
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
    const card = await within(table).findByRole('row', { name: /card\.pdf/ });
    expect(within(table).getAllByRole('row', { name: /card\.pdf/ })).toHaveLength(1);
    expect(within(card).getByText('Done')).toBeInTheDocument();
    expect(within(card).getByText('card')).toBeInTheDocument();
    expect(within(card).getByText('$88.25 · 3 recipients')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '00-0054-00071-36703' })).toHaveAttribute(
      'href',
      '#/orders?id=00-0054-00071-36703',
    );
    // A file without a job keeps its upload state.
    expect(within(within(table).getByRole('row', { name: /plain\.pdf/ })).getByText('Uploaded')).toBeTruthy();

    const menu = within(table).getByRole('row', { name: /menu\.pdf/ });
    expect(within(menu).getByText(/no longer exists/)).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Retry the job for menu.pdf' }));
    expect(fake.calls['jobs.retry']).toHaveBeenCalledWith({ id: failed.id });
    expect(await within(menu).findByText('Making the document')).toBeInTheDocument();
    act(() =>
      fake.emit('jobs.changed', {
        ...failed,
        state: 'awaiting-approval',
        message: undefined,
        at: '2026-11-22T10:09:00.000Z',
        documentId: ordered.documentId,
        total: usd(900),
      }),
    );
    expect(await within(menu).findByText('Waiting for approval')).toBeInTheDocument();
  });

  it('finds files by part of their path', async () => {
    const fake = hotFoldersApi();
    render(<HotFoldersView />);
    await screen.findByRole('table', { name: 'Hot folder activity' });
    await userEvent.type(screen.getByLabelText('Find a file'), 'Cover');
    await waitFor(() =>
      expect(fake.calls['sync.activity']).toHaveBeenLastCalledWith({ page: 1, pageSize: 100, text: 'Cover' }),
    );
  });

  it('moves a file to its new state as the engine reports it', async () => {
    const fake = hotFoldersApi();
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    act(() =>
      fake.emit(
        'sync.file',
        entry('cover.pdf', { seq: 0, state: 'uploading', at: '2026-11-22T10:06:00.000Z' }),
      ),
    );
    const row = within(table).getByRole('row', { name: /cover\.pdf/ });
    expect(within(row).getByText('Uploading')).toBeInTheDocument();
    act(() =>
      fake.emit('sync.file', entry('new.pdf', { seq: 0, state: 'queued', at: '2026-11-22T10:07:00.000Z' })),
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('new.pdf');
    act(() => fake.emit('sync.links', { links: [linkStatus({ state: 'paused' })] }));
    expect(
      within(screen.getByRole('article', { name: 'Hot folder Brochures' })).getByText('Paused'),
    ).toBeInTheDocument();
  });

  it('shows a preflight card for a selected file', async () => {
    const fake = hotFoldersApi({
      'sync.preflight': ({ path }) => ({
        path,
        name: 'inside.pdf',
        size: 2048,
        type: 'pdf',
        pageCount: 12,
        pageSize: { widthPt: 612, heightPt: 792 },
        pageSizes: [{ widthPt: 612, heightPt: 792 }],
        problem: null,
        thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
        notes: [],
        profile: 'standard',
        findings: [],
        pagePictures: [],
      }),
    });
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    await userEvent.click(within(table).getByRole('row', { name: /inside\.pdf/ }));
    const card = await screen.findByRole('complementary', { name: 'Preflight' });
    expect(fake.calls['sync.preflight']).toHaveBeenCalledWith({
      path: '/home/dana/Print/Brochures/inside.pdf',
    });
    expect(await within(card).findByText('12')).toBeInTheDocument();
    expect(within(card).getByText('8.5 × 11 in (Letter) · 215.9 × 279.4 mm')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'First page of inside.pdf' })).toBeInTheDocument();
  });

  it('exports the activity as a CSV download', async () => {
    hotFoldersApi({ 'sync.exportCsv': () => ({ fileName: 'activity.csv', csv: 'time,path\n' }) });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:activity';
    };
    URL.revokeObjectURL = () => undefined;
    render(<HotFoldersView />);
    await screen.findByRole('table', { name: 'Hot folder activity' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0]!.text()).toBe('time,path\n');
  });
});
