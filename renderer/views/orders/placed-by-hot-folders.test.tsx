import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecordEntry } from '../../../electron/ipc/contract/jobs.js';
import { setAppLocale } from '../../format/intl.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { usd } from '../../test-support/samples.js';
import { PlacedByHotFolders } from './placed-by-hot-folders.js';

const entry = (n: number, changes: Partial<OrderRecordEntry> = {}): OrderRecordEntry => ({
  at: `2026-06-10T15:0${n}:00.000Z`,
  workstation: 'PRINT-01',
  link: { id: 'link', localPath: '/srv/print/in', remotePath: 'Hot folders/In' },
  file: `card-${n}.pdf`,
  sha256: 'ab'.repeat(32),
  document: `card-${n}`,
  documentId: '70000000-0000-4000-8000-000000000001',
  orderFriendlyId: `00-0054-00071-3670${n}`,
  reference: `PD-${n}`,
  total: usd(410.5),
  quantity: 250,
  recipients: ['Dana Whitfield, New York, US'],
  overrides: [],
  ...changes,
});

afterEach(() => {
  vi.restoreAllMocks();
  setAppLocale('en', 'en');
});

describe('Placed by hot folders', () => {
  it('speaks German: the list, why an order waited, who decided', async () => {
    setAppLocale('de', 'de');
    fakeApi({
      'jobs.list': () => ({ jobs: [] }),
      'jobs.spending': () => ({ links: [] }),
      'jobs.orderRecord': () => ({
        total: 3,
        entries: [
          entry(2, {
            overrides: [
              {
                reason: { kind: 'ticket-address' },
                by: { user: 'dana', host: 'PRINT-ROOM', at: '2026-06-10T15:02:00.000Z' },
              },
            ],
            decision: {
              kind: 'settled-by-hand',
              by: { user: 'dana', host: 'PRINT-ROOM', at: '2026-06-10T15:03:00.000Z' },
            },
          }),
          entry(1, { quantity: 1250 }),
        ],
      }),
    });
    render(<PlacedByHotFolders onOpen={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Von Hotfoldern erteilte Aufträge' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Antwort verloren; Nummer eingegeben von dana');
    expect(items[0]).toHaveTextContent('1 Empfänger');
    expect(items[0]).toHaveTextContent(
      'Gewartet: Das Auftragsticket liefert an eine ausgeschriebene Adresse. · Trotzdem freigegeben von dana auf PRINT-ROOM',
    );
    expect(items[1]).toHaveTextContent('Sofort erteilt');
    expect(screen.getByRole('heading', { name: 'Von Hotfoldern erteilt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als CSV speichern…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr zeigen (1 ältere)' })).toBeInTheDocument();
  });

  it('lists the orders on the record with who approved them and why they waited, and saves them as CSV', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [] }),
      'jobs.spending': () => ({ links: [] }),
      'jobs.orderRecord': () => ({
        total: 2,
        entries: [
          entry(2, {
            overrides: [
              {
                reason: { kind: 'over-order-limit', total: usd(410.5), limit: usd(250) },
                by: { user: 'dana', host: 'PRINT-ROOM', at: '2026-06-10T15:03:00.000Z' },
              },
            ],
          }),
          entry(1),
        ],
      }),
      'jobs.exportOrderRecord': () => ({
        fileName: 'printdesk-hot-folder-orders-2026-06-10.csv',
        csv: 'a,b\r\n',
      }),
    });
    const opened: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:record');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(<PlacedByHotFolders onOpen={(id) => opened.push(id)} />);
    const list = await screen.findByRole('list', { name: 'Orders placed by hot folders' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('00-0054-00071-36702');
    expect(items[0]).toHaveTextContent(
      "Waited: Its total of $410.50 is over the folder's limit of $250.00 per order.",
    );
    expect(items[0]).toHaveTextContent('Overridden by dana on PRINT-ROOM');
    expect(items[1]).toHaveTextContent('Placed at once');
    await userEvent.click(within(items[1]!).getByRole('button'));
    expect(opened).toEqual(['00-0054-00071-36701']);
    await userEvent.click(screen.getByRole('button', { name: 'Save as CSV…' }));
    expect(fake.calls['jobs.exportOrderRecord']).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('says when no hot folder has placed an order yet', async () => {
    fakeApi({
      'jobs.list': () => ({ jobs: [] }),
      'jobs.spending': () => ({ links: [] }),
      'jobs.orderRecord': () => ({ total: 0, entries: [] }),
    });
    render(<PlacedByHotFolders onOpen={() => undefined} />);
    expect(await screen.findByText('No hot-folder orders yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save as CSV…' })).toBeDisabled();
  });
});
