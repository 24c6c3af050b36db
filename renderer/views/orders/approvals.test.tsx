import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { heldFileRoute, type JobRow } from '../../../electron/shared/contract/jobs.js';
import { Toasts } from '../../components/toasts.js';
import { setAppLocale } from '../../format/intl.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { sampleLinkId, sampleLinkStatus, usd } from '../../test-support/samples.js';
import { Approvals } from './approvals.js';

const held: JobRow = {
  id: 'link:large.pdf@file-1',
  fileKey: 'link:large.pdf',
  linkId: 'link',
  path: 'large.pdf',
  action: 'order',
  state: 'awaiting-approval',
  document: 'large',
  documentId: '70000000-0000-4000-8000-000000000001',
  total: usd(1234.5),
  shipDate: '2026-06-12T22:00:00Z',
  deliveryDate: '2026-06-15T00:00:00',
  at: '2026-06-10T15:00:00.000Z',
};
const other: JobRow = { ...held, id: 'link:poster.pdf@file-2', path: 'poster.pdf', document: 'poster' };

describe('Approvals', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('speaks German: the actions, the reasons, and the dates in the service’s zone and the buyer’s', async () => {
    setAppLocale('de', 'de');
    fakeApi({
      'jobs.list': () => ({ jobs: [{ ...held, waitingFor: [{ kind: 'ticket-address' }] }] }),
    });
    render(<Approvals />);
    expect(await screen.findByRole('heading', { name: 'Freigaben' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auftrag für large erteilen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auftrag für large verwerfen' })).toBeInTheDocument();
    const reasons = screen.getByRole('list', { name: 'Warum der Auftrag für large wartet' });
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(1);
    // Dates are days, said once: the ship date is the service's, the zone-less delivery date the recipient's.
    expect(
      screen.getByText('1.234,50 $, Versand Fr., 12. Juni, zugestellt Mo., 15. Juni'),
    ).toBeInTheDocument();
  });

  it('says the ship and delivery dates once, as the days they are where they happen', async () => {
    fakeApi({ 'jobs.list': () => ({ jobs: [held] }) });
    render(<Approvals />);
    expect(
      await screen.findByText('$1,234.50, ships Fri, Jun 12, delivered Mon, Jun 15'),
    ).toBeInTheDocument();
  });

  it('names the folder, the file, the copies and the total on each card', async () => {
    fakeApi({
      'jobs.list': () => ({ jobs: [{ ...held, linkId: sampleLinkId, quantity: 250, recipientCount: 3 }] }),
      'sync.links': () => ({ links: [sampleLinkStatus()] }),
    });
    render(<Approvals />);
    const card = await screen.findByRole('listitem', { name: 'Approval for large' });
    const facts = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    await waitFor(() => expect(facts('Hot folder')).toBe(sampleLinkStatus().link.localPath));
    expect(facts('File')).toBe('large.pdf');
    expect(facts('Quantity')).toBe('250 copies for each of 3 recipients');
    expect(facts('Total')).toMatch(/^\$1,234\.50, ships/);
  });

  it('places an order only once the person confirms, and says it was approved', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [held, { ...held, id: 'done', state: 'done', document: 'small' }] }),
      'jobs.approve': ({ id }) => ({ ...held, id, state: 'running' }),
    });
    render(
      <>
        <Approvals />
        <Toasts />
      </>,
    );
    expect(await screen.findByText('large')).toBeTruthy();
    expect(screen.queryByText('small')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place the order for large' }));
    let dialog = screen.getByRole('dialog', { name: 'Place this order?' });
    expect(dialog).toHaveTextContent('charged to your account: $1,234.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(fake.calls['jobs.approve']).toBeUndefined();
    expect(screen.getByText('large')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Place the order for large' }));
    dialog = screen.getByRole('dialog', { name: 'Place this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place' }));
    expect(fake.calls['jobs.approve']).toHaveBeenCalledWith({ id: held.id });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The order for large is approved and being placed.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('large')).toBeNull());
    expect(screen.getByText('No hot-folder order waits for approval.')).toBeTruthy();
  });

  it('discards one, and follows jobs.changed', async () => {
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [held] }),
      'jobs.discard': ({ id }) => ({ ...held, id, state: 'discarded' }),
    });
    render(<Approvals />);
    await screen.findByText('large');
    fake.emit('jobs.changed', other);
    expect(await screen.findByText('poster')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard the order for large' }));
    expect(fake.calls['jobs.discard']).toHaveBeenCalledWith({ id: held.id });
    await waitFor(() => expect(screen.queryByText('large')).toBeNull());
    fake.emit('jobs.changed', { ...other, state: 'done', orderFriendlyId: '00-0054-00071-36703' });
    await waitFor(() => expect(screen.queryByText('poster')).toBeNull());
  });

  it('holds a file its preflight found errors in, with the errors, and goes on anyway in the words of its action', async () => {
    const errors = ['Pages 1–2 use the font Helvetica, which is not in the file (pages 1–2)'];
    const unchecked = { ...held, documentId: undefined, total: undefined };
    const fake = fakeApi({
      'jobs.list': () => ({
        jobs: [
          { ...unchecked, heldFile: 'Failed/large.pdf', waitingFor: [{ kind: 'preflight', errors }] },
          { ...unchecked, ...other, action: 'document', waitingFor: [{ kind: 'preflight', errors }] },
        ],
      }),
      'jobs.approve': ({ id }) => ({ ...held, id, state: 'running' }),
    });
    render(<Approvals />);
    const order = await screen.findByRole('listitem', { name: 'Approval for large' });
    expect(
      within(order).getByText(/^Its file's preflight found an error: Pages 1–2 use the font Helvetica/i),
    ).toBeTruthy();
    const document = screen.getByRole('listitem', { name: 'Approval for poster' });
    expect(within(document).getByRole('button', { name: 'Make the document anyway' })).toBeTruthy();
    expect(
      within(order).getByRole('link', { name: /preflight report, pages and findings of large\.pdf/ }),
    ).toHaveAttribute('href', heldFileRoute(held.id));
    await userEvent.click(within(order).getByRole('button', { name: 'Order anyway' }));
    const dialog = screen.getByRole('dialog', { name: 'Order anyway?' });
    expect(fake.calls['jobs.approve']).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order anyway' }));
    expect(fake.calls['jobs.approve']).toHaveBeenCalledWith({ id: held.id });
  });

  it('offers "Fix and go on" where a fix could clear the preflight errors, showing the pages before and after first', async () => {
    const errors = [
      'Page 1 is 8.27 × 11.69 in (210 × 297 mm), but the product is 8.5 × 11 in (216 × 279 mm)',
    ];
    const unchecked = { ...held, documentId: undefined, total: undefined };
    const picture = (what: string, page: number) => `data:image/png;base64,${btoa(`${what}-${page}`)}`;
    const fake = fakeApi({
      'jobs.list': () => ({
        jobs: [
          { ...unchecked, waitingFor: [{ kind: 'preflight', errors, fixable: true }] },
          { ...unchecked, ...other, waitingFor: [{ kind: 'preflight', errors }] },
        ],
      }),
      'jobs.fixPreview': ({ from = 1 }) => {
        const pages = [from, from + 1, from + 2, from + 3].filter((page) => page <= 6);
        return {
          name: 'large.pdf',
          pageCount: 6,
          pages: pages.map((page) => ({
            page,
            before: picture('before', page),
            after: picture('after', page),
          })),
          changes: ["Pages 1–6 were put on the product's size, 8.5 × 11 in, whole."],
          fixed: true,
          errorsLeft: [],
        };
      },
      'jobs.fixAndGo': ({ id }) => ({ ...held, id, state: 'running' }),
    });
    render(
      <>
        <Approvals />
        <Toasts />
      </>,
    );
    const fixable = await screen.findByRole('listitem', { name: 'Approval for large' });
    const notFixable = screen.getByRole('listitem', { name: 'Approval for poster' });
    expect(within(notFixable).queryByRole('button', { name: 'Fix and go on' })).toBeNull();
    expect(within(fixable).getByRole('button', { name: 'Order anyway' })).toBeTruthy();

    // Nothing goes on before the person has seen the pages and said so.
    await userEvent.click(within(fixable).getByRole('button', { name: 'Fix and go on' }));
    let dialog = screen.getByRole('dialog', { name: 'Fix and go on?' });
    const pages = await within(dialog).findByRole('list', {
      name: 'Pages of large.pdf before and after the fixes',
    });
    expect(within(pages).getByRole('img', { name: 'large.pdf, page 1, original' })).toHaveAttribute(
      'src',
      picture('before', 1),
    );
    expect(within(pages).getByRole('img', { name: 'large.pdf, page 1, fixed' })).toHaveAttribute(
      'src',
      picture('after', 1),
    );
    expect(within(pages).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(dialog).getByRole('list', { name: 'What the fixes change in large.pdf' }),
    ).toHaveTextContent("Pages 1–6 were put on the product's size");
    expect(fake.calls['jobs.fixPreview']).toHaveBeenCalledWith({ id: held.id, from: 1 });
    expect(within(dialog).getByText('Pages 1–4 of 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Earlier pages' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later pages' }));
    expect(await within(dialog).findByRole('img', { name: 'large.pdf, page 6, fixed' })).toBeInTheDocument();
    expect(fake.calls['jobs.fixPreview']).toHaveBeenCalledWith({ id: held.id, from: 5 });
    expect(within(dialog).getByText('Pages 5–6 of 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Later pages' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls['jobs.fixAndGo']).toBeUndefined();

    await userEvent.click(within(fixable).getByRole('button', { name: 'Fix and go on' }));
    dialog = screen.getByRole('dialog', { name: 'Fix and go on?' });
    await within(dialog).findByRole('img', { name: 'large.pdf, page 1, fixed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fix and go on' }));
    expect(fake.calls['jobs.fixAndGo']).toHaveBeenCalledWith({ id: held.id });
    // A toast, as the other decisions say theirs (the reasons' list has a status of its own).
    const toast = await screen.findByText('large goes on with its fixed copy.');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says in the "Fix and go on" dialog why its pages cannot be shown, and what the fixes leave', async () => {
    const errors = ['Page 1 uses the font Wingdings, which is not in the file'];
    fakeApi({
      'jobs.list': () => ({
        jobs: [{ ...held, waitingFor: [{ kind: 'preflight', errors, fixable: true }] }],
      }),
      'jobs.fixPreview': () => ({
        name: 'large.pdf',
        pageCount: 1,
        pages: [{ page: 1, before: null, after: null }],
        changes: ['The font Wingdings has no free font with the same metrics: it stays left out.'],
        fixed: false,
        errorsLeft: errors,
      }),
    });
    render(<Approvals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fix and go on' }));
    const dialog = screen.getByRole('dialog', { name: 'Fix and go on?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The fixes change nothing in this file; its error stays:Page 1 uses the font Wingdings',
    );
    expect(
      within(dialog).getByRole('img', { name: 'large.pdf, page 1, fixed: no preview' }),
    ).toBeInTheDocument();
  });

  it('says why each order waits', async () => {
    fakeApi({
      'jobs.list': () => ({
        jobs: [
          {
            ...held,
            waitingFor: [
              { kind: 'over-order-limit', total: usd(1234.5), limit: usd(250) },
              { kind: 'over-daily-budget', total: usd(1234.5), budget: usd(600), remaining: usd(410) },
              { kind: 'ticket-address' },
              { kind: 'ticket-quantity', quantity: 5000, presetQuantity: 250 },
            ],
          },
        ],
      }),
    });
    render(<Approvals />);
    const reasons = await screen.findByRole('list', { name: 'Why the order for large waits' });
    expect([...reasons.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      "Its total of $1,234.50 is over the folder's limit of $250.00 per order.",
      "Its total of $1,234.50 is more than what is left of today's budget: $410.00 of $600.00.",
      'Its job ticket ships to an address written in full.',
      "Its job ticket asks for 5000 copies, more than the folder's 250.",
    ]);
  });

  it('offers an order no method gets there in time for the earliest day, in words, or cancels it', async () => {
    const late: JobRow = {
      ...held,
      needBy: '2026-01-12',
      total: usd(48.2),
      waitingFor: [
        {
          kind: 'cannot-meet-date',
          needBy: '2026-01-12',
          earliest: '2026-01-14',
          method: 'Next Day Guaranteed',
          total: usd(48.2),
        },
      ],
    };
    const fake = fakeApi({
      'jobs.list': () => ({ jobs: [late, { ...late, ...other }] }),
      'jobs.approve': ({ id }) => ({ ...late, id, state: 'running' }),
      'jobs.discard': ({ id }) => ({ ...late, id, state: 'discarded' }),
    });
    render(<Approvals />);
    const item = await screen.findByRole('listitem', { name: 'Approval for large' });
    expect(
      within(item).getByText(
        'No shipping method arrives by Mon, Jan 12: the earliest delivery is Wed, Jan 14, by Next Day Guaranteed, $48.20.',
      ),
    ).toBeTruthy();
    // Asked first, as placing is: nothing is ordered until the person confirms.
    await userEvent.click(within(item).getByRole('button', { name: 'Order for that date' }));
    expect(fake.calls['jobs.approve']).toBeUndefined();
    const confirm = screen.getByRole('dialog', { name: 'Place this order?' });
    expect(confirm).toHaveTextContent('$48.20');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Order for that date' }));
    expect(fake.calls['jobs.approve']).toHaveBeenCalledWith({ id: late.id });
    const poster = screen.getByRole('listitem', { name: 'Approval for poster' });
    await userEvent.click(within(poster).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls['jobs.discard']).toHaveBeenCalledWith({ id: other.id });
  });

  describe('an order whose answer was lost', () => {
    const lost: JobRow = {
      ...held,
      state: 'check-order',
      reference: 'PO-7 PD-3fa9c2d1e0b4',
      orderSentAt: '2026-06-10T15:00:00.000Z',
      handledBy: 'PRINT-02',
    };

    it('shows the reference it was sent with, and takes the order number the person found', async () => {
      const fake = fakeApi({
        'jobs.list': () => ({ jobs: [lost] }),
        'jobs.settleOrder': ({ id, orderFriendlyId }) => ({ ...lost, id, state: 'done', orderFriendlyId }),
      });
      render(<Approvals />);
      const item = await screen.findByRole('listitem', { name: 'Order to check for large' });
      expect(within(item).getByText('Check this order')).toBeTruthy();
      expect(within(item).getByText('PO-7 PD-3fa9c2d1e0b4')).toBeTruthy();
      expect(within(item).getByText(/waits on PRINT-02/)).toBeTruthy();
      await userEvent.type(within(item).getByLabelText('Order number it got'), '4711');
      await userEvent.click(within(item).getByRole('button', { name: 'Use this order number for large' }));
      expect(within(item).getByText(/Enter the order number as the service writes it/)).toBeTruthy();
      expect(fake.calls['jobs.settleOrder']).toBeUndefined();
      await userEvent.clear(within(item).getByLabelText('Order number it got'));
      await userEvent.type(within(item).getByLabelText('Order number it got'), '00-0054-00071-36703');
      await userEvent.click(within(item).getByRole('button', { name: 'Use this order number for large' }));
      expect(fake.calls['jobs.settleOrder']).toHaveBeenCalledWith({
        id: lost.id,
        orderFriendlyId: '00-0054-00071-36703',
      });
      await waitFor(() => expect(screen.queryByText('large')).toBeNull());
    });

    it('says what the service answered to a number that does not fit', async () => {
      fakeApi({
        'jobs.list': () => ({ jobs: [lost] }),
        'jobs.settleOrder': () => {
          throw {
            code: 'invalid-input',
            message: 'Order 00-0054-00071-36703 was placed with the reference "PO-1".',
          };
        },
      });
      render(<Approvals />);
      const item = await screen.findByRole('listitem', { name: 'Order to check for large' });
      await userEvent.type(within(item).getByLabelText('Order number it got'), '00-0054-00071-36703');
      await userEvent.click(within(item).getByRole('button', { name: 'Use this order number for large' }));
      expect(await within(item).findByText(/placed with the reference "PO-1"/)).toBeTruthy();
    });

    it('places it again only once the person confirms', async () => {
      const fake = fakeApi({
        'jobs.list': () => ({ jobs: [lost] }),
        'jobs.placeAgain': ({ id }) => ({ ...lost, id, state: 'running' }),
      });
      render(<Approvals />);
      const item = await screen.findByRole('listitem', { name: 'Order to check for large' });
      await userEvent.click(within(item).getByRole('button', { name: 'Place the order for large again' }));
      const dialog = screen.getByRole('dialog', { name: 'Place this order again?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep checking' }));
      expect(fake.calls['jobs.placeAgain']).toBeUndefined();
      await userEvent.click(within(item).getByRole('button', { name: 'Place the order for large again' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Place this order again?' })).getByRole('button', {
          name: 'Place it again',
        }),
      );
      expect(fake.calls['jobs.placeAgain']).toHaveBeenCalledWith({ id: lost.id });
    });
  });
});
