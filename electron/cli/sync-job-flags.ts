/**
 * The hot-folder job flags of `printdesk sync` (docs/hot-folder-jobs.md): `--action`, `--template`,
 * `--quantity`, `--shipping`, `--arrive-within`, `--spend-limit`, `--daily-budget`,
 * `--ticket-addresses`, `--batch`, `--recipient`, `--approval-timeout`, `--approve-under`, turned into the
 * link's job preset; `--preflight`, the check before each document.
 */
import { ProfileName } from '../shared/preflight/profiles.js';
import { defaultMarketId, markets, type Currency } from '../shared/models/markets.js';
import { maxCopies } from '../shared/models/primitives.js';
import {
  JobPreset,
  type BatchRule,
  maxApprovalWaitSeconds,
  maxArriveWithinDays,
  type ApprovalTimeout,
  type JobRecipient,
} from '../shared/settings/schema.js';
import { UsageError } from './command.js';
import { say } from './cli-intl.js';

export const jobFlagOptions = {
  action: { type: 'string' },
  template: { type: 'string' },
  quantity: { type: 'string' },
  shipping: { type: 'string' },
  'arrive-within': { type: 'string' },
  'spend-limit': { type: 'string' },
  'daily-budget': { type: 'string' },
  'ticket-addresses': { type: 'boolean' },
  batch: { type: 'string' },
  recipient: { type: 'string' },
  preflight: { type: 'string' },
  'approval-timeout': { type: 'string' },
  'approve-under': { type: 'string' },
} as const;

/** The job flags' lines of `printdesk sync --help`. */
export const jobFlagUsage = (): string => say('cli.sync.jobFlags');

type JobFlags = {
  readonly [K in Exclude<keyof typeof jobFlagOptions, 'ticket-addresses'>]?: string | undefined;
} & { readonly 'ticket-addresses'?: boolean | undefined };

/**
 * The link's job preset the flags describe, checked now (a usage error says what is wrong); made in
 * the currency of the service's market, which is known once the command's environment is read
 * (`--spend-limit`, `--daily-budget` and `--approve-under` are amounts in it).
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
  const arriveWithin = flags['arrive-within'];
  if (arriveWithin !== undefined && !(/^\d{1,2}$/.test(arriveWithin) && inBusinessDays(Number(arriveWithin))))
    throw new UsageError(
      `--arrive-within must be a whole number of business days from 1 to ${maxArriveWithinDays}, not "${arriveWithin}"`,
    );
  for (const flag of ['spend-limit', 'daily-budget', 'approve-under'] as const) {
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
          ...(arriveWithin === undefined ? {} : { arriveWithin: Number(arriveWithin) }),
          ...(flags.recipient === undefined ? {} : { recipient: recipientOf(flags.recipient) }),
        }),
    ...(action === 'order'
      ? {
          spendLimit: { amount: Number(flags['spend-limit'] ?? 0), currency },
          ...(flags['daily-budget'] === undefined
            ? {}
            : { dailyBudget: { amount: Number(flags['daily-budget']), currency } }),
          allowTicketAddresses: flags['ticket-addresses'] ?? false,
          ...batchOf(flags.batch),
          ...approvalTimeoutOf(flags, currency),
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
      arriveWithin: '--arrive-within',
      spendLimit: '--spend-limit',
      dailyBudget: '--daily-budget',
      batch: '--batch',
      approvalTimeout: issue.path[1] === 'cap' ? '--approve-under' : '--approval-timeout',
    }[String(issue.path[0])];
    throw new UsageError(`${flag ?? '--action'}: ${issue.message}`);
  }
  if (
    action === 'document' &&
    (flags.quantity ?? flags.shipping ?? arriveWithin ?? flags['spend-limit'] ?? flags.recipient) !==
      undefined
  )
    throw new UsageError(
      '--quantity, --shipping, --arrive-within, --spend-limit and --recipient need --action quote or order',
    );
  for (const flag of [
    'spend-limit',
    'daily-budget',
    'ticket-addresses',
    'batch',
    'approval-timeout',
    'approve-under',
  ] as const) {
    if (action !== 'order' && flags[flag] !== undefined)
      throw new UsageError(`--${flag} needs --action order`);
  }
  return parsed.data;
}

/** `--batch 13:30` (a time each business day) or `--batch 5` (once that many files wait): the preset's batch rule. */
function batchOf(flag: string | undefined): { batch?: BatchRule } {
  if (flag === undefined) return {};
  if (/^\d{1,2}:\d{2}$/.test(flag)) return { batch: { kind: 'time', at: flag.padStart(5, '0') } };
  const files = /^\d{1,3}$/.test(flag) ? Number(flag) : 0;
  if (files >= 2 && files <= 500) return { batch: { kind: 'count', files } };
  throw new UsageError(
    `--batch must be a time such as 13:30 or a number of files from 2 to 500, not "${flag}"`,
  );
}

/** "Arrive within N business days": as many as the preset allows. */
const inBusinessDays = (days: number): boolean => days >= 1 && days <= maxArriveWithinDays;

/**
 * `--approval-timeout 4h` (45s, 30m, 90min, 2d) and `--approve-under AMOUNT` (in `currency`, as the
 * limits): the order preset's approvalTimeout.
 */
function approvalTimeoutOf(flags: JobFlags, currency: Currency): { approvalTimeout?: ApprovalTimeout } {
  const after = flags['approval-timeout'];
  if (after === undefined) {
    if (flags['approve-under'] !== undefined)
      throw new UsageError('--approve-under needs --approval-timeout');
    return {};
  }
  const read = /^(\d{1,8})\s*(s|m|min|h|d)$/.exec(after.trim());
  const units = { s: 1, m: 60, min: 60, h: 3600, d: 86_400 } as const;
  const seconds = read ? Number(read[1]) * units[read[2] as keyof typeof units] : 0;
  if (seconds < 1 || seconds > maxApprovalWaitSeconds)
    throw new UsageError(
      `--approval-timeout must be a time such as 30m, 4h or 2d (at most 91 days), not "${after}"`,
    );
  const cap = flags['approve-under'];
  return {
    approvalTimeout:
      cap === undefined
        ? { then: 'decline', seconds }
        : { then: 'approve', seconds, cap: { amount: Number(cap), currency } },
  };
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
