/**
 * The print checks before an upload by hand, in Chromium through the headless host (the file's bytes
 * stream to the host, which checks them as it checks a local file): a PDF with an unembedded font on
 * page 1 and a 100 ppi image on page 2 is held with both findings, their pages and pictures, and goes
 * when told "Upload anyway"; a PDF whose font is left out goes as its fixed copy when told "Fix and
 * upload", after its pages before and after the fixes are shown; with the Account's profile off, it
 * goes at once.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { makeDefectPdfs } from '../../electron/preflight/test-support/defect-pdfs.js';
import { dropFile } from './drop.js';
import { Shell, expect, test } from './fixtures.js';
import { checkUploadsWith } from './preflight-profile.js';

test.use({ viewport: { width: 1360, height: 860 } });
test.describe.configure({ mode: 'serial' });

let pdfs = '';
test.beforeAll(async () => {
  pdfs = await mkdtemp(join(tmpdir(), 'printdesk-e2e-upload-preflight-'));
  await makeDefectPdfs(pdfs);
});
test.afterAll(async () => {
  await rm(pdfs, { recursive: true, force: true });
});

const twoDefects = () => readFile(join(pdfs, 'font-and-image-100ppi.pdf'));

test('lists both findings with their pages and pictures, and "Upload anyway" uploads the file', async ({
  app,
}) => {
  await new Shell(app).open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  await dropFile(app.getByRole('region', { name: 'Library' }), 'e2e-two-defects.pdf', await twoDefects());

  // Reading the pages and drawing two of them takes a file-work thread a while on a loaded machine.
  const dialog = app.getByRole('dialog', { name: /^Check before uploading to / });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const entry = dialog.getByRole('listitem', { name: 'e2e-two-defects.pdf' });
  await expect(entry.getByText('2 errors')).toBeVisible();
  const findings = entry.getByRole('list', { name: 'Findings in e2e-two-defects.pdf' });
  const font = findings.getByRole('listitem').filter({ hasText: 'Error · Font not embedded' });
  await expect(font).toContainText(
    'Page 1 uses the font Helvetica, which is not in the file: the printer will substitute another.',
  );
  await expect(font.getByRole('img', { name: 'e2e-two-defects.pdf, page 1' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  const image = findings.getByRole('listitem').filter({ hasText: 'Error · Image resolution' });
  await expect(image).toContainText('Page 2 has an image at 100 ppi, under the 150 ppi minimum');
  await expect(image.getByRole('img', { name: 'e2e-two-defects.pdf, page 2' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(entry.getByRole('button', { name: 'Skip' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Nothing to upload' })).toBeDisabled();
  const axe = await new AxeBuilder({ page: app }).include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    'axe-core violations in the check before upload',
  ).toEqual([]);
  await new Shell(app).screenshot('upload-preflight');

  await entry.getByRole('button', { name: 'Upload anyway' }).click();
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();
  const upload = app
    .getByRole('region', { name: 'Uploads' })
    .getByRole('listitem', { name: 'e2e-two-defects.pdf' });
  await expect(upload.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await app.getByRole('searchbox', { name: 'Search files' }).fill('e2e-two-defects');
  await expect(
    app.getByRole('table', { name: 'Files' }).getByRole('row').filter({ hasText: 'e2e-two-defects.pdf' }),
  ).toContainText('2', { timeout: 30_000 });
});

test('"Fix and upload" shows the pages before and after the fixes, and uploads the fixed copy', async ({
  app,
}) => {
  await new Shell(app).open('Library');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  const bytes = await readFile(join(pdfs, 'font-not-embedded.pdf'));
  await dropFile(app.getByRole('region', { name: 'Library' }), 'e2e-fonts.pdf', bytes);
  const dialog = app.getByRole('dialog', { name: /^Check before uploading to / });
  const entry = dialog.getByRole('listitem', { name: 'e2e-fonts.pdf' });
  await expect(entry.getByText('1 error')).toBeVisible({ timeout: 30_000 });
  await entry.getByRole('button', { name: 'Fix and upload' }).click();
  const pages = entry.getByRole('list', { name: 'Pages of e2e-fonts.pdf before and after the fixes' });
  for (const name of ['e2e-fonts.pdf, page 1, original', 'e2e-fonts.pdf, page 1, fixed'])
    await expect(pages.getByRole('img', { name })).toHaveAttribute('src', /^data:image\/png;base64,/, {
      timeout: 30_000,
    });
  await expect(entry).toContainText('uploaded as e2e-fonts.fixed.pdf');
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();
  const upload = app
    .getByRole('region', { name: 'Uploads' })
    .getByRole('listitem', { name: 'e2e-fonts.fixed.pdf' });
  await expect(upload.getByText('Done')).toBeVisible({ timeout: 30_000 });
});

test('with the Account profile off, the same file goes at once', async ({ app, host }) => {
  await checkUploadsWith(app, host, 'off');
  await app.getByRole('treeitem', { name: 'All files', exact: true }).click();
  await dropFile(app.getByRole('region', { name: 'Library' }), 'e2e-unchecked.pdf', await twoDefects());
  const upload = app
    .getByRole('region', { name: 'Uploads' })
    .getByRole('listitem', { name: 'e2e-unchecked.pdf' });
  await expect(upload.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(app.getByRole('dialog')).toHaveCount(0);
});
