import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, untilClosed } from '../../test/raw-http.js';

// Node runs the CLI directly (as `npm run` execs it), so SIGTERM reaches the CLI's own handlers: tsx's
// command-line wrapper would relay the signal and may exit 143 itself before the CLI's handler is known.
const cli = ['--import', 'tsx', 'electron/cli/main.ts'];
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-serve-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('printdesk serve', () => {
  it('prints {"url": …} as its first stdout line, serves that URL, and stops cleanly on SIGTERM', async () => {
    const args = ['serve', '--port', '0', '--json', '--data-dir', dataDir, '--max-upload-mb', '1'];
    const child = spawn(process.execPath, [...cli, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const first = await new Promise<string>((resolve, reject) => {
        const lines = createInterface({ input: child.stdout });
        lines.once('line', resolve);
        child.once('exit', () => reject(new Error(`serve exited before printing its URL: ${stderr}`)));
      });
      expect(first).toMatch(/^\{"url": "http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}"\}$/);
      const { url } = JSON.parse(first) as { url: string };
      // 200 with the built renderer, 503 with the "run npm run build" page: either way the token opened it.
      const page = await fetch(url).catch((error: unknown) => {
        throw new Error(`fetch failed; serve said: ${stderr}`, { cause: error });
      });
      expect([200, 503]).toContain(page.status);
      expect((await fetch(new URL('/', url))).status).toBe(401);

      // --max-upload-mb: a browser upload past it is refused before its body is read.
      const { host, port, searchParams } = new URL(url);
      const socket = await openSocket(Number(port));
      const closed = untilClosed(socket);
      socket.write(
        `POST /api/upload?folderPath=Big&name=big.pdf HTTP/1.1\r\nHost: ${host}\r\n` +
          `x-printdesk-token: ${searchParams.get('token')}\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`,
      );
      const refused = (await closed).toString();
      expect(refused).toMatch(/^HTTP\/1\.1 413 /);
      expect(refused).toContain('upload limit of 1 MiB (printdesk serve --max-upload-mb)');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('refuses a bad port with a usage error (exit 2)', async () => {
    const result = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(process.execPath, [...cli, 'serve', '--port', 'eighty'], (error, _stdout, stderr) =>
        resolve({ code: (error as { code?: number } | null)?.code ?? 0, stderr }),
      ),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--port must be 0..65535');
  });

  it('refuses a limit that is not a whole number in range with a usage error (exit 2)', async () => {
    const result = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(process.execPath, [...cli, 'serve', '--idle-timeout-s', '0'], (error, _stdout, stderr) =>
        resolve({ code: (error as { code?: number } | null)?.code ?? 0, stderr }),
      ),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--idle-timeout-s: expected a whole number of seconds from 1 to 86400');
  });
});
