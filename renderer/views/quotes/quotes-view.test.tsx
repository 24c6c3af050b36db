import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../electron/shared/contract/orders.js';
import type {
  FinancialDetail,
  OrderQuote,
  RecipientQuoteDetail,
} from '../../../electron/shared/models/quotes.js';
import { blankAddress } from '../../components/address-fields.js';
import { setAppLocale } from '../../format/intl.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import { sampleItem, sampleMainAddress } from '../../test-support/samples.js';
import QuotesView from './index.js';

const groundId = 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db';
const twoDayId = 'a5dbddce-7f92-4d45-bbfc-3111b47e79ce';
const brochure = sampleItem(1, { name: 'Spring brochure', type: 'Document' });

/** Typed as the model, so the compiler holds this fixture to every field the service sends. */
function financial(total: number, printing: number): FinancialDetail {
  return {
    NonDeliveryAdjustmentSubtotal: 0,
    NonDeliveryDiscountAdjustmentSubtotal: 0,
    NonDeliveryDiscountSubtotal: 0,
    NonDeliverySubtotal: printing,
    NonDeliveryOneTimeChargeAdjustmentSubtotal: 0,
    NonDeliveryOneTimeChargeDiscountAdjustmentSubtotal: 0,
    NonDeliveryOneTimeChargeDiscountSubtotal: 0,
    NonDeliveryOneTimeChargeSubtotal: 0,
    DeliveryAdjustmentSubtotal: 0,
    DeliveryDiscountAdjustmentSubtotal: 0,
    DeliveryDiscountSubtotal: 0,
    DeliverySubtotal: 10,
    TaxAdjustmentSubtotal: 0,
    TaxSubtotal: total - printing - 10,
    AdjustmentSubtotal: 0,
    DiscountSubtotal: 0,
    Subtotal: printing + 10,
    Total: total,
    HandlingSubtotal: 0,
    HandlingDiscountSubtotal: 0,
    HandlingOneTimeChargeSubtotal: 0,
    HandlingOneTimeChargeDiscountSubtotal: 0,
    HandlingAdjustmentSubtotal: 0,
    HandlingDiscountAdjustmentSubtotal: 0,
    HandlingOneTimeChargeAdjustmentSubtotal: 0,
    HandlingOneTimeChargeDiscountAdjustmentSubtotal: 0,
  };
}

/** Price per copy falls with quantity: 2.00 each up to 49, 1.00 from 50. */
function quoteFor(draft: OrderDraft): OrderQuote {
  const quantity = draft.lines[0]?.quantity ?? 1;
  const printing = quantity * (quantity >= 50 ? 1 : 2);
  return {
    OrderId: '50000000-0000-4000-8000-000000000001',
    FinancialDetail: financial(printing + 10 + 1, printing),
    LineItemDetails: [
      {
        LineItemId: '50000000-0000-4000-8000-000000000002',
        OfferingDetails: {
          Other: [],
          PrintOptions: [
            {
              OfferingId: '50000000-0000-4000-8000-000000000003',
              OfferingName: 'Color Printing',
              OfferingTypeId: null,
              OfferingTypeName: 'Printing',
              Quantity: 4,
              ListPrice: 0.99,
              Price: 0.89,
              ListOneTimeCharge: 0,
              OneTimeCharge: 0,
              ProductionHoursRequired: 0,
              DiscountedAmount: 0,
              DiscountedOneTimeChargeAmount: 0,
              OfferingRetirementDate: null,
              OfferingExpirationDate: null,
            },
          ],
          BindingAndCovers: [],
          TabsAndInserts: [],
          CustomOptions: [],
        },
        Price: printing,
        OneTimeCharge: 0,
        Discount: 0,
        Adjustment: 0,
        OneTimeChargeDiscount: 0,
        OneTimeChargeAdjustment: 0,
        DiscountAdjustment: 0,
        OneTimeChargeDiscountAdjustment: 0,
        ReferenceData: '',
        Quantity: quantity,
        ProductionHoursRequired: 24,
      },
    ],
    RecipientDetails: [
      {
        RecipientId: '50000000-0000-4000-8000-000000000004',
        Tax: 1,
        ExpectedShipDate: '2026-11-24T05:59:59Z',
        ExpectedDeliveryDate:
          draft.shippingMethodId === twoDayId ? '2026-11-26T23:59:00' : '2026-11-30T23:59:00',
        DeliveryCharge: 10,
        EstimatedPackageCount: 1,
        ReferenceData: '',
        DeliveryDiscount: 0,
        DeliveryTax: 0,
      },
    ],
    OfferingDetails: [],
    DiscountDetails: [],
    CutoffDate: '2026-11-23T03:00:00Z',
    EarliestPossibleShipDate: '2026-11-24T05:59:59Z',
    EarliestExpectedDeliveryDate: '2026-11-27T00:00:00',
    TotalEstimatedPackageCount: 1,
    TotalProductionHoursRequired: 24,
  };
}

