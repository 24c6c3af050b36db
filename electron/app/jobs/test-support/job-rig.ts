/**
 * A workstation (a station) for hot-folder job tests: a sync engine and a job runner on a data folder of its
 * own, against a real sandbox, on a real linked folder (which several workstations may share).
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileWork } from '../../../file-work/pool.js';
import type { PrintServiceClient } from '../../../print-service/client.js';
import { moneyOf, type Money } from '../../../shared/models/money.js';
import { HotFolderLink } from '../../../shared/settings/schema.js';
import { createSyncEngine, type SyncEngine } from '../../../sync/engine.js';
import { printLibrary } from '../../../sync/print-library.js';
import { waitFor } from '../../../sync/test-support/wait-for.js';
import { createAddressBook } from '../../addresses/address-book.js';
import { createDistributionLists } from '../../addresses/distribution-lists.js';
import { recipientDirectory } from '../job-recipients.js';
import type { JobRecord } from '../job-record.js';
import { JobRunner, type JobEvent, type JobRunnerOptions } from '../job-runner.js';

export const brochure = path.resolve(
  import.meta.dirname,
  '../../../../assets/print-files/spring-open-house-brochure.pdf',
);

export interface Station {
  readonly engine: SyncEngine;
  readonly runner: JobRunner;
  readonly events: JobEvent[];
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** An amount in US dollars: the test sandbox's market, so its quotes' currency. */
export const usd = (amount: number): Money => moneyOf(amount, 'USD');

/** A link of `folder` with the job preset `job` (template filled in), the same id on every workstation. */
export function orderLink(
  folder: string,
  templateId: string,
  job: Record<string, unknown>,
  id = randomUUID(),
) {
  return HotFolderLink.parse({
    id,
    localPath: folder,
    remotePath: `Jobs/${path.basename(folder)}`,
    job: { templateId, ...job },
  });
}

export async function startStation(
  dataDir: string,
  link: HotFolderLink,
  client: PrintServiceClient,
  fileWork: FileWork,
  options: Partial<JobRunnerOptions> = {},
): Promise<Station> {
  const engine = await createSyncEngine({
    dataDir,
    remote: printLibrary(client),
    fileWork,
    links: [link],
    stabilityMs: 100,
    retryBaseMs: 20,
    retryMaxMs: 100,
    reconcileMs: 1000,
    maxAttempts: 50,
    ...(options.claimLeaseMs ? { claimLeaseMs: options.claimLeaseMs } : {}),
  });
  const runner = await JobRunner.open({
    dataDir,
    client: () => client,
    links: [link],
    recipients: recipientDirectory(createAddressBook(dataDir), createDistributionLists(dataDir)),
    retryBaseMs: 10,
    maxAttempts: 50,
    followMs: 100,
    reportSetAside: (report) => engine.reportSetAside(report),
    ...options,
  });
  const events: JobEvent[] = [];
  runner.on('job', (e) => events.push(e));
  runner.attach(engine);
  await engine.start();
  let stopped: Promise<void> | undefined;
  return {
    engine,
    runner,
    events,
    dataDir,
    stop: () => (stopped ??= runner.close().then(() => engine.stop())),
  };
}

export async function dropFiles(folder: string, names: readonly string[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const name of names) await copyFile(brochure, path.join(folder, name));
}

/** The job of the file `name` (its document's name: the file without extension). */
export function jobOf(station: Station, name: string): JobRecord | undefined {
  return station.runner.jobs().find((j) => j.documentName === name);
}

/** Waits until `name`'s job is in `state` on `station`. */
export async function waitForJob(
  station: Station,
  name: string,
  state: JobRecord['state'],
  timeoutMs = 60_000,
): Promise<JobRecord> {
  await waitFor(
    () => jobOf(station, name)?.state === state,
    timeoutMs,
    `${name} ${state}`,
    () => station.runner.jobs().map((j) => [j.documentName, j.state, j.handledBy?.name, j.error]),
  );
  return jobOf(station, name)!;
}
