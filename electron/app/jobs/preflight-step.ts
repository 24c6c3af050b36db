/**
 * The preflight gate, a job's first step: the print file checked with its link's profile against
 * the template's product before anything is made, and fixed on a copy where its link's fixes (on
 * this workstation) allow. When the fixed copy passes, the job goes on with it (job-fixes.ts): the
 * copy is sent to the library, the original kept in `Originals/` with what changed beside it. An
 * error the fixes did not clear holds the job for a person (approval reason `preflight`), its file
 * and ticket set aside in `Failed/` with the report beside them (`<name>.preflight.txt`); "Order
 * anyway" (or "Make the document anyway", "Quote anyway") goes on from there without checking again,
 * and "Fix and go on", offered where a fix could clear an error, runs every fix and goes on if that
 * clears them. Warnings are kept on the job and never stop it. Nothing costly is sent here: a run that
 * dies mid-check checks again, and a fixed copy sent without an answer is looked up before it is sent again.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { JobFixes } from '../../shared/contract/jobs.js';
import type { FilePreflight, Finding } from '../../shared/preflight/findings.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { absPath } from '../../sync/link-paths.js';
import type { TemplateFix, TemplatePreflight } from '../preflight/template-preflight.js';
import { fixChoiceOf, fixCouldClear, fixedCopyPath, fixesNote, sendFixed } from './job-fixes.js';
import type { JobFiles } from './job-files.js';
import type { JobRecord } from './job-record.js';
import type { JobRunnerOptions } from './job-runner-options.js';
import type { StepResult } from './order-step.js';
import type { JobPreflight, StepContext } from './step-context.js';

/** A preflight's findings with how they are said (in the report's language and units). */
type Judged = Pick<TemplatePreflight, 'result' | 'say'>;

/** A finding as one clause (they are joined with semicolons): its sentence names the pages it concerns. */
const clause = (judged: Judged) => (finding: Finding) => judged.say(finding).replace(/\.$/, '');

const errorFindings = (result: FilePreflight) => result.findings.filter((f) => f.severity === 'error');

function errorsOf(judged: Judged): string[] {
  const { result } = judged;
  return [...(result.error ? [result.error] : []), ...errorFindings(result).map(clause(judged))];
}

const warningsOf = (judged: Judged) =>
  judged.result.findings.filter((f) => f.severity === 'warning').map(clause(judged));

/** Checked and passed, or a person went on anyway. */
const passed = (job: JobRecord) => job.preflight && (!job.preflight.errors || job.preflight.overriddenBy);

export async function preflightStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  // A run that died after its fixed copy was stored keeps the original now.
  if (job.fixed?.fileId && !job.fixed.originalKept)
    job = await ctx.update(job, await ctx.preflight.keepOriginal(job));
  // Made already (the gate came in after it), checked and passed, or a person went on anyway.
  if (job.documentId || passed(job)) return { job };
  const choice = ctx.preflight.fixChoice(job);
  const fixing = choice ? await ctx.preflight.fix(job, choice) : null;
  const checked = fixing ? fixing.before : await ctx.preflight.check(job);
  if (!checked) return { job };
  const after = fixing?.after;
  if (after && errorsOf(after).length === 0) return { job: await goOnFixed(ctx, job, fixing) };
  const errors = errorsOf(checked);
  const warnings = warningsOf(checked);
  if (errors.length === 0) return { job: await ctx.update(job, { preflight: { warnings } }) };
  // A person's "Fix and go on" that left an error is not offered again.
  const tried = job.preflight?.fixBy !== undefined || job.preflight?.fixTried === true;
  const fixable =
    !tried &&
    checked.result.error === undefined &&
    fixCouldClear(
      errorFindings(checked.result),
      checked.trim !== null,
      choice?.fixes ?? [],
      after ? after.result.findings : null,
    );
  // What the fixes could not do is said in the report too ("… is still not in the file: …").
  const report = [checked.report, ...(fixing?.changes ?? []).map((line) => `  ${line}`)].join('\n');
  // Set aside before it is said to wait (the state a person sees, and the last write of its claim):
  // whoever hears of it, on any workstation, finds the file and its report in Failed/.
  const aside = await ctx.preflight.setAside(job, errors.join('; '), report);
  job = await ctx.update(
    job,
    {
      state: 'awaiting-approval',
      preflight: { warnings, errors, ...(tried ? { fixTried: true as const } : {}) },
      waitingFor: [{ kind: 'preflight', errors, ...(fixable ? { fixable: true as const } : {}) }],
      ...aside,
    },
    'approval',
  );
  return { job, halt: true };
}

