/**
 * Everything the sandbox's commerce side does differently per market, in one place: the catalog, the
 * shipping methods and parcels, the business calendar and the tax. A sandbox serves one market
 * (`startSandbox({ market })`); its handlers take these rules from the request's market.
 */
import type { Market, MarketId } from '../../shared/models/markets.js';
import { markets } from '../../shared/models/markets.js';
import { businessCalendar } from '../../shared/models/business-days.js';
import type { BusinessCalendar } from '../../shared/models/business-days.js';
import { buildCatalog } from './catalog.js';
import type { Catalog } from './catalog.js';
import { parcelsOf, shippingMethodsOf } from './shipping.js';
import type { Parcels, ShippingMethod } from './shipping.js';
import { taxRateFor } from './tax.js';

export interface MarketRules {
  readonly market: Market;
  readonly catalog: Catalog;
  /** In the order the service lists them. */
  readonly shippingMethods: readonly ShippingMethod[];
  readonly parcels: Parcels;
  readonly calendar: BusinessCalendar;
  findShippingMethod(id: string): ShippingMethod | undefined;
  /** The tax rate (thousandths of a percent) for a destination, or undefined for a US state not known. */
  taxRate(country: string, stateOrProvince: string): number | undefined;
}

function buildRules(id: MarketId): MarketRules {
  const shippingMethods = shippingMethodsOf(id);
  return {
    market: markets[id],
    catalog: buildCatalog(id),
    shippingMethods,
    parcels: parcelsOf(id),
    calendar: businessCalendar(id),
    findShippingMethod(methodId) {
      const wanted = methodId.toLowerCase();
      return shippingMethods.find((method) => method.id === wanted);
    },
    taxRate: (country, stateOrProvince) => taxRateFor(id, country, stateOrProvince),
  };
}

const built = new Map<MarketId, MarketRules>();

/** The rules of a market (built once). */
export function marketRules(id: MarketId): MarketRules {
  let rules = built.get(id);
  if (!rules) {
    rules = buildRules(id);
    built.set(id, rules);
  }
  return rules;
}
