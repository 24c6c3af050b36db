/**
 * A file a hot-folder job holds in Failed/ (its preflight found errors): one click from its row, and
 * from the route an approval card and a desktop notification open, to its report, its findings and
 * the pictures of their pages; the counters count it, and the jobs waiting for a person.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heldFileRoute, type JobRow } from '../../../electron/shared/contract/jobs.js';
import type { Preflight } from '../../../electron/shared/contract/sync.js';
import { fakeApi, type Handlers } from '../../test-support/fake-api.js';
import {
  sampleActivity as entry,
  sampleLinkId as linkId,
  sampleLinkStatus as linkStatus,
  sampleSettings,
  usd,
} from '../../test-support/samples.js';
import HotFoldersView from './index.js';

const heldPath = '/home/dana/Print/Brochures/Failed/poster.pdf';
const report =
  'poster.pdf: preflight (standard profile)\nError: page 1 uses the font Helvetica, which is not in the file.\n';

/** An order job whose file's preflight found an error: it waits for a person, its file in Failed/. */
const held: JobRow = {
  id: `${linkId}:poster.pdf@file-poster.pdf`,
  fileKey: `${linkId}:poster.pdf`,
  linkId,
  path: 'poster.pdf',
  action: 'order',
  state: 'awaiting-approval',
  document: 'poster',
  quantity: 250,
  waitingFor: [{ kind: 'preflight', errors: ['Page 1 uses the font Helvetica, which is not in the file'] }],
  heldFile: 'Failed/poster.pdf',
  at: '2026-11-22T10:06:00.000Z',
};
/** An order above its folder's limit: it waits for a person, its file where it was. */
const priced: JobRow = {
  ...held,
  id: `${linkId}:card.pdf@file-card.pdf`,
  fileKey: `${linkId}:card.pdf`,
  path: 'card.pdf',
  document: 'card',
  total: usd(900),
  waitingFor: [{ kind: 'over-order-limit', total: usd(900), limit: usd(250) }],
  heldFile: undefined,
};

const preflight = (path: string): Preflight => ({
  path,
  name: 'poster.pdf',
  size: 2048,
  type: 'pdf',
  pageCount: 2,
  pageSize: { widthPt: 595.28, heightPt: 841.89 },
  pageSizes: [{ widthPt: 595.28, heightPt: 841.89 }],
  problem: null,
  thumbnail: null,
  notes: [],
  profile: 'standard',
  findings: [
    {
      check: 'font-not-embedded',
      severity: 'error',
      pages: [1],
      font: 'Helvetica',
    },
  ],
  pagePictures: [{ page: 1, dataUrl: 'data:image/png;base64,iVBORw0KGgo=' }],
});

function heldApi(handlers: Handlers = {}) {
  return fakeApi({
    'jobs.list': () => ({ jobs: [held, priced] }),
    'jobs.spending': () => ({ links: [] }),
    'jobs.heldFile': ({ id }) => {
      if (id !== held.id) throw { code: 'not-found', message: 'That hot-folder job is no longer known.' };
      return { path: heldPath, report };
    },
    'sync.preflight': ({ path }) => preflight(path),
    'settings.get': () => sampleSettings,
    'sync.links': () => ({
      links: [
        linkStatus({
          link: {
            ...linkStatus().link,
            job: {
              action: 'order',
              templateId: '3f473099-3165-4775-a583-8cf178afa74a',
              quantity: 250,
              recipient: { kind: 'main' },
              spendLimit: usd(250),
              allowTicketAddresses: false,
            },
          },
          counts: { queued: 1, uploading: 0, uploaded: 3, failed: 1, skipped: 0 },
        }),
      ],
    }),
    'sync.activity': () => ({
      total: 2,
      entries: [
        entry('poster.pdf', { remoteFileId: 'file-poster.pdf' }),
        entry('card.pdf', { seq: 2, remoteFileId: 'file-card.pdf' }),
      ],
    }),
    ...handlers,
  });
}

/** The preflight card, once it shows the held file's report. */
async function heldCard() {
  const card = await screen.findByRole('complementary', { name: 'Preflight' });
  await within(card).findByRole('region', { name: 'Report' });
  return card;
}

describe('a file a job holds in Failed/', () => {
  it('opens from its row with its report, its findings and the pictures of their pages', async () => {
    const fake = heldApi();
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    await userEvent.click(await within(table).findByRole('row', { name: /poster\.pdf/ }));
    const card = await heldCard();
    expect(fake.calls['jobs.heldFile']).toHaveBeenCalledWith({ id: held.id });
    expect(fake.calls['sync.preflight']).toHaveBeenCalledWith({ path: heldPath, withPagePictures: true });
    expect(within(card).getByText(heldPath)).toBeInTheDocument();
    expect(within(card).getByText(/Held in Failed\//)).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Report' })).toHaveTextContent(
      'Error: page 1 uses the font Helvetica',
    );
    const findings = await within(card).findByRole('list', { name: 'Findings in poster.pdf' });
    expect(findings).toHaveTextContent(
      'Page 1 uses the font Helvetica, which is not in the file: the printer will substitute another.',
    );
    expect(within(findings).getByRole('img', { name: 'poster.pdf, page 1' })).toBeInTheDocument();
  });

  it('closes once its job moved on and the file left Failed/', async () => {
    const fake = heldApi();
    render(<HotFoldersView />);
    const table = await screen.findByRole('table', { name: 'Hot folder activity' });
    await userEvent.click(await within(table).findByRole('row', { name: /poster\.pdf/ }));
    await heldCard();
    act(() =>
      fake.emit('jobs.changed', {
        ...held,
        state: 'done',
        waitingFor: undefined,
        heldFile: undefined,
        orderFriendlyId: '00-0054-00071-36703',
        at: '2026-11-22T10:09:00.000Z',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Preflight' })).toBeNull());
  });

  it('opens from the route an approval card links to and a notification opens', async () => {
    window.location.hash = heldFileRoute(held.id);
    const fake = heldApi();
    render(<HotFoldersView />);
    const card = await heldCard();
    expect(fake.calls['jobs.heldFile']).toHaveBeenCalledWith({ id: held.id });
    expect(within(card).getByRole('region', { name: 'Report' })).toHaveTextContent('poster.pdf: preflight');
  });

  it('is counted, as the jobs waiting for a person are', async () => {
    heldApi();
    render(<HotFoldersView />);
    const card = await screen.findByRole('article', { name: 'Hot folder Brochures' });
    // Both jobs wait for a person; the held file is in Failed/ beside the one failed upload.
    await waitFor(() =>
      expect(within(card).getByText('Waiting for approval').nextElementSibling).toHaveTextContent('2'),
    );
    expect(within(card).getByText('Failed').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText(/3 uploaded/)).toHaveTextContent('3 waiting');
    expect(screen.getByText(/3 uploaded/)).toHaveTextContent('2 failed');
  });
});
