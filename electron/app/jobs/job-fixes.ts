/**
 * A job's file fixed on a copy before its document is made (docs/preflight.md, "Fixes"; the gate's
 * side is preflight-step.ts). Which fixes: those switched on in this workstation's own link (never
 * anything read from the share), or every fix when a person asked for them ("Fix and go on"). The
 * copy is written in the data folder, judged again by the same checks, and sent to the job's library
 * folder as `<name>.fixed.pdf`; the document is made of it, and the original is kept in the folder's
 * `Originals/` with `<name>.fixes.txt` beside it (job-files.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { JobFixes } from '../../shared/contract/jobs.js';
import { FixId, fixedName, type CheckId } from '../../shared/preflight/findings.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { printLibrary } from '../../sync/print-library.js';
import type { FixChoice } from '../preflight/template-preflight.js';
import type { JobRecord } from './job-record.js';
import { JobRefusal } from './step-context.js';

/** The link's switch of each fix. */
const switchOf: Readonly<Record<FixId, 'pageSize' | 'bleed' | 'fonts'>> = {
  'page-size': 'pageSize',
  bleed: 'bleed',
  fonts: 'fonts',
};

/** The check each fix can clear: what makes "Fix and go on" worth offering for a held job. */
const clears: Readonly<Partial<Record<CheckId, FixId>>> = {
  'page-size': 'page-size',
  'font-not-embedded': 'fonts',
  'no-bleed': 'bleed',
};

/**
 * The fixes this job's file gets now: every fix once a person asked for them, else those its link
 * has switched on here; null when none is.
 */
export function fixChoiceOf(link: HotFolderLink, job: JobRecord): FixChoice | null {
  if (job.preflight?.fixBy !== undefined) return everyFix(link);
  const fixes = FixId.options.filter((fix) => link.fixes[switchOf[fix]]);
  return fixes.length > 0 ? { fixes, fit: link.fixes.fit } : null;
}

/** What "Fix and go on" makes, and what its pictures show first (held-fix-preview.ts): every fix, as the link fits pages. */
export function everyFix(link: HotFolderLink): FixChoice {
  return { fixes: FixId.options, fit: link.fixes.fit };
}

/**
 * Whether every fix of a held job's errors could clear one of them: an error of a check a fix
 * answers (the page size only where the product's size is known), whose fix did not run just now
 * or ran and left it.
 */
export function fixCouldClear(
  errors: readonly { check: CheckId }[],
  productKnown: boolean,
  ran: readonly FixId[],
  left: readonly { check: CheckId; severity: string }[] | null,
): boolean {
  return errors.some(({ check }) => {
    const fix = clears[check];
    if (!fix || (fix === 'page-size' && !productKnown)) return false;
    const stays = left === null || left.some((f) => f.check === check && f.severity === 'error');
    return !(ran.includes(fix) && stays);
  });
}

/** Where this workstation writes a job's fixed copy: its data folder, one folder per job. */
export function fixedCopyPath(dataDir: string, job: Pick<JobRecord, 'id' | 'relPath'>): string {
  const folder = createHash('sha256').update(job.id).digest('hex').slice(0, 32);
  return path.join(dataDir, 'jobs', 'fixed', folder, fixedName(job.relPath));
}

/**
 * Sends the fixed copy to the job's library folder and resolves to its FileId. An upload sent before
 * with its answer lost (`sentBefore`: when, epoch ms) is looked up by name first: found, it is the copy.
 */
export async function sendFixed(
  client: PrintServiceClient,
  job: Pick<JobRecord, 'relPath' | 'remoteFolder'>,
  file: string,
  sentBefore: number | undefined,
  signal: AbortSignal,
): Promise<string> {
  const library = printLibrary(client);
  const name = fixedName(job.relPath);
  if (sentBefore !== undefined) {
    // The library's clock and ours may differ by a little: a minute's slack.
    const found = await library.findUploaded(job.remoteFolder, name, sentBefore - 60_000);
    const newest = found.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))[0];
    if (newest && !newest.isBroken) return newest.fileId;
  }
  const reply = await client.storage.uploadFile(job.remoteFolder, { path: file }, { signal, fileName: name });
  const stored = reply.Files[0];
  if (!stored || stored.IsBroken)
    throw new JobRefusal(`The print service could not read the fixed copy of ${job.relPath} (${name}).`);
  return stored.FileId;
}

/** `<name>.fixes.txt`: what the fixes changed, for a person who opens Originals/. */
export function fixesNote(job: Pick<JobRecord, 'relPath'>, fixes: JobFixes, at: Date): string {
  const asked = fixes.by ? [`Asked for by: ${fixes.by.user} on ${fixes.by.host}, ${fixes.by.at}`] : [];
  return [
    `File: ${job.relPath}`,
    `Fixed: ${at.toISOString()}`,
    ...asked,
    `The job went on with a fixed copy, ${fixedName(job.relPath)}; this is the original.`,
    'What changed:',
    ...fixes.changes.map((line) => `  ${line}`),
    '',
  ].join('\n');
}
