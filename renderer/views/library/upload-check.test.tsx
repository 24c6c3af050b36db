import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Preflight } from '../../../electron/shared/contract/sync.js';
import { useAccount } from '../../stores/account.js';
import { useApp } from '../../stores/app.js';
import { fakeApi, installDesktopApi } from '../../test-support/fake-api.js';
import { connectedStatus, sampleSettings, sampleTree, sampleUpload } from '../../test-support/samples.js';
import { syncStatus } from '../../../test/sync-status.js';
import LibraryView from './index.js';

const checked = (path: string, changes: Partial<Preflight>): Preflight => ({
  path,
  name: path.split('/').pop()!,
  size: 1000,
  type: 'pdf',
  pageCount: 4,
  pageSize: { widthPt: 595.28, heightPt: 841.89 },
  pageSizes: [{ widthPt: 595.28, heightPt: 841.89 }],
  problem: null,
  thumbnail: null,
  notes: [],
  profile: 'standard',
  findings: [],
  pagePictures: [],
  ...changes,
});

const preflights: Record<string, Partial<Preflight>> = {
  'menu.pdf': {},
  'mixed.pdf': {
    pageCount: 5,
    pageSizes: [
      { widthPt: 595.28, heightPt: 841.89 },
      { widthPt: 612, heightPt: 792 },
    ],
    notes: [{ note: 'sizes' }],
  },
  'broken.pdf': {
    pageCount: null,
    pageSize: null,
    pageSizes: [],
    problem: 'damaged',
    notes: [{ note: 'damaged', detail: 'Invalid PDF structure' }],
  },
  'two-defects.pdf': {
    pageCount: 2,
    findings: [
      {
        check: 'font-not-embedded',
        severity: 'error',
        pages: [1],
        font: 'Helvetica',
      },
      {
        check: 'image-resolution',
        severity: 'error',
        pages: [2],
        lowestPpi: 100,
        limitPpi: 150,
      },
    ],
    pagePictures: [
      { page: 1, dataUrl: 'data:image/png;base64,AAAA' },
      { page: 2, dataUrl: 'data:image/png;base64,BBBB' },
    ],
  },
  'fonts.pdf': {
    pageCount: 1,
    findings: [{ check: 'font-not-embedded', severity: 'error', pages: [1], font: 'Helvetica' }],
  },
  'rgb.pdf': {
    findings: [
      {
        check: 'rgb-color',
        severity: 'warning',
        pages: [1, 2, 3, 4],
        seen: 'paint',
      },
    ],
    pagePictures: [{ page: 1, dataUrl: 'data:image/png;base64,CCCC' }],
  },
  'empty.pdf': {
    size: 0,
    pageCount: null,
    pageSize: null,
    pageSizes: [],
    problem: 'empty',
    notes: [{ note: 'empty' }],
  },
};

/** A desktop api (files have paths) answering preflight from the table above. */
function desktopApi() {
  const fake = fakeApi({
    'library.tree': () => sampleTree(),
    'library.search': () => ({ total: 0, page: 1, pageSize: 200, items: [] }),
    'account.status': () => connectedStatus,
    'settings.get': () => sampleSettings,
    'uploads.list': () => ({ uploads: [] }),
    'sync.status': () => syncStatus(),
    'sync.preflight': ({ path }) => checked(path, preflights[path.split('/').pop()!] ?? {}),
    'sync.fixPreview': ({ path }) => ({
      name: path.split('/').pop()!,
      pageCount: 1,
      pages: [{ page: 1, before: 'data:image/png;base64,T1JJRw==', after: 'data:image/png;base64,RklYRUQ=' }],
      changes: ['The font Helvetica was embedded as TeX Gyre Heros, a free font with the same metrics.'],
      fixed: true,
      errorsLeft: [],
    }),
    'uploads.addFixed': ({ name }) => sampleUpload({ id: 'up-fixed', name: `${name} (fixed)` }),
    'uploads.add': ({ paths }) => ({
      uploads: paths.map((path, index) => sampleUpload({ id: `up-${index}`, name: path.split('/').pop()! })),
    }),
  });
  installDesktopApi(fake.api);
  useAccount.setState({ status: connectedStatus });
  onTestFinished(useApp.getState().start());
  return fake;
}

/** Picks files for the open folder, Brochures (drops on the window are the shell's: App.test). */
async function drop(...names: string[]) {
  render(<LibraryView />);
  await userEvent.click(await screen.findByRole('treeitem', { name: 'Brochures' }));
  const files = names.map((name) => new File([new Uint8Array(10)], name, { type: 'application/pdf' }));
  await userEvent.upload(screen.getByLabelText('Choose files to upload'), files);
}