/** The core's delivery choice for the view's order (its rules are app/delivery/'s own tests). */
function deliveryFor(needBy: string | undefined) {
  const methods = [
    { id: groundId, name: 'Ground', arrives: '2026-11-30', commitment: '2026-11-30T23:59:00', charge: 10 },
    {
      id: twoDayId,
      name: 'Two Day Guaranteed',
      arrives: '2026-11-26',
      commitment: '2026-11-26T23:59:00',
      charge: 16.24,
    },
  ];
  if (!needBy) return { methods, earliestId: twoDayId };
  const marked = methods.map((method) => ({ ...method, makesDate: method.arrives <= needBy }));
  const chosen = marked.filter((method) => method.makesDate).sort((a, b) => a.charge - b.charge)[0];
  return { needBy, methods: marked, earliestId: twoDayId, ...(chosen ? { chosenId: chosen.id } : {}) };
}

function quotesApi(handlers: Handlers = {}) {
  return fakeApi({
    'library.search': () => ({ total: 1, page: 1, pageSize: 500, items: [brochure] }),
    'addresses.list': () => ({ addresses: [sampleMainAddress] }),
    'lists.list': () => ({ lists: [] }),
    'documents.templates': () => ({
      templates: [
        { id: '3f473099-3165-4775-a583-8cf178afa74a', name: '05.01.01-Presentation', description: '' },
      ],
    }),
    'quotes.delivery': (draft) => deliveryFor(draft.needBy),
    'quotes.order': (draft) => quoteFor(draft),
    ...handlers,
  });
}

async function buildOrder() {
  render(<QuotesView />);
  const order = await screen.findByRole('form', { name: 'Order' });
  await userEvent.click(await within(order).findByRole('button', { name: 'Add to order' }));
  const quantity = within(order).getByLabelText('Quantity of Spring brochure');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '10');
  await within(order).findByRole('radio', { name: /Ground/ }, { timeout: 3000 });
  return order;
}

