/**
 * The shipping methods of each market, their delivery commitments and charges. A charge is a
 * per-package base plus a rate per unit of the shipment's weight (pounds in the US, kilograms in
 * the metric markets).
 *
 * US: the seven methods with the real service's stable ids and names (docs/service-facts.md §8.4),
 * rates calibrated so a 10-page presentation booklet costs what the 2012 trace shows (Ground 8.5117,
 * Two Day Guaranteed 15.5076, ...). UK and Germany: PrintDesk's own names, commitments and tariffs
 * (§1.1); whose ids the real regional services use is not known, so each method takes the id of the
 * US method of its rank (the standard one Ground's), and a client's default works in every market.
 */
import { shippingMethods as serviceShippingMethods } from '../../shared/models/enums.js';
import type { MarketId } from '../../shared/models/markets.js';
import { money, scale } from './money.js';
import type { Money } from './money.js';

export interface ShippingMethod {
  readonly id: string;
  readonly name: string;
  /** Business days from the ship date to delivery; 0 for the Saturday service (next Saturday). */
  readonly transitBusinessDays: number;
  readonly commitment: { readonly hour: number; readonly minute: number };
  /** Offered only when the ship date is a Friday, delivering on the Saturday after it. */
  readonly saturdayDelivery: boolean;
  readonly perPackage: Money;
  /** Per pound or per kilogram: the market's unit of weight. */
  readonly perWeightUnit: Money;
}

/** The US methods' names, which also stand for their rank in the other markets. */
type Rank = (typeof serviceShippingMethods)[number]['Name'];

interface Tariff {
  /** The method's name in the market (the US name where absent). */
  readonly name?: string;
  readonly transitBusinessDays: number;
  readonly commitment: { readonly hour: number; readonly minute: number };
  readonly saturdayDelivery?: boolean;
  readonly perPackage: string;
  readonly perWeightUnit: string;
}

const tariffs: Readonly<Record<MarketId, Partial<Record<Rank, Tariff>>>> = {
  us: {
    Ground: {
      transitBusinessDays: 5,
      commitment: { hour: 23, minute: 59 },
      perPackage: '8.40',
      perWeightUnit: '0.2280',
    },
    '1 to 3 Days': {
      transitBusinessDays: 3,
      commitment: { hour: 16, minute: 30 },
      perPackage: '11.10',
      perWeightUnit: '0.2510',
    },
    'Two Day Guaranteed': {
      transitBusinessDays: 2,
      commitment: { hour: 16, minute: 30 },
      perPackage: '15.35',
      perWeightUnit: '0.3216',
    },
    'Next Day Guaranteed': {
      transitBusinessDays: 1,
      commitment: { hour: 15, minute: 0 },
      perPackage: '26.85',
      perWeightUnit: '0.7318',
    },
    'Priority Next Day': {
      transitBusinessDays: 1,
      commitment: { hour: 10, minute: 30 },
      perPackage: '32.77',
      perWeightUnit: '0.8704',
    },
    'Early Morning Next Day': {
      transitBusinessDays: 1,
      commitment: { hour: 8, minute: 0 },
      perPackage: '87.50',
      perWeightUnit: '2.3748',
    },
    'Priority Next Day (Saturday)': {
      transitBusinessDays: 0,
      commitment: { hour: 12, minute: 0 },
      saturdayDelivery: true,
      perPackage: '61.90',
      perWeightUnit: '1.2010',
    },
  },
  uk: {
    Ground: {
      name: 'Standard Delivery',
      transitBusinessDays: 3,
      commitment: { hour: 23, minute: 59 },
      perPackage: '6.50',
      perWeightUnit: '0.4000',
    },
    'Two Day Guaranteed': {
      name: 'Two Working Days',
      transitBusinessDays: 2,
      commitment: { hour: 17, minute: 30 },
      perPackage: '8.95',
      perWeightUnit: '0.4500',
    },
    'Next Day Guaranteed': {
      name: 'Next Working Day',
      transitBusinessDays: 1,
      commitment: { hour: 17, minute: 30 },
      perPackage: '12.50',
      perWeightUnit: '0.8000',
    },
    'Priority Next Day': {
      name: 'Next Working Day by 12:00',
      transitBusinessDays: 1,
      commitment: { hour: 12, minute: 0 },
      perPackage: '18.50',
      perWeightUnit: '1.0000',
    },
    'Early Morning Next Day': {
      name: 'Next Working Day by 09:00',
      transitBusinessDays: 1,
      commitment: { hour: 9, minute: 0 },
      perPackage: '32.00',
      perWeightUnit: '1.6000',
    },
    'Priority Next Day (Saturday)': {
      name: 'Saturday Delivery',
      transitBusinessDays: 0,
      commitment: { hour: 12, minute: 0 },
      saturdayDelivery: true,
      perPackage: '25.00',
      perWeightUnit: '1.2000',
    },
  },
  de: {
    Ground: {
      name: 'Standardversand',
      transitBusinessDays: 3,
      commitment: { hour: 23, minute: 59 },
      perPackage: '5.90',
      perWeightUnit: '0.3000',
    },
    'Two Day Guaranteed': {
      name: 'Zustellung in 2 Werktagen',
      transitBusinessDays: 2,
      commitment: { hour: 18, minute: 0 },
      perPackage: '8.90',
      perWeightUnit: '0.5000',
    },
    'Next Day Guaranteed': {
      name: 'Express',
      transitBusinessDays: 1,
      commitment: { hour: 18, minute: 0 },
      perPackage: '14.90',
      perWeightUnit: '0.9000',
    },
    'Priority Next Day': {
      name: 'Express bis 12 Uhr',
      transitBusinessDays: 1,
      commitment: { hour: 12, minute: 0 },
      perPackage: '21.90',
      perWeightUnit: '1.1000',
    },
    'Early Morning Next Day': {
      name: 'Express bis 9 Uhr',
      transitBusinessDays: 1,
      commitment: { hour: 9, minute: 0 },
      perPackage: '34.90',
      perWeightUnit: '1.8000',
    },
    'Priority Next Day (Saturday)': {
      name: 'Samstagszustellung',
      transitBusinessDays: 0,
      commitment: { hour: 12, minute: 0 },
      saturdayDelivery: true,
      perPackage: '19.90',
      perWeightUnit: '1.0000',
    },
  },
};

