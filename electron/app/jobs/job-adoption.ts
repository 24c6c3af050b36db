/**
 * Making a job of an upload: the job's record from the link's preset and the file's ticket, the
 * version it belongs to on a shared folder (its claim's subject), and whether a file another
 * workstation uploaded is this one's to start (only when its uploader did not, within a grace).
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../platform/durable-files.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { JournalEntry } from '../../sync/engine.js';
import { absPath } from '../../sync/link-paths.js';
import { claimName } from '../../sync/shared-claims.js';
import { canonical } from '../../sync/share-seal.js';
import type { JobClaims, JobSubject } from './job-claims.js';
import type { JobPlan, JobRecord, SharedJob } from './job-record.js';
import { readTicket, type JobTicket } from './job-ticket.js';
import { JobRefusal } from './step-context.js';

export type JobLink = HotFolderLink & { job: JobPlan };

/** The link of an upload that is (or is about to become) a job: uploaded after its link's job preset was set (`since`). */
export function uploadJobLink(
  entry: JournalEntry,
  link: HotFolderLink | undefined,
  since: number | undefined,
): JobLink | undefined {
  if (!link || !isJobLink(link) || since === undefined) return undefined;
  if (entry.state !== 'uploaded' || !entry.fileId || entry.updatedAt < since) return undefined;
  return link;
}

/** A link whose uploads become jobs: its preset does more than upload. */
export function isJobLink(link: HotFolderLink): link is JobLink {
  return link.job !== undefined && link.job.action !== 'upload';
}

/** The version a job belongs to, as every workstation names it; undefined for an upload with no content hash. */
export function subjectOf(
  link: HotFolderLink,
  job: Pick<JobRecord, 'relPath' | 'remoteFolder' | 'sha256'>,
): JobSubject | undefined {
  if (!job.sha256) return undefined;
  return {
    folder: link.localPath,
    relPath: job.relPath,
    remoteFolder: job.remoteFolder,
    sha256: job.sha256,
    scope: link.remotePath,
  };
}

/** What a job's plan is made of: its preset with the ticket's quantity, and the ticket's recipient. */
export type PlanParts = Pick<JobRecord, 'plan' | 'recipient' | 'presetQuantity'>;

/**
 * The job's plan from this workstation's own link preset and the file's ticket: the template, how
 * many, the limits and budget, whether a ticket's address may go without approval, and to whom.
 * Derived again each time the job acts, so nothing written on the share can change it.
 */
export function planFor(preset: JobPlan, ticket: JobTicket | null | undefined): PlanParts {
  const quantity = ticket?.quantity;
  const plan: JobPlan = quantity && preset.action !== 'document' ? { ...preset, quantity } : preset;
  const moreThanPreset = preset.action === 'order' && quantity !== undefined && quantity > preset.quantity;
  return {
    plan,
    ...(ticket?.recipient ? { recipient: ticket.recipient } : {}),
    ...(moreThanPreset ? { presetQuantity: preset.quantity } : {}),
  };
}

/** A job this workstation's own settings no longer make: it cannot act (its link went, or only uploads now). */
export class PlanGone extends JobRefusal {
  constructor() {
    super('The hot folder of this job no longer makes documents, quotes or orders here.');
  }
}

/**
 * The patch that brings a job's plan in line with this workstation's link and the file's ticket
 * before it acts (the ticket read first where this workstation never read it: a job taken over);
 * undefined when nothing changes.
 */
export async function replanned(
  link: HotFolderLink | undefined,
  job: JobRecord,
): Promise<Partial<JobRecord> | undefined> {
  if (!link || !isJobLink(link)) throw new PlanGone();
  let ticket = job.ticket;
  if (ticket === undefined) {
    const read = await readTicket(absPath(link, job.setAside ?? job.relPath));
    if (read.kind === 'bad') throw new JobRefusal(read.reason);
    ticket = read.kind === 'ticket' ? read.ticket : null;
  }
  const parts = planFor(link.job, ticket);
  const patch: Partial<JobRecord> = { recipient: undefined, presetQuantity: undefined, ...parts, ticket };
  const same = (Object.keys(patch) as (keyof JobRecord)[]).every(
    (key) => canonical(patch[key]) === canonical(job[key]),
  );
  return same ? undefined : patch;
}

/** The content an upload put in the library. */
export function uploadedSha256(entry: JournalEntry): string | undefined {
  return entry.uploadedSha256 ?? entry.sha256;
}

