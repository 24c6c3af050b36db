import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppLocale } from '../../format/intl.js';
import { orderRecordPageSize } from '../../stores/order-record.js';
import { fakeApi, installDesktopApi } from '../../test-support/fake-api.js';
import { sampleRecordedOrder, usd } from '../../test-support/samples.js';
import { PlacedByHotFolders } from './placed-by-hot-folders.js';

const entry = sampleRecordedOrder;

afterEach(() => {
  vi.restoreAllMocks();
  setAppLocale('en', 'en');
});

describe('Placed by hot folders', () => {
  it('speaks German: the table, why an order waited, who decided', async () => {
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
    const table = await screen.findByRole('table', { name: 'Von Hotfoldern erteilte Aufträge' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('AuftragDatei, Summe und DokumentErteiltFreigabe');
    expect(rows[1]).toHaveTextContent('Antwort verloren; Nummer eingegeben von dana');
    expect(rows[1]).toHaveTextContent('1 Empfänger');
    expect(rows[1]).toHaveTextContent(
      'Gewartet: Das Auftragsticket liefert an eine ausgeschriebene Adresse. · Trotzdem freigegeben von dana auf PRINT-ROOM',
    );
    expect(rows[2]).toHaveTextContent('Sofort erteilt');
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getByRole('heading', { name: 'Von Hotfoldern erteilt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als CSV speichern…' })).toBeInTheDocument();
  });

  it('lists the orders on the record with who approved them and why they waited, and opens one', async () => {
    fakeApi({
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
    });
    const opened: string[] = [];
    render(<PlacedByHotFolders onOpen={(id) => opened.push(id)} />);
    const table = await screen.findByRole('table', { name: 'Orders placed by hot folders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('00-0054-00071-36702');
    expect(rows[0]).toHaveTextContent(
      "Waited: Its total of $410.50 is over the folder's limit of $250.00 per order.",
    );
    expect(rows[0]).toHaveTextContent('Overridden by dana on PRINT-ROOM');
    expect(rows[1]).toHaveTextContent('Placed at once');
    await userEvent.click(rows[1]!);
    expect(opened).toEqual(['00-0054-00071-36701']);
  });

  it('reads a window of the record at a time, the next one as the table scrolls to its end', async () => {
    const total = 250;
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [] }),
      'jobs.spending': () => ({ links: [] }),
      'jobs.orderRecord': ({ page = 1, pageSize = 50 }) => ({
        total,
        entries: Array.from(
          { length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) },
          (_, i) =>
            entry(0, {
              orderFriendlyId: `00-0054-00071-${String(total - (page - 1) * pageSize - i).padStart(5, '0')}`,
            }),
        ),
      }),
    });
    render(<PlacedByHotFolders onOpen={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Orders placed by hot folders' });
    expect(fake.calls['jobs.orderRecord']).toHaveBeenCalledTimes(1);
    expect(fake.calls['jobs.orderRecord']).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: orderRecordPageSize,
    });
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    // Scrolled to the end of the rows read: the next window is asked for, and comes after them.
    const body = within(table).getByRole('rowgroup', { name: /Orders placed by hot folders/ });
    for (const page of [2, 3]) {
      body.scrollTop = 36 * (page - 1) * orderRecordPageSize;
      fireEvent.scroll(body);
      await waitFor(() =>
        expect(fake.calls['jobs.orderRecord']).toHaveBeenLastCalledWith({
          page,
          pageSize: orderRecordPageSize,
        }),
      );
    }
    // The oldest order at the end, and nothing more to ask for.
    body.scrollTop = 36 * total;
    fireEvent.scroll(body);
    await waitFor(() => expect(within(table).getByText('00-0054-00071-00001')).toBeInTheDocument());
    expect(fake.calls['jobs.orderRecord']).toHaveBeenCalledTimes(3);
  });

  it('saves the record as CSV: in a browser as a download the host streams', async () => {
    fakeApi({
      'jobs.list': () => ({ jobs: [] }),
      'jobs.spending': () => ({ links: [] }),
      'jobs.orderRecord': () => ({ total: 1, entries: [entry(1)] }),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<PlacedByHotFolders onOpen={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save as CSV…' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const url = new URL(clicked[0]!.href);
    expect(url.pathname).toBe('/api/export/hot-folder-orders.csv');
    expect(clicked[0]!.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('saves the record as CSV: on the desktop where the save dialog said, and says where', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [] }),
      'jobs.spending': () => ({ links: [] }),
      'jobs.orderRecord': () => ({ total: 1, entries: [entry(1)] }),
      'jobs.exportOrderRecord': () => ({ file: '/home/dana/Downloads/orders.csv' }),
    });
    // Electron's preload adds pathForFile beside the channels.
    installDesktopApi(fake.api);
    render(<PlacedByHotFolders onOpen={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save as CSV…' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as /home/dana/Downloads/orders.csv');
    expect(fake.calls['jobs.exportOrderRecord']).toHaveBeenCalledWith({});
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
