/**
 * Uploads under the app's upload budget (bandwidth/shared-budget.ts): the bytes arrive whole, every
 * byte is counted, concurrent uploads share the limit, and a new limit reaches a running upload.
 * No assertion is on a duration: each test would wait for minutes if the behaviour were wrong.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadBudget } from '../bandwidth/shared-budget.js';
import { startTestSandbox } from '../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { createPrintServiceClient } from './client.js';
import type { PrintServiceClient } from './client.js';
import { sendJson } from './test-support/scripted-servers.js';

const KiB = 1024;
const MiB = 1024 * KiB;

let scratch: string;
let receiver: Awaited<ReturnType<typeof startHashingServer>>;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'printdesk-pacing-'));
  receiver = await startHashingServer();
});

afterAll(async () => {
  await receiver?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A multipart server that records the sha-256 of each file part it receives. */
async function startHashingServer() {
  const received = new Map<string, string>();
  const server = createServer((req, res) => {
    const parser = busboy({ headers: req.headers });
    parser.on('file', (_field, file, info) => {
      const hash = createHash('sha256');
      file.on('data', (chunk: Buffer) => hash.update(chunk));
      file.on('end', () => received.set(info.filename ?? '', hash.digest('hex')));
    });
    parser.on('close', () => sendJson(res, 200, { FolderId: randomUUID(), Name: 'Paced', Files: [] }));
    parser.on('error', () => res.destroy());
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

async function randomFile(name: string, size: number): Promise<{ path: string; sha256: string }> {
  const bytes = randomBytes(size);
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex') };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function clientWith(budget: UploadBudget, baseUrl = receiver.url): PrintServiceClient {
  return createPrintServiceClient({ baseUrl, key: 'pacing-test-key', uploadBudget: budget });
}

describe('uploads under the upload budget', () => {
  it('sends a file whole from the upload thread and a stream from this one, counting every byte', async () => {
    const budget = UploadBudget.create();
    budget.setLimit(8 * MiB);
    const client = clientWith(budget);
    try {
      const file = await randomFile('paced-file.pdf', 3 * MiB + 17);
      await client.storage.uploadFile('Paced', { path: file.path });
      expect(receiver.received.get('paced-file.pdf')).toBe(file.sha256);

      const bytes = randomBytes(MiB + 5);
      await client.storage.uploadFile('Paced', {
        stream: Readable.from([bytes.subarray(0, 300_000), bytes.subarray(300_000)]),
        size: bytes.length,
        name: 'paced-stream.pdf',
      });
      expect(receiver.received.get('paced-stream.pdf')).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
      expect(budget.sent).toBe(3 * MiB + 17 + MiB + 5);
    } finally {
      await client.close();
    }
  });

  it('counts the bytes without a limit too, and sends them in whole chunks', async () => {
    const budget = UploadBudget.create();
    const client = clientWith(budget);
    try {
      const file = await randomFile('unlimited.pdf', 5 * MiB);
      await client.storage.uploadFile('Paced', { path: file.path });
      expect(receiver.received.get('unlimited.pdf')).toBe(file.sha256);
      expect(budget.sent).toBe(5 * MiB);
    } finally {
      await client.close();
    }
  });

  it('lets a running upload go on at once when its limit is lifted', async () => {
    const budget = UploadBudget.create();
    budget.setLimit(KiB); // 2 MiB would take 34 minutes
    const client = clientWith(budget);
    try {
      const file = await randomFile('lifted.pdf', 2 * MiB);
      const upload = client.storage.uploadFile('Paced', { path: file.path });
      await until(() => budget.sent > 0);
      expect(budget.sent).toBeLessThan(MiB);
      budget.setLimit(null);
      await upload;
      expect(receiver.received.get('lifted.pdf')).toBe(file.sha256);
    } finally {
      await client.close();
    }
  });

  it('cancels an upload waiting for its turn', async () => {
    const budget = UploadBudget.create();
    budget.setLimit(KiB);
    const client = clientWith(budget);
    try {
      const file = await randomFile('cancelled.pdf', MiB);
      const controller = new AbortController();
      const upload = client.storage.uploadFile('Paced', { path: file.path }, { signal: controller.signal });
      const stream = client.storage.uploadFile(
        'Paced',
        { stream: Readable.from([randomBytes(MiB)]), size: MiB, name: 'cancelled-stream.pdf' },
        { signal: controller.signal },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort();
      const outcomes = await Promise.allSettled([upload, stream]);
      expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as { kind: string }).kind)).toEqual([
        'cancelled',
        'cancelled',
      ]);
    } finally {
      await client.close();
    }
  });

  it('shares the limit between concurrent uploads, from two clients and both threads', async () => {
    const budget = UploadBudget.create();
    const [first, second] = [clientWith(budget), clientWith(budget)];
    try {
      const size = 2 * MiB;
      const files = await Promise.all([randomFile('share-a.pdf', size), randomFile('share-b.pdf', size)]);
      // Both upload threads running first: a thread that is still starting has had no turn to take.
      budget.setLimit(null);
      const warmUp = await randomFile('share-warm-up.pdf', 1);
      await Promise.all([first, second].map((c) => c.storage.uploadFile('Paced', { path: warmUp.path })));
      budget.setLimit(2 * MiB);
      const sent = [0, 0, 0];
      const uploads = [
        first.storage.uploadFile('Paced', { path: files[0].path }, { onProgress: (n) => (sent[0] = n) }),
        second.storage.uploadFile('Paced', { path: files[1].path }, { onProgress: (n) => (sent[1] = n) }),
        first.storage.uploadFile(
          'Paced',
          { stream: Readable.from([randomBytes(size)]), size, name: 'share-c.pdf' },
          { onProgress: (n) => (sent[2] = n) },
        ),
      ];
      for (const upload of uploads) upload.catch(() => {});
      // When the first of the three is done, each other has had its turns too: at least half sent.
      await Promise.race(uploads);
      for (const n of sent) expect(n).toBeGreaterThanOrEqual(size / 2);
      await Promise.all(uploads);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('an upload to the sandbox under a limit', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seed: false });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('is stored as the service would store it', async () => {
    const budget = UploadBudget.create();
    budget.setLimit(16 * MiB);
    const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key, uploadBudget: budget });
    try {
      const file = await randomFile('sandbox-paced.pdf', 2 * MiB);
      const result = await client.storage.uploadFile('Paced', { path: file.path });
      expect(result.Files[0]?.Name).toBe('sandbox-paced.pdf');
      expect(budget.sent).toBe(2 * MiB);
    } finally {
      await client.close();
    }
  });
});
