/**
 * The catalog's data: five document templates sold in every market, each offering with one price
 * list per market (in its currency) and the names and descriptions its regional catalogue uses.
 *
 * The US column is the catalog as it always was (the presentation booklet's figures are the real
 * service's, docs/service-facts.md §8.1). The UK and German columns are PrintDesk's inventions
 * (§1.1): round prices of the same order in pounds and euros, A sizes, grams per square metre and
 * millimetres, British spelling, and German names for the German catalogue.
 */
import type { OfferingGroupName } from '../../shared/models/enums.js';
import type { MarketId, UnitSystem } from '../../shared/models/markets.js';
import type { OfferingBasis, OfferingType } from './catalog.js';

type PerMarket<T> = Readonly<Record<MarketId, T>>;

export const offeringTypes = {
  paperStock: { id: '318d01f7-9d0f-44c9-a7a3-dcdc0935dd7d', name: 'PaperStock' },
  binding: { id: 'bd5d7c94-7263-4d54-b02f-236bb28fe736', name: 'Binding' },
  printing: { id: 'a8d73b9c-4fd4-4e3e-b0e8-a019bc533679', name: 'Printing' },
  collation: { id: 'c8260c98-57b9-47b5-9ca3-cb25a5ebd5f2', name: 'Collation' },
  finishing: { id: 'b2cefcce-1d95-45a0-9e61-e39b9166a6da', name: 'Finishing' },
  cutting: { id: '74ab108d-893c-4b82-90ea-d4495ef89444', name: 'Cutting' },
  orderFee: { id: '17d19d65-655f-4eee-b7e4-5214a81267f7', name: 'OrderFee' },
} as const satisfies Record<string, OfferingType>;

export interface OfferingSpec {
  readonly id: string;
  readonly name: PerMarket<string>;
  readonly type: OfferingType;
  readonly group: OfferingGroupName;
  readonly basis: OfferingBasis;
  /** Copies from which each price of a list applies, ascending from 1. */
  readonly breaks: readonly number[];
  /** One unit price per break, as decimal literals in the market's currency. */
  readonly prices: PerMarket<readonly string[]>;
  readonly productionHours?: number;
}

/** Trim size, and weight and thickness per page and per copy's finishing, as decimal literals. */
export interface ConstructionSpec {
  readonly width: number;
  readonly length: number;
  readonly pageWeight: string;
  readonly pageThickness: string;
  readonly finishingWeight: string;
  readonly finishingThickness: string;
}

export interface TemplateSpec {
  readonly id: string;
  readonly name: string;
  readonly description: PerMarket<string>;
  readonly maxPages: number;
  readonly standardPageCount: number;
  /** Imperial: inches and pounds; metric: millimetres and kilograms. */
  readonly construction: Readonly<Record<UnitSystem, ConstructionSpec>>;
  readonly offerings: readonly OfferingSpec[];
}

/** The order-level fee of each market (the US one is the service's 5.00). */
export const orderFees: PerMarket<{ readonly name: string; readonly price: string }> = {
  us: { name: 'Order Processing Fee', price: '5.00' },
  uk: { name: 'Order Processing Fee', price: '4.00' },
  de: { name: 'Auftragspauschale', price: '4.50' },
};

const t = offeringTypes;
const colorPrinting = { us: 'Color Printing', uk: 'Colour Printing', de: 'Farbdruck' };
const COLOR_PRINTING_ID = '5934c916-eaa7-4717-9ecc-a19a6e10db95';

