/** The Library in German: the same journey as library-view.test.tsx, found by its German names. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { setAppLocale } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { useApp } from '../../stores/app.js';
import { fakeApi } from '../../test-support/fake-api.js';
import {
  brochuresId,
  connectedStatus,
  sampleItem,
  sampleSettings,
  sampleTree,
  signedOutStatus,
} from '../../test-support/samples.js';
import { syncStatus } from '../../../test/sync-status.js';
import LibraryView from './index.js';

function libraryApi() {
  fakeApi({
    'library.tree': () => sampleTree(),
    'library.search': (input) =>
      input.folderId === brochuresId
        ? { total: 2, page: 1, pageSize: 200, items: [sampleItem(1), sampleItem(2, { isBroken: true })] }
        : { total: 0, page: 1, pageSize: 200, items: [] },
    'library.item': ({ itemId }) => ({
      ...sampleItem(1),
      id: itemId,
      referenceData: 'job-77',
      systemDetails: '',
      folderName: 'Brochures',
      createdBy: null,
      lastModifiedBy: null,
      isDeleted: false,
      itemDetails: null,
    }),
    'account.status': () => connectedStatus,
    'settings.get': () => sampleSettings,
    'uploads.list': () => ({ uploads: [] }),
    'sync.status': () => syncStatus(),
    'library.findings': () => ({ checked: false, why: 'unknown' }),
  });
  useAccount.setState({ status: connectedStatus });
  onTestFinished(useApp.getState().start());
}

describe('the Library view in German', () => {
  beforeEach(() => setAppLocale('de', 'de-DE'));
  afterEach(() => setAppLocale('en', 'en-US'));

  it('asks to connect first', () => {
    fakeApi();
    useAccount.setState({ status: signedOutStatus });
    render(<LibraryView />);
    expect(screen.getByRole('heading', { name: 'Bibliothek' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Verbinden Sie ein Konto, um Ihre Bibliothek zu sehen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto öffnen' })).toHaveAttribute('href', '#/account');
  });

  it('lists the folders, the files and a file’s details by their German names', async () => {
    libraryApi();
    render(<LibraryView />);
    const tree = await screen.findByRole('tree', { name: 'Ordner' });
    expect(within(tree).getByRole('treeitem', { name: 'Alle Dateien' })).toBeInTheDocument();
    await userEvent.click(within(tree).getByRole('treeitem', { name: 'Brochures' }));
    const table = await screen.findByRole('table', { name: 'Dateien' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Bezeichnung', 'Typ', 'Seiten', 'Erstellt', 'Geändert', 'Anzahl Aufträge']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Druckdatei');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Beschädigt');
    expect(screen.getByText('2 Dateien')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Bibliothek durchsuchen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Dateien suchen' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Ansicht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuer Ordner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nach Brochures hochladen…' })).toBeInTheDocument();

    await userEvent.click(within(table).getByText('flyer-1.pdf'));
    const details = await screen.findByRole('complementary', { name: 'Dateidetails' });
    expect(await within(details).findByText('job-77')).toBeInTheDocument();
    expect(within(details).getByText('Referenz')).toBeInTheDocument();
    expect(
      within(details).getByText(/Kein Verschieben: Der Druckdienst kann eine Druckdatei/),
    ).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Löschen…' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Details schließen' })).toBeInTheDocument();
  });
});
