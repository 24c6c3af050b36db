import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { appendFile, copyFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { createPrintServiceClient } from './client.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { FileUploadThread } from './file-upload-thread.js';
import { WellKnownFolder } from '../shared/models/enums.js';
import { FolderUploadResult } from '../shared/models/storage.js';
import { sendJson, startScriptedServer } from './test-support/scripted-servers.js';
import type { RawReply } from './transport.js';

const samples = join(import.meta.dirname, '../../assets/print-files');

const rig = sandboxForFile({ scratch: 'printdesk-upload-', sandbox: { seed: false } });

async function failure(call: Promise<unknown>): Promise<PrintServiceError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrintServiceError);
  return error as PrintServiceError;
}

async function itemsNamed(name: string) {
  return (
    await rig.client.storage.findStoreItems({ Name: name, PageInfo: { PageSize: 10, PageNumber: 1 } })
  ).Items.filter((i) => i.Name === name);
}

/** A real multipart server that reads its request body slowly and records each file part's hash. */
async function startSlowMultipartServer() {
  const received: { name: string; sha256: string }[] = [];
  const server = createServer((req, res) => {
    const parser = busboy({ headers: req.headers });
    parser.on('file', (_field, file, info) => {
      const hash = createHash('sha256');
      file.on('data', (chunk: Buffer) => hash.update(chunk));
      file.on('end', () => received.push({ name: info.filename ?? '', sha256: hash.digest('hex') }));
    });
    parser.on('close', () => sendJson(res, 200, { FolderId: randomUUID(), Name: 'Slow', Files: [] }));
    parser.on('error', () => res.destroy());
    req.on('data', () => {
      req.pause();
      setTimeout(() => req.resume(), 2);
    });
    req.pipe(parser);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('uploadFile', () => {
  it('uploads a PDF from a path into a multi-level folder path whose names need encoding', async () => {
    const local = join(rig.dir, 'Spring brochure #1 (final) – ü.pdf');
    await copyFile(join(samples, 'annual-report-booklet-12p.pdf'), local);
    const folderPath = 'Hot folders/Q2 & Q3 100%/Brochures?';

    const result = await rig.client.storage.uploadFile(folderPath, { path: local });

    expect(result.Name).toBe('Brochures?');
    expect(result.Files).toHaveLength(1);
    expect(result.Files[0]!.Name).toBe('Spring brochure #1 (final) – ü.pdf');
    expect(result.Files[0]!.PageCount).toBe(12);
    const stored = await rig.client.storage.getStoreItem({
      ItemId: result.Files[0]!.FileId,
      LevelOfDetail: 32,
    });
    expect(stored.Folder?.Id).toBe(result.FolderId);
  });

  it('delivers every byte intact to a server that reads slowly', async () => {
    // A slow reader makes the socket take each chunk late: the file's two read buffers must not be
    // refilled before the socket is done with them.
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const local = join(rig.dir, 'intact.pdf');
    await writeFile(local, bytes);
    const server = await startSlowMultipartServer();
    const slow = createPrintServiceClient({ baseUrl: server.url, key: 'k1' });
    try {
      await slow.storage.uploadFile('Intact', { path: local });
      expect(server.received).toHaveLength(1);
      expect(server.received[0]!.name).toBe('intact.pdf');
      expect(server.received[0]!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    } finally {
      await slow.close();
      await server.close();
    }
  });

  it('stops when the file grows while it is being sent, and keeps nothing', async () => {
    const local = join(rig.dir, 'growing.pdf');
    // Large enough that the slow server is still reading when the first progress batch arrives,
    // with the loopback socket's buffers full.
    await writeFile(local, Buffer.alloc(32 * 1024 * 1024, 5));
    const server = await startSlowMultipartServer();
    const slow = createPrintServiceClient({ baseUrl: server.url, key: 'k1' });
    let appended: Promise<void> | undefined;
    try {
      const error = await failure(
        slow.storage.uploadFile(
          'Growing',
          { path: local },
          { onProgress: () => void (appended ??= appendFile(local, randomBytes(1024))) },
        ),
      );
      expect(error.kind).toBe('invalid-request');
      expect(error.retryable).toBe(true);
      expect(error.message).toContain('changed size');
      expect(server.received).toHaveLength(0);
    } finally {
      await appended;
      await slow.close();
      await server.close();
    }
  });

  it('uploads from a stream under the given file name', async () => {
    const bytes = randomBytes(300 * 1024);
    const name = `stream-${randomUUID().slice(0, 8)}.pdf`;
    const result = await rig.client.storage.uploadFile(
      'Streams',
      { stream: Readable.from([bytes]), size: bytes.length, name: 'ignored.pdf' },
      { fileName: name },
    );
    expect(result.Files[0]!.Name).toBe(name);
    expect(await itemsNamed(name)).toHaveLength(1);
  });

  it('reports progress at least every 256 KiB, ending at the file size', async () => {
    const size = 3 * 1024 * 1024 + 12345;
    const local = join(rig.dir, 'progress.pdf');
    await writeFile(local, randomBytes(size));
    const seen: [number, number][] = [];

    await rig.client.storage.uploadFile(
      'Progress',
      { path: local },
      { onProgress: (sent, total) => seen.push([sent, total]) },
    );

    expect(seen.length).toBeGreaterThanOrEqual(Math.ceil(size / (256 * 1024)));
    let previous = 0;
    for (const [sent, total] of seen) {
      expect(total).toBe(size);
      expect(sent).toBeGreaterThan(previous);
      expect(sent - previous).toBeLessThanOrEqual(256 * 1024);
      previous = sent;
    }
    expect(previous).toBe(size);
  });

  it('stops mid-body when cancelled, and the service keeps nothing', async () => {
    const size = 64 * 1024 * 1024;
    const name = `cancelled-${randomUUID().slice(0, 8)}.pdf`;
    const controller = new AbortController();
    // A slow source: 64 KiB pieces, so the cancel lands while the body is still being sent.
    const piece = Buffer.alloc(64 * 1024, 1);
    async function* slowly() {
      for (let sent = 0; sent < size; sent += piece.length) {
        await new Promise((resolve) => setImmediate(resolve));
        yield piece;
      }
    }
    let lastSent = 0;
    const upload = rig.client.storage.uploadFile(
      'Cancelled',
      { stream: Readable.from(slowly()), size, name },
      {
        signal: controller.signal,
        onProgress: (sent) => {
          lastSent = sent;
          if (sent >= 1024 * 1024) controller.abort();
        },
      },
    );

    const error = await failure(upload);
    expect(error.kind).toBe('cancelled');
    expect(error.requestSent).toBe(true);
    expect(lastSent).toBeLessThan(size);
    expect(await itemsNamed(name)).toHaveLength(0);
  });

  it('is never retried automatically, and says the body may have arrived', async () => {
    const server = await startScriptedServer((_n, _req, res) =>
      sendJson(res, 503, { ErrorCode: 'ServiceUnavailable', Message: 'busy' }),
    );
    const local = join(rig.dir, 'once.pdf');
    await writeFile(local, randomBytes(1024));
    const eager = createPrintServiceClient({
      baseUrl: server.url,
      key: 'k1',
      retries: { retries: 5, baseDelayMs: 1 },
    });
    try {
      const error = await failure(eager.storage.uploadFile('Inbox', { path: local }));
      expect(error.kind).toBe('server');
      expect(error.requestSent).toBe(true);
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]!.bodyBytes).toBeGreaterThan(1024);
      expect(server.requests[0]!.path).toBe('/dir/StorageService/Inbox');
      expect(server.requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    } finally {
      await eager.close();
      await server.close();
    }
  });

  it('uploads into the print-file inbox when the folder path is empty', async () => {
    const local = join(rig.dir, 'to-inbox.pdf');
    await copyFile(join(samples, 'summer-sale-flyer.pdf'), local);
    const inbox = await rig.client.storage.getFolder({
      WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder,
    });
    const result = await rig.client.storage.uploadFile('', { path: local });
    expect(result.FolderId).toBe(inbox.Id);
  });

  it('reports a key refused mid-body as auth, not as a broken connection', async () => {
    const local = join(rig.dir, 'refused.pdf');
    await writeFile(local, Buffer.alloc(32 * 1024 * 1024, 2));
    const wrongKey = 'e'.repeat(32);
    const refused = createPrintServiceClient({ baseUrl: rig.sandbox.url, key: wrongKey });
    try {
      const error = await failure(refused.storage.uploadFile('Refused', { path: local }));
      expect(error.kind).toBe('auth');
      expect(error.operation).toBe('UploadFile');
      expect(error.requestSent).toBe(false);
      expect(error.message).not.toContain(wrongKey);
    } finally {
      await refused.close();
    }
  });

  it('flags a connection lost after the service stored the file as possibly sent', async () => {
    const name = `ambiguous-${randomUUID().slice(0, 8)}.pdf`;
    rig.sandbox.setFaults({ rate: 1, kinds: ['reset-after'], routes: ['upload'] });
    try {
      const error = await failure(
        rig.client.storage.uploadFile('Ambiguous', {
          stream: Readable.from([Buffer.alloc(4096, 3)]),
          size: 4096,
          name,
        }),
      );
      expect(error.kind).toBe('network');
      expect(error.retryable).toBe(true);
      expect(error.requestSent).toBe(true);
    } finally {
      rig.sandbox.setFaults(null);
    }
    // The ambiguous case for real: the service did keep it, so a blind resend would duplicate it.
    expect(await itemsNamed(name)).toHaveLength(1);
  });

  it('refuses a bad folder path, file name or missing file before sending anything', async () => {
    const local = join(rig.dir, 'fine.pdf');
    await writeFile(local, 'x');
    for (const [folder, source, options] of [
      ['  /  ', { path: local }, { fileName: ' ' }],
      ['a/../b', { path: local }, {}],
      ['Inbox', { path: local }, { fileName: 'a/b.pdf' }],
      ['Inbox', { path: join(rig.dir, 'missing.pdf') }, {}],
    ] as const) {
      const error = await failure(rig.client.storage.uploadFile(folder, source, options));
      expect(error.kind).toBe('invalid-request');
      expect(error.requestSent).toBe(false);
    }
  });

  it('blames a failing local read on the file, not on the network', async () => {
    async function* failing() {
      yield Buffer.alloc(1024);
      throw Object.assign(new Error('disk gone'), { code: 'EIO' });
    }
    const error = await failure(
      rig.client.storage.uploadFile('Broken reads', {
        stream: Readable.from(failing()),
        size: 4096,
        name: 'eio.pdf',
      }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.causeCode).toBe('EIO');
    expect(error.message).toContain('reading the local file failed');
  });

  it('fails cleanly when the stream is shorter than announced', async () => {
    const error = await failure(
      rig.client.storage.uploadFile('Short', {
        stream: Readable.from([Buffer.alloc(1000)]),
        size: 5000,
        name: 'short.pdf',
      }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.retryable).toBe(true);
    expect(await itemsNamed('short.pdf')).toHaveLength(0);
  });
});

describe('file uploads on the upload thread', () => {
  /** The thread hands replies back unchecked (the rig.client parses them): read the stored name. */
  const uploadedName = (reply: RawReply) => {
    expect(reply.status).toBe(200);
    return FolderUploadResult.parse(JSON.parse(reply.text)).Files[0]!.Name;
  };

  it('stops a file mid-body when cancelled, and says the body had started', async () => {
    const local = join(rig.dir, 'cancel-me.pdf');
    await writeFile(local, Buffer.alloc(32 * 1024 * 1024, 4));
    const server = await startSlowMultipartServer();
    const slow = createPrintServiceClient({ baseUrl: server.url, key: 'k1' });
    const controller = new AbortController();
    let lastSent = 0;
    try {
      const error = await failure(
        slow.storage.uploadFile(
          'Cancelled',
          { path: local },
          {
            signal: controller.signal,
            onProgress: (sent) => {
              lastSent = sent;
              if (sent >= 1024 * 1024) controller.abort();
            },
          },
        ),
      );
      expect(error.kind).toBe('cancelled');
      expect(error.requestSent).toBe(true);
      expect(lastSent).toBeLessThan(32 * 1024 * 1024);
      expect(server.received).toHaveLength(0);
    } finally {
      await slow.close();
      await server.close();
    }
  });

  it('starts with the first upload, stops when idle, and starts again for the next', async () => {
    const local = join(rig.dir, 'idle.pdf');
    await copyFile(join(samples, 'summer-sale-flyer.pdf'), local);
    const thread = new FileUploadThread({ baseUrl: rig.sandbox.url, key: rig.sandbox.key }, { idleMs: 50 });
    try {
      expect(thread.running).toBe(false);
      const first = thread.upload('Idle', local);
      expect(thread.running).toBe(true);
      expect(uploadedName(await first)).toBe('idle.pdf');
      await expect.poll(() => thread.running, { timeout: 5_000 }).toBe(false);

      const again = await thread.upload('Idle', local, { fileName: 'idle again.pdf' });
      expect(uploadedName(again)).toBe('idle again.pdf');
    } finally {
      await thread.close();
    }
  });

  it('fails the uploads of a thread that dies, as worth trying again', async () => {
    const local = join(rig.dir, 'orphan.pdf');
    await writeFile(local, 'x');
    // The thread builds its own transport from what it is given: a key it refuses kills it at start.
    const thread = new FileUploadThread({ baseUrl: rig.sandbox.url, key: 'not a key' });
    try {
      const error = await failure(thread.upload('Orphans', local));
      expect(error.causeCode).toBe('upload-thread');
      expect(error.retryable).toBe(true);
      expect(error.message).toContain('subscription key');
      expect(thread.running).toBe(false);
    } finally {
      await thread.close();
    }
  });

  it('lets an upload under way finish on close, then refuses new ones', async () => {
    const bytes = randomBytes(4 * 1024 * 1024);
    const local = join(rig.dir, 'finish-on-close.pdf');
    await writeFile(local, bytes);
    const server = await startSlowMultipartServer();
    const thread = new FileUploadThread({ baseUrl: server.url, key: 'k1' });
    try {
      const underWay = thread.upload('Closing', local);
      await thread.close();
      await expect(underWay).resolves.toMatchObject({ status: 200 });
      expect(server.received[0]!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(thread.running).toBe(false);

      const late = await failure(thread.upload('Closing', local));
      expect(late.kind).toBe('cancelled');
      expect(late.requestSent).toBe(false);
    } finally {
      await server.close();
    }
  });
});