/**
 * The fixed copy passed: sent to the library (journaled first, so that a run that dies without its
 * answer looks it up), then the original kept. The job goes on with the copy's FileId.
 */
async function goOnFixed(ctx: StepContext, job: JobRecord, fixing: TemplateFix): Promise<JobRecord> {
  const after = fixing.after!;
  const by = job.preflight?.fixBy;
  const fixes: JobFixes = { checks: after.result.fixed, changes: [...fixing.changes], ...(by ? { by } : {}) };
  const sentBefore = job.fixed?.sentAt;
  job = await ctx.update(job, { fixed: { ...fixes, sentAt: sentBefore ?? Date.now() } });
  const fileId = await ctx.preflight.sendFixed(job, after.result.output!, sentBefore);
  job = await ctx.update(job, {
    fixed: { ...fixes, fileId },
    preflight: { warnings: warningsOf(after) },
  });
  return ctx.update(job, await ctx.preflight.keepOriginal(job), 'fixed');
}

/** What the gate's side of a job's run needs. */
export interface PreflightSideParts {
  readonly options: Pick<JobRunnerOptions, 'preflight' | 'fix' | 'dataDir' | 'client'>;
  readonly files: Pick<JobFiles, 'setAside' | 'keepOriginal'>;
  readonly link: HotFolderLink | undefined;
  readonly signal: AbortSignal;
}

/** The gate's side of a job's run: its link's profile and fixes, where its file is now, setting it aside, keeping its original. */
export function preflightSide(parts: PreflightSideParts): JobPreflight {
  const { options, files, link, signal } = parts;
  const gate = options.preflight;
  const checks = () => (link && link.preflightProfile !== 'off' ? link : undefined);
  // A job that failed before its check and was retried, or that a person let fix: its file waits in Failed/.
  const fileOf = (job: JobRecord, on: HotFolderLink) => absPath(on, job.setAside ?? job.relPath);
  return {
    check: async (job) => {
      const on = checks();
      return gate && on ? gate(fileOf(job, on), job.plan.templateId, on.preflightProfile, signal) : null;
    },
    fixChoice: (job) => {
      const on = checks();
      return on && options.fix ? fixChoiceOf(on, job) : null;
    },
    fix: async (job, choice) => {
      const on = checks();
      if (!on || !options.fix) return null;
      const output = fixedCopyPath(options.dataDir, job);
      // The job's own folder in the data folder: made here, removed once the copy is stored.
      await mkdir(path.dirname(output), { recursive: true });
      return options.fix(fileOf(job, on), job.plan.templateId, on.preflightProfile, choice, output, signal);
    },
    sendFixed: async (job, file, sentBefore) => {
      const fileId = await sendFixed(options.client(), job, file, sentBefore, signal);
      // Stored: the local copy is needed no more (a run that dies before journaling makes it again).
      await rm(path.dirname(file), { recursive: true, force: true });
      return fileId;
    },
    keepOriginal: (job) => files.keepOriginal(job, fixesNote(job, job.fixed!, new Date())),
    setAside: (job, reason, report) =>
      files.setAside(job, reason, { suffix: '.preflight.txt', text: report }),
  };
}
