/**
 * The Library through the headless host against the embedded sandbox: browse, create a folder,
 * upload by the file picker and by dropping a file from the OS (into the open folder, or into the
 * print-file inbox from All files), no move (said plainly), delete with a confirmation, search by the
 * advanced criteria. The uploads here are checked with the `off` profile: their test PDFs (Helvetica,
 * not embedded) then go at once, as before the print checks (upload-preflight.spec.ts has those).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { dropFile } from './drop.js';
import { Shell, expect, test } from './fixtures.js';
import { checkUploadsWith } from './preflight-profile.js';
import { writeLetterPdf } from '../sample-pdfs.js';

test.use({ viewport: { width: 1360, height: 860 } });
test.describe.configure({ mode: 'serial' });

/** The Library view, found by role and label. */
class LibraryPage {
  readonly view: Locator;
  readonly folders: Locator;
  readonly files: Locator;
  readonly uploads: Locator;

  constructor(readonly page: Page) {
    this.view = page.getByRole('region', { name: 'Library' });
    this.folders = page.getByRole('tree', { name: 'Folders' });
    this.files = page.getByRole('table', { name: 'Files' });
    this.uploads = page.getByRole('region', { name: 'Uploads' });
  }

  folder(name: string): Locator {
    return this.folders.getByRole('treeitem', { name, exact: true });
  }

  row(name: string): Locator {
    return this.files.getByRole('row').filter({ hasText: name });
  }

  async createFolder(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New folder' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Folder name').fill(name);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Drops a file on the view the way the OS does. */
  async dropFile(name: string, bytes: Buffer): Promise<void> {
    await dropFile(this.view, name, bytes);
  }
}

test('browses the seeded library and creates a folder', async ({ app }) => {
  const library = new LibraryPage(app);
  await expect(library.folders).toBeVisible();
  await library.folder('All files').click();
  await expect(library.files.getByRole('row').nth(1)).toBeVisible();

  await library.createFolder('E2E Brochures');
  await expect(library.folder('E2E Brochures')).toHaveAttribute('aria-selected', 'true');
  await expect(app.getByRole('heading', { name: 'E2E Brochures is empty' })).toBeVisible();

  await library.folder('All files').click();
  await expect(library.files.getByRole('row').nth(1)).toBeVisible();
  await new Shell(app).screenshot('library');
  await library.files.getByRole('row').nth(1).click();
  await expect(
    app.getByRole('complementary', { name: 'File details' }).getByText('Created by'),
  ).toBeVisible();
});

test('uploads a file chosen with the picker: progress, then its row', async ({ app, host }) => {
  await checkUploadsWith(app, host, 'off');
  const library = new LibraryPage(app);
  await library.createFolder('Picked');
  await app.getByLabel('Choose files to upload').setInputFiles(await writeLetterPdf(36));
  // Each file is checked before it is sent (its pages read, its first page drawn): that takes a moment.
  const entry = library.uploads.getByRole('listitem', { name: 'letter-36p.pdf' });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry.getByRole('progressbar').or(entry.getByText('Done'))).toBeVisible();
  await expect(entry.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText('36 pages');
  await expect(library.row('letter-36p.pdf')).toContainText('36');
  await expect(new Shell(app).statusBar).toBeVisible();
});

test('uploads a file dropped from the OS into the open folder', async ({ app, host }) => {
  await checkUploadsWith(app, host, 'off');
  const library = new LibraryPage(app);
  await library.createFolder('Dropped');
  await library.dropFile('letter.pdf', await readFile(await writeLetterPdf(2)));
  const entry = library.uploads.getByRole('listitem', { name: 'letter.pdf' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(library.row('letter.pdf')).toContainText('Print file');
  await library.row('letter.pdf').click();
  await expect(app.getByRole('complementary', { name: 'File details' })).toContainText('Dropped');
});

test('uploads a file dropped on All files into the print-file inbox', async ({ app, host }) => {
  await checkUploadsWith(app, host, 'off');
  const library = new LibraryPage(app);
  await library.folder('All files').click();
  await expect(app.getByRole('button', { name: 'Upload to Print File Inbox…' })).toBeEnabled();
  await library.dropFile('inbox-drop.pdf', await readFile(await writeLetterPdf(2)));
  await expect(app.getByText('Drop to upload into Print File Inbox')).toBeHidden();
  const entry = library.uploads.getByRole('listitem', { name: 'inbox-drop.pdf' });
  await expect(entry.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(library.row('inbox-drop.pdf')).toBeVisible();
  await library.row('inbox-drop.pdf').click();
  await expect(app.getByRole('complementary', { name: 'File details' })).toContainText('Print File Inbox');
});

test('offers no move: the item actions say the service cannot move a file, and what to do instead', async ({
  app,
}) => {
  const library = new LibraryPage(app);
  await library.folder('All files').click();
  await library.row('inbox-drop.pdf').click();
  const actions = app
    .getByRole('complementary', { name: 'File details' })
    .getByRole('group', { name: 'Actions' });
  await expect(actions).toContainText(
    'No move: the print service cannot move a print file to another folder.',
  );
  await expect(actions.getByRole('button', { name: /move/i })).toHaveCount(0);
});

test('deletes a file after confirming, and it leaves the list and searches', async ({ app }) => {
  const library = new LibraryPage(app);
  await library.folder('All files').click();
  await library.row('inbox-drop.pdf').click();
  const details = app.getByRole('complementary', { name: 'File details' });
  await details.getByRole('button', { name: 'Delete…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Delete “inbox-drop.pdf”?' });
  await dialog.getByRole('button', { name: 'Delete print file' }).click();
  await expect(dialog).toBeHidden();
  await expect(library.row('inbox-drop.pdf')).toHaveCount(0);
  await app.getByRole('searchbox', { name: 'Search files' }).fill('inbox-drop');
  await expect(app.getByRole('heading', { name: 'No files match these filters' })).toBeVisible();
});

test('searches by the advanced criteria: the document templates by offering', async ({ app }) => {
  const library = new LibraryPage(app);
  await library.folder('All files').click();
  await app.getByRole('button', { name: /More criteria/ }).click();
  const form = app.getByRole('form', { name: 'More criteria' });
  await form.getByLabel('Offering code').fill('Color Printing');
  await form.getByLabel('Search in').selectOption('all');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(library.row('02.01.01-Flyer')).toBeVisible();
  await expect(library.files.getByRole('row').filter({ hasText: 'Print file' })).toHaveCount(0);
});