export const templateSpecs: readonly TemplateSpec[] = [
  {
    id: '3f473099-3165-4775-a583-8cf178afa74a',
    name: '05.01.01-Presentation',
    description: {
      us: 'Presentation booklet, 8.5 x 11, full color on 28 lb premium white, matte cover, black vinyl back, black comb binding.',
      uk: 'Presentation booklet, A4, full colour on 100 gsm premium white, matt cover, black vinyl back, black comb binding.',
      de: 'Präsentationsmappe, A4, vierfarbig auf 100 g/m² Premium-Weiß, matter Umschlag, Rückseite aus schwarzem Vinyl, schwarze Plastikkammbindung.',
    },
    maxPages: 300,
    standardPageCount: 10,
    construction: {
      imperial: {
        width: 8.5,
        length: 11,
        pageWeight: '0.0140',
        pageThickness: '0.0040',
        finishingWeight: '0.3500',
        finishingThickness: '0.0600',
      },
      metric: {
        width: 210,
        length: 297,
        pageWeight: '0.0062',
        pageThickness: '0.1000',
        finishingWeight: '0.1600',
        finishingThickness: '1.5000',
      },
    },
    offerings: [
      {
        id: '203d2ff2-23e6-4061-9dbf-189fa971fc99',
        name: {
          us: 'Print File Combination',
          uk: 'Print File Combination',
          de: 'Zusammenführen der Druckdateien',
        },
        type: t.collation,
        group: 'Other',
        basis: 'combination',
        breaks: [1],
        prices: { us: ['0.35'], uk: ['0.30'], de: ['0.35'] },
      },
      {
        id: 'a72287fc-6d2c-441e-8556-6ff5e6b0c5cb',
        name: {
          us: 'White Paper (28 lb Premium)',
          uk: 'White Paper (100 gsm Premium)',
          de: 'Premium-Weiß 100 g/m²',
        },
        type: t.paperStock,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1],
        prices: { us: ['0.01'], uk: ['0.01'], de: ['0.01'] },
      },
      {
        id: COLOR_PRINTING_ID,
        name: colorPrinting,
        type: t.printing,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 10, 50, 250],
        prices: {
          us: ['0.99', '0.89', '0.79', '0.69'],
          uk: ['0.79', '0.71', '0.63', '0.55'],
          de: ['0.89', '0.79', '0.69', '0.59'],
        },
      },
      {
        id: 'dc9d8d74-6d0c-4a39-be6f-b43dde4e248e',
        name: { us: 'Matte', uk: 'Matt', de: 'Matt' },
        type: t.paperStock,
        group: 'BindingAndCovers',
        basis: 'copy',
        breaks: [1, 50],
        prices: { us: ['0.65', '0.55'], uk: ['0.55', '0.45'], de: ['0.60', '0.50'] },
      },
      {
        id: '2303752c-b973-11d3-be26-0050da12a5a6',
        name: { us: 'Black Vinyl', uk: 'Black Vinyl', de: 'Vinyl schwarz' },
        type: t.paperStock,
        group: 'BindingAndCovers',
        basis: 'copy',
        breaks: [1, 50],
        prices: { us: ['0.50', '0.45'], uk: ['0.40', '0.35'], de: ['0.45', '0.40'] },
      },
      {
        id: '2303753e-b973-11d3-be26-0050da12a5a6',
        name: { us: 'Comb (Black)', uk: 'Comb (Black)', de: 'Plastikkamm (schwarz)' },
        type: t.binding,
        group: 'BindingAndCovers',
        basis: 'copy',
        breaks: [1, 10, 50, 250],
        prices: {
          us: ['3.50', '3.10', '2.75', '2.40'],
          uk: ['2.80', '2.50', '2.20', '1.90'],
          de: ['3.20', '2.80', '2.50', '2.20'],
        },
      },
    ],
  },
  {
    id: 'ceee9829-5420-4453-8613-690c61b31b8b',
    name: '02.01.01-Flyer',
    description: {
      us: 'Flyer, 8.5 x 11, full color on 100 lb gloss text, one or two pages.',
      uk: 'Flyer, A4, full colour on 150 gsm gloss, one or two pages.',
      de: 'Flyer, A4, vierfarbig auf 150 g/m² Bilderdruck glänzend, ein- oder zweiseitig.',
    },
    maxPages: 2,
    standardPageCount: 2,
    construction: {
      imperial: {
        width: 8.5,
        length: 11,
        pageWeight: '0.0230',
        pageThickness: '0.0045',
        finishingWeight: '0',
        finishingThickness: '0',
      },
      metric: {
        width: 210,
        length: 297,
        pageWeight: '0.0094',
        pageThickness: '0.1200',
        finishingWeight: '0',
        finishingThickness: '0',
      },
    },
    offerings: [
      {
        id: '928a6fb9-d0d8-41e1-8ec3-ec35235430d1',
        name: { us: 'Gloss Text (100 lb)', uk: 'Gloss (150 gsm)', de: 'Bilderdruck glänzend 150 g/m²' },
        type: t.paperStock,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 100, 500],
        prices: { us: ['0.12', '0.09', '0.06'], uk: ['0.10', '0.07', '0.05'], de: ['0.11', '0.08', '0.05'] },
      },
      {
        id: COLOR_PRINTING_ID,
        name: colorPrinting,
        type: t.printing,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 100, 500, 2500],
        prices: {
          us: ['0.45', '0.32', '0.21', '0.14'],
          uk: ['0.36', '0.26', '0.17', '0.11'],
          de: ['0.40', '0.29', '0.19', '0.12'],
        },
      },
      {
        id: 'e7444d67-eb4e-44eb-bbbf-7a5bda659e30',
        name: { us: 'Trim to Size', uk: 'Trim to Size', de: 'Beschnitt auf Endformat' },
        type: t.cutting,
        group: 'CustomOptions',
        basis: 'copy',
        breaks: [1, 500],
        prices: { us: ['0.05', '0.02'], uk: ['0.04', '0.02'], de: ['0.05', '0.02'] },
      },
    ],
  },
  {
    id: '5eea78df-e012-4ee0-baca-cf7a028dd248',
    name: '03.02.01-Business Cards',
    description: {
      us: 'Business cards, 3.5 x 2, full color on 16 pt silk card with matte lamination; quantity is boxes of 250.',
      uk: 'Business cards, 85 x 55 mm, full colour on 400 gsm silk card with matt lamination; quantity is boxes of 250.',
      de: 'Visitenkarten, 85 x 55 mm, vierfarbig auf 400 g/m² Bilderdruck matt mit Mattfolienkaschierung; Menge in Schachteln zu 250 Stück.',
    },
    maxPages: 2,
    standardPageCount: 2,
    construction: {
      imperial: {
        width: 3.5,
        length: 2,
        pageWeight: '0.3200',
        pageThickness: '0.0000',
        finishingWeight: '0.1500',
        finishingThickness: '2.1000',
      },
      metric: {
        width: 85,
        length: 55,
        pageWeight: '0.1450',
        pageThickness: '0.0000',
        finishingWeight: '0.0700',
        finishingThickness: '53.0000',
      },
    },
    offerings: [
      {
        id: 'ddf121e4-5330-41b1-9681-ec515fdaf608',
        name: {
          us: 'Silk Card (16 pt), box of 250',
          uk: 'Silk Card (400 gsm), box of 250',
          de: 'Bilderdruck matt 400 g/m², 250 Stück',
        },
        type: t.paperStock,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 5, 20],
        prices: { us: ['9.50', '8.25', '6.90'], uk: ['7.50', '6.50', '5.50'], de: ['8.50', '7.40', '6.20'] },
      },
      {
        id: COLOR_PRINTING_ID,
        name: colorPrinting,
        type: t.printing,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 5, 20],
        prices: { us: ['6.00', '4.80', '3.60'], uk: ['4.80', '3.80', '2.90'], de: ['5.40', '4.30', '3.20'] },
      },
      {
        id: 'c15aa843-d991-428e-bb1b-9806a145cfa2',
        name: { us: 'Matte Lamination', uk: 'Matt Lamination', de: 'Mattfolienkaschierung' },
        type: t.finishing,
        group: 'CustomOptions',
        basis: 'copy',
        breaks: [1, 5, 20],
        prices: { us: ['4.00', '3.25', '2.50'], uk: ['3.20', '2.60', '2.00'], de: ['3.60', '2.90', '2.25'] },
        productionHours: 24,
      },
      {
        id: '0a15bbf1-5a26-4638-b594-997d5e8a3661',
        name: { us: 'Cut and Box', uk: 'Cut and Box', de: 'Schneiden und Verpacken' },
        type: t.cutting,
        group: 'CustomOptions',
        basis: 'copy',
        breaks: [1, 20],
        prices: { us: ['2.00', '1.50'], uk: ['1.60', '1.20'], de: ['1.80', '1.35'] },
      },
    ],
  },
  {
    id: '6f9184bf-1d07-4c19-a381-6119b83b3086',
    name: '05.03.01-Booklet Saddle Stitch',
    description: {
      us: 'Saddle-stitched booklet, 8.5 x 11, full color on 80 lb gloss text with a 100 lb gloss cover, up to 64 pages.',
      uk: 'Saddle-stitched booklet, A4, full colour on 130 gsm gloss with a 250 gsm gloss cover, up to 64 pages.',
      de: 'Rückstichgeheftete Broschüre, A4, vierfarbig auf 135 g/m² Bilderdruck glänzend mit Umschlag aus 250 g/m², bis 64 Seiten.',
    },
    maxPages: 64,
    standardPageCount: 16,
    construction: {
      imperial: {
        width: 8.5,
        length: 11,
        pageWeight: '0.0180',
        pageThickness: '0.0035',
        finishingWeight: '0.0600',
        finishingThickness: '0.0100',
      },
      metric: {
        width: 210,
        length: 297,
        pageWeight: '0.0081',
        pageThickness: '0.1000',
        finishingWeight: '0.0300',
        finishingThickness: '0.2500',
      },
    },
    offerings: [
      {
        id: '2847bde1-58d5-4d50-a057-fd07ed7e89eb',
        name: { us: 'Gloss Text (80 lb)', uk: 'Gloss (130 gsm)', de: 'Bilderdruck glänzend 135 g/m²' },
        type: t.paperStock,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 100],
        prices: { us: ['0.03', '0.02'], uk: ['0.03', '0.02'], de: ['0.03', '0.02'] },
      },
      {
        id: COLOR_PRINTING_ID,
        name: colorPrinting,
        type: t.printing,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 25, 100, 500],
        prices: {
          us: ['0.49', '0.39', '0.29', '0.19'],
          uk: ['0.39', '0.31', '0.23', '0.15'],
          de: ['0.45', '0.35', '0.26', '0.17'],
        },
      },
      {
        id: '5e07bea9-fd96-43cc-8111-76c80ee8c5c1',
        name: {
          us: 'Gloss Cover (100 lb)',
          uk: 'Gloss Cover (250 gsm)',
          de: 'Umschlag Bilderdruck glänzend 250 g/m²',
        },
        type: t.paperStock,
        group: 'BindingAndCovers',
        basis: 'copy',
        breaks: [1, 100],
        prices: { us: ['0.40', '0.30'], uk: ['0.32', '0.24'], de: ['0.36', '0.27'] },
      },
      {
        id: '511ab8d0-24ba-424b-81b6-057009a41cc5',
        name: { us: 'Saddle Stitch', uk: 'Saddle Stitch', de: 'Rückstichheftung' },
        type: t.binding,
        group: 'BindingAndCovers',
        basis: 'copy',
        breaks: [1, 25, 100, 500],
        prices: {
          us: ['0.75', '0.60', '0.45', '0.30'],
          uk: ['0.60', '0.48', '0.36', '0.24'],
          de: ['0.70', '0.55', '0.40', '0.27'],
        },
      },
      {
        id: 'c27ebd99-b750-4efb-a3c4-8410daab2849',
        name: { us: 'Slip Sheet', uk: 'Slip Sheet', de: 'Zwischenblatt' },
        type: t.collation,
        group: 'TabsAndInserts',
        basis: 'combination',
        breaks: [1],
        prices: { us: ['0.15'], uk: ['0.12'], de: ['0.14'] },
      },
    ],
  },
  {
    id: '1530cf13-953c-4152-9304-a81cdd7be49b',
    name: '07.01.01-Poster',
    description: {
      us: 'Poster, 18 x 24, full color on photo satin, gloss laminated and mounted on foam board.',
      uk: 'Poster, A2, full colour on photo satin, gloss laminated and mounted on 5 mm foam board.',
      de: 'Poster, A2, vierfarbig auf seidenmattem Fotopapier, glanzkaschiert und auf 5-mm-Kapa-Platte aufgezogen.',
    },
    maxPages: 1,
    standardPageCount: 1,
    construction: {
      imperial: {
        width: 18,
        length: 24,
        pageWeight: '0.1900',
        pageThickness: '0.0100',
        finishingWeight: '0.8000',
        finishingThickness: '0.1875',
      },
      metric: {
        width: 420,
        length: 594,
        pageWeight: '0.0850',
        pageThickness: '0.2500',
        finishingWeight: '0.3600',
        finishingThickness: '5.0000',
      },
    },
    offerings: [
      {
        id: 'cc99d238-0323-49bc-94ab-52b4de2fde59',
        name: {
          us: 'Photo Satin (18 x 24)',
          uk: 'Photo Satin (A2)',
          de: 'Fotopapier seidenmatt (A2)',
        },
        type: t.paperStock,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 5, 25],
        prices: {
          us: ['14.00', '12.00', '9.50'],
          uk: ['11.00', '9.50', '7.50'],
          de: ['12.50', '10.50', '8.50'],
        },
      },
      {
        id: 'dc9d54d1-95fc-4ec9-9afa-be3be7b7d8bc',
        name: {
          us: 'Large Format Color Printing',
          uk: 'Large Format Colour Printing',
          de: 'Großformat-Farbdruck',
        },
        type: t.printing,
        group: 'PrintOptions',
        basis: 'page',
        breaks: [1, 5, 25],
        prices: { us: ['8.00', '6.50', '5.00'], uk: ['6.50', '5.20', '4.00'], de: ['7.20', '5.80', '4.50'] },
      },
      {
        id: 'dc70640e-6b9d-4be2-9cfa-4af0f08195a7',
        name: { us: 'Gloss Lamination', uk: 'Gloss Lamination', de: 'Glanzkaschierung' },
        type: t.finishing,
        group: 'CustomOptions',
        basis: 'copy',
        breaks: [1, 10],
        prices: { us: ['6.00', '5.00'], uk: ['4.80', '4.00'], de: ['5.40', '4.50'] },
        productionHours: 24,
      },
      {
        id: 'ede62990-348d-45be-bec9-81f071211eff',
        name: {
          us: 'Foam Board Mount (3/16 in)',
          uk: 'Foam Board Mount (5 mm)',
          de: 'Aufziehen auf Kapa-Platte (5 mm)',
        },
        type: t.finishing,
        group: 'CustomOptions',
        basis: 'copy',
        breaks: [1, 10],
        prices: { us: ['11.00', '9.00'], uk: ['8.80', '7.20'], de: ['9.90', '8.00'] },
        productionHours: 24,
      },
    ],
  },
];
