/**
 * The app at 900×600 in the dark theme and by keyboard alone, in Chromium through the headless host:
 * nothing squeezed to nothing (the activity table under a file's card, the Library's files over the
 * uploads), an order looked up drawn in view, the focus on what appeared after every view switch,
 * create, save and get-quote, Documents' "Get quote" priced at once, a skip link, and few Tab stops
 * from a line's quantity to "Get quote".
 */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { dropFile } from './drop.js';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 900, height: 600 }, colorScheme: 'dark' });
test.describe.configure({ mode: 'serial' });

const samples = resolve(import.meta.dirname, '..', '..', 'assets', 'print-files');
const flyer = join(samples, 'summer-sale-flyer.pdf');
const rowHeight = 36;

let localFolder = '';
test.beforeAll(async () => {
  localFolder = await mkdtemp(join(tmpdir(), 'printdesk-e2e-small-'));
});
test.afterAll(() => rm(localFolder, { recursive: true, force: true }));

/** How many whole rows the table's scrolling body has room for on screen. */
async function roomForRows(table: Locator): Promise<number> {
  const body = table.locator('.vtable-body');
  const height = await body.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // What of it is inside the window: a body scrolled out of sight has no room at all.
    const windowHeight = element.ownerDocument.defaultView?.innerHeight ?? 0;
    return Math.max(0, Math.min(box.bottom, windowHeight) - Math.max(box.top, 0));
  });
  return Math.floor(height / rowHeight);
}

/** The element that has the focus now: its tag and its text ("BUTTON Get quote"), or "" for none. */
async function focusedText(page: Page): Promise<string> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return '';
  return focused.evaluate((element) => `${element.tagName} ${element.textContent?.trim() ?? ''}`);
}

test('the activity table keeps its rows with a file’s card open', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Hot folders');
  await app.getByRole('button', { name: 'Add hot folder' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Add a hot folder' });
  await dialog.getByLabel('Local folder').fill(localFolder);
  await dialog.getByLabel('Library folder').fill('Hot folders/E2E small window');
  await dialog.getByRole('button', { name: 'Add hot folder' }).click();
  await expect(dialog).toBeHidden();
  for (let n = 1; n <= 8; n++) await copyFile(flyer, join(localFolder, `small-${n}.pdf`));
  const table = app.getByRole('table', { name: 'Hot folder activity' });
  await expect(table.getByRole('row').filter({ hasText: 'Uploaded' })).toHaveCount(8, { timeout: 90_000 });

  await table.getByRole('row').filter({ hasText: 'small-1.pdf' }).click();
  await expect(app.getByRole('complementary', { name: 'Preflight' })).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  expect(await roomForRows(table)).toBeGreaterThanOrEqual(6);
});

test('the Library keeps room for six files with uploads below it', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  await dropFile(
    app.getByRole('region', { name: 'Library' }),
    `small-${Date.now()}.pdf`,
    await readFile(flyer),
  );
  // The flyer has warnings: the check asks before it goes.
  const check = app.getByRole('dialog', { name: /^Check before uploading to / });
  await check.getByRole('button', { name: 'Upload anyway' }).click({ timeout: 60_000 });
  await check.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(app.getByRole('region', { name: 'Uploads' })).toBeAttached({ timeout: 60_000 });
  const files = app.getByRole('table', { name: 'Files' });
  // The sandbox's eight items and this one (and the hot folder's, when it ran first): more than fit.
  await expect(files.getByRole('row').nth(9)).toBeAttached({ timeout: 30_000 });
  expect(await roomForRows(files)).toBeGreaterThanOrEqual(6);
});

test('a recent order opens in view with the focus on it', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Orders');
  const recent = app.getByRole('region', { name: 'Recent orders' }).getByRole('button').first();
  const number = (await recent.locator('.mono').innerText()).trim();
  await recent.click();
  const heading = app
    .getByRole('article', { name: `Order ${number}` })
    .getByRole('heading', { name: number });
  await expect(heading).toBeFocused({ timeout: 30_000 });
  await expect(heading).toBeInViewport();
});

test('the keyboard: a skip link, and the focus on each view’s heading after Alt+1…6', async ({ app }) => {
  // A window just opened: the first Tab is the skip link's.
  await app.reload();
  await app.locator('[data-app-state="ready"]').waitFor({ timeout: 60_000 });
  await app.keyboard.press('Tab');
  const skip = app.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

  const views = ['Library', 'Hot folders', 'Documents', 'Quotes', 'Orders', 'Account'];
  for (const [index, view] of [...views.entries()].reverse()) {
    await app.keyboard.press(`Alt+${index + 1}`);
    await expect(app.getByRole('heading', { level: 1, name: view }), `after Alt+${index + 1}`).toBeFocused({
      timeout: 30_000,
    });
  }
});

test('creating and saving a document keep the focus, and its Get quote prices at once', async ({ app }) => {
  test.setTimeout(180_000);
  const shell = new Shell(app);
  const editor = await shell.createDocument(/Presentation/);
  await expect(editor.getByLabel('Name', { exact: true })).toBeFocused({ timeout: 30_000 });

  if ((await editor.getByRole('listitem').count()) === 0)
    await editor.getByRole('button', { name: 'Add section' }).click();
  const fileChoice = editor.getByLabel('Section 1 print file');
  await fileChoice.selectOption({ index: 1 });
  const label = (await fileChoice.locator('option:checked').textContent()) ?? '';
  await editor.getByLabel('Section 1 to page').fill(/\((\d+) pages?\)/.exec(label)?.[1] ?? '1');
  for (let extra = (await editor.getByRole('listitem').count()) - 1; extra > 0; extra--)
    await editor.getByRole('button', { name: `Remove section ${extra + 1}` }).click();
  await editor.getByRole('button', { name: 'Save document' }).click();
  await expect(editor.getByText(/Saved · version \d+/)).toBeVisible({ timeout: 30_000 });
  expect(await focusedText(app)).toMatch(/^H2 /);

  await editor.getByRole('button', { name: 'Get quote' }).click();
  const quote = app.getByRole('region', { name: 'Quote', exact: true });
  await expect(quote.getByTestId('order-total')).toBeVisible({ timeout: 60_000 });
  await expect(quote.getByRole('heading', { name: 'Quote', exact: true })).toBeFocused();
});

test('few Tab stops lie between a line’s quantity and Get quote', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Quotes');
  const order = app.getByRole('form', { name: 'Order' });
  await order.getByRole('button', { name: 'Add to order' }).click();
  const quantity = order.getByLabel(/^Quantity of /).first();
  await quantity.focus();
  let tabs = 0;
  while (!/^BUTTON Get quote/.test(await focusedText(app)) && tabs < 40) {
    await app.keyboard.press('Tab');
    tabs += 1;
  }
  // Today's form took 22: the options a buyer seldom needs are one stop each when folded.
  expect(tabs, `${tabs} Tab stops`).toBeLessThanOrEqual(12);
});
