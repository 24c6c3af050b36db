/**
 * The printer as clients see it, asked with CUPS' ipptool (and a raw socket for a client that goes
 * away mid-document): a job the spooler sends again is one file, a document cut short is none, a
 * job's state is the hot folder's, and a restarted printer still answers for the jobs it filed.
 */
import { execFile } from 'node:child_process';
import { readdir, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/sample-pdfs.js';
import { waitFor } from '../sync/test-support/wait-for.js';
import { encode } from './ipp-codec.js';
import { Operation, Tag } from './ipp-constants.js';
import { charset, language, mimeType, nameValue, uri } from './ipp-values.js';
import type { FiledPrint } from './print-filing.js';
import type { FiledProgress } from './print-jobs.js';
import { encodePwgRaster } from './test-support/pwg-encoder.js';
import { isLoopback, isLoopbackHost, startPrinter, type RunningPrinter } from './printer-server.js';

const run = promisify(execFile);
let dir: string;
let folder: string;
let printer: RunningPrinter;
/** What the hot folder says of each file, as a test sets it. */
const progress = new Map<string, FiledProgress>();

const start = () =>
  startPrinter({
    name: 'Test printer',
    port: 0,
    folder,
    stateDir: path.join(dir, 'state'),
    uuid: '0b7e3f43-51e4-4d52-9d0c-3c3f5f0f2a11',
    defaultMedia: 'iso_a4_210x297mm',
    follow: {
      progress: (print: FiledPrint) => progress.get(print.file) ?? { state: 'pending', message: 'Waiting.' },
      cancel: async () => false,
    },
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-printer-server-'));
  folder = path.join(dir, 'hot folder');
  await import('node:fs/promises').then((fs) => fs.mkdir(folder));
  printer = await start();
});
afterAll(async () => {
  await printer?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs an ipptool test file (text) against the printer; its verbose output. */
async function ipptool(test: string, file?: string): Promise<string> {
  const testFile = path.join(dir, `t-${Math.random().toString(16).slice(2)}.test`);
  await writeFile(testFile, test);
  const args = ['-tv', ...(file ? ['-f', file] : []), printer.uri, testFile];
  const { stdout } = await run('ipptool', args).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  return stdout;
}

const printJob = (name: string, format = 'application/pdf') => `{
  NAME "Print-Job"
  OPERATION Print-Job
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR naturalLanguage attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR name requesting-user-name tester
  ATTR name job-name "${name}"
  ATTR mimeMediaType document-format ${format}
  FILE $filename
  STATUS successful-ok
}`;

const jobAttributes = (id: number) => `{
  NAME "Get-Job-Attributes"
  OPERATION Get-Job-Attributes
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR naturalLanguage attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR integer job-id ${id}
  STATUS successful-ok
}`;

const jobIdOf = (out: string) => Number(/job-id \(integer\) = (\d+)/.exec(out)![1]);
const stateOf = (out: string) => /job-state \(enum\) = ([a-z-]+)/.exec(out)?.[1];

describe('the hot-folder printer', () => {
  it('files a job sent again (same title, same document but a new /ID) once, answering for both', async () => {
    const original = await readFile(samplePdf('summer-sale-flyer.pdf'), 'latin1');
    const prepared = (id: string) => path.join(dir, `prepared-${id}.pdf`);
    for (const id of ['aa', 'bb'])
      await writeFile(
        prepared(id),
        `${original}\ntrailer << /ID [<${id.repeat(16)}><${id.repeat(16)}>] >>\n`,
        'latin1',
      );
    const first = await ipptool(printJob('Q3 Report'), prepared('aa'));
    const again = await ipptool(printJob('Q3 Report'), prepared('bb'));
    expect(await readdir(folder)).toEqual(['Q3 Report.pdf']);
    progress.set('Q3 Report.pdf', { state: 'completed', message: 'Ordered.' });
    for (const out of [first, again]) {
      const state = await ipptool(jobAttributes(jobIdOf(out)));
      expect(stateOf(state)).toBe('completed');
      expect(state).toMatch(/job-state-message \(textWithoutLanguage\) = Ordered\./);
    }
    // Another title is another job: another file, named after it.
    await ipptool(printJob('Q3 Report, final'), prepared('aa'));
    expect((await readdir(folder)).sort()).toEqual(['Q3 Report, final.pdf', 'Q3 Report.pdf']);
  });

  it('follows the hot folder: held while a person decides, aborted with the reason', async () => {
    const out = await ipptool(printJob('Poster'), samplePdf('spring-open-house-brochure.pdf'));
    const id = jobIdOf(out);
    expect(stateOf(await ipptool(jobAttributes(id)))).toBe('pending');
    progress.set('Poster.pdf', { state: 'held', message: 'Waiting for approval: over the order limit.' });
    expect(stateOf(await ipptool(jobAttributes(id)))).toBe('pending-held');
    progress.set('Poster.pdf', { state: 'aborted', message: 'The service refused the file.' });
    const aborted = await ipptool(jobAttributes(id));
    expect(stateOf(aborted)).toBe('aborted');
    expect(aborted).toMatch(/job-state-message \(textWithoutLanguage\) = The service refused the file\./);
  });

  it('makes a PWG raster job a PDF on its own thread, a page per raster page at its resolution', async () => {
    const raster = path.join(dir, 'job.pwg');
    await writeFile(
      raster,
      encodePwgRaster([
        { type: 'srgb_8', dpi: 300, widthPx: 300, heightPx: 600 },
        { type: 'sgray_8', dpi: 150, widthPx: 300, heightPx: 150 },
      ]),
    );
    const out = await ipptool(printJob('Raster job', 'image/pwg-raster'), raster);
    expect(out).toContain('[PASS]');
    const { stdout } = await run('pdfinfo', ['-l', '9', path.join(folder, 'Raster job.pdf')]);
    expect(stdout).toMatch(/^Pages:\s+2$/m);
    expect([...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/gm)].map((m) => m[1])).toEqual([
      '72 x 144',
      '144 x 72',
    ]);
  });

  it('writes nothing for a document cut off mid-way, and aborts its job', async () => {
    const before = await readdir(folder);
    const attributes = encode({
      version: [2, 0],
      code: Operation.printJob,
      requestId: 1,
      groups: [
        {
          tag: Tag.operationAttributes,
          attributes: [
            charset('attributes-charset', 'utf-8'),
            language('attributes-natural-language', 'en'),
            uri('printer-uri', printer.uri),
            nameValue('job-name', 'Cut off'),
            mimeType('document-format', 'application/pdf'),
          ],
        },
      ],
    });
    const { port } = new URL(printer.uri.replace('ipp:', 'http:'));
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const chunk = (data: Buffer) => `${data.length.toString(16)}\r\n${data.toString('latin1')}\r\n`;
    socket.write(
      'POST /ipp/print HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/ipp\r\nTransfer-Encoding: chunked\r\n\r\n' +
        chunk(attributes) +
        chunk(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n')),
      'latin1',
    );
    // The job is there, receiving; then the client goes away before the last chunk.
    const jobs = `{
  OPERATION Get-Jobs
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR naturalLanguage attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR keyword which-jobs all
  ATTR keyword requested-attributes job-name,job-state,job-state-reasons
  STATUS successful-ok
}`;
    await waitFor(async () => (await ipptool(jobs)).includes('Cut off'), 10_000, 'the job receiving');
    socket.destroy();
    await waitFor(async () => /submission-interrupted/.test(await ipptool(jobs)), 10_000, 'the job aborted');
    expect(await readdir(folder)).toEqual(before);
  });

  it('answers after a restart for the jobs it filed, and gives new jobs new ids', async () => {
    const out = await ipptool(printJob('Before restart'), samplePdf('summer-sale-flyer.pdf'));
    const id = jobIdOf(out);
    await printer.close();
    printer = await start();
    progress.set('Before restart.pdf', { state: 'completed', message: 'Uploaded.' });
    const after = await ipptool(jobAttributes(id));
    expect(stateOf(after)).toBe('completed');
    expect(after).toMatch(/job-name \(nameWithoutLanguage\) = Before restart/);
    const next = await ipptool(printJob('After restart'), samplePdf('business-cards-dana-whitfield.pdf'));
    expect(jobIdOf(next)).toBeGreaterThan(id);
  });

  it('takes connections from loopback addresses only', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['192.168.1.20', '::ffff:10.0.0.1', 'fe80::1', undefined].some(isLoopback)).toBe(false);
  });

  it('refuses a web page: a request with an Origin, or one naming another host (DNS rebinding)', async () => {
    const { port } = new URL(printer.uri.replace('ipp:', 'http:'));
    const post = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const body = Buffer.from([2, 0, 0, 0x0b, 0, 0, 0, 1, 3]);
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/ipp/print',
            method: 'POST',
            headers: { 'Content-Type': 'application/ipp', ...headers },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect(await post({ Origin: 'https://evil.example' })).toBe(403);
    expect(await post({ Host: `evil.example:${port}` })).toBe(403);
    expect(await post({})).toBe(200);
    expect(['localhost:8631', '127.0.0.1', '[::1]:631'].every(isLoopbackHost)).toBe(true);
    expect(['evil.example', '127.0.0.1.evil.example', undefined].some(isLoopbackHost)).toBe(false);
  });
});
