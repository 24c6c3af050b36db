/**
 * The headless host against malformed requests (issue 26): every one is answered with a 4xx or
 * closed, none stops the host, and a valid request still succeeds after each kind. Deterministic
 * (seeded), raw sockets, a handful of connections at a time, each with a deadline.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, mutations, runFuzz } from '../../test/http-fuzz.js';
import type { FuzzCase, FuzzReport } from '../../test/http-fuzz.js';
import {
  hostHeaderCases,
  maskedTextFrame,
  requestLineCases,
  stallCases,
  upgradeCases,
} from '../../test/http-fuzz-cases.js';
import type { FuzzTarget } from '../../test/http-fuzz-cases.js';
import { exchange } from '../../test/raw-http.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { startHeadless } from './start.js';
import type { Headless } from './start.js';

const MUTATIONS = 2000;
const SEED = 26;
const fuzzOptions = { concurrency: 8, deadlineMs: 30_000 };

let headless: Headless;
let dir: string;
let target: FuzzTarget;
/** The cookie the page sets for its assets (`name=value`). */
let pageCookie: string;
const report: FuzzReport = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-host-fuzz-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>PrintDesk</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("app")');
  headless = await startHeadless({
    dataDir: join(dir, 'data'),
    port: 0,
    rendererDir,
    secretStore: memorySecretStore(),
    // Short, so that the stalled cases are cut quickly.
    limits: { headersTimeoutMs: 250, idleTimeoutMs: 250 },
  });
  const { port, token } = headless.host;
  target = {
    host: `127.0.0.1:${port}`,
    auth: `x-printdesk-token: ${token}\r\n`,
    path: '/assets/app.js',
    upgradePath: '/api/ws',
  };
  const page = await exchange(port, `GET /?token=${token} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 5000);
  pageCookie = /^set-cookie: ([^;\r\n]+)/im.exec(page.received.toString('latin1'))![1]!;
});

afterAll(async () => {
  console.log(formatReport('headless host fuzz (per category; status classes of the first answer)', report));
  await headless?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The valid requests the mutations start from: every route of the host. */
function validRequests(): Buffer[] {
  const { host, auth } = target;
  const token = headless.host.token;
  const body = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
  const post = (path: string) =>
    Buffer.concat([
      Buffer.from(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${auth}Content-Length: ${body.length}\r\n\r\n`),
      body,
    ]);
  return [
    Buffer.from(`GET /?token=${token} HTTP/1.1\r\nHost: ${host}\r\n\r\n`),
    Buffer.from(`GET /assets/app.js HTTP/1.1\r\nHost: ${host}\r\nCookie: ${pageCookie}\r\n\r\n`),
    Buffer.from(`HEAD /library HTTP/1.1\r\nHost: ${host}\r\n${auth}Connection: close\r\n\r\n`),
    post('/api/upload?folderPath=Fuzz&name=fuzz.pdf'),
    post('/api/preflight?name=fuzz.pdf'),
    Buffer.concat([
      Buffer.from(
        `GET /api/ws?token=${token} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\n` +
          'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
      maskedTextFrame('{"id": "a", "channel": "account.status", "input": {}}'),
    ]),
  ];
}

async function fuzz(cases: FuzzCase[]): Promise<void> {
  const result = await runFuzz(headless.host.port, cases, fuzzOptions);
  Object.assign(report, result);
  const counts = Object.values(result)[0]!;
  expect(counts.sent).toBe(cases.length);
  // Every connection was answered or closed by the host itself, never with a server error.
  expect(counts.deadline).toBe(0);
  expect(counts['5xx']).toBe(0);
  // And the host is still there.
  const page = await exchange(
    headless.host.port,
    `GET /assets/app.js HTTP/1.1\r\nHost: ${target.host}\r\n${target.auth}\r\n`,
    30_000,
  );
  expect(page.status).toBe(200);
}

describe('the headless host under malformed requests', () => {
  it('takes malformed request lines and targets', async () => {
    await fuzz(requestLineCases(target));
    expect(report['request line']!['4xx']).toBeGreaterThan(0);
  });

  it('takes odd and hostile Host headers', async () => {
    await fuzz(hostHeaderCases(target));
    expect(report['Host header']!['2xx']).toBeLessThan(report['Host header']!.sent);
  });

  it('takes malformed and refused WebSocket upgrades', async () => {
    await fuzz(upgradeCases(target));
    expect(report.upgrade!['1xx']).toBeGreaterThan(0);
  });

  it('cuts requests left half-way', async () => {
    await fuzz(stallCases(target));
  });

  it(`takes ${MUTATIONS} seeded byte mutations of valid requests`, { timeout: 180_000 }, async () => {
    await fuzz(mutations(validRequests(), MUTATIONS, SEED));
    // Mutations reach past the guard as well as being refused by it.
    expect(report.mutation!['2xx']).toBeGreaterThan(0);
    expect(report.mutation!['4xx']).toBeGreaterThan(0);
  });
});
