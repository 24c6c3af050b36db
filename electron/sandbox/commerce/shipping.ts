/**
 * The seven shipping methods with the real service's stable ids (docs/service-facts.md §8.4), their delivery
 * commitments and charges. A charge is a per-package base plus a per-pound rate on the shipment's
 * weight; the rates are calibrated so a 10-page presentation booklet costs what the 2012 trace shows
 * (Ground 8.5117, Two Day Guaranteed 15.5076, ...).
 * Ids and names come from the wire models, the one list the client shares.
 */
import { shippingMethods as serviceShippingMethods } from '../../print-service/models/enums.js';
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
  readonly perPound: Money;
}

interface Tariff {
  readonly transitBusinessDays: number;
  readonly commitment: { readonly hour: number; readonly minute: number };
  readonly saturdayDelivery?: boolean;
  readonly perPackage: string;
  readonly perPound: string;
}

const tariffs: Readonly<Record<(typeof serviceShippingMethods)[number]['Name'], Tariff>> = {
  Ground: {
    transitBusinessDays: 5,
    commitment: { hour: 23, minute: 59 },
    perPackage: '8.40',
    perPound: '0.2280',
  },
  '1 to 3 Days': {
    transitBusinessDays: 3,
    commitment: { hour: 16, minute: 30 },
    perPackage: '11.10',
    perPound: '0.2510',
  },
  'Two Day Guaranteed': {
    transitBusinessDays: 2,
    commitment: { hour: 16, minute: 30 },
    perPackage: '15.35',
    perPound: '0.3216',
  },
  'Next Day Guaranteed': {
    transitBusinessDays: 1,
    commitment: { hour: 15, minute: 0 },
    perPackage: '26.85',
    perPound: '0.7318',
  },
  'Priority Next Day': {
    transitBusinessDays: 1,
    commitment: { hour: 10, minute: 30 },
    perPackage: '32.77',
    perPound: '0.8704',
  },
  'Early Morning Next Day': {
    transitBusinessDays: 1,
    commitment: { hour: 8, minute: 0 },
    perPackage: '87.50',
    perPound: '2.3748',
  },
  'Priority Next Day (Saturday)': {
    transitBusinessDays: 0,
    commitment: { hour: 12, minute: 0 },
    saturdayDelivery: true,
    perPackage: '61.90',
    perPound: '1.2010',
  },
};

/** In the order the service lists them. */
export const shippingMethods: readonly ShippingMethod[] = serviceShippingMethods.map(({ Id, Name }) => {
  const tariff = tariffs[Name];
  return {
    id: Id,
    name: Name,
    transitBusinessDays: tariff.transitBusinessDays,
    commitment: tariff.commitment,
    saturdayDelivery: tariff.saturdayDelivery ?? false,
    perPackage: money(tariff.perPackage),
    perPound: money(tariff.perPound),
  };
});

export const GROUND_METHOD_ID = serviceShippingMethods.find((method) => method.Name === 'Ground')?.Id ?? '';

export function findShippingMethod(id: string): ShippingMethod | undefined {
  const wanted = id.toLowerCase();
  return shippingMethods.find((candidate) => candidate.id === wanted);
}

/** Heaviest package a carrier takes before the shipment is split, in ten-thousandths of a pound. */
export const MAX_PACKAGE_WEIGHT: Money = money('30');

export function packageCount(weightPounds: Money): number {
  return Math.max(1, Math.ceil(weightPounds / MAX_PACKAGE_WEIGHT));
}

export function deliveryCharge(shippingMethod: ShippingMethod, weightPounds: Money): Money {
  return (
    shippingMethod.perPackage * packageCount(weightPounds) +
    scale(shippingMethod.perPound, weightPounds, 10_000)
  );
}
