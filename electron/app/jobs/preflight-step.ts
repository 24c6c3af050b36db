/**
 * The preflight gate, a job's first step: the print file checked with its link's profile against
 * the template's product before anything is made. An error holds the job for a person (approval
 * reason `preflight`), its file and ticket set aside in `Failed/` with the report beside them
 * (`<name>.preflight.txt`); "Order anyway" (or "Make the document anyway", "Quote anyway") goes on
 * from there without checking again. Warnings are kept on the job and never stop it. Nothing is
 * sent to the service here, so a run that dies mid-check simply checks again.
 */
import type { Finding } from '../../preflight/findings.js';
import type { HotFolderLink } from '../../settings/schema.js';
import { absPath } from '../../sync/link-paths.js';
import type { PreflightForTemplate } from '../preflight/template-preflight.js';
import type { FailedNote } from './job-files.js';
import type { JobRecord } from './job-record.js';
import type { StepResult } from './order-step.js';
import type { JobPreflight, StepContext } from './step-context.js';

export async function preflightStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  // Made already (the gate came in after it), checked and passed, or a person went on anyway.
  if (job.documentId || (job.preflight && (!job.preflight.errors || job.preflight.overriddenBy)))
    return { job };
  const checked = await ctx.preflight.check(job);
  if (!checked) return { job };
  const { result } = checked;
  // One clause per finding (they are joined with semicolons); its sentence names the pages it concerns.
  const findingLine = (finding: Finding) => checked.say(finding).replace(/\.$/, '');
  const errors = [
    ...(result.error ? [result.error] : []),
    ...result.findings.filter((f) => f.severity === 'error').map(findingLine),
  ];
  const warnings = result.findings.filter((f) => f.severity === 'warning').map(findingLine);
  if (errors.length === 0) return { job: await ctx.update(job, { preflight: { warnings } }) };
  // Set aside before it is said to wait (the state a person sees, and the last write of its claim):
  // whoever hears of it, on any workstation, finds the file and its report in Failed/.
  const aside = await ctx.preflight.setAside(job, errors.join('; '), checked.report);
  job = await ctx.update(
    job,
    {
      state: 'awaiting-approval',
      preflight: { warnings, errors },
      waitingFor: [{ kind: 'preflight', errors }],
      ...aside,
    },
    'approval',
  );
  return { job, halt: true };
}

/** The gate's side of a job's run: its link's profile, where its file is now, and setting it aside. */
export function preflightSide(
  gate: PreflightForTemplate | undefined,
  link: HotFolderLink | undefined,
  signal: AbortSignal,
  setAside: (job: JobRecord, reason: string, note: FailedNote) => Promise<Partial<JobRecord>>,
): JobPreflight {
  return {
    check: async (job) => {
      if (!gate || !link || link.preflightProfile === 'off') return null;
      // A job that failed before its check and was retried: its file waits in Failed/.
      const file = absPath(link, job.setAside ?? job.relPath);
      return gate(file, job.plan.templateId, link.preflightProfile, signal);
    },
    setAside: (job, reason, report) => setAside(job, reason, { suffix: '.preflight.txt', text: report }),
  };
}
