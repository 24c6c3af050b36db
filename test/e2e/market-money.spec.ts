/**
 * Money in the currency it was made in, through the headless host: an order hot folder's limits set
 * in dollars on the practice service; then "Connect your account" to a standalone `--market de`
 * sandbox by its loopback address alone, which names no market, so the dialog asks for one (nothing
 * chosen for the buyer) — Germany. From then on Quotes prices in euros, and the folder says it stopped
 * ordering and asks for its limits in euros, its dollar limits not carried over.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 1000 }, sandboxMarket: 'de' });

let localFolder = '';

test.beforeAll(async () => {
  localFolder = await mkdtemp(join(tmpdir(), 'printdesk-market-folder-'));
});
test.afterAll(async () => {
  await rm(localFolder, { recursive: true, force: true });
});

test('connecting to a German service by its address asks its market; prices are in euros and dollar limits stop and ask', async ({
  app,
  sandbox,
}) => {
  test.setTimeout(240_000);
  const shell = new Shell(app);

  // An order folder, its limits set in dollars while the service is the US practice one.
  await shell.open('Hot folders');
  await app.getByRole('button', { name: 'Add hot folder' }).first().click();
  const add = app.getByRole('dialog', { name: 'Add a hot folder' });
  await add.getByLabel('Local folder').fill(localFolder);
  await add.getByLabel('Library folder').fill('Hot folders/E2E market');
  await add.getByLabel('Action').selectOption('order');
  const template = add.getByLabel('Document template');
  await expect(template.locator('option')).not.toHaveCount(1);
  await template.selectOption({ index: 1 });
  await add.getByLabel('Quantity').fill('1');
  await add.getByLabel('Spending limit (USD)').fill('250');
  await add.getByLabel('Daily budget').fill('600');
  await add.getByRole('button', { name: 'Add hot folder' }).click();
  await expect(add).toBeHidden();
  const card = app.getByRole('article', { name: /^Hot folder printdesk-market-folder-/ });
  await expect(card).toContainText('up to $250 each');
  await expect(card.getByRole('alert')).toHaveCount(0);

  // Connect by the address alone: the dialog asks where the service sells.
  await app
    .getByRole('region', { name: 'Practice mode' })
    .getByRole('button', { name: 'Connect your account…' })
    .click();
  const connect = app.getByRole('dialog', { name: 'Connect your account' });
  await connect.getByLabel('Service address').fill(sandbox.url);
  await connect.getByLabel('Subscription key').fill(sandbox.key);
  const market = connect.getByLabel('Market');
  await expect(market).toHaveValue('');
  await connect.getByRole('button', { name: 'Check and connect' }).click();
  await expect(connect.getByRole('alert')).toHaveText('Choose the market this service sells in.');
  await market.selectOption('de');
  await connect.getByRole('button', { name: 'Check and connect' }).click();
  await expect(connect).toBeHidden({ timeout: 60_000 });
  await expect(shell.header.getByTestId('signed-in')).toContainText('Signed in as', { timeout: 30_000 });

  // Euros from the first quote.
  await shell.open('Quotes');
  const order = app.getByRole('form', { name: 'Order' });
  await order.getByRole('button', { name: 'Add to order' }).click();
  const shipping = app.getByRole('radiogroup', { name: 'Shipping method' });
  await expect(shipping.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await order.getByRole('button', { name: 'Get quote' }).click();
  const total = app.getByRole('region', { name: 'Quote', exact: true }).getByTestId('order-total');
  await expect(total).toHaveText(/^€[\d,]+\.\d{2}$/, { timeout: 30_000 });

  // The dollar limits judge no euro order: the folder stopped ordering, and asks for limits in euros.
  await shell.open('Hot folders');
  await expect(card.getByRole('alert')).toContainText(
    'Stopped ordering: its limits are in US dollars, but the service now prices in euros.',
  );
  await card.getByRole('button', { name: 'Set limits in euros' }).click();
  const edit = app.getByRole('dialog');
  await expect(edit.getByTestId('limits-currency')).toContainText(
    "This folder's limits were set in US dollars (up to $250 each · $600 a day).",
  );
  await expect(edit.getByLabel('Spending limit (EUR)')).toHaveValue('');
  await expect(edit.getByLabel('Daily budget')).toHaveValue('');
  await edit.getByLabel('Spending limit (EUR)').fill('200');
  await edit.getByRole('button', { name: /Save/ }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('up to €200 each');
  await expect(card.getByRole('alert')).toHaveCount(0);
});
