/**
 * The sandbox's product catalog: document templates, their offerings and price tables.
 *
 * Ids, names and prices of the "05.01.01-Presentation" booklet are the real service's (docs/service-facts.md §8.1, §9),
 * so a quote for its worked example reproduces the recorded figures. The other templates are realistic
 * inventions in the same shape. Price tables have quantity breaks so a quantity chart shows steps.
 */
import type { OfferingGroupName } from '../../print-service/models/enums.js';
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

/** Physical make-up, used for package weight, delivery charges and the item quote's measurements. */
export interface Construction {
  /** Trim size in inches. */
  readonly widthInches: number;
  readonly lengthInches: number;
  /** Per printed page (one sheet per page: the sandbox prints single-sided), in ten-thousandths. */
  readonly pageWeightPounds: Money;
  readonly pageThicknessInches: Money;
  /** Covers, binding and backing per copy, in ten-thousandths. */
  readonly finishingWeightPounds: Money;
  readonly finishingThicknessInches: Money;
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

export const offeringTypes = {
  paperStock: { id: '318d01f7-9d0f-44c9-a7a3-dcdc0935dd7d', name: 'PaperStock' },
  binding: { id: 'bd5d7c94-7263-4d54-b02f-236bb28fe736', name: 'Binding' },
  printing: { id: 'a8d73b9c-4fd4-4e3e-b0e8-a019bc533679', name: 'Printing' },
  collation: { id: 'c8260c98-57b9-47b5-9ca3-cb25a5ebd5f2', name: 'Collation' },
  finishing: { id: 'b2cefcce-1d95-45a0-9e61-e39b9166a6da', name: 'Finishing' },
  cutting: { id: '74ab108d-893c-4b82-90ea-d4495ef89444', name: 'Cutting' },
  orderFee: { id: '17d19d65-655f-4eee-b7e4-5214a81267f7', name: 'OrderFee' },
} as const satisfies Record<string, OfferingType>;

/** The flat per-order fee every quote carries as its order-level offering (docs/service-facts.md §8.1). */
export const orderFeeOffering = {
  id: 'cca32f91-68d0-43f8-b6d5-1659a60ccbe3',
  name: 'Order Processing Fee',
  type: offeringTypes.orderFee,
  price: money('5.00'),
  productionHours: 0,
} as const;

function breaks(...table: ReadonlyArray<readonly [minCopies: number, unitPrice: string]>): PriceBreak[] {
  return table.map(([minCopies, unitPrice]) => ({ minCopies, unitPrice: money(unitPrice) }));
}

function offering(
  id: string,
  name: string,
  type: OfferingType,
  group: OfferingGroupName,
  basis: OfferingBasis,
  priceBreaks: PriceBreak[],
  productionHours = 0,
): CatalogOffering {
  return { id, name, type, group, basis, priceBreaks, productionHours };
}

const t = offeringTypes;

export const PRESENTATION_TEMPLATE_ID = '3f473099-3165-4775-a583-8cf178afa74a';

export const documentTemplates: readonly DocumentTemplate[] = [
  {
    id: PRESENTATION_TEMPLATE_ID,
    name: '05.01.01-Presentation',
    description:
      'Presentation booklet, 8.5 x 11, full color on 28 lb premium white, matte cover, black vinyl back, black comb binding.',
    maxPages: 300,
    standardPageCount: 10,
    construction: {
      widthInches: 8.5,
      lengthInches: 11,
      pageWeightPounds: money('0.0140'),
      pageThicknessInches: money('0.0040'),
      finishingWeightPounds: money('0.3500'),
      finishingThicknessInches: money('0.0600'),
    },
    offerings: [
      offering(
        '203d2ff2-23e6-4061-9dbf-189fa971fc99',
        'Print File Combination',
        t.collation,
        'Other',
        'combination',
        breaks([1, '0.35']),
      ),
      offering(
        'a72287fc-6d2c-441e-8556-6ff5e6b0c5cb',
        'White Paper (28 lb Premium)',
        t.paperStock,
        'PrintOptions',
        'page',
        breaks([1, '0.01']),
      ),
      offering(
        '5934c916-eaa7-4717-9ecc-a19a6e10db95',
        'Color Printing',
        t.printing,
        'PrintOptions',
        'page',
        breaks([1, '0.99'], [10, '0.89'], [50, '0.79'], [250, '0.69']),
      ),
      offering(
        'dc9d8d74-6d0c-4a39-be6f-b43dde4e248e',
        'Matte',
        t.paperStock,
        'BindingAndCovers',
        'copy',
        breaks([1, '0.65'], [50, '0.55']),
      ),
      offering(
        '2303752c-b973-11d3-be26-0050da12a5a6',
        'Black Vinyl',
        t.paperStock,
        'BindingAndCovers',
        'copy',
        breaks([1, '0.50'], [50, '0.45']),
      ),
      offering(
        '2303753e-b973-11d3-be26-0050da12a5a6',
        'Comb (Black)',
        t.binding,
        'BindingAndCovers',
        'copy',
        breaks([1, '3.50'], [10, '3.10'], [50, '2.75'], [250, '2.40']),
      ),
    ],
  },
  {
    id: 'ceee9829-5420-4453-8613-690c61b31b8b',
    name: '02.01.01-Flyer',
    description: 'Flyer, 8.5 x 11, full color on 100 lb gloss text, one or two pages.',
    maxPages: 2,
    standardPageCount: 2,
    construction: {
      widthInches: 8.5,
      lengthInches: 11,
      pageWeightPounds: money('0.0230'),
      pageThicknessInches: money('0.0045'),
      finishingWeightPounds: 0,
      finishingThicknessInches: 0,
    },
    offerings: [
      offering(
        '928a6fb9-d0d8-41e1-8ec3-ec35235430d1',
        'Gloss Text (100 lb)',
        t.paperStock,
        'PrintOptions',
        'page',
        breaks([1, '0.12'], [100, '0.09'], [500, '0.06']),
      ),
      offering(
        '5934c916-eaa7-4717-9ecc-a19a6e10db95',
        'Color Printing',
        t.printing,
        'PrintOptions',
        'page',
        breaks([1, '0.45'], [100, '0.32'], [500, '0.21'], [2500, '0.14']),
      ),
      offering(
        'e7444d67-eb4e-44eb-bbbf-7a5bda659e30',
        'Trim to Size',
        t.cutting,
        'CustomOptions',
        'copy',
        breaks([1, '0.05'], [500, '0.02']),
      ),
    ],
  },
  {
    id: '5eea78df-e012-4ee0-baca-cf7a028dd248',
    name: '03.02.01-Business Cards',
    description:
      'Business cards, 3.5 x 2, full color on 16 pt silk card with matte lamination; quantity is boxes of 250.',
    maxPages: 2,
    standardPageCount: 2,
    construction: {
      widthInches: 3.5,
      lengthInches: 2,
      pageWeightPounds: money('0.3200'),
      pageThicknessInches: money('0.0000'),
      finishingWeightPounds: money('0.1500'),
      finishingThicknessInches: money('2.1000'),
    },
    offerings: [
      offering(
        'ddf121e4-5330-41b1-9681-ec515fdaf608',
        'Silk Card (16 pt), box of 250',
        t.paperStock,
        'PrintOptions',
        'page',
        breaks([1, '9.50'], [5, '8.25'], [20, '6.90']),
      ),
      offering(
        '5934c916-eaa7-4717-9ecc-a19a6e10db95',
        'Color Printing',
        t.printing,
        'PrintOptions',
        'page',
        breaks([1, '6.00'], [5, '4.80'], [20, '3.60']),
      ),
      offering(
        'c15aa843-d991-428e-bb1b-9806a145cfa2',
        'Matte Lamination',
        t.finishing,
        'CustomOptions',
        'copy',
        breaks([1, '4.00'], [5, '3.25'], [20, '2.50']),
        24,
      ),
      offering(
        '0a15bbf1-5a26-4638-b594-997d5e8a3661',
        'Cut and Box',
        t.cutting,
        'CustomOptions',
        'copy',
        breaks([1, '2.00'], [20, '1.50']),
      ),
    ],
  },
  {
    id: '6f9184bf-1d07-4c19-a381-6119b83b3086',
    name: '05.03.01-Booklet Saddle Stitch',
    description:
      'Saddle-stitched booklet, 8.5 x 11, full color on 80 lb gloss text with a 100 lb gloss cover, up to 64 pages.',
    maxPages: 64,
    standardPageCount: 16,
    construction: {
      widthInches: 8.5,
      lengthInches: 11,
      pageWeightPounds: money('0.0180'),
      pageThicknessInches: money('0.0035'),
      finishingWeightPounds: money('0.0600'),
      finishingThicknessInches: money('0.0100'),
    },
    offerings: [
      offering(
        '2847bde1-58d5-4d50-a057-fd07ed7e89eb',
        'Gloss Text (80 lb)',
        t.paperStock,
        'PrintOptions',
        'page',
        breaks([1, '0.03'], [100, '0.02']),
      ),
      offering(
        '5934c916-eaa7-4717-9ecc-a19a6e10db95',
        'Color Printing',
        t.printing,
        'PrintOptions',
        'page',
        breaks([1, '0.49'], [25, '0.39'], [100, '0.29'], [500, '0.19']),
      ),
      offering(
        '5e07bea9-fd96-43cc-8111-76c80ee8c5c1',
        'Gloss Cover (100 lb)',
        t.paperStock,
        'BindingAndCovers',
        'copy',
        breaks([1, '0.40'], [100, '0.30']),
      ),
      offering(
        '511ab8d0-24ba-424b-81b6-057009a41cc5',
        'Saddle Stitch',
        t.binding,
        'BindingAndCovers',
        'copy',
        breaks([1, '0.75'], [25, '0.60'], [100, '0.45'], [500, '0.30']),
      ),
      offering(
        'c27ebd99-b750-4efb-a3c4-8410daab2849',
        'Slip Sheet',
        t.collation,
        'TabsAndInserts',
        'combination',
        breaks([1, '0.15']),
      ),
    ],
  },
  {
    id: '1530cf13-953c-4152-9304-a81cdd7be49b',
    name: '07.01.01-Poster',
    description: 'Poster, 18 x 24, full color on photo satin, gloss laminated and mounted on foam board.',
    maxPages: 1,
    standardPageCount: 1,
    construction: {
      widthInches: 18,
      lengthInches: 24,
      pageWeightPounds: money('0.1900'),
      pageThicknessInches: money('0.0100'),
      finishingWeightPounds: money('0.8000'),
      finishingThicknessInches: money('0.1875'),
    },
    offerings: [
      offering(
        'cc99d238-0323-49bc-94ab-52b4de2fde59',
        'Photo Satin (18 x 24)',
        t.paperStock,
        'PrintOptions',
        'page',
        breaks([1, '14.00'], [5, '12.00'], [25, '9.50']),
      ),
      offering(
        'dc9d54d1-95fc-4ec9-9afa-be3be7b7d8bc',
        'Large Format Color Printing',
        t.printing,
        'PrintOptions',
        'page',
        breaks([1, '8.00'], [5, '6.50'], [25, '5.00']),
      ),
      offering(
        'dc70640e-6b9d-4be2-9cfa-4af0f08195a7',
        'Gloss Lamination',
        t.finishing,
        'CustomOptions',
        'copy',
        breaks([1, '6.00'], [10, '5.00']),
        24,
      ),
      offering(
        'ede62990-348d-45be-bec9-81f071211eff',
        'Foam Board Mount (3/16 in)',
        t.finishing,
        'CustomOptions',
        'copy',
        breaks([1, '11.00'], [10, '9.00']),
        24,
      ),
    ],
  },
];

export function findDocumentTemplate(id: string): DocumentTemplate | undefined {
  const wanted = id.toLowerCase();
  return documentTemplates.find((template) => template.id === wanted);
}

/** The unit price of an offering for a line item of `copies` copies. */
export function unitPriceFor(offering: CatalogOffering, copies: number): Money {
  let price = offering.priceBreaks[0]?.unitPrice ?? 0;
  for (const priceBreak of offering.priceBreaks) {
    if (copies >= priceBreak.minCopies) price = priceBreak.unitPrice;
  }
  return price;
}
