/**
 * Quotes through the headless host against the embedded sandbox: build an order from a library
 * item to the main address, pick a shipping method, get the full quote with its total, compare
 * quantities on the chart, and price a template with the quick calculator; place an order with the
 * whole form filled in and find every field again in Orders.
 */
import type { Locator, Page } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 1000 } });

/** The Quotes view, found by role and label. */
class QuotesPage {
  readonly order: Locator;
  readonly quote: Locator;
  readonly shipping: Locator;

  constructor(readonly page: Page) {
    this.order = page.getByRole('form', { name: 'Order' });
    this.quote = page.getByRole('region', { name: 'Quote', exact: true });
    this.shipping = page.getByRole('radiogroup', { name: 'Shipping method' });
  }

  /** Adds the first library item to the order and gets a quote for it. */
  async quoteFirstItem(): Promise<void> {
    await this.order.getByRole('button', { name: 'Add to order' }).click();
    await expect(this.shipping.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    await this.order.getByRole('button', { name: 'Get quote' }).click();
    await expect(this.quote.getByTestId('order-total')).toBeVisible({ timeout: 30_000 });
  }
}

test('an order gets a full quote, a quantity chart and a quick template price', async ({ app }) => {
  const shell = new Shell(app);
  const view = new QuotesPage(app);
  await shell.open('Quotes');

  await expect(view.order.getByLabel('Item', { exact: true })).toBeVisible();
  await view.order.getByRole('button', { name: 'Add to order' }).click();
  const quantity = view.order.getByLabel(/^Quantity of /);
  await quantity.fill('10');

  await expect(view.order.getByRole('radio', { name: /My main address/ })).toBeChecked();
  await expect(view.shipping.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await view.shipping.getByRole('radio').first().check();

  await view.order.getByRole('button', { name: 'Get quote' }).click();
  await expect(view.quote.getByTestId('order-total')).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 30_000 });
  await expect(view.quote.getByRole('group').or(view.quote.locator('details')).first()).toBeVisible();
  // The dates are those of the method chosen: when it ships and arrives by it.
  await expect(view.quote.getByTestId('arrives')).toContainText(/ by /);

  await view.quote.getByRole('button', { name: 'Compare quantities' }).click();
  const chart = view.quote.getByRole('img', { name: /^Quantity chart\./ });
  await expect(chart).toBeVisible({ timeout: 60_000 });
  const table = view.quote.getByRole('table', { name: 'Price per quantity' });
  // 1, 5, the order's 10 (marked), and three quantities beyond it.
  await expect(table.getByRole('row')).toHaveCount(7, { timeout: 60_000 });
  await expect(table.getByRole('row', { name: /10\s*\(this order\)/ })).toBeVisible();
  await expect(chart).toHaveAccessibleName(/Unit price goes from \$[\d.,]+ at 1 to \$[\d.,]+ at 100 copies/);

  const calculator = app.getByRole('region', { name: 'Quick price from a template' });
  await calculator.getByLabel('Copies').fill('250');
  await calculator.getByRole('button', { name: 'Price it' }).click();
  await expect(calculator.getByRole('region', { name: 'Item price' })).toContainText(/Per copy\s*\$/);
  await chart.scrollIntoViewIfNeeded();
  await shell.screenshot('quotes');
});

test('changing the order after a quote marks the quote as out of date', async ({ app }) => {
  const shell = new Shell(app);
  const view = new QuotesPage(app);
  await shell.open('Quotes');
  await view.quoteFirstItem();

  await view.order.getByLabel(/^Quantity of /).fill('3');
  await expect(view.quote.getByText('The order has changed since this quote.')).toBeVisible();
  await view.quote.getByRole('button', { name: 'Update quote' }).click();
  await expect(view.quote.getByText('The order has changed since this quote.')).toBeHidden({
    timeout: 30_000,
  });
});

test('an order with the whole form filled in is placed and Orders shows every field', async ({ app }) => {
  const shell = new Shell(app);
  const view = new QuotesPage(app);
  await shell.open('Quotes');
  await view.order.getByRole('button', { name: 'Add to order' }).click();
  await expect(view.shipping.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await view.order.getByRole('radio', { name: /Corporate account/ }).check();
  await view.order.getByLabel('Corporate account id').fill('6d0f1c2e-4b7a-4f3e-9c21-0a5b7e9d1f34');
  await view.order.getByText('Reference, instructions, shipment e-mails and sender').click();
  await view.order.getByLabel('Order reference').fill('PO-7731');
  await view.order.getByLabel('Special instruction codes').fill('ESI-O-0002, ESI-O-1202');
  await view.order.getByLabel('Packing slip memo').fill('Professor Smith');
  await view.order.getByLabel('Notify recipients').check();
  await view.order.getByLabel('Send shipping alerts').check();
  await view.order
    .getByRole('group', { name: /^Ship from/ })
    .getByLabel('Company')
    .fill('Print Room');
  await view.order.getByRole('button', { name: 'Get quote' }).click();
  await expect(view.quote.getByTestId('order-total')).toBeVisible({ timeout: 30_000 });

  await view.quote.getByRole('button', { name: 'Place order…' }).click();
  await app
    .getByRole('dialog', { name: 'Place this order?' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await view.quote.getByRole('link', { name: 'See it in Orders' }).click({ timeout: 30_000 });
  const form = app.getByRole('article', { name: /^Order / }).getByRole('region', { name: 'History' });
  await expect(form.getByText('PO-7731')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByText('Corporate account 6d0f1c2e-4b7a-4f3e-9c21-0a5b7e9d1f34')).toBeVisible();
  await expect(form.getByText('ESI-O-0002, ESI-O-1202')).toBeVisible();
  await expect(form.getByText('Professor Smith')).toBeVisible();
  await expect(form.getByText('Recipients notified, shipping alerts')).toBeVisible();
  await expect(form.getByText(/Print Room/)).toBeVisible();
  await shell.screenshot('order-form-in-orders');
});

test('a quoted order can be placed and opened in Orders', async ({ app }) => {
  const shell = new Shell(app);
  const view = new QuotesPage(app);
  await shell.open('Quotes');
  await view.quoteFirstItem();

  await view.quote.getByRole('button', { name: 'Place order…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Place this order?' });
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const placed = view.quote.getByText(/Placed as order/);
  await expect(placed).toBeVisible();
  const friendlyId = ((await placed.locator('strong').textContent()) ?? '').trim();
  expect(friendlyId).toMatch(/^\d{2}-\d{4}-\d{5}-\d{5}$/);

  await placed.getByRole('link', { name: 'See it in Orders' }).click();
  await expect(app.getByRole('article', { name: `Order ${friendlyId}` })).toBeVisible({ timeout: 30_000 });
});
