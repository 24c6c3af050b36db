/**
 * job-claims: what years of jobs on a shared hot folder cost each discovery round (issue 39, item 2;
 * docs/hot-folder-jobs.md, "Years of jobs"). Two folders: one with `--small` finished jobs, all of
 * today (their claims young, not compacted yet); one with `--jobs` finished jobs, `--today` of them
 * today and the rest compacted (older than a day: folded into sealed files, written here as the
 * compaction writes them). On each, a workstation's discovery (app/jobs/job-discovery.ts) runs a
 * first round (it reads every claim), then `--rounds` rounds each after one claim was written again
 * (a job moving on: the folder changed), and idle rounds (nothing changed). Bytes read from the
 * share are the listings' names and the files' contents read during a round; stats are counted apart.
 * Also: compacting a day of `--small` finished jobs.
 *
 *   npm run --silent bench -- job-claims [--jobs 100000] [--small 1000] [--today 1000] [--rounds 5]
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { archiveChunk } from '../electron/app/jobs/job-claim-record.js';
import type { JobClaims, JobSubject } from '../electron/app/jobs/job-claims.js';
import { JobCompaction } from '../electron/app/jobs/job-compaction.js';
import { JobJournal } from '../electron/app/jobs/job-journal.js';
import {
  daysNow,
  discoveryOf,
  finishedRecord,
  scope,
  subjectsOf,
  workstation,
  writeFinishedClaims,
} from '../electron/app/jobs/test-support/finished-jobs.js';
import { replaceShared } from '../electron/sync/share-files.js';
import { stateRootOf, ShareRecords } from '../electron/sync/share-records.js';
import { flags, median, report } from './lib.js';

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--jobs', '300', '--small', '100', '--today', '100', '--rounds', '2'];

const day = 86_400_000;

interface Round {
  readonly ms: number;
  readonly bytes: number;
  readonly stats: number;
}

export async function run(argv: string[]): Promise<void> {
  const o = flags(argv, { jobs: 100_000, small: 1000, today: 1000, rounds: 5 });
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'printdesk-bench-job-claims-'));
  const journal = await JobJournal.open(path.join(base, 'journal.log'));
  try {
    const writer = workstation('writer');
    const small = path.join(base, 'small');
    const large = path.join(base, 'large');
    await writeFinishedClaims(writer, subjectsOf(small, o.small), { ageMs: 60 * 60_000 });
    await writeFinishedClaims(writer, subjectsOf(large, o.today, o.jobs - o.today), { ageMs: 60 * 60_000 });
    await writeCompacted(writer, large, subjectsOf(large, o.jobs - o.today));
    const figures: Record<string, number> = {};
    for (const [folder, label] of [
      [small, '1k'],
      [large, '100k'],
    ] as const) {
      const measured = await measure(folder, journal, o.rounds);
      const changed = summary(measured.changed.map((r) => r.ms));
      console.log(
        `  ${label === '1k' ? o.small : o.jobs} finished jobs: first round ${measured.first.ms.toFixed(1)} ms, ` +
          `a round after a change ${changed}, an idle round ${summary(measured.idle.map((r) => r.ms))}; ` +
          `bytes read per round ${median(measured.changed.map((r) => r.bytes))}, stats ${median(measured.changed.map((r) => r.stats))}`,
      );
      figures[`discoveryMs${label}`] = median(measured.changed.map((r) => r.ms));
      figures[`discoveryMinMs${label}`] = Math.min(...measured.changed.map((r) => r.ms));
      figures[`discoveryMaxMs${label}`] = Math.max(...measured.changed.map((r) => r.ms));
      figures[`shareBytesPerRound${label}`] = median(measured.changed.map((r) => r.bytes));
      figures[`shareStatsPerRound${label}`] = median(measured.changed.map((r) => r.stats));
      figures[`idleRoundMs${label}`] = median(measured.idle.map((r) => r.ms));
      figures[`firstRoundMs${label}`] = measured.first.ms;
    }
    figures.compactMs1k = await compactDay(writer, path.join(base, 'day'), o.small);
    figures.ratio100kTo1k = figures.discoveryMs100k! / figures.discoveryMs1k!;
    report(`job-claims: a discovery round at ${o.small} and ${o.jobs} finished jobs`, figures);
  } finally {
    await journal.close();
    await fs.rm(base, { recursive: true, force: true });
  }
}

/** The compacted files of `subjects`' finished jobs, as a compaction writes them. */
async function writeCompacted(by: JobClaims, folder: string, subjects: readonly JobSubject[]): Promise<void> {
  const key = by.keyFor(scope);
  for (let at = 0; at < subjects.length; at += archiveChunk) {
    const jobs = subjects.slice(at, at + archiveChunk).map((subject, i) => ({
      name: path.basename(by.fileOf(subject), '.job'),
      record: finishedRecord(subject, by, at + i),
      sent: ['document' as const, 'order' as const],
    }));
    await by.archive.write(folder, key, jobs, by.me);
  }
}

