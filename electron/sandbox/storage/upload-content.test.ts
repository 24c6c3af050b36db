import { readFile, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderUploadResult } from '../../shared/models/storage.js';
import { startTestSandbox } from '../test-support/test-sandbox.js';
import type { TestSandbox } from '../test-support/test-sandbox.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ seed: false });
});
afterAll(async () => {
  await sb.close();
});

const boundary = '----PrintDeskBoundary7MA4YWxkTrZu0gW';

/** 24 MiB of print-file-like content full of near-delimiters: CRLF, `--`, the boundary with a byte off. */
function trickyContent(): Buffer {
  const pieces: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const near = [`\r\n--${boundary.slice(0, -1)}X`, '\r\n--', '\r\r\n-', `\n--${boundary}`, '\r'];
  let size = 0;
  for (let i = 0; size < 24 * 1024 * 1024; i++) {
    const piece = Buffer.concat([
      Buffer.alloc(997 + ((i * 7919) % 70_001), 0x20 + (i % 200)), // never a CR: no real delimiter
      Buffer.from(near[i % near.length]!, 'latin1'),
    ]);
    pieces.push(piece);
    size += piece.length;
  }
  return Buffer.concat(pieces);
}

/** Posts `body` (multipart), written in chunks of odd sizes, and returns the reply. */
function post(folder: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${sb.url}/dir/StorageService/${folder}`,
      {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': sb.key,
          Accept: 'application/json',
          'Content-Type': `multipart/form-data; boundary="${boundary}"`,
          'Content-Length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    const sizes = [1, 3, 40, 4093, 65_537, 1_000_003];
    for (let at = 0, i = 0; at < body.length; i++) {
      const size = sizes[i % sizes.length]!;
      req.write(body.subarray(at, at + size));
      at += size;
    }
    req.end();
  });
}

describe('the content of an upload', () => {
  it('is stored byte for byte: the first file part only, however the body is cut and whatever it holds', async () => {
    const content = trickyContent();
    const body = Buffer.concat([
      Buffer.from(
        `preamble\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnot a file\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tricky.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
        'latin1',
      ),
      content,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="second"; filename="other.pdf"\r\n\r\n` +
          `%PDF-1.4 the second file\r\n--${boundary}--\r\nepilogue`,
        'latin1',
      ),
    ]);
    const reply = await post('Content', body);
    expect(reply.status, reply.text).toBe(200);
    expect(FolderUploadResult.parse(JSON.parse(reply.text)).Files[0]!.Name).toBe('tricky.pdf');
    const filesDir = path.join(sb.dataDir, 'files');
    const stored = await readdir(filesDir);
    expect(stored).toHaveLength(1);
    expect((await readFile(path.join(filesDir, stored[0]!))).equals(content)).toBe(true);
  });
});
