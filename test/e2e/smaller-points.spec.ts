/**
 * The smaller points of a buyer's session, in Chromium through the headless host: a new document is
 * named after its product, not the template's code; a delivery date is said once; "Compare
 * quantities" adds up (per copy × copies = total); recent orders say their item and status, and after
 * switching service list none of the old service's orders; the upload limit has one unit, MiB/s, in
 * Account and in the status bar.
 */
import type { Locator } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

/** "$1,234.5678" as a number of dollars. */
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

let placed = '';

test("a new document is named after its product and the day, not the template's code", async ({ app }) => {
  const shell = new Shell(app);
  const name = (await shell.createDocument(/Flyer/)).getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(/^Flyer – \w{3} \d{1,2}, \d{4}$/, { timeout: 30_000 });
});

test('a delivery date is said once, and Compare quantities adds up', async ({ app }) => {
  test.setTimeout(180_000);
  const shell = new Shell(app);
  await shell.open('Quotes');
  const order = app.getByRole('form', { name: 'Order' });
  await order.getByRole('button', { name: 'Add to order' }).click();
  await order
    .getByLabel(/^Quantity of /)
    .first()
    .fill('7');
  const shipping = order.getByRole('radiogroup', { name: 'Shipping method' });
  await expect(shipping.getByRole('radio').first()).toBeVisible({ timeout: 60_000 });
  // "Arrives Thu, Nov 26": the day, once; never converted into the buyer's zone.
  await expect(shipping.locator('label').first()).toContainText(/Arrives \w{3}, \w{3} \d{1,2}\s*\$/);
  await expect(shipping).not.toContainText(/your time|Central Time/);

  await order.getByRole('button', { name: 'Get quote' }).click();
  const quote = app.getByRole('region', { name: 'Quote', exact: true });
  await expect(quote.getByTestId('order-total')).toBeVisible({ timeout: 60_000 });
  await quote.getByRole('button', { name: 'Compare quantities' }).click();
  const table = quote.getByRole('table', { name: 'Price per quantity' });
  await expect(table.getByRole('row')).toHaveCount(7, { timeout: 90_000 });
  for (const row of (await table.getByRole('row').all()).slice(1)) {
    const copies = Number((await row.getByRole('rowheader').innerText()).replace(/\D+.*$/s, ''));
    const [perCopy, total] = (await row.getByRole('cell').allInnerTexts()).map(dollars) as [number, number];
    expect(Math.round(perCopy * copies * 100), `${copies} × ${perCopy} against ${total}`).toBe(
      Math.round(total * 100),
    );
  }

  await quote.getByRole('button', { name: 'Place order…' }).click();
  await app
    .getByRole('dialog', { name: 'Place this order?' })
    .getByRole('button', { name: 'Place order' })
    .click();
  const placedAs = quote.getByText(/Placed as order/);
  await expect(placedAs).toBeVisible({ timeout: 60_000 });
  placed = (await placedAs.locator('strong').innerText()).trim();
});

test('recent orders say their item and status, and only the service in use has them', async ({
  app,
  sandbox,
}) => {
  test.setTimeout(180_000);
  const shell = new Shell(app);
  await shell.open('Orders');
  const recent = (): Locator => app.getByRole('region', { name: 'Recent orders' });
  const mine = recent().getByRole('button', { name: new RegExp(placed) });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  // Its first item's name, and how far it got.
  await expect(mine.locator('.od-recent-what')).toHaveText(/\S.*(Submitted|Processing|Shipped)$/, {
    timeout: 30_000,
  });

  // Another service: the practice service's order is not listed there (it cannot find it).
  await app
    .getByRole('region', { name: 'Practice mode' })
    .getByRole('button', { name: 'Connect your account…' })
    .click();
  const dialog = app.getByRole('dialog', { name: 'Connect your account' });
  await dialog.getByLabel('Service address').fill(sandbox.url);
  // 127.0.0.1 does not say where the service sells: the sandbox is the US one.
  await dialog.getByLabel('Market').selectOption('us');
  await dialog.getByLabel('Subscription key').fill(sandbox.key);
  await dialog.getByRole('button', { name: 'Check and connect' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await shell.open('Orders');
  await expect(recent().locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(recent()).toBeVisible();
  await expect(recent().getByRole('button', { name: new RegExp(placed) })).toHaveCount(0);
});

test('the upload limit says MiB/s in Account as in the status bar', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Account');
  const card = app.getByRole('region', { name: 'Upload limit' });
  await card.getByRole('radio', { name: 'Limit upload rate to' }).check();
  await card.getByRole('spinbutton', { name: 'Limit upload rate to MiB/s' }).fill('3');
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(shell.statusBar.getByRole('status', { name: 'Upload limit' })).toHaveText(
    'Limited to 3 MiB/s',
  );
  await expect(card).not.toContainText('MB/s');
});
