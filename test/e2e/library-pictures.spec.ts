/**
 * Pictures and the check before upload, in Chromium through the headless host: a print file that a
 * hot folder uploaded shows its first page in the Library's grid and its pages in the details, those
 * with findings marked; a broken PDF dropped on the Library is stopped with its reason and goes only
 * when told "Upload anyway".
 */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dropFile } from './drop.js';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 860 } });
test.describe.configure({ mode: 'serial' });

// The repository's own sample print files.
const samples = resolve(import.meta.dirname, '..', '..', 'assets', 'print-files');
const booklet = join(samples, 'annual-report-booklet-12p.pdf');

let localFolder = '';
test.beforeAll(async () => {
  localFolder = await mkdtemp(join(tmpdir(), 'printdesk-e2e-pictures-'));
});
test.afterAll(async () => {
  await rm(localFolder, { recursive: true, force: true });
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
}

test('the grid shows the first page of a file a hot folder uploaded, and the details its pages', async ({
  app,
}) => {
  const shell = new Shell(app);
  await shell.open('Hot folders');
  await app.getByRole('button', { name: 'Add hot folder' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Add a hot folder' });
  await dialog.getByLabel('Local folder').fill(localFolder);
  await dialog.getByLabel('Library folder').fill('Hot folders/E2E pictures');
  await dialog.getByRole('button', { name: 'Add hot folder' }).click();
  await expect(dialog).toBeHidden();
  await copyFile(booklet, join(localFolder, 'e2e-booklet.pdf'));
  await expect(
    app.getByRole('table', { name: 'Hot folder activity' }).getByRole('row').filter({ hasText: 'Uploaded' }),
  ).toBeVisible({ timeout: 60_000 });

  await shell.open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  await app.getByRole('searchbox', { name: 'Search files' }).fill('e2e-booklet');
  await expect(app.getByRole('table', { name: 'Files' }).getByRole('row')).toHaveCount(2, {
    timeout: 15_000,
  });
  await app.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Grid' }).check();
  const grid = app.getByRole('listbox', { name: 'Files' });
  const card = grid.getByRole('option', { name: /^e2e-booklet\.pdf, 12 pages/ });
  // Drawing a page takes a file-work thread seconds on a loaded machine: a generous limit.
  await expect(card.getByRole('img', { name: 'e2e-booklet.pdf, first page' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
    { timeout: 30_000 },
  );

  await card.click();
  const pages = app
    .getByRole('complementary', { name: 'File details' })
    .getByRole('region', { name: 'Pages' });
  await expect(pages.getByRole('img', { name: /e2e-booklet\.pdf, page \d+$/ })).toHaveCount(4, {
    timeout: 30_000,
  });
  // The pages with findings are marked, from the same local copy the pictures are drawn from.
  await expect(pages.getByRole('img', { name: /^Page 1: font not embedded/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(pages).toContainText('Preflight (Standard profile):');
  await shell.screenshot('library-page-marks');
  await pages.getByRole('button', { name: 'More pages (8 left)' }).click();
  await expect(pages.getByRole('img', { name: 'e2e-booklet.pdf, page 12' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
    { timeout: 30_000 },
  );
  await expect(app.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(app), 'axe-core violations in the grid with details').toEqual([]);
});

test('a broken PDF dropped on the Library is stopped with its reason, and goes when told to', async ({
  app,
}) => {
  await new Shell(app).open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  // Header and trailer without the objects between: it looks like a PDF, but cannot be read.
  const whole = await readFile(booklet);
  const broken = Buffer.concat([whole.subarray(0, 2048), whole.subarray(whole.length - 4096)]);
  await dropFile(app.getByRole('region', { name: 'Library' }), 'e2e-broken.pdf', broken);

  const dialog = app.getByRole('dialog', { name: /^Check before uploading to / });
  const entry = dialog.getByRole('listitem', { name: 'e2e-broken.pdf' });
  await expect(
    entry.getByText('Broken PDF: the service stores it as broken and cannot print it.'),
  ).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Skip' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Nothing to upload' })).toBeDisabled();
  expect(await seriousViolations(app), 'axe-core violations in the check before upload').toEqual([]);

  await entry.getByRole('button', { name: 'Upload anyway' }).click();
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();
  const upload = app
    .getByRole('region', { name: 'Uploads' })
    .getByRole('listitem', { name: 'e2e-broken.pdf' });
  await expect(upload).toBeVisible();
  await app.getByRole('searchbox', { name: 'Search files' }).fill('e2e-broken');
  await expect(
    app.getByRole('table', { name: 'Files' }).getByRole('row').filter({ hasText: 'e2e-broken.pdf' }),
  ).toContainText('Broken', { timeout: 30_000 });
});
