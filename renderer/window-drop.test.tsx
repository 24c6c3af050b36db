import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FolderNode } from '../electron/shared/contract/library.js';
import type { Preflight } from '../electron/shared/contract/sync.js';
import { App } from './App.js';
import { fakeApi, installDesktopApi } from './test-support/fake-api.js';
import type { Handlers } from './test-support/fake-api.js';
import {
  connectedStatus,
  sampleItem,
  sampleSettings,
  sampleTree,
  sampleUpload,
} from './test-support/samples.js';
import { syncStatus } from '../test/sync-status.js';

const inboxId = '00000000-0000-4000-8000-0000000000f1';
const taken = sampleItem(7, { name: 'menu.pdf', folderId: inboxId });

function tree(): FolderNode {
  const root = sampleTree();
  return {
    ...root,
    subFolders: [
      ...root.subFolders,
      {
        id: inboxId,
        name: 'Print File Inbox',
        path: 'Print File Inbox',
        parentId: root.id,
        wellKnownType: 2,
        subFolders: [],
      },
    ],
  };
}

const preflight = (path: string): Preflight => ({
  path,
  name: path.split('/').pop()!,
  size: 10,
  type: 'pdf',
  pageCount: 1,
  pageSize: null,
  pageSizes: [],
  problem: null,
  thumbnail: null,
  notes: [],
  profile: 'standard',
  findings: [],
  pagePictures: [],
});

function windowApi(handlers: Handlers = {}) {
  const fake = fakeApi({
    'account.status': () => connectedStatus,
    'settings.get': () => sampleSettings,
    'uploads.list': () => ({ uploads: [] }),
    'sync.status': () => syncStatus(),
    'library.tree': () => tree(),
    'library.search': ({ folderId }) =>
      folderId === inboxId
        ? { total: 1, page: 1, pageSize: 500, items: [taken] }
        : { total: 0, page: 1, pageSize: 200, items: [] },
    'sync.preflight': ({ path }) => preflight(path),
    'uploads.add': ({ paths }) => ({
      uploads: paths.map((path, index) => sampleUpload({ id: `up-${index}`, name: path.split('/').pop()! })),
    }),
    'library.deleteItem': () => ({ ok: true }),
    ...handlers,
  });
  installDesktopApi(fake.api);
  return fake;
}

const pdf = (name: string) => new File([new Uint8Array(10)], name, { type: 'application/pdf' });

/** A folder entry as Chromium's webkitGetAsEntry gives it. */
function folderEntry(name: string, files: File[]) {
  let read = false;
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader: () => ({
      readEntries: (done: (entries: object[]) => void) => {
        done(
          read
            ? []
            : files.map((file) => ({
                isFile: true,
                isDirectory: false,
                name: file.name,
                file: (got: (f: File) => void) => got(file),
              })),
        );
        read = true;
      },
    }),
  };
}

describe('dropping anywhere on the window', () => {
  it('uploads into the print-file inbox from any view, asking before a name already there is used again', async () => {
    window.location.hash = '#/quotes';
    const fake = windowApi();
    const { container } = render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Quotes' });
    const app = container.firstElementChild!;
    fireEvent.dragEnter(app, { dataTransfer: { types: ['Files'], files: [] } });
    expect(await screen.findByText(/Drop files or folders to upload them into/)).toBeInTheDocument();
    fireEvent.drop(app, {
      dataTransfer: {
        types: ['Files'],
        files: [pdf('menu.pdf'), pdf('new.pdf'), new File(['x'], 'notes.txt')],
      },
    });

    const ask = await screen.findByRole('dialog', { name: /is already in the library/ });
    expect(ask).toHaveTextContent('menu.pdf');
    await waitFor(() => expect(window.location.hash).toBe('#/library'));
    // Nothing goes until the user answers: the free name waits with the taken one.
    expect(fake.calls['uploads.add']).toBeUndefined();
    await userEvent.click(within(ask).getByRole('radio', { name: /Replace/ }));
    await userEvent.click(within(ask).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
        folderPath: 'Print File Inbox',
        paths: ['/home/avery/new.pdf', '/home/avery/menu.pdf'],
      }),
    );
    expect(fake.calls['library.deleteItem']).toHaveBeenCalledWith({ itemId: taken.id });
    expect(await screen.findByText(/One file was left out: it is not a print file/)).toBeInTheDocument();
  });

  it('keeps both when asked to, deleting nothing', async () => {
    const fake = windowApi();
    const { container } = render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Library' });
    fireEvent.drop(container.firstElementChild!, {
      dataTransfer: { types: ['Files'], files: [pdf('menu.pdf')] },
    });
    const ask = await screen.findByRole('dialog', { name: /is already in the library/ });
    expect(within(ask).getByRole('radio', { name: /Keep both/ })).toBeChecked();
    await userEvent.click(within(ask).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(fake.calls['uploads.add']).toHaveBeenCalled());
    expect(fake.calls['library.deleteItem']).toBeUndefined();
  });

  it('uploads a dropped folder’s print files, its sub-folders becoming library folders', async () => {
    const fake = windowApi();
    const { container } = render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Library' });
    const spring = folderEntry('Spring', [pdf('cover.pdf'), pdf('back.pdf')]);
    fireEvent.drop(container.firstElementChild!, {
      dataTransfer: {
        types: ['Files'],
        files: [],
        items: [{ kind: 'file', webkitGetAsEntry: () => spring }],
      },
    });
    await waitFor(() =>
      expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
        folderPath: 'Print File Inbox/Spring',
        paths: ['/home/avery/cover.pdf', '/home/avery/back.pdf'],
      }),
    );
  });
});
