/**
 * A hot folder set to `order`, through the headless host against the embedded sandbox: its card
 * says it places orders and what it may spend; the file under the spending limit is ordered at
 * once, the one above it (by its job ticket) waits in Orders › Approvals, saying why, counted in
 * the navigation, until it is placed by hand; both are then on the record of orders placed by hot
 * folders.
 */
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 900 } });

const brochure = resolve(import.meta.dirname, '../../assets/print-files/spring-open-house-brochure.pdf');
let localFolder = '';

test.beforeAll(async () => {
  localFolder = await mkdtemp(join(tmpdir(), 'printdesk-order-folder-'));
});
test.afterAll(async () => {
  await rm(localFolder, { recursive: true, force: true });
});

test('an order hot folder places one order at once and holds the other for approval', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Hot folders');
  await app.getByRole('button', { name: 'Add hot folder' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Add a hot folder' });
  await dialog.getByLabel('Local folder').fill(localFolder);
  await dialog.getByLabel('Library folder').fill('Hot folders/E2E orders');
  await dialog.getByLabel('Action').selectOption('order');
  const template = dialog.getByLabel('Document template');
  await expect(template.locator('option')).not.toHaveCount(1);
  // The sandbox's presentation template takes any page count (the poster takes one page).
  await template.selectOption('3f473099-3165-4775-a583-8cf178afa74a');
  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByLabel('Spending limit (USD)').fill('200');
  await dialog.getByLabel('Daily budget').fill('5000');
  // The brochure's fonts are not embedded: the gate before the document has a spec of its own.
  await dialog.getByLabel('Preflight').selectOption('off');
  await dialog.getByRole('button', { name: 'Add hot folder' }).click();
  await expect(dialog).toBeHidden();
  const card = app.getByRole('article', { name: /^Hot folder / });
  await expect(card.getByText('Places orders', { exact: true })).toBeVisible();
  await expect(card.locator('.hf-link-job')).toHaveText(
    'Places orders · up to $200 each · $5,000 a day, $5,000 left today',
  );

  await writeFile(
    join(localFolder, 'large.job.json'),
    JSON.stringify({ quantity: 2000, reference: 'PO-E2E' }),
  );
  await copyFile(brochure, join(localFolder, 'small.pdf'));
  await copyFile(brochure, join(localFolder, 'large.pdf'));

  // Each file is one activity row: its upload, then its job's document, price, order and state.
  const activity = app.getByRole('table', { name: 'Hot folder activity' });
  const small = activity.getByRole('row').filter({ hasText: 'small.pdf' });
  const large = activity.getByRole('row').filter({ hasText: 'large.pdf' });
  await expect(small.getByText('Done')).toBeVisible({ timeout: 60_000 });
  await expect(small.getByRole('link')).toHaveText(/^\d{2}-\d{4}-\d{5}-\d{5}$/);
  await expect(large.getByText('Waiting for approval')).toBeVisible({ timeout: 60_000 });

  await expect(shell.nav.getByRole('link', { name: 'Orders, 1 waiting for approval' })).toBeVisible();
  await shell.open('Orders');
  const approvals = app.getByRole('region', { name: 'Approvals' });
  await expect(approvals.getByText('large', { exact: true })).toBeVisible();
  const reasons = approvals.getByRole('list', { name: 'Why the order for large waits' });
  await expect(reasons.getByRole('listitem')).toHaveText([
    /^Its total of \$[\d,.]+ is over the folder's limit of \$200\.00 per order\.$/,
    "Its job ticket asks for 2000 copies, more than the folder's 1.",
    /^Its total of \$[\d,.]+ is more than what is left of today's budget: \$[\d,.]+ of \$5,000\.00\.$/,
  ]);
  const approval = approvals.getByRole('listitem', { name: 'Approval for large' });
  await expect(approval).toContainText(localFolder);
  await expect(approval).toContainText('large.pdf');
  await expect(approval).toContainText('2,000 copies');
  // Placing asks first, as an order by hand does, and says when it is done.
  await approvals.getByRole('button', { name: 'Place the order for large' }).click();
  await app.getByRole('dialog', { name: 'Place this order?' }).getByRole('button', { name: 'Place' }).click();
  await expect(
    app.getByRole('status').filter({ hasText: 'The order for large is approved and being placed.' }),
  ).toBeVisible();
  await expect(approvals.getByText('No hot-folder order waits for approval.')).toBeVisible();
  await expect(shell.nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  // The record's table draws its rows in a body of their own (a window of a long record).
  const placed = app.getByRole('rowgroup', { name: /Orders placed by hot folders/ });
  await expect(placed.getByRole('row')).toHaveCount(2, { timeout: 60_000 });
  await expect(placed.getByRole('row').first()).toContainText('Overridden by');

  await shell.open('Hot folders');
  await expect(large.getByText('Done')).toBeVisible({ timeout: 60_000 });
  const orderLink = large.getByRole('link');
  await expect(orderLink).toHaveText(/^\d{2}-\d{4}-\d{5}-\d{5}$/);
  const orderNumber = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(app.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(app.getByLabel('Order number')).toHaveValue(orderNumber);
});
