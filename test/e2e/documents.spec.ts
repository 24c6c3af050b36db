/**
 * Documents through the headless host against the embedded sandbox: make a document from a
 * template out of a library print file, see a page range past the file's end refused in words,
 * save it, update it (its version shown), and read its XML.
 */
import type { Locator, Page } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 900 } });

/** The Documents view, found by role and label. */
class DocumentsPage {
  readonly templates: Locator;
  readonly editor: Locator;

  constructor(readonly page: Page) {
    this.templates = page.getByRole('radiogroup', { name: 'Templates' });
    this.editor = page.getByRole('form', { name: 'Document' });
  }

  section(number: number): Locator {
    return this.editor.getByRole('listitem', { name: `Section ${number}` });
  }
}

test('a document is built from a template and library pages, saved, updated and shown as XML', async ({
  app,
}) => {
  const shell = new Shell(app);
  const view = new DocumentsPage(app);
  await shell.open('Documents');

  // A presentation booklet takes many pages (a poster takes one).
  await view.templates.getByRole('radio', { name: /Presentation/ }).check();
  await app.getByRole('button', { name: 'Create document' }).click();
  await expect(view.editor).toBeVisible();

  await view.editor.getByLabel('Name', { exact: true }).fill('Spring catalogue');
  await view.editor.getByLabel('Quantity').fill('25');
  await view.editor.getByLabel('Description').fill('Made by the end-to-end test');
  // The template may come with sections of its own: start from one section of a library file.
  if ((await view.editor.getByRole('listitem').count()) === 0)
    await view.editor.getByRole('button', { name: 'Add section' }).click();
  const section = view.section(1);
  const fileChoice = section.getByLabel('Section 1 print file');
  const firstFile = await fileChoice.locator('option').nth(1).getAttribute('value');
  await fileChoice.selectOption(firstFile ?? '');
  const label = (await fileChoice.locator(`option[value="${firstFile}"]`).textContent()) ?? '';
  const pages = Number(/\((\d+) pages?\)/.exec(label)?.[1]);
  expect(pages).toBeGreaterThan(0);

  await section.getByLabel('Section 1 to page').fill(String(pages + 5));
  await view.editor.getByRole('button', { name: 'Save document' }).click();
  await expect(section.getByRole('alert')).toContainText(`has ${pages} page`);

  await section.getByLabel('Section 1 to page').fill(String(pages));
  for (let extra = (await view.editor.getByRole('listitem').count()) - 1; extra > 0; extra--)
    await view.editor.getByRole('button', { name: `Remove section ${extra + 1}` }).click();
  await view.editor.getByRole('button', { name: 'Save document' }).click();
  await expect(view.editor.getByText(/Saved · version \d+/)).toBeVisible();

  await view.editor.getByLabel('Quantity').fill('30');
  await expect(view.editor.getByText('Unsaved changes')).toBeVisible();
  await view.editor.getByRole('button', { name: 'Update document' }).click();
  await expect(view.editor.getByText(/Saved · version \d+/)).toBeVisible();

  await view.editor.getByRole('button', { name: 'View XML' }).click();
  const xml = app.getByRole('region', { name: 'Document XML' });
  await expect(xml).toBeVisible();
  await expect(xml.locator('pre')).toContainText('<');
  await shell.screenshot('documents');
});