/** A first round, then rounds after one claim was written again, then idle rounds. */
async function measure(
  folder: string,
  journal: JobJournal,
  rounds: number,
): Promise<{ first: Round; changed: Round[]; idle: Round[] }> {
  const reader = workstation('reader');
  const discovery = discoveryOf(reader, folder, journal);
  const first = await timed(() => discovery.round());
  const dir = path.join(folder, '.printdesk', 'jobs');
  const claim = path.join(
    dir,
    (await fs.readdir(dir)).find((n) => n.endsWith('.job'))!,
  );
  const records = new ShareRecords(() => undefined);
  const changed: Round[] = [];
  const idle: Round[] = [];
  for (let i = 0; i < rounds; i++) {
    const text = JSON.parse(await fs.readFile(claim, 'utf8')) as { body: { rev: number } };
    const body = { ...text.body, rev: text.body.rev + 1 };
    const sealed = records.seal(stateRootOf(folder), claim, reader.keyFor(scope), body);
    await replaceShared(claim, sealed, reader.me);
    // A change within the same instant as the last listing would show only at the next relisting.
    await new Promise((resolve) => setTimeout(resolve, 5));
    changed.push(await timed(() => discovery.round()));
    idle.push(await timed(() => discovery.round()));
  }
  return { first, changed, idle };
}

/** How long compacting `count` finished jobs a day old takes (one workstation, one folder). */
async function compactDay(by: JobClaims, folder: string, count: number): Promise<number> {
  const subjects = subjectsOf(folder, count);
  await writeFinishedClaims(by, subjects, { ageMs: 2 * day });
  const files = subjects.map((s) => by.fileOf(s));
  const began = performance.now();
  await new JobCompaction(by, day, daysNow).compact({ localPath: folder, remotePath: scope }, files);
  return performance.now() - began;
}

/** Runs `work`, counting the bytes it read from files and listings, and its stats. */
async function timed(work: () => Promise<unknown>): Promise<Round> {
  const promises = fs as unknown as Record<
    'readFile' | 'readdir' | 'stat',
    (...args: unknown[]) => Promise<unknown>
  >;
  const originals = { readFile: promises.readFile, readdir: promises.readdir, stat: promises.stat };
  let bytes = 0;
  let stats = 0;
  promises.readFile = async (...args) => {
    const read = (await originals.readFile.apply(fs, args)) as string | Buffer;
    bytes += typeof read === 'string' ? Buffer.byteLength(read) : read.length;
    return read;
  };
  promises.readdir = async (...args) => {
    const names = (await originals.readdir.apply(fs, args)) as string[];
    for (const name of names) bytes += Buffer.byteLength(String(name)) + 1;
    return names;
  };
  promises.stat = async (...args) => {
    stats++;
    return originals.stat.apply(fs, args);
  };
  const began = performance.now();
  try {
    await work();
  } finally {
    Object.assign(promises, originals);
  }
  return { ms: performance.now() - began, bytes, stats };
}

function summary(values: readonly number[]): string {
  return `${median(values).toFixed(2)} ms (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
}
