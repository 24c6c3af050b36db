/** The product's size from the service's item quote, over real HTTP against the sandbox, and the checks against it. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import { makeDefectPdfs } from '../../preflight/test-support/defect-pdfs.js';
import { marketRules } from '../../sandbox/market/market-rules.js';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { quoteProduct } from '../orders/orders.js';
import { createProductSizes, productSizesFileName, trimOfQuote } from './product-sizes.js';
import { templateFix, templatePreflight } from './template-preflight.js';

const documentTemplates = marketRules('us').catalog.templates;
const templateId = (name: string) => documentTemplates.find((t) => t.name.endsWith(name))!.id;
const flyer = templateId('Flyer');
const cards = templateId('Business Cards');

let sandbox: TestSandbox;
let client: PrintServiceClient;
let dir: string;
let pdfs: string;
const fileWork = new FileWorkPool({ size: 2 });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = createPrintServiceClient({
    baseUrl: sandbox.url,
    key: sandbox.key,
    retries: { retries: 0 },
  });
  dir = await mkdtemp(join(tmpdir(), 'printdesk-product-sizes-'));
  pdfs = join(dir, 'pdfs');
  await makeDefectPdfs(pdfs);
}, 120_000);

afterAll(async () => {
  await fileWork.close();
  await client?.close();
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The product sizes of a data folder, asking the sandbox; `asked` lists the templates quoted. */
function sizes(dataDir: string, now = () => new Date()) {
  const asked: string[] = [];
  const productSizes = createProductSizes({
    dataDir,
    now,
    itemQuote: (id) => {
      asked.push(id);
      return quoteProduct(client.orders, { template: 'custom', documentTemplateId: id, quantity: 1 });
    },
  });
  return { productSizes, asked };
}

const freshDir = () => mkdtemp(join(dir, 'data-'));

describe('the product size of a template', () => {
  it("is the item quote's measurements, in inches, and is remembered in the data folder", async () => {
    const dataDir = await freshDir();
    const { productSizes, asked } = sizes(dataDir);
    expect((await productSizes.get(flyer)).trim).toEqual({ widthPt: 612, heightPt: 792, unit: 'in' });
    expect((await productSizes.get(cards)).trim).toEqual({ widthPt: 252, heightPt: 144, unit: 'in' });
    await productSizes.get(flyer);
    expect(asked).toEqual([flyer, cards]);

    const saved = JSON.parse(await readFile(join(dataDir, productSizesFileName), 'utf8')) as {
      templates: Record<string, { trim: unknown }>;
    };
    expect(Object.keys(saved.templates).sort()).toEqual([flyer, cards].sort());
    const again = sizes(dataDir);
    expect((await again.productSizes.get(flyer)).trim?.widthPt).toBe(612);
    expect(again.asked).toEqual([]);
  });

  it('asks the service again when older than a day, or when told to', async () => {
    const dataDir = await freshDir();
    let clock = Date.parse('2025-03-01T09:00:00Z');
    const { productSizes, asked } = sizes(dataDir, () => new Date(clock));
    const first = await productSizes.get(flyer);
    clock += 23 * 3600_000;
    expect(await productSizes.get(flyer)).toEqual(first);
    expect(asked).toHaveLength(1);
    clock += 2 * 3600_000;
    expect((await productSizes.get(flyer)).fetchedAt).toBe(new Date(clock).toISOString());
    expect(asked).toHaveLength(2);
    await productSizes.get(flyer, { refresh: true });
    expect(asked).toHaveLength(3);
  });

  it('shares one question among callers asking at once', async () => {
    const { productSizes, asked } = sizes(await freshDir());
    const answers = await Promise.all([
      productSizes.get(cards),
      productSizes.get(cards),
      productSizes.get(flyer),
    ]);
    expect(answers.map((a) => a.trim?.widthPt)).toEqual([252, 252, 612]);
    expect(asked.sort()).toEqual([cards, flyer].sort());
  });

  it('keeps the remembered size while the service fails, and throws when none is remembered', async () => {
    const dataDir = await freshDir();
    const { productSizes } = sizes(dataDir);
    const known = await productSizes.get(flyer);
    sandbox.setFaults({ rate: 1, kinds: ['500'], routes: ['GetItemQuote'] });
    try {
      expect(await productSizes.get(flyer, { refresh: true })).toEqual(known);
      await expect(productSizes.get(cards)).rejects.toBeInstanceOf(PrintServiceError);
    } finally {
      sandbox.setFaults(null);
    }
  });

  it('is unknown when the quote has no measurements, or none that is a size', () => {
    expect(trimOfQuote({ Measurements: null })).toBeNull();
    const zero = { Length: 0, Width: 0, Height: 0, Height2: 0, Weight: 0 };
    expect(trimOfQuote({ Measurements: zero })).toBeNull();
    expect(trimOfQuote({ Measurements: { ...zero, Width: 18, Length: 24 } })).toEqual({
      widthPt: 1296,
      heightPt: 1728,
      unit: 'in',
    });
  });
});

describe('the product size in a metric market', () => {
  it('reads the measurements as millimetres, and asks again when the market changed', async () => {
    const german = await startTestSandbox({ market: 'de' });
    const germanClient = createPrintServiceClient({
      baseUrl: german.url,
      key: german.key,
      retries: { retries: 0 },
    });
    try {
      let units: 'imperial' | 'metric' = 'imperial';
      let market = client;
      const dataDir = await freshDir();
      const productSizes = createProductSizes({
        dataDir,
        units: () => units,
        itemQuote: (id) =>
          quoteProduct(market.orders, { template: 'custom', documentTemplateId: id, quantity: 1 }),
      });
      expect((await productSizes.get(flyer)).trim).toEqual({ widthPt: 612, heightPt: 792, unit: 'in' });
      [units, market] = ['metric', germanClient];
      // The German flyer is A4: 210 × 297 mm, not 210 × 297 inches.
      const a4 = (await productSizes.get(flyer)).trim!;
      expect(a4.unit).toBe('mm');
      expect(a4.widthPt).toBeCloseTo(595.28, 1);
      expect(a4.heightPt).toBeCloseTo(841.89, 1);
    } finally {
      await germanClient.close();
      await german.close();
    }
  });
});

