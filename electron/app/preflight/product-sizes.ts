/**
 * The product's size per document template: what a file made into that template's document is
 * checked against (the preflight's `page-size`). The service says it in the item quote of the
 * template's product (`GetItemQuote/Template`, `Measurements`: Width × Length, in the market's units:
 * inches in the US, millimetres in the UK and Germany, as the sandbox gives them). Remembered per template in `product-sizes.json`, so that a hot folder
 * asks once a day, not once a file; asked again when older than a day or when told to.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { UnitSystem } from '../../shared/models/markets.js';
import type { ItemQuote } from '../../shared/models/quotes.js';
import { jsonFile } from '../../platform/json-file.js';
import { TrimSize } from '../../shared/preflight/profiles.js';

export const productSizesFileName = 'product-sizes.json';

const RememberedSize = z.strictObject({
  /** Null: the service's quote gives no measurements for this product. */
  trim: TrimSize.nullable(),
  /** When the service said so (ISO 8601). */
  fetchedAt: z.iso.datetime(),
});
export type ProductSize = z.infer<typeof RememberedSize>;

const ProductSizesFile = z.strictObject({ templates: z.record(z.string(), RememberedSize) });

export interface ProductSizesOptions {
  dataDir: string;
  /** The item quote of one copy of the template's product (the Quotes view's item quote). */
  itemQuote: (templateId: string) => Promise<ItemQuote>;
  /** How the connected market measures (default imperial): a size remembered in the other unit is another market's. */
  units?: () => UnitSystem;
  /** Remembered sizes older than this are asked for again (default a day). */
  maxAgeMs?: number;
  now?: () => Date;
}

export interface ProductSizes {
  /**
   * The product's size for a template: the remembered one while it is fresh (and `refresh` is not
   * set), else the service's. When the service cannot be asked, a remembered size of any age is
   * used; with none remembered, the service's error is thrown.
   */
  get(templateId: string, options?: { refresh?: boolean }): Promise<ProductSize>;
}

const dayMs = 24 * 60 * 60 * 1000;

const lengthUnits = { imperial: { unit: 'in', pt: 72 }, metric: { unit: 'mm', pt: 72 / 25.4 } } as const;

/** The quote's measurements (in the market's units) as a trim size; null when it has none (or none that is a size). */
export function trimOfQuote(
  quote: Pick<ItemQuote, 'Measurements'>,
  units: UnitSystem = 'imperial',
): TrimSize | null {
  const m = quote.Measurements;
  if (!m || !(m.Width > 0) || !(m.Length > 0)) return null;
  const { unit, pt } = lengthUnits[units];
  return { widthPt: m.Width * pt, heightPt: m.Length * pt, unit };
}

export function createProductSizes(options: ProductSizesOptions): ProductSizes {
  const maxAgeMs = options.maxAgeMs ?? dayMs;
  const now = options.now ?? (() => new Date());
  const units = options.units ?? (() => 'imperial');
  const file = jsonFile(join(options.dataDir, productSizesFileName), ProductSizesFile, () => ({
    templates: {},
  }));
  /** Asks under way: the jobs of one batch share one quote. */
  const asking = new Map<string, Promise<ProductSize>>();
  let writes = Promise.resolve();

  const remember = (templateId: string, size: ProductSize) => {
    // One read-modify-write at a time, so that two templates asked at once are both kept.
    const write = writes.then(async () => {
      const saved = await file.read();
      saved.templates[templateId] = size;
      await file.write(saved);
    });
    writes = write.catch(() => {});
    return write;
  };

  const ask = (templateId: string): Promise<ProductSize> => {
    const pending = asking.get(templateId);
    if (pending) return pending;
    const asked = (async () => {
      const measuredIn = units();
      const quote = await options.itemQuote(templateId);
      const size = { trim: trimOfQuote(quote, measuredIn), fetchedAt: now().toISOString() };
      await remember(templateId, size);
      return size;
    })().finally(() => asking.delete(templateId));
    asking.set(templateId, asked);
    return asked;
  };

  return {
    async get(templateId, { refresh = false } = {}) {
      const known = (await file.read()).templates[templateId];
      // A template's product differs by market (Letter in the US, A4 in Europe): one measured in the other unit is stale.
      const sameMarket = known?.trim == null || known.trim.unit === lengthUnits[units()].unit;
      const fresh = known && sameMarket && now().getTime() - Date.parse(known.fetchedAt) < maxAgeMs;
      if (known && fresh && !refresh) return known;
      try {
        return await ask(templateId);
      } catch (error) {
        if (known) return known;
        throw error;
      }
    },
  };
}
