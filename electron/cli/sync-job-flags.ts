/**
 * The hot-folder job flags of `printdesk sync` (docs/hot-folder-jobs.md): `--action`, `--template`,
 * `--quantity`, `--shipping`, `--spend-limit`, `--daily-budget`, `--ticket-addresses`,
 * `--recipient`, turned into the link's job preset; `--preflight`, the check before each document.
 */
import { ProfileName } from '../preflight/profiles.js';
import { defaultMarketId, markets, type Currency } from '../print-service/models/markets.js';
import { maxCopies } from '../print-service/models/primitives.js';
import { JobPreset, type JobRecipient } from '../settings/schema.js';
import { UsageError } from './command.js';
import { say } from './cli-intl.js';

export const jobFlagOptions = {
  action: { type: 'string' },
  template: { type: 'string' },
  quantity: { type: 'string' },
  shipping: { type: 'string' },
  'spend-limit': { type: 'string' },
  'daily-budget': { type: 'string' },
  'ticket-addresses': { type: 'boolean' },
  recipient: { type: 'string' },
  preflight: { type: 'string' },
} as const;

/** The job flags' lines of `printdesk sync --help`. */
export const jobFlagUsage = (): string => say('cli.sync.jobFlags');

type JobFlags = {
  readonly [K in Exclude<keyof typeof jobFlagOptions, 'ticket-addresses'>]?: string | undefined;
} & { readonly 'ticket-addresses'?: boolean | undefined };

/**
 * The link's job preset the flags describe, checked now (a usage error says what is wrong); made in
 * the currency of the service's market, which is known once the command's environment is read
 * (`--spend-limit` and `--daily-budget` are amounts in it).
 */
export type JobPresetIn = (currency: Currency) => JobPreset;

export function jobPresetOf(flags: JobFlags): JobPresetIn | undefined {
  const checked = presetIn(flags, markets[defaultMarketId].currency);
  return checked && ((currency) => presetIn(flags, currency)!);
}

function presetIn(flags: JobFlags, currency: Currency): JobPreset | undefined {
  const action = flags.action ?? 'upload';
  if (!['upload', 'document', 'quote', 'order'].includes(action))
    throw new UsageError(`--action must be upload, document, quote or order, not "${action}"`);
  if (action === 'upload') {
    // Every job flag but --action itself is about what the job does beyond the upload.
    for (const flag of Object.keys(jobFlagOptions) as (keyof typeof jobFlagOptions)[]) {
      if (flag !== 'action' && flags[flag] !== undefined)
        throw new UsageError(`--${flag} needs --action document, quote or order`);
    }
    return undefined;
  }
  if (!flags.template) throw new UsageError(`--action ${action} needs --template <documentTemplateId>`);
  if (flags.quantity !== undefined && !/^\d{1,7}$/.test(flags.quantity))
    throw new UsageError(`--quantity must be a whole number from 1 to ${maxCopies}, not "${flags.quantity}"`);
  for (const flag of ['spend-limit', 'daily-budget'] as const) {
    const amount = flags[flag];
    if (amount !== undefined && !/^\d+(\.\d{1,4})?$/.test(amount))
      throw new UsageError(`--${flag} must be an amount like 250 or 99.50, not "${amount}"`);
  }
  const parsed = JobPreset.safeParse({
    action,
    templateId: flags.template,
    ...(action === 'document'
      ? {}
      : {
          ...(flags.quantity === undefined ? {} : { quantity: Number(flags.quantity) }),
          ...(flags.shipping === undefined ? {} : { shippingMethodId: flags.shipping }),
          ...(flags.recipient === undefined ? {} : { recipient: recipientOf(flags.recipient) }),
        }),
    ...(action === 'order'
      ? {
          spendLimit: { amount: Number(flags['spend-limit'] ?? 0), currency },
          ...(flags['daily-budget'] === undefined
            ? {}
            : { dailyBudget: { amount: Number(flags['daily-budget']), currency } }),
          allowTicketAddresses: flags['ticket-addresses'] ?? false,
        }
      : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === 'recipient')
      throw new UsageError(
        `--recipient must be main, a saved address id or list:<listId>, not "${flags.recipient}"`,
      );
    const flag = {
      templateId: '--template',
      quantity: '--quantity',
      shippingMethodId: '--shipping',
      spendLimit: '--spend-limit',
      dailyBudget: '--daily-budget',
    }[String(issue.path[0])];
    throw new UsageError(`${flag ?? '--action'}: ${issue.message}`);
  }
  if (
    action === 'document' &&
    (flags.quantity ?? flags.shipping ?? flags['spend-limit'] ?? flags.recipient) !== undefined
  )
    throw new UsageError(
      '--quantity, --shipping, --spend-limit and --recipient need --action quote or order',
    );
  for (const flag of ['spend-limit', 'daily-budget', 'ticket-addresses'] as const) {
    if (action !== 'order' && flags[flag] !== undefined)
      throw new UsageError(`--${flag} needs --action order`);
  }
  return parsed.data;
}

/** `main`, `list:<listId>` or a saved address id; the preset's schema checks the ids. */
function recipientOf(flag: string): JobRecipient {
  if (flag === 'main') return { kind: 'main' };
  if (flag.startsWith('list:')) return { kind: 'list', listId: flag.slice('list:'.length) };
  return { kind: 'saved', addressId: flag };
}

/** The link's preflight profile from `--preflight` (default standard). */
export function preflightProfileOf(flag: string | undefined): ProfileName {
  const parsed = ProfileName.safeParse(flag ?? 'standard');
  if (!parsed.success) throw new UsageError(`--preflight must be standard, strict or off, not "${flag}"`);
  return parsed.data;
}
