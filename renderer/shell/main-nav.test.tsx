import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRow } from '../../electron/shared/contract/jobs.js';
import { setAppLocale } from '../format/intl.js';
import { fakeApi } from '../test-support/fake-api.js';
import { MainNav } from './main-nav.js';

const row = (id: string, state: JobRow['state']): JobRow => ({
  id,
  fileKey: `link:${id}.pdf`,
  linkId: 'link',
  path: `${id}.pdf`,
  action: 'order',
  state,
  document: id,
  at: '2026-06-10T15:00:00.000Z',
});

describe('the main navigation', () => {
  it('counts the hot-folder orders waiting for a person on Orders, in its accessible name too', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({
        jobs: [row('a', 'awaiting-approval'), row('b', 'check-order'), row('c', 'done')],
      }),
      'jobs.spending': () => ({ links: [] }),
    });
    render(<MainNav current="library" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const orders = await within(nav).findByRole('link', { name: 'Orders, 2 waiting for approval' });
    expect(orders).toHaveTextContent(/^Orders2Alt\+5$/);
    act(() => fake.emit('jobs.changed', { ...row('a', 'done'), at: '2026-06-10T15:01:00.000Z' }));
    expect(await within(nav).findByRole('link', { name: 'Orders, 1 waiting for approval' })).toBeTruthy();
    act(() => fake.emit('jobs.changed', { ...row('b', 'done'), at: '2026-06-10T15:01:00.000Z' }));
    expect(await within(nav).findByRole('link', { name: /^Orders/ })).not.toHaveAttribute('aria-label');
  });

  describe('in German', () => {
    afterEach(() => setAppLocale('en', 'en'));

    it('names the views and the waiting orders in German', async () => {
      fakeApi({
        'jobs.list': () => ({ jobs: [row('a', 'awaiting-approval'), row('b', 'check-order')] }),
        'jobs.spending': () => ({ links: [] }),
      });
      setAppLocale('de', 'de-DE');
      render(<MainNav current="library" />);
      const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
      for (const name of ['Bibliothek', 'Hotfolder', 'Dokumente', 'Angebote', 'Konto'])
        expect(within(nav).getByRole('link', { name })).toBeTruthy();
      expect(await within(nav).findByRole('link', { name: 'Aufträge, 2 warten auf Freigabe' })).toBeTruthy();
    });
  });
});
