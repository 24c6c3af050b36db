/**
 * Choosing a hot folder in a browser: Browse… opens the host's folder browser (the home folder, one
 * folder at a time), the folder chosen fills the form and is linked; the same folder again, typed
 * with `~`, is refused on the local folder field with the reason.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1280, height: 800 } });

let parent = '';

test.beforeAll(async () => {
  // Within the home folder: the browser offers nothing outside it (and the network shares).
  parent = await mkdtemp(join(homedir(), 'printdesk-e2e-picker-'));
  await mkdir(join(parent, 'Flyers'));
});

test.afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

test('Browse… chooses a folder in the home folder; linking it twice says why not', async ({ app }) => {
  await new Shell(app).open('Hot folders');
  await app.getByRole('button', { name: 'Add hot folder' }).first().click();
  const form = app.getByRole('dialog', { name: 'Add a hot folder' });
  await form.getByRole('button', { name: 'Browse…' }).click();

  const chooser = app.getByRole('dialog', { name: 'Choose a folder' });
  const folders = chooser.getByRole('list', { name: 'Folders' });
  await folders.getByRole('button', { name: basename(parent), exact: true }).click();
  await folders.getByRole('button', { name: 'Flyers', exact: true }).click();
  await expect(chooser.getByText(join(parent, 'Flyers'), { exact: true })).toBeVisible();
  await chooser.getByRole('button', { name: 'Choose this folder' }).click();
  await expect(chooser).toBeHidden();
  // The chooser closed over the form, which now holds the folder chosen.
  await expect(form.getByLabel('Local folder')).toHaveValue(join(parent, 'Flyers'));
  await form.getByLabel('Library folder').fill('Hot folders/Picked');
  await form.getByRole('button', { name: 'Add hot folder' }).click();
  await expect(form).toBeHidden();
  await expect(app.getByRole('article', { name: 'Hot folder Flyers' })).toBeVisible();

  // The same folder typed from the home folder: refused with the reason, on the field.
  await app.getByRole('button', { name: 'Add hot folder' }).first().click();
  await form.getByLabel('Local folder').fill(`~/${basename(parent)}/Flyers`);
  await form.getByLabel('Library folder').fill('Hot folders/Again');
  await form.getByRole('button', { name: 'Add hot folder' }).click();
  await expect(form.getByLabel('Local folder')).toHaveAccessibleDescription(
    /This folder is already a hot folder, linked to "Hot folders\/Picked"/,
  );
  await app.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(app.getByRole('button', { name: 'Add hot folder' }).first()).toBeFocused();
});
