/**
 * Decisions from the command line (`printdesk approve`, `printdesk decline`) for a data folder that a
 * running `printdesk sync` or the app is using: the command cannot take the jobs journal (one process
 * holds it), so it writes its decision as a request file in `<dataDir>/jobs/decisions/`, and the
 * process running the jobs picks it up within a second or two, makes the same decision as the
 * Approvals view (`jobs.approve`, `jobs.discard`) with the name it was given, and answers in a file
 * beside it, which the command waits for. A request left while nothing runs is carried out at the
 * next start.
 *
 * A request is renamed `.taken` before it is carried out and its answer written before the `.taken`
 * goes, so one is never carried out twice and a crash in between is finished at the next start.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { JobState } from '../../shared/contract/jobs.js';
import { writeFileAtomic } from '../../platform/durable-files.js';
import { privateFolderMode } from '../../platform/private-files.js';
import type { JobRecord } from './job-record.js';
import type { JobRunner } from './job-runner.js';

export const DecisionRequest = z.strictObject({
  id: z.uuid(),
  kind: z.enum(['approve', 'decline']),
  /** The job's id (`<file key>@<FileId>`). */
  job: z.string().min(1).max(8192),
  /** Who decides, as the order record shows it. */
  by: z.string().trim().min(1).max(200),
  /** Why it is declined. */
  reason: z.string().trim().min(1).max(1000).optional(),
  at: z.string().max(64),
});
export type DecisionRequest = z.infer<typeof DecisionRequest>;

export const DecisionAnswer = z.strictObject({
  id: z.string(),
  ok: z.boolean(),
  /** Why it could not be made (not waiting any more, decided elsewhere, no such job). */
  message: z.string().optional(),
  /** The job's state once decided. */
  state: JobState.optional(),
});
export type DecisionAnswer = z.infer<typeof DecisionAnswer>;

export function decisionsFolder(dataDir: string): string {
  return path.join(dataDir, 'jobs', 'decisions');
}

const requestSuffix = '.request.json';
const takenSuffix = '.taken.json';
const answerSuffix = '.answer.json';
/** Answers nobody came for are removed after this. */
const answerKeptMs = 86_400_000;

/** Writes a decision request (whole or not at all); resolves to its id. */
export async function requestDecision(
  dataDir: string,
  request: Omit<DecisionRequest, 'id' | 'at'>,
): Promise<string> {
  const folder = decisionsFolder(dataDir);
  await fs.mkdir(folder, { recursive: true, mode: privateFolderMode });
  const full = DecisionRequest.parse({ ...request, id: randomUUID(), at: new Date().toISOString() });
  await writeFileAtomic(path.join(folder, `${full.id}${requestSuffix}`), JSON.stringify(full));
  return full.id;
}

/** The answer to a request, once there (and then removed); null when none came within `waitMs`. */
export async function awaitAnswer(
  dataDir: string,
  id: string,
  waitMs: number,
): Promise<DecisionAnswer | null> {
  const file = path.join(decisionsFolder(dataDir), `${id}${answerSuffix}`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    if (text !== null) {
      await fs.rm(file, { force: true });
      return DecisionAnswer.parse(JSON.parse(text));
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The requests not carried out yet (nothing runs on the data folder, or not yet looked at). */
export async function pendingRequests(dataDir: string): Promise<DecisionRequest[]> {
  const folder = decisionsFolder(dataDir);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const requests: DecisionRequest[] = [];
  for (const name of names.filter((n) => n.endsWith(requestSuffix) || n.endsWith(takenSuffix))) {
    const parsed = DecisionRequest.safeParse(await readJson(path.join(folder, name)));
    if (parsed.success) requests.push(parsed.data);
  }
  return requests;
}

/** The runner's side: its jobs and the decisions a person makes. */
type Jobs = Pick<JobRunner, 'jobs' | 'approve' | 'discard'>;

/** Carries out the requests of the data folder now and every `intervalMs`; returns the function that stops it. */
export function followDecisionRequests(
  dataDir: string,
  jobs: Jobs,
  log: (message: string, error?: unknown) => void,
  intervalMs = 1000,
): () => void {
  const folder = decisionsFolder(dataDir);
  let busy = false;
  const look = async () => {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(folder, name);
      if (name.endsWith(answerSuffix)) await removeIfOld(file);
      else if (name.endsWith(takenSuffix)) await carryOut(jobs, file);
      else if (name.endsWith(requestSuffix)) {
        const taken = file.slice(0, -requestSuffix.length) + takenSuffix;
        // Renamed first: should the process die while deciding, the next start finishes it, once.
        if (
          await fs.rename(file, taken).then(
            () => true,
            () => false,
          )
        )
          await carryOut(jobs, taken);
      }
    }
  };
  const tick = () => {
    if (busy) return;
    busy = true;
    look()
      .catch((error: unknown) => log('[jobs] decision requests could not be read', error))
      .finally(() => (busy = false));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function carryOut(jobs: Jobs, taken: string): Promise<void> {
  const parsed = DecisionRequest.safeParse(await readJson(taken));
  if (!parsed.success) {
    // Not ours to read (a stray or broken file): set aside with why, never acted on.
    await fs.rename(taken, `${taken}.refused`).catch(() => {});
    return;
  }
  const request = parsed.data;
  const answer = await decided(jobs, request);
  const folder = path.dirname(taken);
  await writeFileAtomic(path.join(folder, `${request.id}${answerSuffix}`), JSON.stringify(answer));
  await fs.rm(taken, { force: true });
}

async function decided(jobs: Jobs, request: DecisionRequest): Promise<DecisionAnswer> {
  const { id } = request;
  const jobOf = (): JobRecord | undefined => jobs.jobs().find((j) => j.id === request.job);
  const before = jobOf();
  if (!before) return { id, ok: false, message: `No job ${request.job} is known here.` };
  // Carried out before a crash cut its answer off: the job says so.
  const done = request.kind === 'approve' ? before.approval?.by.user : before.declined?.by.user;
  if (done === request.by && before.state !== 'awaiting-approval')
    return { id, ok: true, state: before.state };
  try {
    if (request.kind === 'approve') await jobs.approve(request.job, request.by);
    else await jobs.discard(request.job, request.by, request.reason);
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const state = jobOf()?.state;
  return { id, ok: true, ...(state ? { state } : {}) };
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function removeIfOld(file: string): Promise<void> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (stat && Date.now() - stat.mtimeMs > answerKeptMs) await fs.rm(file, { force: true });
}