describe('preflightForTemplate', () => {
  const preflightFor = async () => {
    const { productSizes, asked } = sizes(await freshDir());
    return { preflightForTemplate: templatePreflight({ fileWork, productSizes }), asked };
  };

  it("finds the issue's 783 × 658 pt landscape page wrong for an 8.5 × 11 in flyer, and says what it was checked against", async () => {
    const { preflightForTemplate } = await preflightFor();
    const checked = await preflightForTemplate(join(pdfs, 'landscape-783x658.pdf'), flyer, 'standard');
    expect(checked.trim).toEqual({ widthPt: 612, heightPt: 792, unit: 'in' });
    expect(checked.result.findings).toEqual([
      {
        check: 'page-size',
        severity: 'error',
        pages: [1],
        size: { widthPt: 783, heightPt: 658 },
        product: { widthPt: 612, heightPt: 792, unit: 'in' },
      },
    ]);
    expect(checked.say(checked.result.findings[0]!)).toBe(
      'Page 1 is 10.88 × 9.14 in (276 × 232 mm), but the product is 8.5 × 11 in (216 × 279 mm): it will be scaled or cropped to fit.',
    );
    expect(checked.header).toEqual([
      "Page size checked against the product's, 8.5 × 11 in (Letter) · 215.9 × 279.4 mm.",
    ]);
    expect(checked.report).toContain(
      "(standard profile)\n  Page size checked against the product's, 8.5 × 11 in (Letter) · 215.9 × 279.4 mm.\n  1 page; 1 error, 0 warnings",
    );
  });

  it("writes a held file's report in the app's language and the market's unit", async () => {
    const { productSizes } = sizes(await freshDir());
    const preflightForTemplate = templatePreflight({
      fileWork,
      productSizes,
      locale: () => 'de',
      units: () => 'metric',
    });
    const checked = await preflightForTemplate(join(pdfs, 'landscape-783x658.pdf'), flyer, 'standard');
    // The market measures in millimetres: the product's size is said in them first, as the page's.
    expect(checked.header).toEqual([
      'Seitenformat geprüft gegen das Endformat des Produkts, 215,9 × 279,4 mm · 8,5 × 11 in.',
    ]);
    // Every word of it German; the check's id (page-size) is a code, the same in every language.
    expect(checked.report.split('\n').slice(1)).toEqual([
      '  Seitenformat geprüft gegen das Endformat des Produkts, 215,9 × 279,4 mm · 8,5 × 11 in.',
      '  1 Seite; 1 Fehler, 0 Warnungen',
      '  FEHLER page-size (Seite 1)',
      '    Seite 1 hat das Format 276 × 232 mm, das Produkt aber 216 × 279 mm: Sie wird skaliert oder beschnitten.',
      '',
    ]);
  });

  it("says a fixed copy's changes in the app's language and the market's unit", async () => {
    const { productSizes } = sizes(await freshDir());
    const fix = templateFix({ fileWork, productSizes, locale: () => 'de', units: () => 'metric' });
    const output = join(await freshDir(), 'wrong-size.pdf');
    const fixed = await fix(
      join(pdfs, 'wrong-size.pdf'),
      flyer,
      'standard',
      { fixes: ['page-size'], fit: 'fit' },
      output,
    );
    // The Letter flyer in millimetres only, as the market measures (not the product's "8,5 × 11 in (216 × 279 mm)").
    expect(fixed.changes).toEqual([
      'Seite 1 wurde auf das Format des Produkts gebracht, 216 × 279 mm, vollständig (weiße Ränder, wo die Proportionen abweichen).',
    ]);
    expect(fixed.before.say(fixed.before.result.findings[0]!)).toBe(
      'Seite 1 hat das Format 210 × 297 mm, das Produkt aber 216 × 279 mm: Sie wird skaliert oder beschnitten.',
    );
    expect(fixed.after?.result).toMatchObject({ output, fixed: ['page-size'] });
    // Only the page size was asked for: the copy, without bleed, keeps that warning, said the same way.
    const [left] = fixed.after!.result.findings;
    expect(fixed.after!.say(left!)).toMatch(/^Seite 1 hat keinen Beschnitt: /);
    expect(fixed.after?.header).toEqual(fixed.before.header);
  });

  it('passes a Letter page for the flyer, and checks the profile it is given', async () => {
    const { preflightForTemplate } = await preflightFor();
    const clean = await preflightForTemplate(join(pdfs, 'clean.pdf'), flyer, 'standard');
    expect(clean.result).toMatchObject({ pages: 1, findings: [] });
    const strict = await preflightForTemplate(join(pdfs, 'image-200ppi.pdf'), flyer, 'strict');
    expect(strict.result.findings.map((f) => `${f.check} ${f.severity}`)).toEqual(['image-resolution error']);
  });

  it('with the off profile, checks nothing and does not ask the service', async () => {
    const { preflightForTemplate, asked } = await preflightFor();
    const off = await preflightForTemplate(join(pdfs, 'landscape-783x658.pdf'), flyer, 'off');
    expect(off).toMatchObject({ trim: null, header: ['Nothing checked: the preflight profile is off.'] });
    expect(off.result).toMatchObject({ pages: 1, findings: [] });
    expect(asked).toEqual([]);
  });
});
