/**
 * The journey in German: a browser in de-DE (the language setting is "system"), connected through
 * the frame's own "Connect your account" dialog to a standalone `--market de` sandbox by its address
 * alone (a host started in the US market; the market chosen in Account where the address does not
 * say it), visits every view by its German name at 1280 px, opens what a buyer opens next there (a
 * file's details, the check before an upload with its preflight findings, the hot-folder form, a new
 * document, an order's shipping, an order), and finds no English left: each view's visible text and
 * its aria-label, title, placeholder and alt values are read and any word of an English stop-list
 * fails the test, naming the strings it is in. Quotes prices a template in euros, written the German
 * way, with German offering names; sizes are millimetres, addresses German, dates said once, and no
 * column header is cut off.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { catalogues, type MessageId } from '../../electron/i18n/catalogue.js';
import { makeDefectPdfs } from '../../electron/preflight/test-support/defect-pdfs.js';
import { dropFile } from './drop.js';
import { expect, test } from './fixtures.js';

test.use({ locale: 'de-DE', sandboxMarket: 'de', viewport: { width: 1280, height: 1000 } });

/** The views in navigation order, by the German names the main navigation gives them. */
const views = ['Bibliothek', 'Hotfolder', 'Dokumente', 'Angebote', 'Aufträge', 'Konto'] as const;

/**
 * Words only English writes (matched whole and case-sensitively, so German "Upload" and "in" pass):
 * any of them on a German screen is a text not yet taken from the catalogues.
 */
const englishWords = [
  'the',
  'and',
  'of',
  'to',
  'is',
  'your',
  'with',
  'for',
  'not',
  'Cancel',
  'Close',
  'Save',
  'Delete',
  'Remove',
  'Edit',
  'Retry',
  'Order',
  'Orders',
  'order',
  'Quote',
  'Quotes',
  'quote',
  'Library',
  'Documents',
  'Settings',
  'Account',
  'Search',
  'Shipping',
  'Price',
  'Copies',
  'Template',
  'waiting',
  'file',
  'files',
  'folder',
  'folders',
  'upload',
  'uploaded',
  'Uploading',
  'Loading',
  'Sign',
  'Connect',
  'Preview',
  // The preflight's English sentences ("Page 1 has an image at 15 ppi, under the 150 ppi minimum…").
  'Page',
  'Pages',
  'has',
  'have',
  'image',
  'images',
  'under',
  'font',
  'which',
  'printer',
  'bleed',
  // Sizes in points or US papers, the service's offering types, a zone in the buyer's words.
  'pt',
  'Letter',
  'PaperStock',
  'Printing',
  'Cutting',
  'Finishing',
  'Binding',
  'time',
];
const englishWord = new RegExp(`(?<![\\p{L}\\d_-])(?:${englishWords.join('|')})(?![\\p{L}\\d_-])`, 'u');

/** The German of a text the catalogues have in English (the English itself while its view is unconverted). */
function german(english: string): string {
  const id = (Object.keys(catalogues.en) as MessageId[]).find((key) => catalogues.en[key] === english);
  return id ? catalogues.de[id] : english;
}

/** Column headers (and cells) whose text is cut off: wider than the room they are given. */
async function cutOff(table: Locator): Promise<string[]> {
  return table
    .locator('[role="columnheader"], [role="cell"]')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent ?? ''),
    );
}

/** Every string a person reads or hears on the page now: visible lines and the named attributes. */
async function textsOnScreen(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').innerText()).split('\n');
  const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
  const values = await page
    .locator(attributes.map((name) => `[${name}]`).join(','))
    .evaluateAll(
      (elements, names) =>
        elements.flatMap((element) => names.map((name) => element.getAttribute(name) ?? '')),
      attributes,
    );
  return [...lines, ...values].map((text) => text.trim()).filter(Boolean);
}

let pdfs = '';
test.beforeAll(async () => {
  pdfs = await mkdtemp(join(tmpdir(), 'printdesk-e2e-german-'));
  await makeDefectPdfs(pdfs);
});
test.afterAll(() => rm(pdfs, { recursive: true, force: true }));

