/**
 * What a link's job does beyond uploading, on its card: a badge of its own for a folder that makes
 * documents, quotes or orders, and the sentence that says what it may spend ("Places orders · up to
 * $250 each · $600 a day, $410 left today"), so a folder that spends money never looks like one
 * that only uploads. A folder whose limits are in another currency than the service prices in now
 * says it stopped ordering, and asks for limits in that one.
 */
import { useEffect } from 'react';
import type { IntlShape } from 'react-intl';
import type { LinkSpending } from '../../../electron/shared/contract/jobs.js';
import type { LinkStatus } from '../../../electron/shared/contract/sync.js';
import { currencyName } from '../../../electron/i18n/job-texts.js';
import { moneyOf } from '../../../electron/shared/models/money.js';
import { limitsCurrencyOtherThan, type JobPreset } from '../../../electron/shared/settings/schema.js';
import { Button } from '../../components/button.js';
import { useAppIntl } from '../../format/intl.js';
import { moneyBrief } from '../../format/orders.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useJobs } from '../../stores/jobs.js';

type Preset = Exclude<JobPreset, { action: 'upload' }>;

/** Between the badge and the terms for a screen reader, as the eye sees them apart. */
const separator = ' · ';

/** The sentence after the badge: what each file becomes, and for orders, what they may spend. */
export function jobTerms(intl: IntlShape, preset: Preset, spending: LinkSpending | undefined): string {
  const say = intl.formatMessage;
  if (preset.action === 'document') return say({ id: 'hot-folders.linkJob.onePerFile' });
  if (preset.action === 'quote')
    return say({ id: 'hot-folders.linkJob.onePerFileCopies' }, { count: preset.quantity });
  const each =
    preset.spendLimit.amount > 0
      ? say({ id: 'hot-folders.linkJob.upToEach' }, { amount: moneyBrief(preset.spendLimit) })
      : say({ id: 'hot-folders.linkJob.eachWaits' });
  const budget = preset.dailyBudget;
  const day =
    budget === undefined
      ? say({ id: 'hot-folders.linkJob.noDailyBudget' })
      : spending
        ? say(
            { id: 'hot-folders.linkJob.dailyLeft' },
            {
              budget: moneyBrief(budget),
              left: moneyBrief(moneyOf(Math.max(0, budget.amount - spending.spent.amount), budget.currency)),
            },
          )
        : say({ id: 'hot-folders.linkJob.daily' }, { budget: moneyBrief(budget) });
  return say({ id: 'hot-folders.linkJob.terms' }, { first: each, second: day });
}

/**
 * Reads what the order folders have spent, once for the whole list: again when a folder is newly
 * linked or set to order (later, with each of their orders), not once per card.
 */
export function useOrderFolderSpending(links: readonly LinkStatus[] | null): void {
  const orderIds = (links ?? [])
    .filter(({ link }) => link.job?.action === 'order')
    .map(({ link }) => link.id)
    .join(' ');
  useEffect(() => {
    if (orderIds) void useJobs.getState().loadSpending();
  }, [orderIds]);
}

export function LinkJob({ linkId, preset }: { linkId: string; preset: JobPreset | undefined }) {
  const intl = useAppIntl();
  const spending = useJobs((state) => state.spending.get(linkId));
  if (!preset || preset.action === 'upload') return null;
  return (
    <p className="hf-link-job" data-action={preset.action}>
      <span className="badge hf-job-badge" data-action={preset.action}>
        {intl.formatMessage({ id: 'hot-folders.linkJob.badge' }, { action: preset.action })}
      </span>
      <span className="visually-hidden">{separator}</span>
      <span>{jobTerms(intl, preset, spending)}</span>
    </p>
  );
}

/** An order folder whose limits are in another currency than the service's now: stopped, and asked for new ones. */
export function LimitsCurrencyNotice({ preset, onEdit }: { preset: JobPreset | undefined; onEdit(): void }) {
  const intl = useAppIntl();
  const currency = useAccount((state) => selectMarket(state).currency);
  const limits = limitsCurrencyOtherThan(preset, currency);
  if (!limits) return null;
  const names = { limits: currencyName(limits, intl), prices: currencyName(currency, intl) };
  return (
    <div className="hf-link-message row" role="alert">
      <span>{intl.formatMessage({ id: 'hot-folders.linkJob.limitsCurrency' }, names)}</span>
      <Button size="small" variant="primary" onClick={onEdit}>
        {intl.formatMessage({ id: 'hot-folders.linkJob.setLimits' }, names)}
      </Button>
    </div>
  );
}