describe('the check before upload', () => {
  it('sends files with nothing to say at once', async () => {
    const fake = desktopApi();
    await drop('menu.pdf');
    await waitFor(() =>
      expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
        folderPath: 'Brochures',
        paths: ['/home/avery/menu.pdf'],
      }),
    );
    expect(fake.calls['sync.preflight']).toHaveBeenCalledWith({
      path: '/home/avery/menu.pdf',
      withThumbnail: false,
      withPagePictures: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops a broken file with its reason, and sends it when told to upload anyway', async () => {
    const fake = desktopApi();
    await drop('menu.pdf', 'mixed.pdf', 'broken.pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Check before uploading to Brochures' });
    expect(fake.calls['uploads.add']).toBeUndefined();
    const mixed = within(dialog).getByRole('listitem', { name: 'mixed.pdf' });
    expect(mixed).toHaveTextContent('Mixed sizes');
    expect(mixed).toHaveTextContent('5 pages · A4, Letter');
    const broken = within(dialog).getByRole('listitem', { name: 'broken.pdf' });
    expect(broken).toHaveTextContent('Broken PDF: the service stores it as broken and cannot print it.');
    expect(broken).toHaveTextContent('Invalid PDF structure');
    expect(within(broken).getByRole('button', { name: 'Skip' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Upload 2 files' })).toBeEnabled();
    await userEvent.click(within(broken).getByRole('button', { name: 'Upload anyway' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload 3 files' }));
    await waitFor(() =>
      expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
        folderPath: 'Brochures',
        paths: ['/home/avery/menu.pdf', '/home/avery/mixed.pdf', '/home/avery/broken.pdf'],
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("lists each file's findings with their pages and pictures, and holds a file with errors until told to upload anyway", async () => {
    const fake = desktopApi();
    await drop('two-defects.pdf', 'rgb.pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Check before uploading to Brochures' });
    const held = within(dialog).getByRole('listitem', { name: 'two-defects.pdf' });
    expect(held).toHaveTextContent('2 errors');
    const findings = within(held).getByRole('list', { name: 'Findings in two-defects.pdf' });
    const [font, image] = within(findings)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === findings);
    expect(font).toHaveTextContent('Error · Font not embedded');
    expect(font).toHaveTextContent('Page 1 uses the font Helvetica');
    expect(within(font!).getByRole('img', { name: 'two-defects.pdf, page 1' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(image).toHaveTextContent('Error · Image resolution');
    expect(within(image!).getByRole('img', { name: 'two-defects.pdf, page 2' })).toBeInTheDocument();
    expect(within(image!).queryByRole('img', { name: 'two-defects.pdf, page 1' })).toBeNull();
    expect(held).toHaveTextContent('Checked with the Standard profile');

    // Warnings are shown and need no word: that file goes unless the batch is cancelled.
    const warned = within(dialog).getByRole('listitem', { name: 'rgb.pdf' });
    expect(warned).toHaveTextContent('Warning · RGB colour');
    expect(warned).toHaveTextContent('1 warning');
    expect(within(warned).queryByRole('button', { name: 'Upload anyway' })).toBeNull();
    expect(within(held).getByRole('button', { name: 'Skip' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();

    await userEvent.click(within(held).getByRole('button', { name: 'Upload anyway' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() =>
      expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
        folderPath: 'Brochures',
        paths: ['/home/avery/two-defects.pdf', '/home/avery/rgb.pdf'],
      }),
    );
  });

  it('offers "Fix and upload" where a fix clears a finding, shows the pages before and after, and uploads the fixed copy', async () => {
    const fake = desktopApi();
    await drop('fonts.pdf', 'rgb.pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Check before uploading to Brochures' });
    // No fix answers RGB colour: nothing to offer there.
    expect(
      within(within(dialog).getByRole('listitem', { name: 'rgb.pdf' })).queryByRole('button', {
        name: 'Fix and upload',
      }),
    ).toBeNull();
    const fonts = within(dialog).getByRole('listitem', { name: 'fonts.pdf' });
    const fix = within(fonts).getByRole('button', { name: 'Fix and upload' });
    expect(fix).toHaveAttribute('aria-pressed', 'false');
    expect(fake.calls['sync.fixPreview']).toBeUndefined();
    await userEvent.click(fix);
    expect(fix).toHaveAttribute('aria-pressed', 'true');
    expect(within(fonts).getByRole('button', { name: 'Skip' })).toHaveAttribute('aria-pressed', 'false');
    const pages = await within(fonts).findByRole('list', {
      name: 'Pages of fonts.pdf before and after the fixes',
    });
    expect(within(pages).getByRole('img', { name: 'fonts.pdf, page 1, original' })).toHaveAttribute(
      'src',
      'data:image/png;base64,T1JJRw==',
    );
    expect(within(pages).getByRole('img', { name: 'fonts.pdf, page 1, fixed' })).toHaveAttribute(
      'src',
      'data:image/png;base64,RklYRUQ=',
    );
    expect(fake.calls['sync.fixPreview']).toHaveBeenCalledWith({ path: '/home/avery/fonts.pdf', from: 1 });
    expect(fonts).toHaveTextContent('uploaded as fonts.fixed.pdf');
    expect(fonts).toHaveTextContent('The font Helvetica was embedded as TeX Gyre Heros');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() =>
      expect(fake.calls['uploads.addFixed']).toHaveBeenCalledWith({
        folderPath: 'Brochures',
        path: '/home/avery/fonts.pdf',
        name: 'fonts.pdf',
      }),
    );
    // The original goes only where it was chosen as it is: here, the RGB file.
    expect(fake.calls['uploads.add']).toHaveBeenCalledWith({
      folderPath: 'Brochures',
      paths: ['/home/avery/rgb.pdf'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never sends an empty file, and sends nothing when cancelled', async () => {
    const fake = desktopApi();
    await drop('empty.pdf');
    const dialog = await screen.findByRole('dialog');
    const empty = within(dialog).getByRole('listitem', { name: 'empty.pdf' });
    expect(empty).toHaveTextContent('Empty file: there is nothing to print, so it is not sent.');
    expect(within(empty).queryByRole('button', { name: 'Upload anyway' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Nothing to upload' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls['uploads.add']).toBeUndefined();
  });
});