test('every view speaks German, with no English left, and Quotes prices in euros', async ({
  app,
  sandbox,
}) => {
  test.setTimeout(300_000);
  await expect(app.locator('html')).toHaveAttribute('lang', 'de');

  // Connecting to the sandbox through the frame's dialog keeps the saved market (Germany).
  await app
    .getByRole('region', { name: 'Übungsmodus' })
    .getByRole('button', { name: 'Eigenes Konto verbinden…' })
    .click();
  const dialog = app.getByRole('dialog', { name: 'Eigenes Konto verbinden' });
  await dialog.getByLabel('Dienstadresse').fill(sandbox.url);
  await dialog.getByLabel('Abo-Schlüssel').fill(sandbox.key);
  await dialog.getByRole('button', { name: 'Prüfen und verbinden' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(app.getByRole('banner')).toContainText('Angemeldet als', { timeout: 30_000 });

  const nav = app.getByRole('navigation', { name: 'Hauptnavigation' });
  // The address (127.0.0.1) does not say the market: where Connect does not ask it, Account does.
  await nav.getByRole('link', { name: /^Konto/ }).click();
  const market = app.getByLabel('Markt');
  if ((await market.inputValue()) !== 'de') {
    await market.selectOption('de');
    await app.getByRole('button', { name: 'Diesen Dienst verwenden' }).click();
  }
  await expect(app.getByRole('banner')).toContainText('Angemeldet als', { timeout: 60_000 });
  // The main address the German way: the postcode before the town, the country by its name.
  await expect(app.getByText('10117 Berlin', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(app.getByText('Berlin, 10117')).toHaveCount(0);

  const english = new Map<string, string[]>();
  const readScreen = async (where: string): Promise<void> => {
    const offending = [...new Set(await textsOnScreen(app))].filter((text) => englishWord.test(text));
    if (offending.length > 0) english.set(where, offending);
  };
  const deeper: Partial<Record<(typeof views)[number], (main: Locator) => Promise<void>>> = {
    Bibliothek: async (main) => {
      await main.getByRole('treeitem', { name: german('All files'), exact: true }).click();
      // No header cut off at 1280 px ("Druckda…"), nor the type of a file.
      const files = main.getByRole('table', { name: german('Files') });
      await expect(files.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      expect(await cutOff(files.getByRole('row').first()), 'headers cut off').toEqual([]);
      expect(await cutOff(files.locator('[role="cell"]:nth-child(2)')), 'types cut off').toEqual([]);
      // The check before an upload: its findings, sizes and notes in German.
      await dropFile(
        app.getByRole('region', { name: 'Bibliothek' }),
        'zwei-fehler.pdf',
        await readFile(join(pdfs, 'font-and-image-100ppi.pdf')),
      );
      const check = app.getByRole('dialog', { name: /^Vor dem Hochladen nach / });
      const findings = check.getByRole('list', { name: 'Befunde in zwei-fehler.pdf' });
      await expect(findings.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
      await expect(findings).toContainText('Seite 1 verwendet die Schrift');
      await expect(findings).toContainText('Seite 2 enthält ein Bild mit 100 ppi');
      await expect(check).toContainText(/2 Seiten · [\d,]+ × [\d,]+ mm/);
      await readScreen('Bibliothek › Prüfung vor dem Hochladen');
      await check.getByRole('button', { name: german('Cancel') }).click();
      await expect(check).toBeHidden();
      await main
        .getByRole('table', { name: german('Files') })
        .getByRole('row')
        .nth(1)
        .click();
      await expect(app.getByRole('complementary', { name: german('File details') })).toBeVisible();
      await readScreen('Bibliothek › Dateidetails');
      await app.keyboard.press('Escape');
    },
    Hotfolder: async (main) => {
      await main
        .getByRole('button', { name: german('Add hot folder') })
        .first()
        .click();
      await expect(app.getByRole('dialog')).toBeVisible();
      await readScreen('Hotfolder › Hotfolder hinzufügen');
      await app.keyboard.press('Escape');
      await expect(app.getByRole('dialog')).toBeHidden();
    },
    Dokumente: async (main) => {
      await main
        .getByRole('radiogroup', { name: german('Templates') })
        .getByRole('radio')
        .first()
        .check();
      await main.getByRole('button', { name: german('Create document') }).click();
      await expect(main.getByRole('form')).toBeVisible({ timeout: 30_000 });
      await readScreen('Dokumente › neues Dokument');
    },
    Aufträge: async (main) => {
      // A new data folder remembers no recent orders: one of the sandbox's orders, looked up by number.
      const lookup = main.getByRole('search', { name: german('Look up an order') });
      await lookup.getByLabel(german('Order number')).fill(sandbox.orderFriendlyIds[0]!);
      await lookup.getByRole('button', { name: german('Look up') }).click();
      await expect(main.getByRole('article')).toBeVisible({ timeout: 30_000 });
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await readScreen('Aufträge › Auftragsdetails');
    },
  };
  for (const view of views) {
    await nav.getByRole('link', { name: new RegExp(`^${view}`) }).click();
    const main = app.getByRole('main', { name: view });
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // Whatever loads shows first; read the view once nothing says it is still loading.
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

    if (view === 'Angebote') {
      const calculator = main.getByRole('region', { name: german('Quick price from a template') });
      await calculator.getByLabel(german('Copies')).fill('250');
      await calculator.getByRole('button', { name: german('Price it') }).click();
      const price = calculator.getByRole('region', { name: german('Item price') });
      await expect(price).toContainText(/\d+,\d{2}\s€/, { timeout: 30_000 });
      await expect(main.getByText(/[$£]\s?\d/)).toHaveCount(0);
      // The offerings are named in German, not by the service's types (PaperStock, Printing, Cutting).
      await expect(price.locator('.qt-offering-table').first()).toBeVisible();
      await expect(price).not.toContainText(/PaperStock|Printing|Cutting/);
      // An order's shipping: the day it arrives, said once (a date has no zone to move it a day).
      const order = main.getByRole('form', { name: german('Order') });
      await order.getByRole('button', { name: german('Add to order') }).click();
      const shipping = order.getByRole('radiogroup', { name: german('Shipping method') });
      await expect(shipping.getByRole('radio').first()).toBeVisible({ timeout: 60_000 });
      const firstOption = shipping.locator('label').first();
      await expect(firstOption).toContainText(/Zustellung \w{2}\., \d{1,2}\. \w+\.?\s*\d/);
      await expect(shipping).not.toContainText(/Ihre Zeit|Zentralzeit|MEZ|UTC/);
    }

    await readScreen(view);
    // A step further into each view: what a buyer opens next must speak German too.
    await deeper[view]?.(main);
  }

  const report = [...english].map(([view, texts]) => `${view}:\n  ${texts.join('\n  ')}`).join('\n');
  expect(report, `English left on German screens:\n${report}`).toBe('');
});
