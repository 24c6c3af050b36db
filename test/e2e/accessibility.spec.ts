/**
 * axe-core over every view in Chromium: no serious or critical violation, in each view as it first
 * shows and with its main dialogs and panels open. A failure lists every violation and its nodes.
 */
import { expectAccessible } from './axe.js';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 860 } });

const views = ['Library', 'Hot folders', 'Documents', 'Quotes', 'Orders', 'Account'] as const;

for (const view of views) {
  test(`${view} has no serious or critical axe-core violations`, async ({ app }) => {
    await new Shell(app).open(view);
    // Let the view's first data arrive: skeleton rows are replaced by content.
    await expect(app.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(app, view);
  });
}

test('the Library with a file selected, more criteria open and the delete dialog', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  // Below very wide windows the details slide over the search bar: open the panels first.
  await app.getByRole('button', { name: /More criteria/ }).click();
  await app.getByRole('button', { name: /Dates/ }).click();
  await app.getByRole('table', { name: 'Files' }).getByRole('row').nth(1).click();
  const details = app.getByRole('complementary', { name: 'File details' });
  await expect(details.getByRole('button', { name: 'Delete…' })).toBeVisible();
  await expectAccessible(app, 'the Library with details and criteria');
  await details.getByRole('button', { name: 'Delete…' }).click();
  await expect(app.getByRole('dialog')).toBeVisible();
  await expectAccessible(app, 'the delete dialog');
  await app.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
});

test('the Library as a grid of pictures, with a file selected', async ({ app }) => {
  await new Shell(app).open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  await app.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Grid' }).check();
  const grid = app.getByRole('listbox', { name: 'Files' });
  await grid.getByRole('option').first().click();
  await expect(
    app.getByRole('complementary', { name: 'File details' }).getByRole('region', { name: 'Pages' }),
  ).toBeVisible();
  await expect(app.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(app, 'the Library grid with details');
});
