/**
 * A seeded user's commerce side: a main address and a second saved address in the market's country
 * (in the US the service's own samples, 460 Park Ave S., New York, and Austin; in the UK and Germany
 * made-up ones in London and Manchester, Berlin and Munich), and a few historic orders of the seeded
 * documents, placed the way PlaceOrder places them but dated minutes to weeks back, so order history
 * has something to show on first start.
 */
import { PaymentMethodType, SalutationType } from '../../shared/models/enums.js';
import type { MarketId } from '../../shared/models/markets.js';
import type { CommerceSeed } from '../kernel/routes.js';
import type { Transaction } from '../kernel/state.js';
import type { ItemRecord } from '../kernel/records.js';
import type { SandboxUser } from '../kernel/users.js';
import { addAddress, recipientAddressOf } from './address-book.js';
import type { AddressRecord, RestAddress } from './address-book.js';
import type { Catalog } from '../market/catalog.js';
import { marketRules } from '../market/market-rules.js';
import { placeOrder } from './order-records.js';
import { printJobOf, toPricing } from './order-request.js';
import type { OrderDraft, OrderLine, OrderRecipient } from './order-request.js';
import { priceOrder } from './pricing.js';
import { methodIdOfRank } from '../market/shipping.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

type Place = Pick<
  RestAddress,
  | 'CompanyName'
  | 'Street'
  | 'ApartmentOrSuite'
  | 'City'
  | 'StateOrProvince'
  | 'PostalCode'
  | 'TelephoneNumber'
>;

interface SamplePlaces {
  readonly country: string;
  readonly main: Place;
  /** A residential address of someone else. */
  readonly other: Place & { readonly FirstName: string; readonly LastName: string; readonly Email: string };
}

const samplePlaces: Readonly<Record<MarketId, SamplePlaces>> = {
  us: {
    country: 'US',
    main: {
      CompanyName: 'Northwind Print Co.',
      Street: '460 Park Ave S.',
      ApartmentOrSuite: 'FL 8',
      City: 'New York',
      StateOrProvince: 'NY',
      PostalCode: '10016',
      TelephoneNumber: '212-333-4444',
    },
    other: {
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
    },
  },
  uk: {
    country: 'GB',
    main: {
      CompanyName: 'Northwind Print Ltd',
      Street: '14 Clerkenwell Green',
      ApartmentOrSuite: 'Second Floor',
      City: 'London',
      StateOrProvince: '',
      PostalCode: 'EC1R 0DP',
      TelephoneNumber: '020 7946 0321',
    },
    other: {
      FirstName: 'Priya',
      LastName: 'Shah',
      CompanyName: '',
      Street: '27 Wilmslow Road',
      ApartmentOrSuite: '',
      City: 'Manchester',
      StateOrProvince: '',
      PostalCode: 'M14 5TQ',
      Email: 'priya.shah@example.com',
      TelephoneNumber: '0161 496 0187',
    },
  },
  de: {
    country: 'DE',
    main: {
      CompanyName: 'Northwind Druck GmbH',
      Street: 'Friedrichstraße 68',
      ApartmentOrSuite: '3. OG',
      City: 'Berlin',
      StateOrProvince: '',
      PostalCode: '10117',
      TelephoneNumber: '030 23125 480',
    },
    other: {
      FirstName: 'Jonas',
      LastName: 'Becker',
      CompanyName: '',
      Street: 'Leopoldstraße 112',
      ApartmentOrSuite: '',
      City: 'München',
      StateOrProvince: '',
      PostalCode: '80802',
      Email: 'jonas.becker@example.com',
      TelephoneNumber: '089 4161 2093',
    },
  },
};

function sampleAddresses(user: SandboxUser, market: MarketId): Omit<RestAddress, 'Id'>[] {
  const { country, main, other } = samplePlaces[market];
  const common = { Prefix: '', CareOf: '', TelephoneNumber2: '', Country: country, CountryCode: country };
  return [
    {
      ...common,
      FirstName: user.firstName,
      LastName: user.lastName,
      ...main,
      Email: user.email,
      IsResidential: false,
      IsUserMainAddress: true,
    },
    { ...common, ...other, IsResidential: true, IsUserMainAddress: false },
  ];
}

/** `rank` is the US name of the method, whose id every market's method of that rank has. */
function recipient(record: AddressRecord, rank: Parameters<typeof methodIdOfRank>[0]): OrderRecipient {
  return {
    address: recipientAddressOf(record.address),
    shippingMethodId: methodIdOfRank(rank),
    referenceData: '',
    shipmentNumber: 0,
    signatureReleaseType: 0,
    addressId: record.id,
  };
}

/** A line for the first seeded item made with the named template (print files count as presentations). */
function lineFor(
  catalog: Catalog,
  items: readonly ItemRecord[],
  templateName: string,
  quantity: number,
): OrderLine | undefined {
  for (const item of items) {
    try {
      const job = printJobOf(catalog, item, 'seed');
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

export const seedCommerce: CommerceSeed = (tx: Transaction, { user, printFiles, documents, market, now }) => {
  const [main, other] = sampleAddresses(user, market).map((fields) => addAddress(tx, user.id, fields, now));
  if (!main || !other) return;
  const rules = marketRules(market);
  const items = [...documents, ...printFiles];
  const lineOf = (templateName: string, quantity: number) =>
    lineFor(rules.catalog, items, templateName, quantity);
  // The older ones have shipped by now; the last one was placed minutes ago and is still open.
  const history: Array<[minutesAgo: number, order: SampleOrder]> = [
    [
      30 * DAY_MINUTES,
      {
        lines: [lineOf('05.01.01-Presentation', 25)],
        recipients: [recipient(main, 'Ground')],
        additionalProcessingHours: 24,
        discountCodes: ['WELCOME10'],
        referenceNumber: 'PO-2041',
      },
    ],
    [
      12 * DAY_MINUTES,
      {
        lines: [lineOf('03.02.01-Business Cards', 2), lineOf('02.01.01-Flyer', 250)],
        recipients: [recipient(other, 'Two Day Guaranteed')],
        specialInstructionCodes: ['ESI-O-0002'],
        memo: 'For the summer sale',
      },
    ],
    [
      3 * DAY_MINUTES,
      {
        lines: [lineOf('05.03.01-Booklet Saddle Stitch', 50)],
        recipients: [recipient(main, 'Ground'), recipient(other, 'Ground')],
        additionalProcessingHours: 24,
        referenceNumber: 'PO-2077',
      },
    ],
    [
      20,
      {
        lines: [lineOf('02.01.01-Flyer', 500)],
        recipients: [recipient(main, 'Next Day Guaranteed')],
        referenceNumber: 'PO-2093',
      },
    ],
  ];
  for (const [minutesAgo, sample] of history) {
    const order = draft(sample);
    if (!order) continue;
    const placed = new Date(now.getTime() - minutesAgo * MINUTE_MS);
    placeOrder(tx, user, order, priceOrder(rules, toPricing(order, placed)), placed);
  }
};