/** The key a job is known by beyond this workstation (its budget entry): its claim's name where it has one. */
export function sharedKeyOf(subject: JobSubject | undefined, id: string): string {
  return subject ? claimName(subject) : createHash('sha256').update(id).digest('hex');
}

/** The job of an upload, from its link's preset and the ticket beside the file (read now). */
export async function buildJob(
  entry: JournalEntry,
  link: JobLink,
  subject: JobSubject | undefined,
  now: number,
): Promise<JobRecord> {
  const id = `${entry.key}@${entry.fileId}`;
  const read = await readTicket(absPath(link, entry.relPath));
  const ticket = read.kind === 'ticket' ? read.ticket : null;
  // The same tag on every workstation: the document and order are found by it whoever looks.
  const tag = `PD-${sharedKeyOf(subject, id).slice(0, 12)}`;
  const sha256 = uploadedSha256(entry);
  return {
    id,
    fileKey: entry.key,
    linkId: entry.linkId,
    relPath: entry.relPath,
    remoteFolder: entry.remoteFolder,
    fileId: entry.fileId!,
    ...(sha256 ? { sha256 } : {}),
    pageCount: Math.max(1, entry.pageCount ?? 1),
    ...planFor(link.job, ticket),
    ...(read.kind === 'bad' ? {} : { ticket }),
    reference: ticket?.reference ? `${ticket.reference} ${tag}` : tag,
    documentName: path.posix.basename(entry.relPath, path.posix.extname(entry.relPath)),
    state: read.kind === 'bad' ? 'failed' : 'running',
    ...(read.kind === 'bad' ? { error: read.reason, ticketRejected: true as const } : {}),
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** A job first heard of from its claim, as this workstation keeps it (its own key for the file, its own plan). */
export function followedJobOf(
  entry: Pick<JournalEntry, 'key' | 'fileId' | 'linkId'>,
  shared: SharedJob,
  link: JobLink,
): JobRecord {
  const now = Date.now();
  return {
    ...shared,
    plan: link.job,
    id: `${entry.key}@${entry.fileId}`,
    fileKey: entry.key,
    linkId: entry.linkId,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export type StartDecision =
  /** Start it now: uploaded here, or its uploader left it without a job past the grace. */
  | { readonly kind: 'now' }
  /** Uploaded by another workstation just now: it starts the job; look again after `ms`. */
  | { readonly kind: 'later'; readonly ms: number }
  /** Uploaded elsewhere before this workstation's preset was set: not a job here. */
  | { readonly kind: 'never' };

/**
 * Whether a version with no job claim yet is this workstation's to start. The one that uploaded it
 * claims its job right after the upload; another waits `graceMs` after the upload's done marker
 * (its uploader may have died between the two; nothing was sent yet). All ages are durations: the
 * marker's on the file server's clock, the preset's on ours.
 */
export async function startDecision(
  subject: JobSubject,
  claims: Pick<JobClaims, 'me' | 'uploadDone'>,
  presetAgeMs: number,
  graceMs: number,
): Promise<StartDecision> {
  const { me } = claims;
  const done = await claims.uploadDone(subject).catch(() => undefined);
  if (!done || done.instanceId === me.instanceId) return { kind: 'now' };
  // Two seconds for the clocks' rates and the file server's timestamp granularity.
  if (done.ageMs > presetAgeMs + 2000) return { kind: 'never' };
  return done.ageMs >= graceMs ? { kind: 'now' } : { kind: 'later', ms: graceMs - done.ageMs };
}

/**
 * Per link, since when its uploads become jobs (`<dataDir>/jobs/links.json`): only files uploaded
 * after a job preset was set are jobs, not the whole folder's history.
 */
export class PresetsSince {
  private constructor(
    private readonly file: string,
    private readonly since: Map<string, number>,
  ) {}

  static async open(file: string): Promise<PresetsSince> {
    const saved = JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as Record<string, number>;
    return new PresetsSince(file, new Map(Object.entries(saved)));
  }

  /** When the link's preset was set (epoch ms, our clock); undefined when it has none. */
  of(linkId: string): number | undefined {
    return this.since.get(linkId);
  }

  /** Notes the links that gained or lost a preset. */
  async follow(links: readonly HotFolderLink[]): Promise<void> {
    let changed = false;
    for (const link of links) {
      const active = isJobLink(link);
      if (active === this.since.has(link.id)) continue;
      if (active) this.since.set(link.id, Date.now());
      else this.since.delete(link.id);
      changed = true;
    }
    if (changed) await writeFileAtomic(this.file, JSON.stringify(Object.fromEntries(this.since)));
  }
}
