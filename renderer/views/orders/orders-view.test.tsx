import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '../../../electron/shared/models/order-history.js';
import { setAppLocale } from '../../format/intl.js';
import { orderDraft } from '../../stores/order-draft.js';
import { friendlyIdProblem, useOrders } from '../../stores/orders.js';
import { useQuotes } from '../../stores/quotes.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import { usd } from '../../test-support/samples.js';
import OrdersView from './index.js';

const friendlyId = '00-3700-23929-70561';

function historyEntry(): OrderHistoryEntry {
  return {
    Order: {
      Id: '60000000-0000-4000-8000-000000000001',
      FriendlyId: friendlyId,
      ReferenceData: 'PO-2041',
      Status: 1,
      ShipFromInfo: {
        FirstName: 'Dana',
        LastName: 'Whitfield',
        Email: 'dana@northwind.test',
        CompanyName: 'Northwind Print Co.',
        TelephoneNumber: '+1 212 555 0100',
      },
      PaymentMethod: {
        PaymentMethodType: 3,
        UserPCardPaymentMethod: { Name: 'Dana Whitfield', Number: '************1111' },
      },
      Recipients: [
        {
          Id: '60000000-0000-4000-8000-000000000002',
          ReferenceData: '',
          ShipmentNumber: 0,
          Address: {
            FirstName: 'Dana',
            LastName: 'Whitfield',
            Street: '460 Park Ave S.',
            ApartmentOrSuite: 'FL 8',
            CareOf: '',
            City: 'New York',
            StateOrProvince: 'NY',
            Country: 'US',
            PostalCode: '10016',
            TelephoneNumber: '',
            Email: '',
            CompanyName: '',
            Name: '',
            IsResidential: false,
          },
          SourceDistributionList: null,
          ShippingDetails: {
            ShippingMethodId: null,
            ShippingMethodName: 'Ground',
            SignatureReleaseType: null,
          },
          SourceAddressId: null,
          SourceAddressVersion: 0,
          VATId: '',
        },
      ],
      LineItems: [
        {
          Id: null,
          DataSourceUri: '',
          DefaultRecipientQuantity: 25,
          Description: '4 pages',
          Name: 'Spring Open House Brochure',
          ReferenceData: '',
          ShouldStaySynchronizedWithSource: false,
          SystemDescription: '',
          ItemData: null,
          HasBeenModifiedBeyondSource: false,
          GoodsType: null,
          Rating: 0,
        },
      ],
      SpecialInstructionCodes: [{ Code: 'ESI-O-0002' }, { Code: 'ESI-O-1202' }],
      ApplicationId: null,
      ApplicationSpecificSubId: '',
      OwnerUserId: null,
      Name: friendlyId,
      Description: '',
      Created: '2026-10-23T11:26:00Z',
      LastModified: '2026-10-23T11:26:00Z',
      Options: {
        AdditionalProcessingHours: 24,
        TaxExemptStatusEnabled: false,
        RecipientNotificationOptions: {
          ShouldNotifyRecipients: true,
          SendShippingAlerts: true,
          BlindCopyOwnerOnShipmentNotification: false,
          IncludeSenderContactInformation: false,
        },
        OrderShippingType: null,
      },
      PackagingSlip: { SalutationType: 0, Memo: 'With our compliments' },
      TotalProductionHoursRequired: 24,
      Offerings: [],
      Discounts: [{ Code: 'WELCOME10', Description: '', Name: 'Welcome', DiscountTypeName: '' }],
      AdditionalProcessingHoursGranted: 24,
      TaxExemptStatusEnabled: false,
    },
    Receipt: null,
  };
}

