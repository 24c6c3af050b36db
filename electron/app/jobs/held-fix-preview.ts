/**
 * "Fix and go on?" before a person confirms it: pictures of a held job's pages as they are in
 * Failed/ and as every fix (`everyFix`, what `jobs.fixAndGo` makes) would have them, drawn from a
 * temporary copy (app/preflight/fix-preview.ts). The file in Failed/ is only read.
 */
import type { FixPreview } from '../../shared/contract/fix-preview.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { ProfileName } from '../../shared/preflight/profiles.js';
import { absPath } from '../../sync/link-paths.js';
import type { FixChoice } from '../preflight/template-preflight.js';
import type { HeldFileParts } from './held-files.js';
import { everyFix } from './job-fixes.js';

export interface HeldFixPreviewParts extends Pick<HeldFileParts, 'job' | 'link'> {
  preview(
    path: string,
    templateId: string,
    profile: ProfileName,
    choice: FixChoice,
    from: number,
  ): Promise<FixPreview>;
}

/** Refuses, saying why, a job that is not one "Fix and go on" is offered for (any more). */
export async function previewHeldFix(
  parts: HeldFixPreviewParts,
  id: string,
  from: number,
): Promise<FixPreview> {
  const job = parts.job(id);
  if (!job) throw new AppError('not-found', 'That hot-folder job is no longer known.');
  const fixable =
    job.state === 'awaiting-approval' &&
    (job.waitingFor?.some((r) => r.kind === 'preflight' && r.fixable === true) ?? false);
  if (!fixable)
    throw new AppError(
      'invalid-input',
      `The fixes cannot clear the errors of ${job.relPath}: it is not held for "Fix and go on".`,
    );
  const link = parts.link(job.linkId);
  if (!link || !job.setAside)
    throw new AppError(
      'not-found',
      `${job.relPath} is not waiting in Failed/ any more: its job has moved on.`,
    );
  const file = absPath(link, job.setAside);
  return parts.preview(file, job.plan.templateId, link.preflightProfile, everyFix(link), from);
}
