/**
 * The preflight gate of an order hot folder, through the headless host against the embedded
 * sandbox: a file whose fonts are not embedded makes nothing; it waits in Failed/ with its report,
 * its row says why and opens the report, findings and page pictures in one click, the counters count
 * it; Orders › Approvals names its folder, file and copies, links to the report, and "Order anyway"
 * asks first, places its order and says so.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 900 } });

const brochure = resolve(import.meta.dirname, '../../assets/print-files/spring-open-house-brochure.pdf');
let localFolder = '';

test.beforeAll(async () => {
  localFolder = await mkdtemp(join(tmpdir(), 'printdesk-preflight-folder-'));
});
test.afterAll(async () => {
  await rm(localFolder, { recursive: true, force: true });
});

test('a file with an error waits in Failed/ until Order anyway places it', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Hot folders');
  await app.getByRole('button', { name: 'Add hot folder' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Add a hot folder' });
  await dialog.getByLabel('Local folder').fill(localFolder);
  await dialog.getByLabel('Library folder').fill('Hot folders/E2E preflight');
  await dialog.getByLabel('Action').selectOption('order');
  const template = dialog.getByLabel('Document template');
  await expect(template.locator('option')).not.toHaveCount(1);
  await template.selectOption('3f473099-3165-4775-a583-8cf178afa74a');
  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByLabel('Spending limit (USD)').fill('5000');
  await expect(dialog.getByLabel('Preflight')).toHaveValue('standard');
  // On by default, the fonts fix would embed the missing fonts on a copy and go on: this is the gate.
  const fonts = dialog.getByRole('switch', { name: 'Embed missing fonts' });
  await expect(fonts).toBeChecked();
  await fonts.uncheck();
  await dialog.getByRole('button', { name: 'Add hot folder' }).click();
  await expect(dialog).toBeHidden();

  await copyFile(brochure, join(localFolder, 'fonts.pdf'));
  const activity = app.getByRole('table', { name: 'Hot folder activity' });
  const row = activity.getByRole('row').filter({ hasText: 'fonts.pdf' });
  await expect(row.getByText('Waiting for approval')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(/^Preflight: .*Helvetica/)).toBeVisible();
  await expect
    .poll(async () => (await readdir(join(localFolder, 'Failed')).catch(() => [] as string[])).sort())
    .toEqual(['fonts.pdf', 'fonts.pdf.preflight.txt']);

  // Counted: it waits for a person, and its file is in Failed/.
  const card = app.getByRole('article', { name: /^Hot folder printdesk-preflight-folder-/ });
  await expect(card.getByText('Waiting for approval', { exact: true }).locator('+ dd')).toHaveText('1');
  await expect(card.getByText('Failed', { exact: true }).locator('+ dd')).toHaveText('1');

  // One click on its row: the file in Failed/, the report beside it, the findings with their pages.
  await row.click();
  const preflight = app.getByRole('complementary', { name: 'Preflight' });
  await expect(preflight.getByRole('region', { name: 'Report' })).toContainText('Helvetica', {
    timeout: 30_000,
  });
  await expect(preflight).toContainText(join(localFolder, 'Failed', 'fonts.pdf'));
  const findings = preflight.getByRole('list', { name: 'Findings in fonts.pdf' });
  await expect(findings).toContainText('Helvetica', { timeout: 60_000 });
  await expect(findings.getByRole('img', { name: /^fonts\.pdf, page 1$/ }).first()).toBeVisible();

  await expect(shell.nav.getByRole('link', { name: 'Orders, 1 waiting for approval' })).toBeVisible();
  await shell.open('Orders');
  const approval = app.getByRole('listitem', { name: 'Approval for fonts' });
  await expect(
    approval.getByText(
      /^Its file's preflight found 2 errors: Pages 1–4 use the font Helvetica-Bold, .*; Pages 1–4 use the font Helvetica, /,
    ),
  ).toBeVisible();
  await expect(approval).toContainText(localFolder);
  await expect(approval).toContainText('fonts.pdf');
  await expect(approval).toContainText('1 copy');
  // Its link opens the same report from here.
  await approval
    .getByRole('link', { name: 'Open the preflight report, pages and findings of fonts.pdf' })
    .click();
  await app.getByRole('heading', { level: 1, name: 'Hot folders' }).waitFor();
  await expect(preflight.getByRole('region', { name: 'Report' })).toContainText('Helvetica', {
    timeout: 30_000,
  });
  await shell.open('Orders');
  await approval.getByRole('button', { name: 'Order anyway' }).click();
  const confirm = app.getByRole('dialog', { name: 'Order anyway?' });
  await confirm.getByRole('button', { name: 'Order anyway' }).click();
  await expect(
    app.getByRole('status').filter({ hasText: 'fonts goes on despite its preflight errors.' }),
  ).toBeVisible();
  // The record's table draws its rows in a body of their own (a window of a long record).
  const placed = app.getByRole('rowgroup', { name: /Orders placed by hot folders/ });
  await expect(placed.getByRole('row')).toHaveCount(1, { timeout: 60_000 });
  // The record says the preflight was overridden, and by whom.
  await expect(placed.getByRole('row')).toContainText("Waited: Its file's preflight found 2 errors");
  await expect(placed.getByRole('row')).toContainText('Overridden by');

  await shell.open('Hot folders');
  await expect(row.getByText('Done')).toBeVisible({ timeout: 60_000 });
  // Out of Failed/ now: the held file's card has closed.
  await expect(preflight).toBeHidden();
  await expect(row.getByRole('link')).toHaveText(/^\d{2}-\d{4}-\d{5}-\d{5}$/);
  await expect.poll(async () => readdir(localFolder)).toContain('fonts.pdf');
});
