/**
 * What a link's job does beyond uploading, on its card: a badge of its own for a folder that makes
 * documents, quotes or orders, and the sentence that says what it may spend ("Places orders · up to
 * $250 each · $600 a day, $410 left today"), so a folder that spends money never looks like one
 * that only uploads.
 */
import { useEffect } from 'react';
import type { LinkSpending } from '../../../electron/ipc/contract/jobs.js';
import type { JobPreset } from '../../../electron/settings/schema.js';
import { moneyBrief } from '../../format/orders.js';
import { useJobs } from '../../stores/jobs.js';

type Preset = Exclude<JobPreset, { action: 'upload' }>;

const badges: Record<Preset['action'], string> = {
  document: 'Makes documents',
  quote: 'Makes quotes',
  order: 'Places orders',
};

/** The sentence after the badge: what each file becomes, and for orders, what they may spend. */
export function jobTerms(preset: Preset, spending: LinkSpending | undefined): string[] {
  if (preset.action === 'document') return ['one per file'];
  const copies = `${preset.quantity} ${preset.quantity === 1 ? 'copy' : 'copies'}`;
  if (preset.action === 'quote') return [`one per file, ${copies}`];
  const each =
    preset.spendLimit > 0 ? `up to ${moneyBrief(preset.spendLimit)} each` : 'each waits for approval';
  const budget = preset.dailyBudget;
  const day =
    budget === undefined
      ? 'no daily budget'
      : spending
        ? `${moneyBrief(budget)} a day, ${moneyBrief(Math.max(0, budget - spending.spent))} left today`
        : `${moneyBrief(budget)} a day`;
  return [each, day];
}

export function LinkJob({ linkId, preset }: { linkId: string; preset: JobPreset | undefined }) {
  const spending = useJobs((state) => state.spending.get(linkId));
  const orders = preset?.action === 'order';
  // A folder just linked, or set to order: its spending is read (later, with each of its orders).
  useEffect(() => {
    if (orders) void useJobs.getState().loadSpending();
  }, [linkId, orders]);
  if (!preset || preset.action === 'upload') return null;
  return (
    <p className="hf-link-job" data-action={preset.action}>
      <span className="badge hf-job-badge" data-action={preset.action}>
        {badges[preset.action]}
      </span>
      <span className="visually-hidden"> · </span>
      <span>{jobTerms(preset, spending).join(' · ')}</span>
    </p>
  );
}
