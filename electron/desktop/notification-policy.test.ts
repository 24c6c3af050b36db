import { describe, expect, it } from 'vitest';
import type { Currency } from '../print-service/models/markets.js';
import { createNotificationPolicy } from './notification-policy.js';
import { syncStatus as status } from '../../test/sync-status.js';

function policy(options: { enabled?: boolean; focused?: boolean; currency?: Currency } = {}) {
  return createNotificationPolicy({
    enabled: () => options.enabled ?? true,
    windowFocused: () => options.focused ?? false,
    currency: () => options.currency ?? 'USD',
  });
}

describe('notification policy', () => {
  it('announces a finished batch with the number of files it uploaded', () => {
    const p = policy();
    expect(p.onStatus(status({ uploaded: 10 }))).toEqual([]);
    expect(p.onStatus(status({ state: 'syncing', queued: 3, uploaded: 10 }))).toEqual([]);
    expect(p.onStatus(status({ state: 'syncing', uploading: 1, uploaded: 12 }))).toEqual([]);
    expect(p.onStatus(status({ uploaded: 13 }))).toEqual([
      { title: 'Hot folder sync finished', body: '3 files uploaded to your print library.', urgent: false },
    ]);
  });

  it('says how many failed when some did', () => {
    const p = policy();
    p.onStatus(status({}));
    p.onStatus(status({ state: 'syncing', queued: 2 }));
    expect(p.onStatus(status({ uploaded: 1, failed: 1 }))).toEqual([
      {
        title: 'Hot folder sync finished with errors',
        body: '1 file uploaded, 1 file failed.',
        urgent: true,
      },
    ]);
  });

  it('counts a batch from the first status it sees when that one is already syncing', () => {
    const p = policy();
    p.onStatus(status({ state: 'syncing', queued: 1, uploaded: 5 }));
    expect(p.onStatus(status({ uploaded: 6 }))[0]?.body).toBe('1 file uploaded to your print library.');
  });

  it('stays quiet about a successful batch while the window has focus, but not about failures', () => {
    const p = policy({ focused: true });
    p.onStatus(status({}));
    p.onStatus(status({ state: 'syncing', queued: 1 }));
    expect(p.onStatus(status({ uploaded: 1 }))).toEqual([]);
    p.onStatus(status({ state: 'syncing', queued: 1, uploaded: 1 }));
    expect(p.onStatus(status({ uploaded: 1, failed: 1 }))).toHaveLength(1);
  });

  it('does not call a pause the end of a batch', () => {
    const p = policy();
    p.onStatus(status({}));
    p.onStatus(status({ state: 'syncing', queued: 4 }));
    expect(p.onStatus(status({ state: 'paused', uploaded: 2 }))).toEqual([]);
    p.onStatus(status({ state: 'syncing', queued: 2, uploaded: 2 }));
    expect(p.onStatus(status({ uploaded: 4 }))[0]?.body).toBe('4 files uploaded to your print library.');
  });

  it('shows nothing when the user turned notifications off', () => {
    const p = policy({ enabled: false });
    p.onStatus(status({}));
    p.onStatus(status({ state: 'syncing', queued: 1 }));
    expect(p.onStatus(status({ uploaded: 1, failed: 1 }))).toEqual([]);
    expect(p.onNotice({ level: 'error', message: 'Key refused' })).toEqual([]);
  });

  it('raises an error that needs the user once, and again only after it cleared', () => {
    const p = policy();
    const refused = status({ state: 'paused', notice: 'The print service refused the key: sync paused' });
    expect(p.onStatus(refused)).toEqual([
      {
        title: 'PrintDesk needs your attention',
        body: 'The print service refused the key: sync paused',
        urgent: true,
      },
    ]);
    expect(p.onStatus(refused)).toEqual([]);
    expect(p.onNotice({ level: 'error', message: 'The print service refused the key: sync paused' })).toEqual(
      [],
    );
    p.onStatus(status({}));
    expect(p.onStatus(refused)).toHaveLength(1);
  });

  it('passes warnings and errors from core notices, not information', () => {
    const p = policy();
    expect(p.onNotice({ level: 'info', message: '3 files uploaded' })).toEqual([]);
    expect(p.onNotice({ level: 'warning', message: 'The folder /mnt/share is offline' })).toHaveLength(1);
  });

  it('announces a shipped order, unless notifications are off', () => {
    expect(policy().onOrderShipped({ friendlyId: '00-0054-00071-36703' })).toEqual([
      {
        title: 'Order shipped',
        body: 'Order 00-0054-00071-36703 is on its way. Its tracking is in Orders.',
        urgent: false,
      },
    ]);
    expect(policy({ enabled: false }).onOrderShipped({ friendlyId: '00-0054-00071-36703' })).toEqual([]);
  });

  describe('hot-folder jobs', () => {
    const row = {
      id: 'link:brochure.pdf@file',
      fileKey: 'link:brochure.pdf',
      linkId: 'link',
      path: 'brochure.pdf',
      document: 'brochure',
      at: '2026-06-10T15:00:00.000Z',
    };

    it('tells a ready quote once, with its total and dates', () => {
      const p = policy();
      const quoted = {
        ...row,
        action: 'quote' as const,
        state: 'done' as const,
        total: 42.5,
        shipDate: '2026-06-12T22:00:00Z',
        deliveryDate: '2026-06-15T00:00:00',
      };
      expect(p.onJob({ ...row, action: 'quote', state: 'running' })).toEqual([]);
      expect(p.onJob(quoted)).toEqual([
        {
          title: 'Quote ready',
          body: 'brochure: $42.50, ships 2026-06-12, delivered 2026-06-15.',
          urgent: false,
        },
      ]);
      expect(p.onJob(quoted)).toEqual([]);
    });

    it('tells amounts in the currency of the service’s market', () => {
      const quoted = { ...row, action: 'quote' as const, state: 'done' as const, total: 42.5 };
      expect(policy({ currency: 'EUR' }).onJob(quoted)[0]?.body).toContain('€42.50');
      expect(policy({ currency: 'GBP' }).onJob(quoted)[0]?.body).toContain('£42.50');
    });

    it('asks for approval, then tells the order placed', () => {
      const p = policy();
      const held = { ...row, action: 'order' as const, state: 'awaiting-approval' as const, total: 900 };
      expect(p.onJob(held)[0]).toMatchObject({ title: 'An order waits for your approval', urgent: true });
      expect(p.onJob({ ...held, state: 'running' })).toEqual([]);
      expect(p.onJob({ ...held, state: 'done', orderFriendlyId: '00-0054-00071-36703' })[0]).toMatchObject({
        title: 'Order placed',
        body: expect.stringContaining('order 00-0054-00071-36703, $900.00'),
      });
    });

    it('tells a failure with its reason, and nothing when notifications are off', () => {
      const failed = {
        ...row,
        action: 'order' as const,
        state: 'failed' as const,
        message: 'Job ticket: field "quantity"',
      };
      expect(policy().onJob(failed)).toEqual([
        { title: 'Hot-folder job failed', body: 'brochure.pdf: Job ticket: field "quantity"', urgent: true },
      ]);
      expect(policy({ enabled: false }).onJob(failed)).toEqual([]);
    });
  });
});
