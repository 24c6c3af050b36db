/**
 * Page pictures in a browser, as in the desktop app: a file dropped on the Library in Chromium (its
 * bytes stream to the headless host, no path) shows its first page in the grid, its pages in the
 * details, and its pages in the sections of a document made of it, where "no preview" was shown.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { dropFile } from './drop.js';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 900 } });

const brochure = join(
  resolve(import.meta.dirname, '..', '..', 'assets', 'print-files'),
  'spring-open-house-brochure.pdf',
);

test('a file uploaded from the browser shows its pages in the grid, its details and a document', async ({
  app,
}) => {
  test.setTimeout(180_000);
  const shell = new Shell(app);
  const name = `e2e-browser-${Date.now()}.pdf`;
  await shell.open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  await dropFile(app.getByRole('region', { name: 'Library' }), name, await readFile(brochure));
  // The brochure has warnings (RGB, no bleed): the check asks before it goes.
  const check = app.getByRole('dialog', { name: /^Check before uploading to / });
  await expect(check).toBeVisible({ timeout: 60_000 });
  await check.getByRole('button', { name: 'Upload anyway' }).click();
  await check.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(
    app.getByRole('region', { name: 'Uploads' }).getByRole('listitem', { name }).getByText('Done'),
  ).toBeVisible({ timeout: 60_000 });

  await app.getByRole('searchbox', { name: 'Search files' }).fill(name);
  await app.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Grid' }).check();
  const card = app
    .getByRole('listbox', { name: 'Files' })
    .getByRole('option', { name: new RegExp(`^${name}`) });
  await expect(card.getByRole('img', { name: `${name}, first page` })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
    { timeout: 60_000 },
  );
  await card.click();
  const pages = app
    .getByRole('complementary', { name: 'File details' })
    .getByRole('region', { name: 'Pages' });
  await expect(pages.getByRole('img', { name: `${name}, page 4` })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
    { timeout: 60_000 },
  );

  // A document of it: its section's pages drawn too.
  const editor = await shell.createDocument(/Presentation/);
  if ((await editor.getByRole('listitem').count()) === 0)
    await editor.getByRole('button', { name: 'Add section' }).click();
  const fileChoice = editor.getByLabel('Section 1 print file');
  await fileChoice.selectOption({ label: `${name} (4 pages)` });
  await expect(
    editor.getByRole('figure', { name: /Section 1/ }).getByRole('img', { name: `${name}, page 1` }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 60_000 });
});
