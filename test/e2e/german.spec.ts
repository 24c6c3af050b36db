/**
 * The journey in German: a browser in de-DE (the language setting is "system"), connected through
 * the frame's own "Connect your account" dialog to a standalone `--market de` sandbox, visits every
 * view by its German name, opens what a buyer opens next there (a file's details, the hot-folder
 * form, a new document, an order), and finds no English left: each view's visible text and its aria-label,
 * title, placeholder and alt values are read and any word of an English stop-list fails the test,
 * naming the strings it is in. Quotes prices a template in euros, written the German way.
 */
import type { Locator, Page } from '@playwright/test';
import { catalogues, type MessageId } from '../../electron/i18n/catalogue.js';
import { expect, test } from './fixtures.js';

test.use({ locale: 'de-DE', sandboxMarket: 'de', hostMarket: 'de', viewport: { width: 1360, height: 1000 } });

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
];
const englishWord = new RegExp(`(?<![\\p{L}\\d_-])(?:${englishWords.join('|')})(?![\\p{L}\\d_-])`, 'u');

/** The German of a text the catalogues have in English (the English itself while its view is unconverted). */
function german(english: string): string {
  const id = (Object.keys(catalogues.en) as MessageId[]).find((key) => catalogues.en[key] === english);
  return id ? catalogues.de[id] : english;
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

test('every view speaks German, with no English left, and Quotes prices in euros', async ({
  app,
  sandbox,
}) => {
  test.setTimeout(300_000);
  await expect(app.locator('html')).toHaveAttribute('lang', 'de');

  // Connecting to the sandbox by its address alone: the dialog asks its market, and Germany is chosen.
  await app
    .getByRole('region', { name: 'Übungsmodus' })
    .getByRole('button', { name: 'Eigenes Konto verbinden…' })
    .click();
  const dialog = app.getByRole('dialog', { name: 'Eigenes Konto verbinden' });
  await dialog.getByLabel('Dienstadresse').fill(sandbox.url);
  await dialog.getByLabel('Markt').selectOption('de');
  await dialog.getByLabel('Abo-Schlüssel').fill(sandbox.key);
  await dialog.getByRole('button', { name: 'Prüfen und verbinden' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(app.getByRole('banner')).toContainText('Angemeldet als', { timeout: 30_000 });

  const nav = app.getByRole('navigation', { name: 'Hauptnavigation' });
  const english = new Map<string, string[]>();
  const readScreen = async (where: string): Promise<void> => {
    const offending = [...new Set(await textsOnScreen(app))].filter((text) => englishWord.test(text));
    if (offending.length > 0) english.set(where, offending);
  };
  const deeper: Partial<Record<(typeof views)[number], (main: Locator) => Promise<void>>> = {
    Bibliothek: async (main) => {
      await main.getByRole('treeitem', { name: german('All files'), exact: true }).click();
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
    }

    await readScreen(view);
    // A step further into each view: what a buyer opens next must speak German too.
    await deeper[view]?.(main);
  }

  const report = [...english].map(([view, texts]) => `${view}:\n  ${texts.join('\n  ')}`).join('\n');
  expect(report, `English left on German screens:\n${report}`).toBe('');
});
