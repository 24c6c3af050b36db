/**
 * The sandbox's product catalog of one market: document templates, their offerings and price tables.
 *
 * Every market sells the same templates (ids and names) with the same offerings (ids, types, groups,
 * quantity breaks), each in its own currency, sizes and words (catalog-templates.ts). Ids, names and
 * prices of the US "05.01.01-Presentation" booklet are the real service's (docs/service-facts.md §8.1,
 * §9), so a quote for its worked example reproduces the recorded figures; the rest are realistic
 * inventions in the same shape (§1.1). Price tables have quantity breaks so a quantity chart shows steps.
 */
import type { OfferingGroupName } from '../../shared/models/enums.js';
import type { MarketId } from '../../shared/models/markets.js';
import { markets } from '../../shared/models/markets.js';
import { offeringTypes, orderFees, templateSpecs } from './catalog-templates.js';
import type { ConstructionSpec } from './catalog-templates.js';
import { money } from './money.js';
import type { Money } from './money.js';

/**
 * How an offering's quantity follows the line item:
 * - `page`: once per printed page of every copy (paper, printing);
 * - `copy`: once per copy (covers, binding, lamination);
 * - `combination`: once per copy, and only when the document combines more than one print-file section.
 */
export type OfferingBasis = 'page' | 'copy' | 'combination';

/** The unit price that applies from `minCopies` copies of the line item upwards. */
export interface PriceBreak {
  readonly minCopies: number;
  readonly unitPrice: Money;
}

export interface OfferingType {
  readonly id: string;
  readonly name: string;
}

export interface CatalogOffering {
  readonly id: string;
  readonly name: string;
  readonly type: OfferingType;
  readonly group: OfferingGroupName;
  readonly basis: OfferingBasis;
  /** Ascending by `minCopies`, the first starting at 1. */
  readonly priceBreaks: readonly PriceBreak[];
  readonly productionHours: number;
}

/**
 * Physical make-up in the market's units (inches and pounds, or millimetres and kilograms), used for
 * package weight, delivery charges and the item quote's measurements.
 */
export interface Construction {
  /** Trim size. */
  readonly width: number;
  readonly length: number;
  /** Per printed page (one sheet per page: the sandbox prints single-sided), in ten-thousandths. */
  readonly pageWeight: Money;
  readonly pageThickness: Money;
  /** Covers, binding and backing per copy, in ten-thousandths. */
  readonly finishingWeight: Money;
  readonly finishingThickness: Money;
}

export interface DocumentTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Largest page range a section may ask for: `[1, maxPages]`. */
  readonly maxPages: number;
  /** Pages the template's standard product has, quoted when an item quote names no print files. */
  readonly standardPageCount: number;
  readonly construction: Construction;
  readonly offerings: readonly CatalogOffering[];
}

/** The flat per-order fee every quote carries as its order-level offering (docs/service-facts.md §8.1). */
export interface OrderFee {
  readonly id: string;
  readonly name: string;
  readonly type: OfferingType;
  readonly price: Money;
  readonly productionHours: number;
}

export interface Catalog {
  readonly templates: readonly DocumentTemplate[];
  readonly orderFee: OrderFee;
  findTemplate(id: string): DocumentTemplate | undefined;
}

export const PRESENTATION_TEMPLATE_ID = '3f473099-3165-4775-a583-8cf178afa74a';

function construction(spec: ConstructionSpec): Construction {
  return {
    width: spec.width,
    length: spec.length,
    pageWeight: money(spec.pageWeight),
    pageThickness: money(spec.pageThickness),
    finishingWeight: money(spec.finishingWeight),
    finishingThickness: money(spec.finishingThickness),
  };
}

/** The catalog a market's service sells. */
export function buildCatalog(market: MarketId): Catalog {
  const units = markets[market].units;
  const templates = templateSpecs.map((spec): DocumentTemplate => ({
    id: spec.id,
    name: spec.name,
    description: spec.description[market],
    maxPages: spec.maxPages,
    standardPageCount: spec.standardPageCount,
    construction: construction(spec.construction[units]),
    offerings: spec.offerings.map((offering) => ({
      id: offering.id,
      name: offering.name[market],
      type: offering.type,
      group: offering.group,
      basis: offering.basis,
      priceBreaks: offering.breaks.map((minCopies, index) => ({
        minCopies,
        unitPrice: money(offering.prices[market][index] ?? ''),
      })),
      productionHours: offering.productionHours ?? 0,
    })),
  }));
  const fee = orderFees[market];
  return {
    templates,
    orderFee: {
      id: 'cca32f91-68d0-43f8-b6d5-1659a60ccbe3',
      name: fee.name,
      type: offeringTypes.orderFee,
      price: money(fee.price),
      productionHours: 0,
    },
    findTemplate(id) {
      const wanted = id.toLowerCase();
      return templates.find((template) => template.id === wanted);
    },
  };
}

/** The unit price of an offering for a line item of `copies` copies. */
export function unitPriceFor(offering: CatalogOffering, copies: number): Money {
  let price = offering.priceBreaks[0]?.unitPrice ?? 0;
  for (const priceBreak of offering.priceBreaks) {
    if (copies >= priceBreak.minCopies) price = priceBreak.unitPrice;
  }
  return price;
}
