/**
 * A new print buyer's first session, by accessible names, at 900×600 and 1280×800 in the light and
 * dark themes: the first launch's welcome, connecting a real account (a second sandbox at a custom
 * address, a wrong key first), a file dropped on the window, a document made of it, its quote (which
 * must add up and agree with the shipping method), the order (its item drawn), and a reorder quoted
 * again and placed.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { dropFile } from './drop.js';
import { Shell, expect, test } from './fixtures.js';
import { writeLetterPdf } from '../sample-pdfs.js';

test.use({ firstRun: true });
test.describe.configure({ mode: 'serial' });

/** "$1,234.56" (or "−$5.00") as cents. */
function cents(text: string): number {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^0-9.]/g, '');
  const value = Math.round(Number(digits) * 100);
  return negative ? -value : value;
}

/** The rows of the quote's Totals, label and cents, top to bottom. */
async function totals(quote: Locator): Promise<Array<[string, number]>> {
  const list = quote.locator('dl[aria-label="Totals"] > div');
  await expect(list.first()).toBeVisible();
  return Promise.all(
    (await list.all()).map(async (row) => [
      (await row.locator('dt').innerText()).trim(),
      cents(await row.locator('dd').innerText()),
    ]),
  );
}

/** The quote adds up on screen: items to Printing, rows to Subtotal, Subtotal and Tax to Total. */
async function expectQuoteAddsUp(quote: Locator): Promise<void> {
  const rows = await totals(quote);
  const at = (label: string) => rows.findIndex(([name]) => name === label);
  const sum = (from: number, to: number) =>
    rows.slice(from, to).reduce((total, [, value]) => total + value, 0);
  expect(at('Order fee'), 'the order-level fee has a row of its own').toBeGreaterThan(0);
  expect(sum(0, at('Subtotal')), JSON.stringify(rows)).toBe(rows[at('Subtotal')]![1]);
  expect(sum(at('Subtotal'), at('Total')), JSON.stringify(rows)).toBe(rows[at('Total')]![1]);
  const lines = await quote
    .getByRole('region', { name: 'Line items' })
    .locator('summary .num')
    .allInnerTexts();
  expect(lines.reduce((total, line) => total + cents(line), 0)).toBe(rows[at('Printing')]![1]);
}

/** Gets a quote with Ground and checks it: in view, focused, announced, adding up, dated by Ground. */
async function quoteByGround(page: Page): Promise<Locator> {
  const order = page.getByRole('form', { name: 'Order' });
  const ground = order.getByRole('radio', { name: /^Ground/ });
  await ground.check({ timeout: 30_000 });
  const option = (await ground.locator('xpath=ancestor::label').innerText()).replace(/\s+/g, ' ');
  // "Arrives Thu, Nov 26 $12.34": the day it arrives, once (a date has no zone to move it), then the price.
  const groundArrives = /Arrives (\w+, \w+ \d+) \$[\d,.]+$/.exec(option)?.[1];
  expect(groundArrives, option).toBeTruthy();
  await order.getByRole('button', { name: 'Get quote' }).click();
  const quote = page.getByRole('region', { name: 'Quote', exact: true });
  await expect(quote.getByTestId('order-total')).toBeVisible({ timeout: 30_000 });
  await expect(quote.getByRole('heading', { name: 'Quote', exact: true })).toBeFocused();
  await expect(quote.getByRole('status').first()).toContainText('Quote ready:');
  await expect(quote.getByRole('heading', { name: 'Quote', exact: true })).toBeInViewport();
  await expectQuoteAddsUp(quote);
  // The dates are the chosen method's: the quote's arrival is Ground's, as the options said.
  await expect(quote.getByTestId('arrives')).toContainText(`${groundArrives!} by Ground`);
  await expect(quote.getByRole('table', { name: 'Delivery by Ground' })).toBeVisible();
  return quote;
}

async function placeOrder(page: Page, quote: Locator): Promise<string> {
  await quote.getByRole('button', { name: 'Place order…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Place this order?' });
  await confirm.getByRole('button', { name: 'Place order' }).click();
  const placed = quote.getByText(/Placed as order/);
  await expect(placed).toBeVisible({ timeout: 30_000 });
  return (await placed.locator('strong').innerText()).trim();
}

const sizes = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
] as const;

