import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { financialFields } from '../../electron/shared/models/quotes.js';
import type { FinancialDetail, RecipientQuoteDetail } from '../../electron/shared/models/quotes.js';
import { setAppLocale } from '../format/intl.js';
import { Totals } from './breakdown.js';
import { priceSummary } from './price-summary.js';
import { RecipientDelivery } from './recipient-delivery.js';

function recipient(index: number): RecipientQuoteDetail {
  return {
    RecipientId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    Tax: 0,
    // Late evening in Chicago: already the next day for a buyer in Berlin.
    ExpectedShipDate: '2026-11-26T20:00:00',
    ExpectedDeliveryDate: '2026-11-30T20:00:00',
    DeliveryCharge: 8.5,
    EstimatedPackageCount: 1,
    ReferenceData: '',
    DeliveryDiscount: 0,
    DeliveryTax: 0,
  };
}

const summary = () =>
  priceSummary({
    LineItemDetails: [],
    OfferingDetails: [
      {
        OfferingId: 'cca32f91-68d0-43f8-b6d5-1659a60ccbe3',
        Price: 5,
        OneTimeCharge: 0,
        Discount: 0,
        OneTimeChargeDiscount: 0,
        PricingLevel: 1,
        Quantity: 1,
        OfferingTypeId: null,
        ProductionHoursRequired: 0,
      },
    ],
    FinancialDetail: {
      ...(Object.fromEntries(financialFields.map((field) => [field, 0])) as FinancialDetail),
      NonDeliverySubtotal: 5,
      Subtotal: 5,
      Total: 5,
    },
  });

describe('the price breakdown in German', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('names the totals’ rows in the app’s language', () => {
    setAppLocale('de', 'de-DE');
    render(<Totals rows={summary().rows} />);
    const totals = screen.getByLabelText('Summen');
    expect(within(totals).getByText('Auftragsgebühr')).toBeTruthy();
    expect(within(totals).getByText('Zwischensumme')).toBeTruthy();
    expect(within(totals).getByText('Gesamt')).toBeTruthy();
  });

  it('writes the delivery per recipient with plurals and the service’s zone', () => {
    setAppLocale('de', 'de-DE');
    const recipients = Array.from({ length: 13 }, (_, index) => recipient(index));
    render(<RecipientDelivery recipients={recipients} serviceTimeZone="America/Chicago" />);
    const region = screen.getByRole('region', { name: 'Versand je Empfänger' });
    expect(region).toHaveTextContent('13 Empfänger, 13 Pakete, Versand insgesamt 110,50 $.');
    expect(within(region).getByRole('columnheader', { name: 'Zustellung' })).toBeTruthy();
  });

  it('keeps the English names', () => {
    render(<Totals rows={summary().rows} />);
    expect(within(screen.getByLabelText('Totals')).getByText('Order fee')).toBeTruthy();
  });
});
