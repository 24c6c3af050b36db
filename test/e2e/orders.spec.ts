/**
 * Orders through the headless host against the embedded sandbox: a malformed order number is
 * refused in words before any call; an order the sandbox seeded is found from the recent list and
 * by its number, with its history and receipt.
 */
import type { Locator, Page } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 1000 } });
test.describe.configure({ mode: 'serial' });

/** The Orders view, found by role and label. */
class OrdersPage {
  readonly lookup: Locator;
  readonly number: Locator;
  readonly recent: Locator;

  constructor(readonly page: Page) {
    this.lookup = page.getByRole('search', { name: 'Look up an order' });
    this.number = this.lookup.getByLabel('Order number');
    this.recent = page.getByRole('region', { name: 'Recent orders' });
  }

  order(friendlyId: string): Locator {
    return this.page.getByRole('article', { name: `Order ${friendlyId}` });
  }

  async lookUp(friendlyId: string): Promise<void> {
    await this.number.fill(friendlyId);
    await this.lookup.getByRole('button', { name: 'Look up' }).click();
  }
}

test('a malformed order number is refused with the expected shape', async ({ app }) => {
  const shell = new Shell(app);
  const view = new OrdersPage(app);
  await shell.open('Orders');
  await view.lookUp('12-345');
  await expect(view.lookup.getByRole('alert')).toContainText('looks like 00-0054-00071-36703');
});

test('a seeded order opens from the recent list and by its number, with history and receipt', async ({
  app,
}) => {
  const shell = new Shell(app);
  const view = new OrdersPage(app);
  await shell.open('Orders');
  const first = view.recent.getByRole('button').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const friendlyId = ((await first.locator('.mono').textContent()) ?? '').trim();
  expect(friendlyId).toMatch(/^\d{2}-\d{4}-\d{5}-\d{5}$/);

  await first.click();
  const order = view.order(friendlyId);
  await expect(order).toBeVisible({ timeout: 30_000 });
  await expect(order.getByRole('region', { name: 'History' })).toContainText('Recipients');
  await expect(order.getByRole('region', { name: 'Receipt' }).getByTestId('order-total')).toHaveText(
    /^\$[\d,]+\.\d{2}$/,
  );

  await view.lookUp(friendlyId);
  await expect(order).toBeVisible({ timeout: 30_000 });
  await shell.screenshot('orders');
});

test('an unknown order number says so', async ({ app }) => {
  const shell = new Shell(app);
  const view = new OrdersPage(app);
  await shell.open('Orders');
  await view.lookUp('00-9999-99999-99999');
  await expect(app.getByText('No order 00-9999-99999-99999')).toBeVisible({ timeout: 30_000 });
});
