import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { LibrarySearchInput } from '../../../electron/shared/contract/library.js';
import { useAccount } from '../../stores/account.js';
import { useApp } from '../../stores/app.js';
import { fakeApi, installDesktopApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import type { FolderNode } from '../../../electron/shared/contract/library.js';
import {
  brochuresId,
  connectedStatus,
  rootId,
  sampleItem,
  sampleItemDetails,
  sampleSettings,
  sampleTree,
  sampleUpload,
  signedOutStatus,
} from '../../test-support/samples.js';
import LibraryView from './index.js';
import { syncStatus } from '../../../test/sync-status.js';

function libraryApi(handlers: Handlers = {}) {
  const fake = fakeApi({
    'library.tree': () => sampleTree(),
    'library.search': (input) => {
      if (input.folderId !== brochuresId) return { total: 0, page: 1, pageSize: 200, items: [] };
      return {
        total: 3,
        page: 1,
        pageSize: 200,
        items: [sampleItem(1), sampleItem(2, { isBroken: true }), sampleItem(3)],
      };
    },
    'account.status': () => connectedStatus,
    'settings.get': () => sampleSettings,
    'uploads.list': () => ({ uploads: [] }),
    'sync.status': () => syncStatus(),
    'library.findings': () => ({ checked: false, why: 'unknown' }),
    ...handlers,
  });
  useAccount.setState({ status: connectedStatus });
  // The shell turns the core's events into store actions, as App does.
  onTestFinished(useApp.getState().start());
  return fake;
}

async function openBrochures() {
  await userEvent.click(await screen.findByRole('treeitem', { name: 'Brochures' }));
  return screen.findByRole('table', { name: 'Files' });
}

describe('the Library view', () => {
  it('asks to connect first when no account is connected', () => {
    fakeApi();
    useAccount.setState({ status: signedOutStatus });
    render(<LibraryView />);
    expect(
      screen.getByRole('heading', { name: 'Connect an account to see your library' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Account' })).toHaveAttribute('href', '#/account');
  });

  it("lists a folder's files with their details in columns", async () => {
    libraryApi();
    render(<LibraryView />);
    const table = await openBrochures();
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Name', 'Type', 'Pages', 'Created', 'Modified', 'Times ordered']);
    expect(rows[2]).toHaveTextContent('flyer-2.pdf');
    expect(rows[2]).toHaveTextContent('Broken');
    expect(rows[1]).toHaveTextContent('Print file');
    expect(screen.getByText('3 files')).toBeInTheDocument();
  });

  it('shows an empty folder with the next step', async () => {
    libraryApi();
    render(<LibraryView />);
    await userEvent.click(await screen.findByRole('treeitem', { name: 'Posters' }));
    expect(await screen.findByRole('heading', { name: 'Posters is empty' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload to Posters…' })).toHaveLength(2);
  });

  it('shows why the files could not be listed, and retries', async () => {
    let fail = true;
    libraryApi({
      'library.search': () => {
        if (fail) throw { code: 'server', message: 'HTTP 503 from FindStoreItems' };
        return { total: 1, page: 1, pageSize: 200, items: [sampleItem(9)] };
      },
    });
    render(<LibraryView />);
    await userEvent.click(await screen.findByRole('treeitem', { name: 'Brochures' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The print service had a problem. Try again in a moment. HTTP 503 from FindStoreItems',
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('flyer-9.pdf')).toBeInTheDocument();
  });

  it('sorts by a column through the service, toggling the direction', async () => {
    const fake = libraryApi();
    render(<LibraryView />);
    await openBrochures();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(fake.calls['library.search']).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: { by: 'name', direction: 'asc' } }),
      ),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(fake.calls['library.search']).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: { by: 'name', direction: 'desc' } }),
      ),
    );
  });

  it('searches by text and type, and says when nothing matches', async () => {
    const fake = libraryApi({
      'library.search': (input) =>
        input.text
          ? { total: 0, page: 1, pageSize: 200, items: [] }
          : { total: 1, page: 1, pageSize: 200, items: [sampleItem(1)] },
    });
    render(<LibraryView />);
    await openBrochures();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Document');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search files' }), 'poster{Enter}');
    expect(await screen.findByRole('heading', { name: 'No files match these filters' })).toBeInTheDocument();
    const last = fake.calls['library.search']?.mock.lastCall?.[0] as LibrarySearchInput;
    expect(last).toMatchObject({ folderId: brochuresId, text: 'poster', type: 'Document' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByText('flyer-1.pdf')).toBeInTheDocument();
  });

  it('filters by a created date range as whole local days', async () => {
    const fake = libraryApi();
    render(<LibraryView />);
    await openBrochures();
    await userEvent.click(screen.getByRole('button', { name: /Dates/ }));
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-03-01' } });
    await waitFor(() => {
      const last = fake.calls['library.search']?.mock.lastCall?.[0] as LibrarySearchInput;
      expect(last.created?.from).toBe(new Date(2026, 2, 1).toISOString());
      expect(last.created?.to).toBeUndefined();
    });
  });

  it('shows the details of the selected file', async () => {
    libraryApi({
      'library.item': ({ itemId }) => ({
        ...sampleItem(1),
        id: itemId,
        referenceData: 'job-77',
        systemDetails: '',
        folderName: 'Brochures',
        createdBy: { name: 'Avery Printer', email: 'avery@example.com' },
        lastModifiedBy: null,
        isDeleted: false,
        itemDetails: null,
      }),
    });
    render(<LibraryView />);
    await openBrochures();
    await userEvent.click(screen.getByText('flyer-1.pdf'));
    const details = await screen.findByRole('complementary', { name: 'File details' });
    expect(await within(details).findByText('job-77')).toBeInTheDocument();
    expect(within(details).getByText('Avery Printer')).toBeInTheDocument();
    // Escape closes the drawer, and focus goes back to the files it was opened from.
    await userEvent.click(within(details).getByRole('button', { name: 'Close details' }));
    await userEvent.click(screen.getByText('flyer-1.pdf'));
    await userEvent.tab();
    const reopened = await screen.findByRole('complementary', { name: 'File details' });
    within(reopened).getByRole('button', { name: 'Close details' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'File details' })).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('creates a folder in the open folder, refusing a duplicate name', async () => {
    const fake = libraryApi({
      'library.createFolder': ({ parentId, name }) => ({
        id: '00000000-0000-4000-8000-0000000000aa',
        name,
        path: `Brochures/${name}`,
        parentId,
        wellKnownType: 0,
        subFolders: [],
      }),
    });
    render(<LibraryView />);
    await userEvent.click(await screen.findByRole('treeitem', { name: 'All files' }));
    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New folder' });
    await userEvent.type(within(dialog).getByLabelText('Folder name'), 'brochures');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'There is already a folder named "brochures" here.',
    );
    expect(fake.calls['library.createFolder']).toBeUndefined();
    await userEvent.clear(within(dialog).getByLabelText('Folder name'));
    await userEvent.type(within(dialog).getByLabelText('Folder name'), 'Leaflets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['library.createFolder']).toHaveBeenCalledWith({ parentId: rootId, name: 'Leaflets' });
  });

  it('shows the service refusing a rename inside the dialog', async () => {
    libraryApi({
      'library.renameFolder': () => {
        throw { code: 'invalid-request', message: 'A folder with that name already exists.' };
      },
    });
    render(<LibraryView />);
    await openBrochures();
    await userEvent.click(screen.getByRole('button', { name: 'Rename folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Brochures' });
    await userEvent.clear(within(dialog).getByLabelText('Folder name'));
    await userEvent.type(within(dialog).getByLabelText('Folder name'), 'Flyers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A folder with that name already exists.',
    );
  });

  it('uploads files picked into the open folder and shows their progress', async () => {
    const fake = libraryApi({
      'uploads.add': ({ paths }) => ({
        uploads: paths.map((path, index) =>
          sampleUpload({ id: `up-${index}`, name: path.split('/').pop() ?? path }),
        ),
      }),
    });
    // Electron's preload adds pathForFile beside the channels.
    installDesktopApi(fake.api);
    render(<LibraryView />);
    await openBrochures();
    const file = new File([new Uint8Array(1000)], 'menu.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), file);
    await waitFor(() =>
      expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
        folderPath: 'Brochures',
        paths: ['/home/avery/menu.pdf'],
      }),
    );
    const uploads = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(uploads).getByText('menu.pdf')).toBeInTheDocument();
    act(() =>
      fake.emit(
        'upload.changed',
        sampleUpload({ id: 'up-0', name: 'menu.pdf', sent: 600, state: 'uploading' }),
      ),
    );
    expect(within(uploads).getByRole('progressbar', { name: 'Uploading menu.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  });

  it('cancels an upload in flight', async () => {
    const fake = libraryApi({ 'uploads.cancel': () => ({ cancelled: true }) });
    render(<LibraryView />);
    await openBrochures();
    act(() =>
      fake.emit(
        'upload.changed',
        sampleUpload({ id: 'up-7', name: 'big.pdf', size: 100, sent: 10, state: 'uploading' }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload of big.pdf' }));
    expect(fake.calls['uploads.cancel']).toHaveBeenCalledWith({ uploadId: 'up-7' });
  });

  it('adds the row of a finished upload to the open folder', async () => {
    const fake = libraryApi({
      'library.item': ({ itemId }) => sampleItemDetails(itemId, 50, { name: 'menu.pdf' }),
    });
    render(<LibraryView />);
    await openBrochures();
    act(() =>
      fake.emit(
        'upload.changed',
        sampleUpload({
          id: 'up-9',
          name: 'menu.pdf',
          size: 100,
          sent: 100,
          state: 'done',
          result: {
            fileId: '20000000-0000-4000-8000-000000000001',
            name: 'menu.pdf',
            pageCount: 4,
            isBroken: false,
          },
        }),
      ),
    );
    const table = screen.getByRole('table', { name: 'Files' });
    expect(await within(table).findByText('menu.pdf')).toBeInTheDocument();
    expect(screen.getByText('4 files')).toBeInTheDocument();
  });
});

const inboxId = '00000000-0000-4000-8000-0000000000b0';

/** The sample tree with the print-file inbox every user has. */
function treeWithInbox(): FolderNode {
  const tree = sampleTree();
  const inbox: FolderNode = {
    id: inboxId,
    name: 'Print File Inbox',
    path: 'Print File Inbox',
    parentId: rootId,
    wellKnownType: 2,
    subFolders: [],
  };
  return { ...tree, subFolders: [...tree.subFolders, inbox] };
}

describe('the Library view: uploads from All files, delete, more criteria', () => {
  it('uploads files dropped on All files into the print-file inbox and lists them at once', async () => {
    const fake = libraryApi({
      'library.tree': () => treeWithInbox(),
      'uploads.add': ({ paths }) => ({
        uploads: paths.map(() => sampleUpload({ id: 'up-1', name: 'menu.pdf' })),
      }),
      'library.item': ({ itemId }) => sampleItemDetails(itemId, 60, { name: 'menu.pdf' }),
    });
    installDesktopApi(fake.api);
    render(<LibraryView />);
    expect(await screen.findByRole('button', { name: 'Upload to Print File Inbox…' })).toBeEnabled();
    expect(screen.getByRole('treeitem', { name: 'All files' })).toHaveAttribute('aria-selected', 'true');

    const file = new File([new Uint8Array(10)], 'menu.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), file);
    await waitFor(() =>
      expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
        folderPath: 'Print File Inbox',
        paths: ['/home/avery/menu.pdf'],
      }),
    );
    act(() =>
      fake.emit(
        'upload.changed',
        sampleUpload({
          id: 'up-1',
          name: 'menu.pdf',
          folderPath: 'Print File Inbox',
          state: 'done',
          result: {
            fileId: '20000000-0000-4000-8000-000000000002',
            name: 'menu.pdf',
            pageCount: 1,
            isBroken: false,
          },
        }),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Files' });
    expect(await within(table).findByText('menu.pdf')).toBeInTheDocument();
  });

  it('deletes the selected file after a confirmation that names it', async () => {
    let deleted = false;
    const fake = libraryApi({
      'library.item': ({ itemId }) => sampleItemDetails(itemId),
      'library.deleteItem': () => {
        if (!deleted) {
          deleted = true;
          throw { code: 'server', message: 'HTTP 503 from DeletePrintFile' };
        }
        return { ok: true };
      },
    });
    render(<LibraryView />);
    const table = await openBrochures();
    await userEvent.click(within(table).getByText('flyer-1.pdf'));
    const details = await screen.findByRole('complementary', { name: 'File details' });
    await userEvent.click(await within(details).findByRole('button', { name: 'Delete…' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete “flyer-1.pdf”?' });
    expect(dialog).toHaveTextContent('The print file flyer-1.pdf leaves your library');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls['library.deleteItem']).toBeUndefined();

    await userEvent.click(within(details).getByRole('button', { name: 'Delete…' }));
    const again = screen.getByRole('dialog', { name: 'Delete “flyer-1.pdf”?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete print file' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('HTTP 503 from DeletePrintFile');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete print file' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['library.deleteItem']).toHaveBeenLastCalledWith({ itemId: sampleItem(1).id });
    expect(within(table).queryByText('flyer-1.pdf')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'File details' })).not.toBeInTheDocument();
    expect(screen.getByText('2 files')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('rowgroup', { name: 'Files rows' })).toHaveFocus());
  });

  it('says plainly, among the item actions, that the service cannot move it and what to do instead', async () => {
    libraryApi({
      'library.item': ({ itemId }) =>
        itemId === sampleItem(3).id
          ? sampleItemDetails(itemId, 3, { type: 'Document' })
          : sampleItemDetails(itemId),
    });
    render(<LibraryView />);
    const table = await openBrochures();
    await userEvent.click(within(table).getByText('flyer-1.pdf'));
    const details = await screen.findByRole('complementary', { name: 'File details' });
    const actions = await within(details).findByRole('group', { name: 'Actions' });
    expect(within(actions).queryByRole('button', { name: /move/i })).not.toBeInTheDocument();
    expect(actions).toHaveTextContent(
      'No move: the print service cannot move a print file to another folder. To have it there, upload the file again into that folder, then delete this one.',
    );

    await userEvent.click(within(table).getByText('flyer-3.pdf'));
    await waitFor(() =>
      expect(within(details).getByRole('group', { name: 'Actions' })).toHaveTextContent(
        'cannot move a document to another folder. To have it there, make the document again in that folder',
      ),
    );
  });

  it('searches by the advanced criteria, refusing a user id that is not one', async () => {
    const fake = libraryApi();
    render(<LibraryView />);
    await openBrochures();
    await userEvent.click(screen.getByRole('button', { name: /More criteria/ }));
    const form = screen.getByRole('form', { name: 'More criteria' });
    await userEvent.type(within(form).getByLabelText('Name contains'), 'flyer');
    await userEvent.type(within(form).getByLabelText('Description contains'), 'spring');
    await userEvent.type(within(form).getByLabelText('Reference data'), 'job-77');
    await userEvent.type(within(form).getByLabelText('Offering code'), 'Color Printing');
    await userEvent.selectOptions(within(form).getByLabelText('Search in'), 'all');
    await userEvent.type(within(form).getByLabelText('Created by (user id)'), 'dana');
    const searches = fake.calls['library.search']?.mock.calls.length ?? 0;
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a user id');
    expect(fake.calls['library.search']?.mock.calls.length).toBe(searches);

    const owner = '30000000-0000-4000-8000-000000000001';
    await userEvent.clear(within(form).getByLabelText('Created by (user id)'));
    await userEvent.type(within(form).getByLabelText('Created by (user id)'), owner);
    await userEvent.type(within(form).getByLabelText('Folder owner (user id)'), owner);
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fake.calls['library.search']).toHaveBeenLastCalledWith(
        expect.objectContaining({
          folderId: brochuresId,
          name: 'flyer',
          description: 'spring',
          referenceData: 'job-77',
          offeringCode: 'Color Printing',
          folderScope: 'all',
          createdBy: owner,
          folderOwnerUserId: owner,
        }),
      ),
    );
  });
});
