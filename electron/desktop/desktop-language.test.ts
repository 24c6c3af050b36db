/** The tray, the application menu and the notifications in German, with amounts the German way. */
import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../i18n/intl.js';
import { syncStatus as status } from '../../test/sync-status.js';
import { applicationMenuTemplate } from './app-menu.js';
import { createNotificationPolicy } from './notification-policy.js';
import { trayMenuItems, trayPresentation } from './tray-state.js';

const de = createAppIntl('de');
const actions = { openWindow() {}, pause() {}, resume() {}, quit() {} };

describe('the desktop in German', () => {
  it('says the sync status and the tray’s choices in German', () => {
    const syncing = trayPresentation(status({ state: 'syncing', queued: 2, uploading: 1 }), de);
    expect(syncing.label).toBe('3 Dateien werden synchronisiert');
    expect(trayPresentation(status({ state: 'paused', queued: 1 }), de).label).toBe(
      'Synchronisation angehalten, 1 Datei wartet',
    );
    expect(trayPresentation(status({ failed: 2 }), de).label).toBe('2 Dateien fehlgeschlagen');
    const labels = trayMenuItems(syncing, actions, de).map((item) => ('label' in item ? item.label : '-'));
    expect(labels).toEqual([
      '3 Dateien werden synchronisiert',
      '-',
      'PrintDesk öffnen',
      'Synchronisation anhalten',
      '-',
      'PrintDesk beenden',
    ]);
  });

  it('names the Sync menu and its items in German', () => {
    const menu = applicationMenuTemplate(
      'linux',
      { openWindow() {}, togglePause() {}, syncPaused: () => true },
      de,
    );
    const sync = menu.find((item) => item.label === 'Synchronisation');
    expect(sync?.submenu).toMatchObject([
      { label: 'Synchronisation fortsetzen' },
      { label: 'PrintDesk anzeigen' },
    ]);
  });

  it('tells a ready quote in German with the amount in euros the German way', () => {
    const policy = createNotificationPolicy({
      enabled: () => true,
      windowFocused: () => false,
      currency: () => 'EUR',
      intl: () => de,
    });
    const [note] = policy.onJob({
      id: 'link:brochure.pdf@file',
      fileKey: 'link:brochure.pdf',
      linkId: 'link',
      path: 'brochure.pdf',
      document: 'brochure',
      at: '2026-06-10T15:00:00.000Z',
      action: 'quote',
      state: 'done',
      total: { amount: 1234.5, currency: 'EUR' },
      shipDate: '2026-06-12T22:00:00Z',
      deliveryDate: '2026-06-15T00:00:00',
    });
    expect(note).toEqual({
      title: 'Angebot bereit',
      body: 'brochure: 1.234,50\u00a0€, Versand 2026-06-12, Zustellung 2026-06-15.',
      urgent: false,
    });
  });
});
