/**
 * `printdesk sync --base-url` is read once, by the parser requests use: a base URL that a person
 * (or a hand-written check) reads as this computer but the parser reads as another host is refused
 * with the reason, and nothing (the key least of all) reaches that other host.
 */
import { createServer, type Server } from 'node:http';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync, syncOnceArgs } from '../sync/test-support/sync-process.js';

const flyer = path.resolve(import.meta.dirname, '../../assets/print-files/spring-open-house-brochure.pdf');
let dir: string;
let other: Server;
const seen: { url: string; key: string | undefined }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-base-url-'));
  // "Another computer": a real server on another loopback port, counting what reaches it.
  other = createServer((req, res) => {
    const key = req.headers['ocp-apim-subscription-key'];
    seen.push({ url: req.url ?? '', key: typeof key === 'string' ? key : undefined });
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"Message":"no"}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => other.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('printdesk sync --base-url', () => {
  it('refuses a base URL the parser reads as another host, and sends nothing there', async () => {
    const port = (other.address() as AddressInfo).port;
    const folder = path.join(dir, 'folder');
    await mkdir(folder);
    // A file to send: were the URL taken, its upload would carry the key to the other host.
    await copyFile(flyer, path.join(folder, 'flyer.pdf'));
    // Read by hand, the host is 127.0.0.1 (after "user info"); the URL parser reads 127.0.0.1:<port>.
    const sneaky = `http://127.0.0.1:${port}\\@127.0.0.1:9/`;
    const run = spawnSync(syncOnceArgs(folder, 'Sneaky', sneaky, path.join(dir, 'data')), 'the-secret-key');
    expect(await run.exited, run.tail()).toBe(2);
    expect(run.stderr()).toContain('--base-url');
    expect(run.stderr()).toContain('backslash');
    expect(seen).toEqual([]);
  });
});