/** Heaviest package a carrier takes before the shipment is split, in ten-thousandths of the weight unit. */
const maxPackageWeights: Readonly<Record<MarketId, Money>> = {
  us: money('30'),
  uk: money('25'),
  de: money('25'),
};

/** A market's methods, in the order the service lists them. */
export function shippingMethodsOf(market: MarketId): ShippingMethod[] {
  return serviceShippingMethods.flatMap(({ Id, Name }) => {
    const tariff = tariffs[market][Name];
    if (!tariff) return [];
    return [
      {
        id: Id,
        name: tariff.name ?? Name,
        transitBusinessDays: tariff.transitBusinessDays,
        commitment: tariff.commitment,
        saturdayDelivery: tariff.saturdayDelivery ?? false,
        perPackage: money(tariff.perPackage),
        perWeightUnit: money(tariff.perWeightUnit),
      },
    ];
  });
}

/** The id of each market's standard method (the cheapest, Ground's rank): blank orders and free delivery use it. */
export const GROUND_METHOD_ID = serviceShippingMethods.find((method) => method.Name === 'Ground')?.Id ?? '';

/** The id of the method of a rank (its US name), which every market that offers the rank uses. */
export function methodIdOfRank(rank: Rank): string {
  return serviceShippingMethods.find((method) => method.Name === rank)?.Id ?? '';
}

/** How a market's shipments are split into packages and charged. */
export interface Parcels {
  readonly maxPackageWeight: Money;
  count(weight: Money): number;
  charge(method: ShippingMethod, weight: Money): Money;
}

export function parcelsOf(market: MarketId): Parcels {
  const maxPackageWeight = maxPackageWeights[market];
  const count = (weight: Money): number => Math.max(1, Math.ceil(weight / maxPackageWeight));
  return {
    maxPackageWeight,
    count,
    charge: (method, weight) =>
      method.perPackage * count(weight) + scale(method.perWeightUnit, weight, 10_000),
  };
}
