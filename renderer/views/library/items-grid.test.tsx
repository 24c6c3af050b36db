import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useAccount } from '../../stores/account.js';
import { useApp } from '../../stores/app.js';
import { forgetThumbnails } from '../../stores/thumbnails.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import {
  brochuresId,
  connectedStatus,
  sampleItem,
  sampleItemDetails,
  sampleSettings,
  sampleTree,
} from '../../test-support/samples.js';
import { syncStatus } from '../../../test/sync-status.js';
import LibraryView from './index.js';

const png = (text: string) => `data:image/png;base64,${btoa(text)}`;

function gridApi(
  items = [sampleItem(1), sampleItem(2, { isBroken: true }), sampleItem(3)],
  more: Handlers = {},
) {
  const fake = fakeApi({
    'library.tree': () => sampleTree(),
    'library.search': (input) =>
      input.folderId === brochuresId
        ? { total: items.length, page: 1, pageSize: 200, items: items.slice(0, 200) }
        : { total: 0, page: 1, pageSize: 200, items: [] },
    'account.status': () => connectedStatus,
    'settings.get': () => sampleSettings,
    'uploads.list': () => ({ uploads: [] }),
    'sync.status': () => syncStatus(),
    // Item 2 was not uploaded from this computer: no picture of it.
    'library.thumbnail': ({ itemId, page }) =>
      itemId === sampleItem(2).id ? null : { dataUrl: png(`${itemId}:${page}`) },
    ...more,
  });
  useAccount.setState({ status: connectedStatus });
  onTestFinished(useApp.getState().start());
  onTestFinished(forgetThumbnails);
  return fake;
}

async function openGrid() {
  render(<LibraryView />);
  await userEvent.click(await screen.findByRole('treeitem', { name: 'Brochures' }));
  await screen.findByRole('table', { name: 'Files' });
  const view = screen.getByRole('radiogroup', { name: 'View' });
  expect(within(view).getByRole('radio', { name: 'Table' })).toBeChecked();
  await userEvent.click(within(view).getByRole('radio', { name: 'Grid' }));
  return screen.findByRole('listbox', { name: 'Files' });
}

describe('the Library grid', () => {
  it('shows first-page pictures, and says so where there is none', async () => {
    const fake = gridApi();
    const grid = await openGrid();
    expect(
      within(grid)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['flyer-1.pdf, 2 pages', 'flyer-2.pdf, 2 pages, broken', 'flyer-3.pdf, 2 pages']);
    const first = await within(grid).findByRole('img', { name: 'flyer-1.pdf, first page' });
    expect(first).toHaveAttribute('src', png(`${sampleItem(1).id}:1`));
    expect(
      await within(grid).findByRole('img', { name: 'flyer-2.pdf, first page: no preview' }),
    ).toHaveTextContent('Print file');
    expect(fake.calls['library.thumbnail']).toHaveBeenCalledWith({
      itemId: sampleItem(3).id,
      page: 1,
      size: 160,
    });
  });

  it('shows a placeholder while a picture is drawn', async () => {
    let draw: (value: { dataUrl: string }) => void = () => {};
    gridApi([sampleItem(1)], {
      'library.thumbnail': () => new Promise((resolve) => (draw = resolve)),
    });
    const grid = await openGrid();
    expect(
      await within(grid).findByRole('img', { name: 'flyer-1.pdf, first page (loading)' }),
    ).toHaveAttribute('aria-busy', 'true');
    draw({ dataUrl: png('late') });
    expect(await within(grid).findByRole('img', { name: 'flyer-1.pdf, first page' })).toHaveAttribute(
      'src',
      png('late'),
    );
  });

  it('asks for the pictures of the cells in view only, and each once', async () => {
    const items = Array.from({ length: 200 }, (_, index) => sampleItem(index + 1));
    const fake = gridApi(items);
    const grid = await openGrid();
    await within(grid).findAllByRole('img', { name: /first page$/ });
    await waitFor(() => expect(fake.calls['library.thumbnail']!.mock.calls.length).toBeGreaterThan(0));
    const asked = fake.calls['library.thumbnail']!.mock.calls.map(
      ([input]) => (input as { itemId: string }).itemId,
    );
    const shown = within(grid).getAllByRole('option').length;
    expect(shown).toBeLessThan(60);
    expect(asked.length).toBeLessThanOrEqual(shown);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('moves the selection with the arrow keys and opens the details with their pages', async () => {
    const fake = gridApi(undefined, {
      'library.item': ({ itemId }) => sampleItemDetails(itemId, 1, { pageCount: 10 }),
    });
    const grid = await openGrid();
    grid.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(grid).getByRole('option', { selected: true })).toHaveAccessibleName(
      'flyer-2.pdf, 2 pages, broken',
    );
    const panel = await screen.findByRole('complementary', { name: 'File details' });
    const pages = await within(panel).findByRole('region', { name: 'Pages' });
    await waitFor(() => expect(within(pages).getAllByRole('img')).toHaveLength(4));
    await userEvent.click(within(pages).getByRole('button', { name: 'More pages (6 left)' }));
    await waitFor(() => expect(within(pages).getAllByRole('img')).toHaveLength(10));
    expect(within(pages).queryByRole('button', { name: /More pages/ })).toBeNull();
    expect(fake.calls['library.thumbnail']).toHaveBeenCalledWith({
      itemId: sampleItem(2).id,
      page: 10,
      size: 320,
    });
  });
});
