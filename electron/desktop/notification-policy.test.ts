import { describe, expect, it } from 'vitest';
import type { LinkStatus } from '../shared/contract/sync.js';
import type { Currency } from '../shared/models/markets.js';
import { moneyOf } from '../shared/models/money.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import { createNotificationPolicy } from './notification-policy.js';
import { syncStatus as status } from '../../test/sync-status.js';

function policy(options: { enabled?: boolean; focused?: boolean; currency?: Currency } = {}) {
  return createNotificationPolicy({
    enabled: () => options.enabled ?? true,
    windowFocused: () => options.focused ?? false,
    currency: () => options.currency ?? 'USD',
  });
}

const usd = (amount: number) => moneyOf(amount, 'USD');

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
        total: usd(42.5),
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

    it('tells each amount in the currency it was made in, whatever the market is now', () => {
      const quoted = { ...row, action: 'quote' as const, state: 'done' as const };
      expect(policy().onJob({ ...quoted, total: { amount: 42.5, currency: 'EUR' } })[0]?.body).toContain(
        '€42.50',
      );
      expect(policy({ currency: 'EUR' }).onJob({ ...quoted, total: usd(42.5) })[0]?.body).toContain('$42.50');
    });

    it('says once that a file failed its preflight, and still asks about its order later', () => {
      const p = policy();
      const held = {
        ...row,
        action: 'order' as const,
        state: 'awaiting-approval' as const,
        waitingFor: [
          { kind: 'preflight' as const, errors: ['The font Helvetica is not in the file (page 1)'] },
        ],
      };
      expect(p.onJob(held)[0]).toMatchObject({
        title: 'A hot-folder file failed its preflight',
        body: expect.stringContaining(
          "Its file's preflight found an error: The font Helvetica is not in the file (page 1).",
        ),
        // Clicked, it opens the held file's report, findings and pages in Hot folders.
        route: '#/hot-folders?held=link%3Abrochure.pdf%40file',
      });
      expect(p.onJob(held)).toEqual([]);
      const overLimit = { kind: 'over-order-limit' as const, total: usd(900), limit: usd(250) };
      expect(p.onJob({ ...held, total: usd(900), waitingFor: [overLimit] })[0]?.title).toBe(
        'An order waits for your approval',
      );
    });

    it('asks for approval saying why, once, then tells the order placed', () => {
      const p = policy();
      const held = {
        ...row,
        action: 'order' as const,
        state: 'awaiting-approval' as const,
        total: usd(900),
        waitingFor: [
          { kind: 'over-order-limit' as const, total: usd(900), limit: usd(250) },
          { kind: 'over-daily-budget' as const, total: usd(900), budget: usd(600), remaining: usd(410) },
        ],
      };
      expect(p.onJob(held)[0]).toMatchObject({
        title: 'An order waits for your approval',
        body: expect.stringContaining(
          "Its total of $900.00 is over the folder's limit of $250.00 per order. Its total of $900.00 is more than what is left of today's budget: $410.00 of $600.00.",
        ),
        urgent: true,
      });
      expect(p.onJob(held)).toEqual([]);
      expect(p.onJob({ ...held, state: 'running' })).toEqual([]);
      expect(p.onJob({ ...held, state: 'done', orderFriendlyId: '00-0054-00071-36703' })[0]).toMatchObject({
        title: 'Order placed',
        body: expect.stringContaining('order 00-0054-00071-36703, $900.00'),
      });
    });

    it('asks once to check an order whose answer was lost, with its reference', () => {
      const p = policy();
      const lost = {
        ...row,
        action: 'order' as const,
        state: 'check-order' as const,
        reference: 'PO-7 PD-3fa9',
      };
      expect(p.onJob(lost)).toEqual([
        {
          title: 'Check this order',
          body: 'brochure: its order was sent with the reference PO-7 PD-3fa9 and the answer was lost. Look it up, then enter its order number or place it again in Orders.',
          urgent: true,
        },
      ]);
      expect(p.onJob(lost)).toEqual([]);
    });

    it("tells of another workstation's job only what waits for a person here too", () => {
      const p = policy();
      const theirs = { ...row, action: 'order' as const, handledBy: 'PRINT-02' };
      expect(
        p.onJob({ ...theirs, state: 'done', orderFriendlyId: '00-0054-00071-36703', total: usd(9) }),
      ).toEqual([]);
      expect(p.onJob({ ...theirs, id: 'x', state: 'failed', message: 'refused' })).toEqual([]);
      expect(p.onJob({ ...theirs, id: 'y', state: 'awaiting-approval', total: usd(9) })[0]).toMatchObject({
        title: 'An order waits for your approval',
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

  describe('an order folder whose limits are in another currency than the service prices in', () => {
    const link = HotFolderLink.parse({
      id: '6f1c3c1e-1d6b-4a59-9d43-8c8f7cdbd0a1',
      localPath: '/srv/print/orders',
      remotePath: 'Hot folders/Orders',
      job: {
        action: 'order',
        templateId: '3f473099-3165-4775-a583-8cf178afa74a',
        spendLimit: usd(100),
        dailyBudget: usd(300),
      },
    });
    const links: LinkStatus[] = [
      {
        link,
        state: 'watching',
        watch: { mode: 'native' },
        counts: { queued: 0, uploading: 0, uploaded: 0, failed: 0, skipped: 0 },
      },
    ];

    it('says nothing while they are in its currency', () => {
      expect(policy({ currency: 'USD' }).onLinks(links)).toEqual([]);
    });

    it('says once that it stopped ordering, asking for limits in the new currency, and opens its form', () => {
      let currency: Currency = 'EUR';
      const p = createNotificationPolicy({
        enabled: () => true,
        windowFocused: () => false,
        currency: () => currency,
      });
      expect(p.onLinks(links)).toEqual([
        {
          title: 'A hot folder stopped ordering',
          body: '/srv/print/orders: its limits are in US dollars, but the service now prices in euros. Set its limits in euros: until then each of its orders waits for your approval.',
          urgent: true,
          route: `#/hot-folders?limits=${link.id}`,
        },
      ]);
      expect(p.onLinks(links)).toEqual([]);
      currency = 'GBP';
      expect(p.onLinks(links)[0]?.body).toContain('now prices in pounds sterling');
    });
  });
});
