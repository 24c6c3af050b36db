import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSocket, untilClosed } from '../../test/raw-http.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-cli-sandbox-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function start(...args: string[]) {
  // Node itself runs the CLI (as `npm run` execs it), so SIGTERM reaches the sandbox's own handler: tsx's
  // command-line wrapper would relay it and may exit 143 before it knows the handler is there.
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', 'sandbox', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.on('exit', () => reject(new Error(`sandbox exited before printing: ${stderr}`)));
  });
  firstLine.catch(() => undefined); // tests that expect an early exit never read it
  return { child, exited, firstLine, stderr: () => stderr };
}

describe('printdesk sandbox', () => {
  it('prints one JSON line once listening, serves requests, and stops cleanly on SIGTERM', async () => {
    const run = start('--port', '0', '--json', '--data-dir', dataDir, '--key', 'cli-test-key-1234');
    const info = JSON.parse(await run.firstLine) as Record<string, unknown>;
    expect(Object.keys(info)).toEqual([
      'url',
      'key',
      'documentTemplateIds',
      'orderFriendlyIds',
      'market',
      'currency',
    ]);
    expect([info.market, info.currency]).toEqual(['us', 'USD']);
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.key).toBe('cli-test-key-1234');
    expect(info.documentTemplateIds).toContain('3f473099-3165-4775-a583-8cf178afa74a');
    expect(Array.isArray(info.orderFriendlyIds)).toBe(true);
    const res = await fetch(`${info.url as string}/dir/StorageService/GetFolder`, {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': 'cli-test-key-1234', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.stderr()).not.toContain('cli-test-key-1234');
  });

  it('emulates the market --market names, and refuses one it does not know', async () => {
    const bad = start('--market', 'fr', '--data-dir', dataDir);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr()).toContain('--market: expected us, uk or de, got "fr"');

    const run = start('--json', '--market', 'de', '--data-dir', dataDir);
    const info = JSON.parse(await run.firstLine) as {
      url: string;
      key: string;
      market: string;
      currency: string;
    };
    expect([info.market, info.currency]).toEqual(['de', 'EUR']);
    const main = await fetch(`${info.url}/add/AddressService/GetUserMainAddress`, {
      headers: { 'Ocp-Apim-Subscription-Key': info.key, Accept: 'application/json' },
    });
    expect(await main.json()).toMatchObject({ Country: 'DE' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('refuses a bad --faults plan with exit code 2 naming the field', async () => {
    const run = start('--faults', '{"rate":5,"kinds":["500"],"routes":["*"]}', '--data-dir', dataDir);
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toContain('faults.rate');
  });

  it('runs orders on a faster clock with --order-clock, and refuses a factor that is not a number', async () => {
    const bad = start('--order-clock', 'fast', '--data-dir', dataDir);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr()).toContain('--order-clock');

    const run = start('--json', '--data-dir', dataDir, '--order-clock', '100');
    const info = JSON.parse(await run.firstLine) as { url: string; key: string; orderFriendlyIds: string[] };
    const statuses = await Promise.all(
      info.orderFriendlyIds.map(async (friendlyId) => {
        const res = await fetch(`${info.url}/ord/Orders/${friendlyId}/status`, {
          headers: { 'Ocp-Apim-Subscription-Key': info.key },
        });
        return res.json();
      }),
    );
    // Even the order seeded minutes ago has had a day and more of order time.
    expect(statuses).toEqual(info.orderFriendlyIds.map(() => 19));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('refuses uploads past --max-upload-mb with a 413, and a limit that is not a number', async () => {
    const bad = start('--max-upload-mb', 'lots', '--data-dir', dataDir);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr()).toContain('--max-upload-mb: expected a whole number of MiB');

    const run = start('--json', '--data-dir', dataDir, '--max-upload-mb', '1');
    const info = JSON.parse(await run.firstLine) as { url: string; key: string };
    const url = new URL(info.url);
    const socket = await openSocket(Number(url.port));
    const closed = untilClosed(socket);
    socket.write(
      `POST /dir/StorageService/Big HTTP/1.1\r\nHost: ${url.host}\r\nOcp-Apim-Subscription-Key: ${info.key}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`,
    );
    const reply = (await closed).toString();
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toContain("larger than this sandbox's upload limit of 1 MiB");
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
