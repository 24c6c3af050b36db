/**
 * The sandbox against malformed requests (issue 26): every one is answered with a 4xx or closed,
 * none stops it, and a valid request still succeeds after each kind. Deterministic (seeded), raw
 * sockets, a handful of connections at a time, each with a deadline.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, mutations, runFuzz } from '../../test/http-fuzz.js';
import type { FuzzCase, FuzzReport } from '../../test/http-fuzz.js';
import { hostHeaderCases, requestLineCases, stallCases, upgradeCases } from '../../test/http-fuzz-cases.js';
import type { FuzzTarget } from '../../test/http-fuzz-cases.js';
import { exchange } from '../../test/raw-http.js';
import { startTestSandbox } from './test-support/test-sandbox.js';
import type { TestSandbox } from './test-support/test-sandbox.js';

const MUTATIONS = 2000;
const SEED = 26;
const fuzzOptions = { concurrency: 8, deadlineMs: 30_000 };

let sandbox: TestSandbox;
let port: number;
let target: FuzzTarget;
const report: FuzzReport = {};

beforeAll(async () => {
  // Short timeouts, so that the stalled cases are cut quickly.
  sandbox = await startTestSandbox({ limits: { headersTimeoutMs: 250, idleTimeoutMs: 250 } });
  port = Number(new URL(sandbox.url).port);
  target = {
    host: `127.0.0.1:${port}`,
    auth: `Ocp-Apim-Subscription-Key: ${sandbox.key}\r\n`,
    path: '/usr/AccountService/user',
    upgradePath: '/usr/AccountService/user',
  };
});

afterAll(async () => {
  console.log(formatReport('sandbox fuzz (per category; status classes of the first answer)', report));
  await sandbox?.close();
});

/** The valid requests the mutations start from: reads, JSON bodies, XML replies, an upload. */
function validRequests(): Buffer[] {
  const { host, auth } = target;
  const json = (path: string, body: string, extra = '') =>
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${auth}${extra}Content-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  const boundary = 'fuzzboundary';
  const multipart =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fuzz.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n\r\n--${boundary}--\r\n`;
  return [
    Buffer.from(`GET /usr/AccountService/user HTTP/1.1\r\nHost: ${host}\r\n${auth}\r\n`),
    json('/dir/StorageService/GetFolder', '{}'),
    json(
      '/dir/StorageService/FindStoreItems',
      '{"SearchString": "a", "PageInfo": {"PageSize": 5}}',
      'Accept: application/xml\r\n',
    ),
    Buffer.from(
      `POST /dir/StorageService/Fuzz HTTP/1.1\r\nHost: ${host}\r\n${auth}` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${Buffer.byteLength(multipart)}\r\n\r\n${multipart}`,
    ),
  ];
}

async function fuzz(cases: FuzzCase[]): Promise<void> {
  const result = await runFuzz(port, cases, fuzzOptions);
  Object.assign(report, result);
  const counts = Object.values(result)[0]!;
  expect(counts.sent).toBe(cases.length);
  // Every connection was answered or closed by the sandbox itself, never with a server error.
  expect(counts.deadline).toBe(0);
  expect(counts['5xx']).toBe(0);
  // And the sandbox is still there.
  const user = await exchange(
    port,
    `GET ${target.path} HTTP/1.1\r\nHost: ${target.host}\r\n${target.auth}\r\n`,
    30_000,
  );
  expect(user.status).toBe(200);
}

describe('the sandbox under malformed requests', () => {
  it('takes malformed request lines and targets', async () => {
    await fuzz(requestLineCases(target));
    expect(report['request line']!['4xx']).toBeGreaterThan(0);
  });

  it('takes odd and hostile Host headers', async () => {
    await fuzz(hostHeaderCases(target));
  });

  it('takes WebSocket upgrades it does not speak', async () => {
    await fuzz(upgradeCases(target));
  });

  it('cuts requests left half-way', async () => {
    await fuzz(stallCases(target));
  });

  it(`takes ${MUTATIONS} seeded byte mutations of valid requests`, { timeout: 180_000 }, async () => {
    await fuzz(mutations(validRequests(), MUTATIONS, SEED));
    expect(report.mutation!['2xx']).toBeGreaterThan(0);
    expect(report.mutation!['4xx']).toBeGreaterThan(0);
    // No upload is left hanging: each one's temp file is gone, whenever its client left.
    const partFiles = async () =>
      (await readdir(path.join(sandbox.dataDir, 'files'))).filter((name) => name.endsWith('.part'));
    for (let tries = 0; tries < 300 && (await partFiles()).length > 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await partFiles()).toEqual([]);
  });
});
