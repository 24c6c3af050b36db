/**
 * The service's market through the headless host: the practice service switched to Germany in
 * Account prices in euros, and a custom service (a standalone `--market uk` sandbox, whose loopback
 * address names no market) chosen as British prices in pounds, in Quotes and in Orders.
 */
import type { Locator, Page } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 1000 }, sandboxMarket: 'uk' });
test.describe.configure({ mode: 'serial' });

/** The views this spec reads, found by role and label. */
class MarketPages {
  readonly shell: Shell;
  readonly order: Locator;
  readonly quote: Locator;
  readonly shipping: Locator;
  readonly lookup: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    this.order = page.getByRole('form', { name: 'Order' });
    this.quote = page.getByRole('region', { name: 'Quote', exact: true });
    this.shipping = page.getByRole('radiogroup', { name: 'Shipping method' });
    this.lookup = page.getByRole('search', { name: 'Look up an order' });
  }

  /** Chooses the service in Account and waits until it answers with a user. */
  async useService(choose: () => Promise<void>, key?: string): Promise<void> {
    await this.shell.open('Account');
    await choose();
    const switching = this.page.getByText('Switching signs you out of the current service.');
    await expect(switching).toBeVisible();
    await this.page.getByRole('button', { name: 'Use this service' }).click();
    // Gone once saved and switched (a practice service started in a new market seeds its library first).
    await expect(switching).toBeHidden({ timeout: 90_000 });
    if (key !== undefined) {
      await this.page.getByLabel('Subscription key').fill(key);
      await this.page.getByRole('button', { name: 'Connect' }).click();
    }
    await expect(this.page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
  }

  /** Quotes the first library item to the main address; the total as shown. */
  async quoteTotal(): Promise<Locator> {
    await this.shell.open('Quotes');
    await this.order.getByRole('button', { name: 'Add to order' }).click();
    await expect(this.shipping.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    await this.order.getByRole('button', { name: 'Get quote' }).click();
    const total = this.quote.getByTestId('order-total');
    await expect(total).toBeVisible({ timeout: 30_000 });
    return total;
  }

  /** Opens an order in Orders by its number; its receipt's total as shown. */
  async receiptTotal(friendlyId: string): Promise<Locator> {
    await this.shell.open('Orders');
    await this.lookup.getByLabel('Order number').fill(friendlyId);
    await this.lookup.getByRole('button', { name: 'Look up' }).click();
    const order = this.page.getByRole('article', { name: `Order ${friendlyId}` });
    const total = order.getByRole('region', { name: 'Receipt' }).getByTestId('order-total');
    await expect(total).toBeVisible({ timeout: 30_000 });
    return total;
  }
}

test('the practice service in Germany prices in euros, in Quotes and Orders', async ({ app }) => {
  const pages = new MarketPages(app);
  await pages.useService(async () => {
    await app.getByLabel('Market').selectOption('de');
  });

  await expect(await pages.quoteTotal()).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(pages.shipping).toContainText('Standardversand');

  await pages.shell.open('Orders');
  const recent = app.getByRole('region', { name: 'Recent orders' }).getByRole('button').first();
  await expect(recent).toBeVisible({ timeout: 30_000 });
  const friendlyId = ((await recent.locator('.mono').textContent()) ?? '').trim();
  await expect(await pages.receiptTotal(friendlyId)).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(app.getByText(/\$\d/)).toHaveCount(0);
});

test('a custom service chosen as British prices in pounds, in Quotes and Orders', async ({
  app,
  sandbox,
}) => {
  const pages = new MarketPages(app);
  await pages.useService(async () => {
    await app.getByRole('radio', { name: /Custom print service/ }).check();
    await app.getByLabel('Base URL').fill(sandbox.url);
    await app.getByLabel('Market').selectOption('uk');
  }, sandbox.key);

  await expect(await pages.quoteTotal()).toHaveText(/^£[\d,]+\.\d{2}$/);
  await expect(pages.shipping).toContainText('Standard Delivery');

  const [friendlyId] = sandbox.orderFriendlyIds;
  await expect(await pages.receiptTotal(friendlyId!)).toHaveText(/^£[\d,]+\.\d{2}$/);
  await expect(app.getByText(/[$€]\d/)).toHaveCount(0);
});
