/**
 * "Save diagnostics…" (Account view, `printdesk diagnostics`): the support bundle of this data
 * folder (electron/log/diagnostics-bundle.ts) with the facts the app knows: versions, the sync
 * journal's and the jobs' statistics, the hot folders' states and the account's environment (never
 * its key). Without a file named, it goes to the Downloads folder, else to the data folder.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDiagnosticsBundle } from '../../log/diagnostics-bundle.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { Account } from '../connection/account.js';
import type { SyncEngine } from '../../sync/engine.js';

export interface SavedDiagnostics {
  /** Where the bundle was written. */
  readonly file: string;
  /** The files in it. */
  readonly entries: readonly string[];
}

export interface DiagnosedApp {
  readonly dataDir: string;
  readonly sync: Pick<SyncEngine, 'files' | 'status' | 'links'>;
  readonly jobs: Pick<JobRunner, 'jobs'> | null;
  readonly account: Pick<Account, 'current'>;
}

export async function saveDiagnostics(
  app: DiagnosedApp,
  secrets: readonly string[],
  file?: string,
): Promise<SavedDiagnostics> {
  const now = new Date();
  const target = file ?? join(defaultFolder(app.dataDir), bundleName(now));
  const bundle = await writeDiagnosticsBundle({
    dataDir: app.dataDir,
    file: target,
    secrets,
    now,
    facts: {
      versions: await versions(),
      journal: await journalFacts(app),
      more: {
        'hot-folders': app.sync.links().map((l) => ({ state: l.state, watch: l.watch, counts: l.counts })),
        account: accountFacts(app.account),
        jobs: countBy((app.jobs?.jobs() ?? []).map((j) => j.state)),
      },
    },
  });
  return { file: bundle.file, entries: bundle.entries };
}

function bundleName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `printdesk-diagnostics-${stamp}.tar.gz`;
}

function defaultFolder(dataDir: string): string {
  const downloads = join(os.homedir(), 'Downloads');
  return existsSync(downloads) ? downloads : dataDir;
}

async function versions(): Promise<Record<string, string>> {
  const found: Record<string, string> = {
    printdesk: await ownVersion(),
    node: process.versions.node,
    platform: `${process.platform} ${os.release()} ${process.arch}`,
  };
  const runtime = process.versions as Record<string, string | undefined>;
  if (runtime.electron) found.electron = runtime.electron;
  if (runtime.chrome) found.chromium = runtime.chrome;
  return found;
}

/** The version in PrintDesk's package.json, found upwards from this module (sources, build or app.asar). */
async function ownVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    return (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function journalFacts(app: DiagnosedApp): Promise<Record<string, unknown>> {
  const entries = app.sync.files();
  const bytes = await stat(join(app.dataDir, 'sync', 'journal.log')).then(
    (s) => s.size,
    () => null,
  );
  const { state, unreadableFolders } = app.sync.status();
  return {
    entries: entries.length,
    byState: countBy(entries.map((e) => e.state)),
    journalBytes: bytes,
    engineState: state,
    unreadableFolders: unreadableFolders ?? 0,
    lastChange: entries.length ? new Date(Math.max(...entries.map((e) => e.updatedAt))).toISOString() : null,
  };
}

function accountFacts(account: Pick<Account, 'current'>): Record<string, unknown> {
  const { environment, baseUrl, connected, keyStorage, notice } = account.current();
  return { environment: environment.kind, baseUrl, connected, keyStorage: keyStorage?.label ?? null, notice: notice ?? null };
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