function ordersApi(handlers: Handlers = {}) {
  return fakeApi({
    'jobs.list': () => ({ jobs: [] }),
    'jobs.spending': () => ({ links: [] }),
    'jobs.orderRecord': () => ({ total: 0, entries: [] }),
    'orders.recent': () => ({
      orders: [
        {
          friendlyId,
          submitted: '2026-10-23T11:26:00Z',
          total: usd(212.5),
          source: 'service',
          items: { first: 'Spring Open House Brochure', count: 2 },
          status: 19,
        },
      ],
    }),
    'orders.history': () => historyEntry(),
    'orders.status': () => ({ status: 1 }),
    'orders.tracking': () => [],
    ...handlers,
  });
}

describe('the Orders view', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('speaks German: the look-up, the recent orders, the order and its progress', async () => {
    setAppLocale('de', 'de');
    ordersApi({ 'orders.status': () => ({ status: 24 }) });
    render(<OrdersView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Letzte Aufträge' });
    // Each recent order says what it is and how far it got.
    expect(within(recent).getByRole('button', { name: new RegExp(friendlyId) })).toHaveTextContent(
      'Spring Open House Brochure und 1 weiteres ElementVersandt',
    );
    await userEvent.click(within(recent).getByRole('button', { name: new RegExp(friendlyId) }));
    const order = await screen.findByRole('article', { name: `Auftrag ${friendlyId}` });
    expect(within(order).getByText('Übermittelt', { selector: '.badge' })).toBeInTheDocument();
    expect(within(order).getByText('Versand per Ground')).toBeInTheDocument();
    expect(within(order).getByRole('table', { name: 'Positionen' })).toBeInTheDocument();
    expect(within(order).getByRole('columnheader', { name: 'Auflage' })).toBeInTheDocument();
    expect(within(order).getByText('24 h angefragt, 24 h gewährt')).toBeInTheDocument();
    const timeline = await within(order).findByRole('list', { name: 'Auftragsfortschritt' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Übermittelt', 'In Bearbeitung', 'Versandt']);
    // The service's timestamp 11:26 UTC, in the buyer's clock (UTC here) and German.
    expect(within(order).getAllByText('23.10.2026, 11:26').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Auftragsnummer')).toBeInTheDocument();
  });

  it('refuses a malformed order number without asking the service', async () => {
    const fake = ordersApi();
    render(<OrdersView />);
    await userEvent.type(screen.getByLabelText('Order number'), '12-345');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An order number looks like 00-0054-00071-36703');
    expect(fake.calls['orders.history']).toBeUndefined();
  });

  it('opens a recent order with its history and the whole order form it was placed with', async () => {
    const fake = ordersApi();
    render(<OrdersView />);
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    await userEvent.click(within(recent).getByRole('button', { name: new RegExp(friendlyId) }));
    const order = await screen.findByRole('article', { name: `Order ${friendlyId}` });
    expect(fake.calls['orders.history']).toHaveBeenCalledWith({ friendlyId });
    expect(within(order).getByText('Submitted', { selector: '.badge' })).toBeInTheDocument();
    expect(within(order).getByText('Ships by Ground')).toBeInTheDocument();
    expect(within(order).getByRole('table', { name: 'Line items' })).toHaveTextContent(
      'Spring Open House Brochure',
    );
    expect(within(order).getByText('24 h requested, 24 h granted')).toBeInTheDocument();
    expect(within(order).getByText('PO-2041')).toBeInTheDocument();
    expect(within(order).getByText('Purchasing card ending 1111 (Dana Whitfield)')).toBeInTheDocument();
    expect(within(order).getByText('With our compliments')).toBeInTheDocument();
    expect(within(order).getByText('ESI-O-0002, ESI-O-1202')).toBeInTheDocument();
    expect(
      within(order).getByText('Dana Whitfield, Northwind Print Co., dana@northwind.test, +1 212 555 0100'),
    ).toBeInTheDocument();
    expect(within(order).getByText('Recipients notified, shipping alerts')).toBeInTheDocument();
    expect(within(order).getByText('The service has no receipt for this order yet.')).toBeInTheDocument();
  });

  it("draws each line's first page where the line names the library item it was made of", async () => {
    const entry = historyEntry();
    const [brochure] = entry.Order.LineItems;
    const itemId = '5a000000-0000-4000-8000-0000000000aa';
    entry.Order.LineItems = [
      { ...brochure!, ItemData: { StoreItemId: itemId.toUpperCase(), PageCount: 4 } },
      { ...brochure!, Name: 'Menu', ItemData: null },
    ];
    const fake = ordersApi({
      'orders.history': () => entry,
      'library.thumbnail': ({ itemId: id, page }) => ({
        dataUrl: `data:image/png;base64,${btoa(`${id}/${page}`)}`,
      }),
    });
    render(<OrdersView />);
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    await userEvent.click(within(recent).getByRole('button', { name: new RegExp(friendlyId) }));
    const lines = await screen.findByRole('table', { name: 'Line items' });
    const picture = await within(lines).findByRole('img', { name: 'Spring Open House Brochure, first page' });
    expect(picture).toHaveAttribute('src', `data:image/png;base64,${btoa(`${itemId}/1`)}`);
    expect(fake.calls['library.thumbnail']).toHaveBeenCalledWith({ itemId, page: 1, size: 160 });
    // A line that says nothing of its item has no picture to ask for.
    expect(within(lines).getAllByRole('img')).toHaveLength(1);
  });

  it('reorders: the past order becomes the Quotes draft, to be quoted again before placing', async () => {
    const storeItemId = '70000000-0000-4000-8000-000000000001';
    const fake = ordersApi({
      'orders.reorder': () => ({
        friendlyId,
        lines: [{ storeItemId, name: 'Spring Open House Brochure', quantity: 250 }],
        missing: ['Old flyer'],
        recipients: [
          {
            FirstName: 'Sam',
            LastName: 'Okafor',
            CompanyName: '',
            CareOf: '',
            Street: '10226 Signal Hill Rd',
            ApartmentOrSuite: '',
            City: 'Austin',
            StateOrProvince: 'TX',
            PostalCode: '78737',
            Country: 'US',
            TelephoneNumber: '',
            Email: '',
            IsResidential: true,
          },
        ],
        shippingMethodId: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db',
        additionalProcessingHours: 24,
        taxExempt: false,
        specialInstructionCodes: ['ESI-O-0002'],
        packingSlipMemo: 'With our compliments',
      }),
      'library.search': () => ({ total: 0, page: 1, pageSize: 500, items: [] }),
    });
    render(<OrdersView />);
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    await userEvent.click(within(recent).getByRole('button', { name: new RegExp(friendlyId) }));
    const order = await screen.findByRole('article', { name: `Order ${friendlyId}` });
    await userEvent.click(within(order).getByRole('button', { name: 'Reorder…' }));
    await waitFor(() => expect(window.location.hash).toBe('#/quotes'));
    expect(fake.calls['orders.reorder']).toHaveBeenCalledWith({ friendlyId });
    expect(fake.calls['orders.place']).toBeUndefined();
    const draft = useQuotes.getState();
    expect(draft.lines).toEqual([{ storeItemId, quantity: '250' }]);
    expect(draft.recipient).toBe('past');
    expect(draft.reorderOf).toEqual({ friendlyId, missing: ['Old flyer'] });
    expect(orderDraft(draft).recipient).toMatchObject({ kind: 'addresses', addresses: [{ City: 'Austin' }] });
    expect(draft.form.packingSlipMemo).toBe('With our compliments');
  });

  it('says so when no order has that number', async () => {
    ordersApi({
      'orders.history': () => {
        throw { code: 'not-found', message: 'No order 00-9999-99999-99999.' };
      },
    });
    render(<OrdersView />);
    await userEvent.type(screen.getByLabelText('Order number'), '00-9999-99999-99999');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('No order 00-9999-99999-99999')).toBeInTheDocument();
  });

  it('offers a retry when the service cannot be reached', async () => {
    ordersApi({
      'orders.history': () => {
        throw { code: 'network', message: 'connect ECONNREFUSED' };
      },
    });
    render(<OrdersView />);
    await userEvent.type(screen.getByLabelText('Order number'), friendlyId);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(
      await screen.findByText('The print service cannot be reached.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('points to Quotes when there are no orders yet', async () => {
    ordersApi({ 'orders.recent': () => ({ orders: [] }) });
    render(<OrdersView />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '#/quotes');
  });
});

const recipientId = '60000000-0000-4000-8000-000000000002';

describe('the order progress', () => {
  it('marks the current step of the timeline and says tracking comes with shipping', async () => {
    ordersApi({ 'orders.status': () => ({ status: 24 }) });
    render(<OrdersView />);
    await userEvent.type(screen.getByLabelText('Order number'), friendlyId);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const timeline = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Submitted', 'Processing', 'Shipped']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(screen.getByText('Tracking appears here once the order ships.')).toBeInTheDocument();
  });

  it('lists the packages of a shipped order per recipient, with tracking links that open outside', async () => {
    ordersApi({
      'orders.status': () => ({ status: 19 }),
      'orders.tracking': () => [
        {
          Key: recipientId.toUpperCase(),
          Value: [
            {
              TrackingNumber: 'PD00000000000000000042',
              TrackingUrl: 'https://tracking.example/parcel-ground/track?number=PD00000000000000000042',
              Contents: [{ FriendlyId: `${friendlyId}-1`, Name: 'Spring Open House Brochure', Quantity: 25 }],
            },
            { TrackingNumber: 'PD1', TrackingUrl: 'javascript:alert(1)', Contents: [] },
          ],
        },
      ],
    });
    render(<OrdersView />);
    await userEvent.type(screen.getByLabelText('Order number'), friendlyId);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const packages = await screen.findByRole('list', { name: 'Packages' });
    expect(within(packages).getByText('Dana Whitfield')).toBeInTheDocument();
    const link = within(packages).getByRole('link', { name: 'Track package PD00000000000000000042' });
    expect(link).toHaveAttribute(
      'href',
      'https://tracking.example/parcel-ground/track?number=PD00000000000000000042',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(packages).getByText('25 × Spring Open House Brochure')).toBeInTheDocument();
    // A link that is not https is shown as text, never followed.
    expect(within(packages).queryByRole('link', { name: 'Track package PD1' })).toBeNull();
    expect(within(packages).getByText('PD1')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order progress' });
    expect(within(timeline).getByText('Shipped')).toHaveAttribute('aria-current', 'step');
  });

  it('brings the tracking in when the order on screen ships', async () => {
    const fake = ordersApi();
    render(<OrdersView />);
    await userEvent.type(screen.getByLabelText('Order number'), friendlyId);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByText('Tracking appears here once the order ships.');
    fake.handle({ 'orders.status': () => ({ status: 19 }) });
    act(() => useOrders.getState().shipped(friendlyId));
    const timeline = await screen.findByRole('list', { name: 'Order progress' });
    await waitFor(() =>
      expect(within(timeline).getByText('Shipped')).toHaveAttribute('aria-current', 'step'),
    );
  });

  it('keeps the history when the progress cannot be read, with a retry', async () => {
    ordersApi({
      'orders.tracking': () => {
        throw { code: 'network', message: 'connect ECONNREFUSED' };
      },
    });
    render(<OrdersView />);
    await userEvent.type(screen.getByLabelText('Order number'), friendlyId);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(await within(progress).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Line items' })).toBeInTheDocument();
  });
});

describe('order numbers', () => {
  it('accepts the NN-NNNN-NNNNN-NNNNN shape only', () => {
    expect(friendlyIdProblem(` ${friendlyId} `)).toBeNull();
    expect(friendlyIdProblem('')).toBe('Enter an order number.');
    expect(friendlyIdProblem('00-3700-23929-7056')).not.toBeNull();
  });
});
