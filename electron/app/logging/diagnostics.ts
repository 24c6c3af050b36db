/**
 * "Save diagnostics…" (Account view) and `printdesk diagnostics`: the support bundle of a data
 * folder (electron/log/diagnostics-bundle.ts) with versions and the sync journal's statistics, and
 * from a running app its status, hot folders, jobs and account environment (never its key).
 * Without a file named, it goes to the Downloads folder, else to the data folder.
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

/** What a running app adds to the bundle: its hot folders' states, its account, its jobs. */
export interface DiagnosedApp {
  readonly sync: Pick<SyncEngine, 'status' | 'links'>;
  readonly jobs: Pick<JobRunner, 'jobs'> | null;
  readonly account: Pick<Account, 'current'>;
}

export interface DiagnosticsRequest {
  readonly dataDir: string;
  /** The secrets in use, scrubbed from every file of the bundle. */
  readonly secrets: readonly string[];
  /** Where to write it (default: Downloads, else the data folder). */
  readonly file?: string;
  /** The running app's own facts; without it (`printdesk diagnostics`), what the data folder holds. */
  readonly app?: DiagnosedApp;
}

export async function saveDiagnostics(request: DiagnosticsRequest): Promise<SavedDiagnostics> {
  const { dataDir, app } = request;
  const now = new Date();
  const target = request.file ?? join(defaultFolder(dataDir), bundleName(now));
  const bundle = await writeDiagnosticsBundle({
    dataDir,
    file: target,
    secrets: request.secrets,
    now,
    facts: {
      versions: await versions(),
      journal: await journalFacts(dataDir),
      ...(app
        ? {
            more: {
              'sync-status': app.sync.status(),
              'hot-folders': app.sync
                .links()
                .map((l) => ({ state: l.state, watch: l.watch, counts: l.counts })),
              account: accountFacts(app.account),
              jobs: countBy((app.jobs?.jobs() ?? []).map((j) => j.state)),
            },
          }
        : {}),
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
    return (
      (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version?: string }).version ??
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/** The sync journal as the data folder holds it: entries per state (the last line of each file), its size. */
async function journalFacts(dataDir: string): Promise<Record<string, unknown>> {
  const file = join(dataDir, 'sync', 'journal.log');
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return { journal: 'none yet' };
  const last = new Map<string, { state: string; updatedAt: number }>();
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as { key?: string; state?: string; updatedAt?: number };
      if (entry.key && entry.state)
        last.set(entry.key, { state: entry.state, updatedAt: entry.updatedAt ?? 0 });
    } catch {
      // An empty line, or the torn last line of a crash.
    }
  }
  const entries = [...last.values()];
  return {
    entries: entries.length,
    byState: countBy(entries.map((e) => e.state)),
    journalBytes: (await stat(file)).size,
    lastChange: entries.length ? new Date(Math.max(...entries.map((e) => e.updatedAt))).toISOString() : null,
  };
}

function accountFacts(account: Pick<Account, 'current'>): Record<string, unknown> {
  const { environment, baseUrl, connected, keyStorage, notice } = account.current();
  return {
    environment: environment.kind,
    baseUrl,
    connected,
    keyStorage: keyStorage?.label ?? null,
    notice: notice ?? null,
  };
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
