/**
 * Upload throughput into the sandbox over loopback (curl multipart, one large valid PDF) as a
 * ratio to copying the same bytes with `cp`, and the sandbox process's peak RSS meanwhile.
 * The sandbox runs as its own child process so its RSS is its own. The sandbox fsyncs the file
 * before answering (an answered upload is durable); cp does not, so `ratioToDurableCp` also
 * times cp followed by `sync` of the copy.
 * `npm run --silent bench -- sandbox-ingest [--size-mib 1024] [--cpu-prof-dir DIR]`; with a folder,
 * the sandbox writes its CPU profile there when it stops (open it in Chrome's DevTools).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeLargePdf } from '../scripts/make-sample-pdfs.js';
import { MiB, flags, report, rssOf, sampleRss } from './lib.js';
import { startCli } from './support/cli.js';

const exec = promisify(execFile);

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--size-mib', '2'];

export async function run(argv: string[]): Promise<void> {
  const { 'size-mib': sizeMib, 'cpu-prof-dir': profileDir } = flags(argv, {
    'size-mib': 1024,
    'cpu-prof-dir': '',
  });
  if (!(sizeMib > 0)) throw new Error('--size-mib must be a positive number');
  const work = await mkdtemp(path.join(tmpdir(), 'printdesk-bench-ingest-'));
  let stopServer = async () => {};
  try {
    const source = path.join(work, 'large-print-file.pdf');
    await writeLargePdf(source, sizeMib * MiB);
    const bytes = (await stat(source)).size;
    const sandbox = await startCli<{ url: string; key: string }>(
      ['sandbox', '--port', '0', '--json', '--data-dir', path.join(work, 'sandbox')],
      { nodeArgs: profileDir === '' ? [] : ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] },
    );
    stopServer = sandbox.stop;
    const server = sandbox.child;
    const info = sandbox.ready;

    // Reference: the same bytes written to disk by cp (source in the page cache, as for the upload).
    // Each run starts with no dirty pages left over, so neither pays for the other's writeback.
    await exec('sync');
    const copyStart = performance.now();
    await exec('cp', [source, path.join(work, 'copy.pdf')]);
    const cpSeconds = (performance.now() - copyStart) / 1000;
    // The like-for-like reference: the copy made durable too, as the sandbox makes an upload.
    await exec('sync', [path.join(work, 'copy.pdf')]);
    const durableCpSeconds = (performance.now() - copyStart) / 1000;
    await rm(path.join(work, 'copy.pdf'));

    await exec('sync');
    const rssBefore = rssOf(server.pid!);
    const sampler = sampleRss(server.pid!, 10);
    const uploadStart = performance.now();
    const { stdout } = await exec(
      'curl',
      [
        '-sS',
        '-o',
        '-',
        '-w',
        '\n%{http_code}',
        '-H',
        `Ocp-Apim-Subscription-Key: ${info.key}`,
        '-H',
        'Accept: application/json',
        '-F',
        `file=@${source};type=application/octet-stream`,
        `${info.url}/dir/StorageService/Bench`,
      ],
      { maxBuffer: 1024 * 1024 },
    );
    const uploadSeconds = (performance.now() - uploadStart) / 1000;
    const peakRss = sampler.stop();
    const [body, status] = [
      stdout.slice(0, stdout.lastIndexOf('\n')),
      stdout.slice(stdout.lastIndexOf('\n') + 1),
    ];
    if (status !== '200') throw new Error(`upload failed with HTTP ${status}: ${body.slice(0, 300)}`);
    const file = (JSON.parse(body) as { Files: { PageCount: number; IsBroken: boolean }[] }).Files[0]!;
    const sizeMiB = bytes / MiB;
    report(`Sandbox ingest: ${sizeMiB.toFixed(0)} MiB upload over loopback vs cp`, {
      sizeMiB,
      uploadSeconds,
      uploadMiBps: sizeMiB / uploadSeconds,
      cpSeconds,
      cpMiBps: sizeMiB / cpSeconds,
      ratioToCp: cpSeconds / uploadSeconds,
      durableCpSeconds,
      ratioToDurableCp: durableCpSeconds / uploadSeconds,
      serverRssBeforeMiB: rssBefore / MiB,
      serverPeakRssMiB: peakRss / MiB,
      serverRssGrowthMiB: (peakRss - rssBefore) / MiB,
      pageCount: file.PageCount,
      isBroken: file.IsBroken,
    });
  } finally {
    await stopServer();
    await rm(work, { recursive: true, force: true });
  }
}
