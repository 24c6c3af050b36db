/**
 * A distribution list end to end, through the headless host against the embedded sandbox: 500
 * recipients pasted with a header row, a broken row named and fixed, the list saved, the order
 * quoted per recipient and placed to all of them with a reference and a packing-slip memo.
 */
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 1000 } });

const header = 'First Name,Last Name,Street,City,State,ZIP,Country';
const rows = Array.from(
  { length: 500 },
  (_, i) => `Reader ${i + 1},"Branch, No. ${i + 1}",${i + 1} Main St,Springfield,IL,${60000 + i},US`,
);

test('a list of 500 recipients imported, quoted and ordered', async ({ app }) => {
  test.setTimeout(180_000);
  const shell = new Shell(app);
  await shell.open('Quotes');
  const order = app.getByRole('form', { name: 'Order' });
  const quote = app.getByRole('region', { name: 'Quote', exact: true });

  await order.getByRole('button', { name: 'Add to order' }).click();
  await order.getByRole('radio', { name: /A distribution list/ }).check();
  await order.getByRole('button', { name: 'Import a list…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Import a distribution list' });
  await dialog.getByLabel('List name').fill('Branches');
  const text = dialog.getByLabel(/Or paste the rows/);
  const broken = [...rows];
  broken[16] = 'Reader 17,Branch,17 Main St,Springfield,IL,,US';
  await text.fill([header, ...broken].join('\n'));
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText('Row 18: PostalCode: Enter the postal code.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save list' })).toBeDisabled();

  await text.fill([header, ...rows].join('\n'));
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText('500 of 500 rows are ready.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save list' }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByLabel('Distribution list', { exact: true })).toContainText(
    'Branches (500 recipients)',
  );

  const shipping = order.getByRole('radiogroup', { name: 'Shipping method' });
  await expect(shipping.getByRole('radio').first()).toBeVisible({ timeout: 60_000 });
  await order.getByText('Reference, instructions, shipment e-mails and sender').click();
  await order.getByLabel('Order reference').fill('PO-500');
  await order.getByLabel('Packing slip memo').fill('With our compliments');
  await order.getByRole('button', { name: 'Get quote' }).click();
  const perRecipient = quote.getByRole('region', { name: 'Delivery per recipient' });
  await expect(perRecipient).toContainText(/500 recipients, \d+ packages, delivery/, { timeout: 60_000 });
  await expect(perRecipient.getByRole('table')).toHaveAttribute('aria-rowcount', '501');

  await quote.getByRole('button', { name: 'Place order…' }).click();
  await app
    .getByRole('dialog', { name: 'Place this order?' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(quote.getByText(/Placed as order/)).toBeVisible({ timeout: 60_000 });
  await quote.getByRole('link', { name: 'See it in Orders' }).click();
  const details = app.getByRole('article', { name: /^Order / });
  await expect(details.getByText('PO-500')).toBeVisible({ timeout: 30_000 });
  await expect(details.getByText('With our compliments')).toBeVisible();
});
