/**
 * What older versions wrote with bare amounts — the jobs journal, the order record, the settings'
 * limits — is read with the currency of the market in use then (the one the settings name), real
 * files on disk, and never relabelled afterwards.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeclinedOrderEntry, OrderRecordEntry } from '../../shared/contract/jobs.js';
import { Settings } from '../../shared/settings/schema.js';
import { JobJournal } from './job-journal.js';
import type { JobRecord } from './job-record.js';
import { upgradeFor } from './legacy-money.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-legacy-money-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const decider = { user: 'dana', host: 'PRINT-ROOM', at: '2031-03-14T22:20:00.000Z' };

describe('amounts written before they kept their currency', () => {
  it('in the jobs journal: read in the market’s currency once, and written back so', async () => {
    const file = path.join(dir, 'journal.log');
    const older = {
      id: 'link:large.pdf@file-1',
      state: 'awaiting-approval',
      plan: { action: 'order', quantity: 1, spendLimit: 250, dailyBudget: 600 },
      quote: { total: 410.5 },
      waitingFor: [{ kind: 'over-order-limit', total: 410.5, limit: 250 }, { kind: 'ticket-address' }],
    };
    const current = {
      ...older,
      id: 'link:small.pdf@file-2',
      quote: { total: { amount: 9, currency: 'USD' } },
    };
    await writeFile(
      file,
      `${JSON.stringify(older)}\n${JSON.stringify({ ...current, plan: { action: 'document' } })}\n`,
    );

    const journal = await JobJournal.open(file, upgradeFor('EUR'));
    const euros = (amount: number) => ({ amount, currency: 'EUR' });
    expect(journal.get(older.id)).toMatchObject({
      plan: { spendLimit: euros(250), dailyBudget: euros(600) },
      quote: { total: euros(410.5) },
      waitingFor: [
        { kind: 'over-order-limit', total: euros(410.5), limit: euros(250) },
        { kind: 'ticket-address' },
      ],
    } as Partial<JobRecord>);
    // An amount that has its currency keeps it, whatever the market is now.
    expect(journal.get(current.id)?.quote?.total).toEqual({ amount: 9, currency: 'USD' });
    await journal.close();
    expect(await readFile(file, 'utf8')).not.toMatch(/"total":\d/);

    // Opened again after the market changed: nothing is relabelled.
    const again = await JobJournal.open(file, upgradeFor('GBP'));
    expect(again.get(older.id)?.quote?.total).toEqual(euros(410.5));
    await again.close();
  });

  it('in the order record: the total with its currency, and what was approved as overrides with who', () => {
    const line = {
      at: '2031-03-14T22:21:00.000Z',
      workstation: 'PRINT-01',
      link: { id: 'link', localPath: '/srv/in', remotePath: 'Hot folders/In' },
      file: 'large.pdf',
      sha256: 'ab'.repeat(32),
      document: 'large',
      documentId: 'd1',
      orderFriendlyId: '00-0001-00001-00001',
      reference: 'PD-1',
      total: 410.5,
      currency: 'GBP',
      quantity: 250,
      recipients: [],
      waitedFor: [{ kind: 'over-order-limit', total: 410.5, limit: 250 }],
      approvedBy: decider,
    };
    const pounds = (amount: number) => ({ amount, currency: 'GBP' });
    expect(OrderRecordEntry.parse(line)).toMatchObject({
      total: pounds(410.5),
      overrides: [
        { reason: { kind: 'over-order-limit', total: pounds(410.5), limit: pounds(250) }, by: decider },
      ],
    });
    const atOnce = OrderRecordEntry.parse({ ...line, waitedFor: [], approvedBy: undefined });
    expect(atOnce.overrides).toEqual([]);
  });

  it('in the settings: a folder’s limits in the currency of the market the file names', () => {
    const settings = Settings.parse({
      environment: { kind: 'embedded', market: 'de' },
      links: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          localPath: '/tmp/hot-1',
          remotePath: 'Hot folders/1',
          job: {
            action: 'order',
            templateId: '3f473099-3165-4775-a583-8cf178afa74a',
            quantity: 1,
            spendLimit: 250,
            dailyBudget: 600,
            approvalTimeout: { then: 'approve', seconds: 3600, cap: 80 },
          },
        },
      ],
    });
    expect(settings.links[0]!.job).toMatchObject({
      spendLimit: { amount: 250, currency: 'EUR' },
      dailyBudget: { amount: 600, currency: 'EUR' },
      approvalTimeout: { then: 'approve', seconds: 3600, cap: { amount: 80, currency: 'EUR' } },
    });
  });

  it('in the order record’s declined lines and a need-by reason: each amount with the currency beside it', () => {
    const declined = DeclinedOrderEntry.parse({
      kind: 'declined',
      at: '2031-03-14T22:21:00.000Z',
      workstation: 'PRINT-01',
      link: { id: 'link', localPath: '/srv/in', remotePath: 'Hot folders/In' },
      file: 'late.pdf',
      sha256: 'ab'.repeat(32),
      reference: 'PD-2',
      total: 48.2,
      currency: 'GBP',
      waitedFor: [
        {
          kind: 'cannot-meet-date',
          needBy: '2031-03-14',
          earliest: '2031-03-17',
          method: 'Next Day',
          total: 48.2,
        },
      ],
      declinedBy: decider,
    });
    const pounds = { amount: 48.2, currency: 'GBP' };
    expect(declined.total).toEqual(pounds);
    expect(declined.waitedFor).toEqual([
      {
        kind: 'cannot-meet-date',
        needBy: '2031-03-14',
        earliest: '2031-03-17',
        method: 'Next Day',
        total: pounds,
      },
    ]);
    expect(declined).not.toHaveProperty('currency');
  });
});
