import { sandboxForFile } from '../../sandbox/test-support/sandbox-for-file.js';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { UploadEntry } from '../../shared/contract/uploads.js';
import { AppError } from '../../shared/contract/app-errors.js';
import { PathGrants } from '../path-grants/path-grants.js';
import { createUploads } from './uploads.js';
import { samplePdf } from '../../../test/sample-pdfs.js';

const flyerPdf = samplePdf('summer-sale-flyer.pdf');
/** The files "picked" by the person in these tests. */
const grants = new PathGrants();
grants.grant(flyerPdf);
grants.grant('/nonexistent/file.pdf');

const rig = sandboxForFile();

function uploads(concurrency = 3) {
  const changes: UploadEntry[] = [];
  const service = createUploads({
    port: () => rig.client.storage,
    concurrency: () => concurrency,
    onChange: (entry) => changes.push(entry),
    toError: (error) => ({ code: 'internal', message: String(error) }),
    grants,
  });
  const until = async (match: (e: UploadEntry) => boolean) => {
    while (!changes.some(match)) await new Promise((r) => setTimeout(r, 10));
  };
  return { service, changes, until };
}

describe('uploads', () => {
  it('cancels a stream upload in the middle of its body', async () => {
    const { service, until } = uploads();
    const body = new PassThrough();
    const size = 4 * 1024 * 1024;
    const done = service.addStream('Cancelled uploads', { stream: body, size, name: 'big.pdf' });
    body.write(Buffer.alloc(1024 * 1024, 1));
    await until((e) => e.state === 'uploading' && e.sent > 0);
    const [running] = service.list();
    expect(service.cancel(running!.id)).toBe(true);
    expect(await done).toMatchObject({ state: 'cancelled', name: 'big.pdf' });
    expect(service.cancel(running!.id)).toBe(false);
  });

  it('cancels an upload still waiting its turn without sending it', async () => {
    const { service, changes, until } = uploads(1);
    const [first, second] = await service.addPaths('Queued uploads', [flyerPdf, flyerPdf]);
    expect(service.cancel(second!.id)).toBe(true);
    await until((e) => e.id === first!.id && e.state === 'done');
    const states = changes.filter((e) => e.id === second!.id).map((e) => e.state);
    expect(states).toEqual(['queued', 'cancelled']);
  });

  it('reports a failed upload with the error the service gave', async () => {
    const { service } = uploads();
    rig.sandbox.setFaults({ rate: 1, kinds: ['500'], routes: ['upload'], seed: 1 });
    try {
      const [queued] = await service.addPaths('Failing uploads', [flyerPdf]);
      let result: UploadEntry | undefined;
      while (!(result = service.list().find((e) => e.id === queued!.id && e.finishedAt)))
        await new Promise((r) => setTimeout(r, 10));
      expect(result).toMatchObject({ state: 'failed', error: { code: 'internal' } });
      expect(result.error?.message).toContain('PrintServiceError');
    } finally {
      rig.sandbox.setFaults(null);
    }
  });

  it('refuses at once without a connection, and refuses paths that are not files', async () => {
    const offline = createUploads({
      port: () => {
        throw new AppError('not-connected', 'Connect first.');
      },
      concurrency: () => 1,
      onChange: () => {},
      toError: () => ({ code: 'internal', message: '' }),
      grants,
    });
    await expect(offline.addPaths('A', [flyerPdf])).rejects.toMatchObject({ code: 'not-connected' });
    const { service } = uploads();
    await expect(service.addPaths('A', ['/nonexistent/file.pdf'])).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it('reads only files the person picked or dropped: any other path is refused before anything is read', async () => {
    const { service, changes } = uploads();
    const refused = service.addPaths('Stolen', [flyerPdf, '/etc/passwd']);
    await expect(refused).rejects.toMatchObject({ code: 'not-granted', details: { path: '/etc/passwd' } });
    expect(changes.filter((e) => e.folderPath === 'Stolen')).toEqual([]);
    // The same path spelled another way is the same path.
    await expect(service.addPaths('Stolen', ['/etc/../etc/passwd'])).rejects.toMatchObject({
      code: 'not-granted',
    });
  });
});
