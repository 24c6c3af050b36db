/**
 * The order record at years of orders (issue 39): 100,000 on the record. The table asks for one
 * window at a time, draws only the rows in view, reads each next window once as it scrolls (however
 * fast), keeps the windows in order, and starts again from the newest when an order is placed, never
 * adding a window read before it.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Input, Output } from '../../../electron/shared/contract/channels.js';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import { orderRecordPageSize } from '../../stores/order-record.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { recordedOrderId, sampleRecordedOrder } from '../../test-support/samples.js';
import { PlacedByHotFolders } from './placed-by-hot-folders.js';

/** The virtual table's row height and its box in the tests (test-setup.ts): 20 rows in view. */
const rowHeight = 36;
const rowsInView = 720 / rowHeight;

/** A window of the record, as `jobs.orderRecord` answers. */
type Page = Output<'jobs.orderRecord'>;

/**
 * A record of `total()` orders as the core reads it: newest first, `pageSize` from page `page`.
 * Replies wait while `held` is set, until `release()`: reads under way while the person scrolls on.
 * They are answered newest first, so an older read's answer comes last (the case that could undo a newer one).
 */
function record(total: () => number) {
  let held = false;
  const waiting: (() => void)[] = [];
  const window = ({ page = 1, pageSize = 50 }: Input<'jobs.orderRecord'>): Page => {
    const newest = total() - 1 - (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, newest + 1));
    return {
      total: total(),
      entries: Array.from({ length: count }, (_, i) => sampleRecordedOrder(newest - i)),
    };
  };
  return {
    read: (query: Input<'jobs.orderRecord'>): Page | Promise<Page> => {
      // The window is cut when asked for, as the core reads it: later orders do not move it.
      const reply = window(query);
      return held ? new Promise((resolve) => waiting.push(() => resolve(reply))) : reply;
    },
    hold: () => void (held = true),
    release: async () => {
      held = false;
      await act(async () =>
        waiting
          .splice(0)
          .reverse()
          .forEach((resolve) => resolve()),
      );
    },
  };
}

async function showRecord(read: ReturnType<typeof record>['read']) {
  const fake = fakeApi({
    'jobs.list': () => ({ jobs: [] }),
    'jobs.spending': () => ({ links: [] }),
    'jobs.orderRecord': read,
  });
  render(<PlacedByHotFolders onOpen={() => {}} />);
  const table = await screen.findByRole('table', { name: 'Orders placed by hot folders' });
  const body = within(table).getByRole('rowgroup', { name: /Orders placed by hot folders/ });
  const reads = () => fake.calls['jobs.orderRecord']!.mock.calls.map(([query]) => query as { page: number });
  return { fake, table, body, reads };
}

/** The body rows drawn, as the order numbers they show, top to bottom. */
function drawnOrders(body: HTMLElement): string[] {
  return within(body)
    .getAllByRole('row')
    .map((row) => /00-0054-\d{5}-\d{5}/.exec(row.textContent ?? '')?.[0] ?? '');
}

/** Every row drawn shows the order its place says, from the `newest`: none missing, none twice. */
function expectRowsInPlace(body: HTMLElement, newest: number) {
  for (const row of within(body).getAllByRole('row'))
    expect(row).toHaveTextContent(recordedOrderId(newest - (Number(row.getAttribute('aria-rowindex')) - 2)));
}

/** Scrolls the body so that row `index` (from 0) is the first in view, and lets the table render. */
async function scrollTo(body: HTMLElement, index: number) {
  await act(async () => {
    body.scrollTop = index * rowHeight;
    fireEvent.scroll(body);
  });
}

// The scrolling tests render the table a dozen times: seconds on a busy machine, hence their 15 s.
describe('Placed by hot folders, 100,000 orders on the record', () => {
  const total = 100_000;

  it('shows the newest from one window of the record and draws only the rows in view', async () => {
    const { table, body, reads } = await showRecord(record(() => total).read);
    expect(reads()).toEqual([{ page: 1, pageSize: orderRecordPageSize }]);
    // The row count says the whole record; the rows drawn are a screenful and the overscan.
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    const drawn = drawnOrders(body);
    expect(drawn.length).toBeGreaterThanOrEqual(rowsInView);
    expect(drawn.length).toBeLessThan(orderRecordPageSize / 2);
    expect(drawn.slice(0, 3)).toEqual([
      recordedOrderId(total - 1),
      recordedOrderId(total - 2),
      recordedOrderId(total - 3),
    ]);
  });

  it('reads each next window once as it scrolls, however fast, and keeps them in order', async () => {
    const orders = record(() => total);
    const { body, reads } = await showRecord(orders.read);
    for (let page = 2; page <= 3; page++) {
      orders.hold();
      // Scrolled to the end of the rows read: the next window is asked for …
      const end = (page - 1) * orderRecordPageSize - rowsInView;
      await scrollTo(body, end);
      await waitFor(() => expect(reads().at(-1)).toEqual({ page, pageSize: orderRecordPageSize }));
      // … and only once while it is read, however the person scrolls about near the end meanwhile
      // (each position draws another last row, and the table says again that its end is near).
      for (let nudge = 0; nudge < 3; nudge++) await scrollTo(body, end - rowsInView + nudge);
      expect(reads()).toHaveLength(page);
      await orders.release();
      // Its rows follow the ones before without a gap or a row twice, the newest window first.
      await scrollTo(body, (page - 1) * orderRecordPageSize - 5);
      await waitFor(() =>
        expect(drawnOrders(body)).toContain(recordedOrderId(total - (page - 1) * orderRecordPageSize)),
      );
      expectRowsInPlace(body, total - 1);
    }
    expect(reads().map(({ page }) => page)).toEqual([1, 2, 3]);
  }, 15_000);

  it('starts from the newest again when an order is placed, and adds no window read before it', async () => {
    let orders = total;
    const reads = record(() => orders);
    const { fake, table, body } = await showRecord(reads.read);
    // The person scrolls down while a window of the older orders is read …
    reads.hold();
    await scrollTo(body, orderRecordPageSize - rowsInView);
    await waitFor(() => expect(fake.calls['jobs.orderRecord']).toHaveBeenCalledTimes(2));
    // … and meanwhile a job places an order: the record is read again from its newest.
    orders += 1;
    const placed: JobRow = {
      id: 'link:card-new.pdf@file-9',
      fileKey: 'link:card-new.pdf',
      linkId: 'link',
      path: 'card-new.pdf',
      action: 'order',
      state: 'done',
      document: 'card-new',
      orderFriendlyId: recordedOrderId(total),
      at: '2031-01-01T00:00:00.000Z',
    };
    act(() => fake.emit('jobs.changed', placed));
    await waitFor(() => expect(fake.calls['jobs.orderRecord']).toHaveBeenCalledTimes(3));
    await reads.release();
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', String(total + 2)));
    await scrollTo(body, 0);
    await waitFor(() => expect(drawnOrders(body)[0]).toBe(recordedOrderId(total)));
    // The window asked for before the order was placed is not added after the newest one (it would
    // leave a gap: its orders were counted from an older newest). The next window is read afresh.
    await scrollTo(body, orderRecordPageSize - rowsInView / 2);
    await waitFor(() =>
      expect(drawnOrders(body)).toContain(recordedOrderId(total - orderRecordPageSize - 5)),
    );
    expectRowsInPlace(body, total);
    expect(
      fake.calls['jobs.orderRecord']!.mock.calls.map(([query]) => (query as { page: number }).page),
    ).toEqual([1, 2, 1, 2]);
  }, 15_000);
});
