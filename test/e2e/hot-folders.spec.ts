/**
 * Hot folders through the headless host against the embedded sandbox: link a local folder by its
 * path, save a PDF into it, and watch it reach "Uploaded"; its preflight card tells its pages.
 */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';
import { writeLetterPdf } from '../sample-pdfs.js';

test.use({ viewport: { width: 1360, height: 900 } });
test.describe.configure({ mode: 'serial' });

/** The Hot folders view, found by role and label. */
class HotFoldersPage {
  readonly activity: Locator;
  readonly preflight: Locator;

  constructor(readonly page: Page) {
    this.activity = page.getByRole('table', { name: 'Hot folder activity' });
    this.preflight = page.getByRole('complementary', { name: 'Preflight' });
  }

  link(localFolder: string): Locator {
    return this.page.getByRole('article', { name: `Hot folder ${basename(localFolder)}` });
  }

  row(fileName: string): Locator {
    return this.activity.getByRole('row').filter({ hasText: fileName });
  }

  async addLink(localFolder: string, libraryFolder: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add hot folder' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a hot folder' });
    await dialog.getByLabel('Local folder').fill(localFolder);
    await dialog.getByLabel('Library folder').fill(libraryFolder);
    await dialog.getByRole('button', { name: 'Add hot folder' }).click();
    await expect(dialog).toBeHidden();
  }
}

let localFolder = '';

test.beforeAll(async () => {
  localFolder = await mkdtemp(join(tmpdir(), 'printdesk-hot-folder-'));
});

test.afterAll(async () => {
  await rm(localFolder, { recursive: true, force: true });
});

test('a PDF saved into a new hot folder is uploaded and shows its preflight', async ({ app }) => {
  const shell = new Shell(app);
  const view = new HotFoldersPage(app);
  await shell.open('Hot folders');
  await expect(app.getByText('No hot folders yet')).toBeVisible();

  await view.addLink(localFolder, 'Hot folders/E2E');
  const link = view.link(localFolder);
  await expect(link).toBeVisible();
  await expect(link.getByText('Hot folders/E2E')).toBeVisible();

  await copyFile(await writeLetterPdf(2), join(localFolder, 'letter.pdf'));
  const row = view.row('letter.pdf');
  await expect(row.filter({ hasText: 'Uploaded' })).toBeVisible({ timeout: 60_000 });
  await expect(link.getByRole('definition').nth(2)).toHaveText('1');

  await row.filter({ hasText: 'Uploaded' }).first().click();
  await expect(view.preflight).toBeVisible();
  // PDFs are read on a file-work thread, which a busy machine may take some seconds to start.
  await expect(view.preflight).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(view.preflight.getByText('(Letter) ·')).toBeVisible();
  await expect(view.preflight.getByRole('definition').nth(1)).toHaveText('2');
  await shell.screenshot('hot-folders');

  const download = app.waitForEvent('download');
  await app.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await csv.path(), 'utf8');
  expect(text).toContain('letter.pdf');
});

test('pausing a hot folder shows it paused, and resuming starts it again', async ({ app }) => {
  const shell = new Shell(app);
  const view = new HotFoldersPage(app);
  await shell.open('Hot folders');
  const link = view.link(localFolder);
  const name = basename(localFolder);
  await link.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(link.getByText('Paused')).toBeVisible();
  await link.getByRole('button', { name: `Resume ${name}` }).click();
  await expect(link.getByText('Paused')).toBeHidden();
});
