/**
 * A seeded user's commerce side: a main address (the service's own sample, 460 Park Ave S., New York),
 * a second saved address, and a few historic orders of the seeded documents, placed the way PlaceOrder
 * places them but dated minutes to weeks back, so order history has something to show on first start.
 */
import { PaymentMethodType, SalutationType } from '../../print-service/models/enums.js';
import type { CommerceSeed } from '../routes.js';
import type { Transaction } from '../state.js';
import type { ItemRecord } from '../storage/records.js';
import type { SandboxUser } from '../users.js';
import { addAddress, recipientAddressOf } from './address-book.js';
import type { AddressRecord, RestAddress } from './address-book.js';
import { placeOrder } from './order-records.js';
import { printJobOf, toPricing } from './order-request.js';
import type { OrderDraft, OrderLine, OrderRecipient } from './order-request.js';
import { priceOrder } from './pricing.js';
import { shippingMethods } from './shipping.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

function sampleAddresses(user: SandboxUser): Omit<RestAddress, 'Id'>[] {
  const common = { Prefix: '', CareOf: '', TelephoneNumber2: '', Country: 'US', CountryCode: 'US' };
  return [
    {
      ...common,
      FirstName: user.firstName,
      LastName: user.lastName,
      CompanyName: 'Northwind Print Co.',
      Street: '460 Park Ave S.',
      ApartmentOrSuite: 'FL 8',
      City: 'New York',
      StateOrProvince: 'NY',
      PostalCode: '10016',
      Email: user.email,
      TelephoneNumber: '212-333-4444',
      IsResidential: false,
      IsUserMainAddress: true,
    },
    {
      ...common,
      FirstName: 'Jordan',
      LastName: 'Alvarez',
      CompanyName: '',
      Street: '10226 Signal Hill RD',
      ApartmentOrSuite: '',
      City: 'Austin',
      StateOrProvince: 'TX',
      PostalCode: '78737',
      Email: 'jordan.alvarez@example.com',
      TelephoneNumber: '512-555-0142',
      IsResidential: true,
      IsUserMainAddress: false,
    },
  ];
}

function recipient(record: AddressRecord, shippingMethodName: string): OrderRecipient {
  return {
    address: recipientAddressOf(record.address),
    shippingMethodId: shippingMethods.find((method) => method.name === shippingMethodName)?.id,
    referenceData: '',
    shipmentNumber: 0,
    signatureReleaseType: 0,
    addressId: record.id,
  };
}

/** A line for the first seeded item made with the named template (print files count as presentations). */
function lineFor(
  items: readonly ItemRecord[],
  templateName: string,
  quantity: number,
): OrderLine | undefined {
  for (const item of items) {
    try {
      const job = printJobOf(item, 'seed');
      if (job.template.name === templateName) {
        return { ...job, item, quantity, name: item.name, description: '', referenceData: '' };
      }
    } catch {
      // A broken or oversized sample cannot be ordered; try the next one.
    }
  }
  return undefined;
}

interface SampleOrder {
  readonly lines: Array<OrderLine | undefined>;
  readonly recipients: OrderRecipient[];
  readonly additionalProcessingHours?: number;
  readonly discountCodes?: string[];
  readonly specialInstructionCodes?: string[];
  readonly memo?: string;
  readonly referenceNumber?: string;
}

function draft(sample: SampleOrder): OrderDraft | undefined {
  const lines = sample.lines.filter((line): line is OrderLine => line !== undefined);
  if (lines.length === 0) return undefined;
  return {
    lines,
    recipients: sample.recipients,
    discountCodes: sample.discountCodes ?? [],
    specialInstructionCodes: sample.specialInstructionCodes ?? [],
    payment: { PaymentMethodType: PaymentMethodType.values.CreditLimit },
    shipFrom: undefined,
    options: {
      additionalProcessingHours: sample.additionalProcessingHours ?? 0,
      taxExempt: false,
      recipientNotifications: {
        ShouldNotifyRecipients: false,
        SendShippingAlerts: false,
        BlindCopyOwnerOnShipmentNotification: false,
        IncludeSenderContactInformation: false,
      },
    },
    packagingSlip: { SalutationType: SalutationType.values.None, Memo: sample.memo ?? '' },
    referenceNumber: sample.referenceNumber ?? '',
  };
}

export const seedCommerce: CommerceSeed = (tx: Transaction, { user, printFiles, documents, now }) => {
  const [main, austin] = sampleAddresses(user).map((fields) => addAddress(tx, user.id, fields, now));
  if (!main || !austin) return;
  const items = [...documents, ...printFiles];
  // The older ones have shipped by now; the last one was placed minutes ago and is still open.
  const history: Array<[minutesAgo: number, order: SampleOrder]> = [
    [
      30 * DAY_MINUTES,
      {
        lines: [lineFor(items, '05.01.01-Presentation', 25)],
        recipients: [recipient(main, 'Ground')],
        additionalProcessingHours: 24,
        discountCodes: ['WELCOME10'],
        referenceNumber: 'PO-2041',
      },
    ],
    [
      12 * DAY_MINUTES,
      {
        lines: [lineFor(items, '03.02.01-Business Cards', 2), lineFor(items, '02.01.01-Flyer', 250)],
        recipients: [recipient(austin, 'Two Day Guaranteed')],
        specialInstructionCodes: ['ESI-O-0002'],
        memo: 'For the summer sale',
      },
    ],
    [
      3 * DAY_MINUTES,
      {
        lines: [lineFor(items, '05.03.01-Booklet Saddle Stitch', 50)],
        recipients: [recipient(main, 'Ground'), recipient(austin, 'Ground')],
        additionalProcessingHours: 24,
        referenceNumber: 'PO-2077',
      },
    ],
    [
      20,
      {
        lines: [lineFor(items, '02.01.01-Flyer', 500)],
        recipients: [recipient(main, 'Next Day Guaranteed')],
        referenceNumber: 'PO-2093',
      },
    ],
  ];
  for (const [minutesAgo, sample] of history) {
    const order = draft(sample);
    if (!order) continue;
    const placed = new Date(now.getTime() - minutesAgo * MINUTE_MS);
    placeOrder(tx, user, order, priceOrder(toPricing(order, placed)), placed);
  }
};