for (const size of sizes) {
  for (const theme of ['light', 'dark'] as const) {
    test(`first launch → connect → upload → document → quote → order → reorder, ${size.width}×${size.height} ${theme}`, async ({
      app,
      sandbox,
    }, testInfo) => {
      testInfo.setTimeout(testInfo.timeout + 180_000);
      await app.setViewportSize(size);
      await app.emulateMedia({ colorScheme: theme });
      const shell = new Shell(app);
      const tag = `${size.width}-${theme}`;

      // First launch: where the user is, and what to try.
      const welcome = app.getByRole('dialog', { name: 'Welcome to PrintDesk' });
      await expect(welcome).toBeVisible();
      await expect(welcome).toContainText('practice print service with sample data');
      await expect(app.getByRole('region', { name: 'Practice mode' })).toBeVisible();
      // By keyboard: the first button is "Connect your account…".
      await expect(welcome.getByRole('button', { name: 'Connect your account…' })).toBeFocused();
      await app.keyboard.press('Enter');

      // Connect: where the key comes from, a wrong key refused in plain words, then the right one.
      const connect = app.getByRole('dialog', { name: 'Connect your account' });
      await expect(connect).toContainText('copy the subscription key');
      await connect.getByLabel('Service address').fill(sandbox.url);
      await connect.getByLabel('Subscription key').fill('not-the-key');
      await connect.getByRole('button', { name: 'Check and connect' }).click();
      await expect(connect.getByRole('alert')).toContainText('did not accept this subscription key');
      await expect(shell.header.getByTestId('signed-in')).toContainText('Practice account');
      await connect.getByLabel('Subscription key').fill(sandbox.key);
      await connect.getByRole('button', { name: 'Check and connect' }).click();
      await expect(connect).toBeHidden({ timeout: 30_000 });
      await expect(shell.header.getByTestId('signed-in')).toContainText('Signed in as');
      await expect(app.getByRole('region', { name: 'Practice mode' })).toBeHidden();
      await expect(welcome).toBeHidden();

      // Upload: a file dropped on the window lands in the print-file inbox.
      await shell.open('Library');
      const name = `journey-${tag}.pdf`;
      await dropFile(app.locator('main'), name, await readFile(await writeLetterPdf(3)));
      // The check before upload says what it found (its font is not embedded); the buyer sends it anyway.
      const check = app.getByRole('dialog', { name: 'Check before uploading to Print File Inbox' });
      await check.getByRole('listitem', { name }).getByRole('button', { name: 'Upload anyway' }).click();
      await check.getByRole('button', { name: 'Upload 1 file' }).click();
      await expect(check).toBeHidden();
      const uploads = app.getByRole('region', { name: 'Uploads' });
      await expect(uploads.getByRole('listitem', { name })).toContainText('Done', { timeout: 60_000 });
      await shell.screenshot(`journey-library-${tag}`);

      // Document: the template's size and page limit, a section of the uploaded file, saved, then quoted.
      await shell.open('Documents');
      await app.getByRole('radio', { name: /05\.01\.01-Presentation/ }).check();
      await app.getByRole('button', { name: 'Create document' }).click();
      const document = app.getByRole('form', { name: 'Document' });
      await expect(document.getByTestId('template-facts')).toContainText(
        '8.5 × 11 in (Letter) · 215.9 × 279.4 mm, up to 300 pages',
      );
      await document.getByLabel('Name').fill(`Journey booklet ${tag}`);
      await expect(document.getByLabel('Section 1 print file')).toHaveValue('');
      await document.getByLabel('Section 1 print file').selectOption({ label: `${name} (3 pages)` });
      await expect(document.getByRole('figure', { name: 'Section 1 pages' }).getByRole('img')).toHaveCount(3);
      await document.getByRole('button', { name: 'Save document' }).click();
      await expect(document.getByTestId('saved-in')).toContainText('Saved in the library folder Documents.', {
        timeout: 30_000,
      });
      await expect(app.getByRole('region', { name: 'Your documents' })).toContainText(
        `Journey booklet ${tag}`,
      );
      await shell.screenshot(`journey-document-${tag}`);
      await document.getByRole('button', { name: 'Get quote' }).click();

      // Quote: the document is the order's item; the quote adds up and agrees with Ground.
      await app.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
      await expect(app.getByRole('form', { name: 'Order' })).toContainText(`Journey booklet ${tag}`);
      const quote = await quoteByGround(app);
      await shell.screenshot(`journey-quote-${tag}`);

      // Order.
      const first = await placeOrder(app, quote);
      expect(first).toMatch(/^\d{2}-\d{4}-\d{5}-\d{5}$/);

      // Reorder: a new order from the past one, quoted again before it is placed.
      await shell.open('Orders');
      await app
        .getByRole('region', { name: 'Recent orders' })
        .getByRole('button', { name: new RegExp(first) })
        .click();
      const past = app.getByRole('article', { name: `Order ${first}` });
      // Its item drawn as in the Library: the document's first page, from the file the browser sent.
      await expect(
        past
          .getByRole('table', { name: 'Line items' })
          .getByRole('img', { name: `Journey booklet ${tag}, first page` }),
      ).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 60_000 });
      await past.getByRole('button', { name: 'Reorder…' }).click();
      await app.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
      const order = app.getByRole('form', { name: 'Order' });
      await expect(order.getByRole('status').first()).toContainText(`This order repeats order ${first}`);
      await expect(
        order.getByRole('radio', { name: new RegExp(`The recipients of order ${first}`) }),
      ).toBeChecked();
      await expect(order).toContainText(`Journey booklet ${tag}`);
      const requote = await quoteByGround(app);
      const second = await placeOrder(app, requote);
      expect(second).not.toBe(first);
      await shell.screenshot(`journey-reorder-${tag}`);
    });
  }
}
