/**
 * Orders through the headless host against the embedded sandbox: a malformed order number is
 * refused in words before any call; an order the sandbox seeded is found from the recent list and
 * by its number, with its history and receipt; a seeded order that has shipped shows its timeline
 * and a tracking link that opens in a new tab.
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

  /** The shown order's progress: its timeline and its packages. */
  progress(friendlyId: string): { timeline: Locator; current: Locator; packages: Locator } {
    const region = this.order(friendlyId).getByRole('region', { name: 'Progress' });
    const timeline = region.getByRole('list', { name: 'Order progress' });
    return {
      timeline,
      current: timeline.locator('[aria-current="step"]'),
      packages: region.getByRole('list', { name: 'Packages' }),
    };
  }

  /** Opens the recent orders one by one until one shows the given step as current; its friendly id. */
  async openRecentAt(step: 'Submitted' | 'Processing' | 'Shipped'): Promise<string> {
    const items = this.recent.getByRole('button');
    await expect(items.first()).toBeVisible({ timeout: 30_000 });
    for (let index = 0; index < (await items.count()); index += 1) {
      const item = items.nth(index);
      const friendlyId = ((await item.locator('.mono').textContent()) ?? '').trim();
      await item.click();
      const { current } = this.progress(friendlyId);
      await expect(current).toBeVisible({ timeout: 30_000 });
      if ((await current.textContent()) === step) return friendlyId;
    }
    throw new Error(`no recent order is at ${step}`);
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

test('a shipped seeded order shows its timeline and a tracking link that opens in a new tab', async ({
  app,
}) => {
  const shell = new Shell(app);
  const view = new OrdersPage(app);
  // The tracking pages are made up (tracking.example): answer them here instead of the network.
  await app
    .context()
    .route('https://tracking.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Parcel tracking</title>' }),
    );
  await shell.open('Orders');
  const friendlyId = await view.openRecentAt('Shipped');
  const { timeline, packages } = view.progress(friendlyId);
  await expect(timeline.getByRole('listitem')).toHaveText(['Submitted', 'Processing', 'Shipped']);

  const link = packages.getByRole('link', { name: /^Track package PD\d{20}$/ }).first();
  await expect(link).toHaveAttribute(
    'href',
    /^https:\/\/tracking\.example\/[a-z-]+\/track\?number=PD\d{20}$/,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([app.waitForEvent('popup'), link.click()]);
  await expect(tab).toHaveTitle('Parcel tracking');
  expect(tab.url()).toBe(await link.getAttribute('href'));
  await tab.close();
  await shell.screenshot('order-tracking');
});

test('an open seeded order shows where it stands and no tracking yet', async ({ app }) => {
  const shell = new Shell(app);
  const view = new OrdersPage(app);
  await shell.open('Orders');
  const friendlyId = await view.openRecentAt('Submitted');
  await expect(view.order(friendlyId)).toContainText('Tracking appears here once the order ships.');
});

test('an unknown order number says so', async ({ app }) => {
  const shell = new Shell(app);
  const view = new OrdersPage(app);
  await shell.open('Orders');
  await view.lookUp('00-9999-99999-99999');
  await expect(app.getByText('No order 00-9999-99999-99999')).toBeVisible({ timeout: 30_000 });
});