describe('the Quotes view', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('speaks German, and says the day the order arrives once, whatever the buyer’s zone', async () => {
    setAppLocale('de', 'de');
    quotesApi();
    render(<QuotesView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Angebote' })).toBeInTheDocument();
    const order = await screen.findByRole('form', { name: 'Auftrag' });
    await userEvent.click(await within(order).findByRole('button', { name: 'Zum Auftrag hinzufügen' }));
    const quantity = within(order).getByLabelText('Auflage von Spring brochure');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    // Delivered on 30 November (a zone-less date): that day for a buyer on UTC (the test machine) too.
    const ground = await within(order).findByRole('radio', { name: /Ground/ }, { timeout: 3000 });
    expect(ground.closest('label')).toHaveTextContent('GroundZustellung Mo., 30. Nov.10,00 $');
    expect(ground.closest('label')).not.toHaveTextContent(/Zentralzeit|Ihre Zeit/);
    expect(within(order).getByRole('radiogroup', { name: 'Versandart' })).toBeInTheDocument();
    expect(within(order).getByRole('radiogroup', { name: 'Zahlung' })).toBeInTheDocument();
    expect(within(order).getByRole('radio', { name: /^Meine Hauptadresse/ })).toBeChecked();
    expect(within(order).getByRole('radio', { name: /^Eine Verteilerliste/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schnellpreis aus einer Vorlage' })).toBeInTheDocument();
    await userEvent.click(within(order).getByRole('button', { name: 'Angebot einholen' }));
    const quote = screen.getByRole('region', { name: 'Angebot' });
    expect(await within(quote).findByRole('status')).toHaveTextContent(/^Angebot bereit: 31,00 \$ insgesamt/);
    expect(within(quote).getByRole('button', { name: 'Auftrag erteilen…' })).toBeInTheDocument();
    await userEvent.click(within(order).getByRole('radio', { name: /^Eine Verteilerliste/ }));
    await userEvent.click(within(order).getByRole('button', { name: 'Liste importieren…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verteilerliste importieren' });
    expect(within(dialog).getByLabelText('Name der Liste')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zeilen prüfen' })).toBeDisabled();
  });

  it('sends people to the Library when nothing can be ordered', async () => {
    quotesApi({ 'library.search': () => ({ total: 0, page: 1, pageSize: 500, items: [] }) });
    render(<QuotesView />);
    expect(await screen.findByText('Nothing to order yet')).toBeInTheDocument();
  });

  it('asks for items before quoting', async () => {
    const fake = quotesApi();
    render(<QuotesView />);
    const order = await screen.findByRole('form', { name: 'Order' });
    await within(order).findByRole('button', { name: 'Add to order' });
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    expect(
      within(order).getByText('Add at least one item from your library to the order.'),
    ).toBeInTheDocument();
    expect(fake.calls['quotes.order']).toBeUndefined();
  });

  it('quotes the order with the chosen shipping method and shows the breakdown', async () => {
    const fake = quotesApi();
    const order = await buildOrder();
    expect(within(order).getByRole('radio', { name: /My main address/ })).toHaveAccessibleName(
      /1 Press Lane/,
    );
    await userEvent.click(within(order).getByRole('radio', { name: /Two Day Guaranteed/ }));
    await userEvent.type(within(order).getByLabelText('Discount codes'), 'welcome10, save5');
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));

    const quote = screen.getByRole('region', { name: 'Quote' });
    expect(await within(quote).findByTestId('order-total')).toHaveTextContent('$31.00');
    // The result takes the focus and is announced.
    expect(within(quote).getByRole('heading', { name: 'Quote' })).toHaveFocus();
    expect(within(quote).getByRole('status')).toHaveTextContent(/^Quote ready: \$31\.00 in all/);
    // A delivery date is a day: said once, with no zone to move it to another day.
    expect(within(quote).getByTestId('arrives')).toHaveTextContent(/Thu, Nov 26 by Two Day/);
    expect(within(quote).getByRole('table', { name: /Delivery by Two Day Guaranteed/ })).toBeInTheDocument();
    expect(fake.calls['quotes.order']).toHaveBeenLastCalledWith({
      lines: [{ storeItemId: brochure.id, quantity: 10 }],
      recipient: { kind: 'main' },
      shippingMethodId: twoDayId,
      additionalProcessingHours: 0,
      taxExempt: false,
      discountCodes: ['WELCOME10', 'SAVE5'],
      payment: { kind: 'creditLimit' },
      packingSlipMemo: '',
      specialInstructionCodes: [],
    });
    expect(within(quote).getByText('Spring brochure')).toBeInTheDocument();
    expect(within(quote).getByRole('table', { name: 'Print options' })).toHaveTextContent('Color Printing');
  });

  it('picks the method a "Needed by" date calls for, marks each, and says when none arrives in time', async () => {
    const fake = quotesApi();
    const order = await buildOrder();
    const needBy = within(order).getByLabelText('Needed by');
    await userEvent.type(needBy, '2026-11-27');
    await waitFor(() =>
      expect(within(order).getByRole('radio', { name: /Two Day Guaranteed/ })).toBeChecked(),
    );
    expect(fake.calls['quotes.delivery']).toHaveBeenLastCalledWith(
      expect.objectContaining({ needBy: '2026-11-27' }),
    );
    const ground = within(order)
      .getByRole('radio', { name: /Ground/ })
      .closest('label')!;
    expect(ground).toHaveTextContent(/Too late/);
    expect(
      within(order)
        .getByRole('radio', { name: /Two Day/ })
        .closest('label'),
    ).toHaveTextContent(/In time/);

    await userEvent.clear(needBy);
    await userEvent.type(needBy, '2026-11-25');
    expect(
      await within(order).findByText(
        'No method arrives by Wed, Nov 25. The earliest delivery is Thu, Nov 26, by Two Day Guaranteed, $16.24.',
      ),
    ).toBeInTheDocument();
    expect(within(order).getByRole('radio', { name: /Two Day Guaranteed/ })).toBeChecked();
  });

  it('plots the unit price at several quantities, with a table of the same figures', async () => {
    quotesApi();
    const order = await buildOrder();
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    const quote = screen.getByRole('region', { name: 'Quote' });
    await userEvent.click(await within(quote).findByRole('button', { name: 'Compare quantities' }));
    const table = await within(quote).findByRole('table', { name: 'Price per quantity' });
    // 1, 5, the order's 10, and three quantities beyond it.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(within(table).getByRole('row', { name: /^10\s*\(this order\)/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Per copy is all in (the total over the copies): $111.00 for 100 is $1.11 each.
    expect(within(table).getByRole('row', { name: /^100 / })).toHaveTextContent('$1.11$111.00');
    expect(within(table).getByRole('row', { name: /^25 / })).toHaveTextContent('$2.44$61.00');
    expect(within(table).getByRole('row', { name: /^50 / })).toHaveTextContent('$1.22$61.00');
    expect(
      within(quote).getByRole('img', {
        // All in, the fixed delivery and fee make the first copies dearest.
        name: /biggest price break is between 1 and 5 copies \(68% less per copy\)/,
      }),
    ).toBeInTheDocument();
  });

  it("shows the service's message when a quote is refused", async () => {
    quotesApi({
      'quotes.order': () => {
        throw { code: 'invalid-request', message: 'DiscountCodes: unknown code "NOPE".' };
      },
    });
    const order = await buildOrder();
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    expect(
      await screen.findByText('DiscountCodes: unknown code "NOPE".', { exact: false }),
    ).toBeInTheDocument();
  });

  it('checks a new address before asking for shipping', async () => {
    quotesApi();
    render(<QuotesView />);
    const order = await screen.findByRole('form', { name: 'Order' });
    await userEvent.click(await within(order).findByRole('button', { name: 'Add to order' }));
    await userEvent.click(within(order).getByRole('radio', { name: /A new address/ }));
    await userEvent.clear(within(order).getByLabelText('Country code'));
    await userEvent.type(within(order).getByLabelText('Country code'), 'U');
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    expect(within(order).getByText('Enter the street and number.')).toBeInTheDocument();
    expect(
      within(order).getByText('Enter the two-letter country code (e.g. US, GB, DE).'),
    ).toBeInTheDocument();
  });

  it('imports a distribution list, naming the row and field of each problem, and quotes every recipient', async () => {
    const listId = '60000000-0000-4000-8000-000000000001';
    const ada = {
      ...blankAddress,
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Street: '1 Main St',
      City: 'Springfield',
      PostalCode: '12345',
      Country: 'US',
    };
    const recipients = Array.from({ length: 500 }, (_, i) => ({ ...ada, FirstName: `Reader ${i + 1}` }));
    const fake = quotesApi({
      'lists.previewImport': ({ csv }) => ({
        headers: ['FirstName', 'LastName', 'Street', 'City', 'PostalCode', 'Country'],
        mapping: {
          FirstName: 'FirstName',
          LastName: 'LastName',
          Street: 'Street',
          City: 'City',
          PostalCode: 'PostalCode',
          Country: 'Country',
        },
        recipients: csv.includes(',,US') ? [] : recipients,
        errors: csv.includes(',,US')
          ? [{ row: 3, field: 'PostalCode' as const, message: 'Row 3: PostalCode: Enter the postal code.' }]
          : [],
        rowCount: 500,
      }),
      'lists.save': ({ name, recipients: rows }) => ({
        id: listId,
        name,
        recipients: rows.map((row) => ({ ...blankAddress, ...row })),
        updated: '2026-11-24T10:00:00Z',
      }),
      'quotes.order': (draft) => ({
        ...quoteFor(draft),
        RecipientDetails: recipients.map((_, i): RecipientQuoteDetail => ({
          RecipientId: `70000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          Tax: 0.5,
          ExpectedShipDate: '2026-11-25T23:00:00Z',
          ExpectedDeliveryDate: '2026-11-30T23:59:00',
          DeliveryCharge: 10,
          EstimatedPackageCount: 1,
          ReferenceData: '',
          DeliveryDiscount: 0,
          DeliveryTax: 0,
        })),
      }),
    });
    const order = await buildOrder();
    await userEvent.click(within(order).getByRole('radio', { name: /A distribution list/ }));
    await userEvent.click(within(order).getByRole('button', { name: 'Import a list…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a distribution list' });
    await userEvent.type(within(dialog).getByLabelText('List name'), 'Branches');
    await userEvent.click(within(dialog).getByLabelText(/Or paste the rows/));
    await userEvent.paste('FirstName,LastName,Street,City,PostalCode,Country\nAda,L,1 Main,X,,US');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('Row 3: PostalCode: Enter the postal code.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save list' })).toBeDisabled();

    fake.handle({
      'lists.list': () => ({
        lists: [{ id: listId, name: 'Branches', recipientCount: 500, updated: '2026-11-24T10:00:00Z' }],
      }),
    });
    await userEvent.clear(within(dialog).getByLabelText(/Or paste the rows/));
    await userEvent.click(within(dialog).getByLabelText(/Or paste the rows/));
    await userEvent.paste('FirstName,LastName,Street,City,PostalCode,Country\nAda,L,1 Main,X,12345,US');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('500 of 500 rows are ready.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['lists.save']).toHaveBeenCalledWith({ name: 'Branches', recipients });
    expect(await within(order).findByLabelText('Distribution list')).toHaveValue(listId);

    await within(order).findByRole('radio', { name: /Ground/ }, { timeout: 3000 });
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    const quote = screen.getByRole('region', { name: 'Quote' });
    const table = await within(quote).findByRole('table', { name: 'Delivery per recipient' });
    expect(fake.calls['quotes.order']).toHaveBeenLastCalledWith(
      expect.objectContaining({ recipient: { kind: 'list', listId } }),
    );
    expect(within(quote).getByRole('region', { name: 'Delivery per recipient' })).toHaveTextContent(
      '500 recipients, 500 packages, delivery $5,000.00 in all.',
    );
    expect(table).toHaveAttribute('aria-rowcount', '501');
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
  });

  it('sends the special-instruction codes and the shipment e-mails ticked, within the service’s bounds', async () => {
    const fake = quotesApi();
    const order = await buildOrder();
    await userEvent.click(within(order).getByLabelText('Order reference'));
    await userEvent.paste('P'.repeat(101));
    const codes = within(order).getByLabelText('Special instruction codes');
    await userEvent.click(codes);
    await userEvent.paste(Array.from({ length: 11 }, (_, i) => `ESI-O-${1000 + i}`).join(', '));
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    expect(within(order).getByText('Use at most 100 characters.')).toBeInTheDocument();
    expect(within(order).getByText('Give at most 10 special instruction codes.')).toBeInTheDocument();
    expect(fake.calls['quotes.order']).toBeUndefined();

    await userEvent.clear(within(order).getByLabelText('Order reference'));
    await userEvent.clear(codes);
    await userEvent.click(codes);
    await userEvent.paste('ESI-O-0002, ESI-O-1202');
    const emails = within(order).getByRole('group', { name: 'Shipment e-mails' });
    await userEvent.click(within(emails).getByLabelText('Notify recipients'));
    await userEvent.click(within(emails).getByLabelText('Send shipping alerts'));
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    await waitFor(() =>
      expect(fake.calls['quotes.order']).toHaveBeenLastCalledWith(
        expect.objectContaining({
          specialInstructionCodes: ['ESI-O-0002', 'ESI-O-1202'],
          notifications: {
            ShouldNotifyRecipients: true,
            SendShippingAlerts: true,
            BlindCopyOwnerOnShipmentNotification: false,
            IncludeSenderContactInformation: false,
          },
        }),
      ),
    );
  });

  it('pays by purchasing card, checked field by field, with the reference, memo and sender', async () => {
    const fake = quotesApi();
    const order = await buildOrder();
    await userEvent.click(within(order).getByRole('radio', { name: /Purchasing card/ }));
    await userEvent.type(within(order).getByLabelText('Card number'), '4111');
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    expect(within(order).getByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    expect(within(order).getByText('Enter the name on the card.')).toBeInTheDocument();
    expect(fake.calls['quotes.order']).toBeUndefined();

    await userEvent.type(within(order).getByLabelText('Card number'), ' 1111 1111 1111');
    await userEvent.type(within(order).getByLabelText('Name on card'), 'Dana Whitfield');
    await userEvent.type(within(order).getByLabelText('Expires'), '2028-09');
    await userEvent.type(within(order).getByLabelText('Billing postal code'), '10016');
    await userEvent.type(within(order).getByLabelText('Order reference'), 'PO-7731');
    await userEvent.type(within(order).getByLabelText('Packing slip memo'), 'With thanks');
    await userEvent.type(within(order).getByLabelText('Company'), 'Print Room');
    await userEvent.click(within(order).getByRole('button', { name: 'Get quote' }));
    await waitFor(() =>
      expect(fake.calls['quotes.order']).toHaveBeenLastCalledWith(
        expect.objectContaining({
          payment: {
            kind: 'card',
            nameOnCard: 'Dana Whitfield',
            number: '4111 1111 1111 1111',
            expires: '2028-09',
            billingPostalCode: '10016',
          },
          reference: 'PO-7731',
          packingSlipMemo: 'With thanks',
          shipFrom: {
            FirstName: '',
            LastName: '',
            CompanyName: 'Print Room',
            Email: '',
            TelephoneNumber: '',
          },
        }),
      ),
    );
  });

  it('starts a new order from the blank order template, taking what it pre-fills', async () => {
    const fake = quotesApi({
      'quotes.newOrderTemplate': () => ({
        LineItems: [
          {
            Name: '',
            Quantity: 1,
            ItemCustomFieldValues: [],
            StoreItemReference: {
              Id: '00000000-0000-0000-0000-000000000000',
              ReferenceData: '',
              Version: null,
            },
            Description: '',
            ReferenceData: '',
          },
        ],
        Recipients: [],
        PaymentMethod: {
          PaymentMethodType: 2,
          CorporateAccount: { Id: '6d0f1c2e-4b7a-4f3e-9c21-0a5b7e9d1f34' },
        },
        SpecialInstructionCodes: [{ Code: '' }, { Code: 'ESI-O-0002' }],
        DiscountCodes: [],
        ShipFromInfo: null,
        OrderOptions: {
          AdditionalProcessingHours: 0,
          TaxExemptStatusEnabled: false,
          RecipientNotificationOptions: {
            ShouldNotifyRecipients: true,
            SendShippingAlerts: false,
            BlindCopyOwnerOnShipmentNotification: false,
            IncludeSenderContactInformation: false,
          },
          OrderShippingType: null,
        },
        PackagingSlip: { SalutationType: 0, Memo: 'Thank you' },
        ReferenceNumber: 'PO-NEW',
        OrderFriendlyId: '',
      }),
    });
    const order = await buildOrder();
    await userEvent.click(within(order).getByRole('button', { name: 'New order' }));
    expect(await within(order).findByLabelText('Order reference')).toHaveValue('PO-NEW');
    expect(within(order).getByLabelText('Packing slip memo')).toHaveValue('Thank you');
    expect(within(order).getByLabelText('Special instruction codes')).toHaveValue('ESI-O-0002');
    expect(within(order).getByLabelText('Notify recipients')).toBeChecked();
    expect(within(order).getByRole('radio', { name: /Corporate account/ })).toBeChecked();
    expect(within(order).getByLabelText('Corporate account id')).toHaveValue(
      '6d0f1c2e-4b7a-4f3e-9c21-0a5b7e9d1f34',
    );
    expect(within(order).getByLabelText('Send shipping alerts')).not.toBeChecked();
    expect(within(order).queryByLabelText('Quantity of Spring brochure')).not.toBeInTheDocument();
    expect(fake.calls['quotes.newOrderTemplate']).toHaveBeenCalledWith({});
  });
});
