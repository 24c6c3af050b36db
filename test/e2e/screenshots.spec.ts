/**
 * The README's pictures of a first run, light theme at 1280×800: the welcome, then the Library with
 * the practice-mode banner. With UPDATE_SCREENSHOTS=1 they are written into docs/ (README material);
 * otherwise into test-results/screenshots/, so a run checks the steps without touching docs/.
 */
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';

test.use({ firstRun: true, viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

const root = resolve(import.meta.dirname, '../..');
const folder =
  process.env.UPDATE_SCREENSHOTS === '1' ? join(root, 'docs') : join(root, 'test-results/screenshots');

async function picture(page: Page, name: string): Promise<void> {
  // Nothing moving: no shimmering placeholder, no caret in the picture.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: join(folder, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

test('the first run: the welcome, then the Library in practice mode', async ({ app }) => {
  const welcome = app.getByRole('dialog', { name: 'Welcome to PrintDesk' });
  await expect(welcome).toBeVisible();
  await expect(app.getByRole('table', { name: 'Files' }).getByRole('row').nth(1)).toBeVisible();
  await picture(app, 'welcome');

  await welcome.getByRole('button', { name: 'Start exploring' }).click();
  await expect(welcome).toBeHidden();
  await new Shell(app).open('Library');
  await expect(app.getByRole('region', { name: 'Practice mode' })).toBeVisible();
  await expect(app.getByRole('table', { name: 'Files' }).getByRole('row').nth(1)).toBeVisible();
  await picture(app, 'library');
});
