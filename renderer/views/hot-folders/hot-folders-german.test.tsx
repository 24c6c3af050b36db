import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/locale-provider.js';
import { useAccount } from '../../stores/account.js';
import { bandwidthCore } from '../../test-support/bandwidth-core.js';
import { fakeApi } from '../../test-support/fake-api.js';
import {
  sampleActivity as entry,
  sampleLinkStatus as linkStatus,
  sampleSettings,
} from '../../test-support/samples.js';
import HotFoldersView from './index.js';

describe('the Hot folders view in German', () => {
  it('names its parts in German: heading, link card, activity table, uploads control', async () => {
    fakeApi({
      'jobs.list': () => ({ jobs: [] }),
      'settings.get': () => ({ ...sampleSettings, language: 'de' }),
      'sync.links': () => ({ links: [linkStatus()] }),
      'sync.activity': () => ({
        total: 1,
        entries: [entry('cover.pdf', { state: 'failed', message: 'The file is damaged.' })],
      }),
      ...bandwidthCore().handlers,
    });
    act(() => useAccount.getState().applySettings({ ...sampleSettings, language: 'de' }));
    render(
      <LocaleProvider>
        <HotFoldersView />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotfolder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hotfolder hinzufügen' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Hotfolder Brochures' });
    expect(within(card).getByText('Überwacht')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Brochures anhalten' })).toHaveTextContent('Anhalten');
    expect(within(card).getByText('Hochgeladen').nextElementSibling).toHaveTextContent('3');

    const table = await screen.findByRole('table', { name: 'Hotfolder-Aktivität' });
    expect(within(table).getByRole('columnheader', { name: 'Datei' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Fehler oder Hinweis' })).toBeInTheDocument();
    expect(within(table).getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'cover.pdf erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Alle Status');

    await userEvent.click(await screen.findByRole('button', { name: 'Uploads anhalten' }));
    expect(screen.getByRole('menuitem', { name: 'Für 1 Stunde' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Hotfolder hinzufügen' }));
    const form = await screen.findByRole('dialog', { name: 'Hotfolder hinzufügen' });
    expect(within(form).getByRole('textbox', { name: 'Lokaler Ordner' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Nach dem Upload' })).toHaveDisplayValue(
      'Im Ordner lassen',
    );
    expect(within(form).getByRole('button', { name: 'Durchsuchen…' })).toBeInTheDocument();
  });
});
