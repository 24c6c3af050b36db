/**
 * The hot-folder job flags of `printdesk sync` (docs/hot-folder-jobs.md): `--action`, `--template`,
 * `--quantity`, `--shipping`, `--spend-limit`, `--recipient`, turned into the link's job preset.
 */
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
  recipient: { type: 'string' },
} as const;

/** The job flags' lines of `printdesk sync --help`. */
export const jobFlagUsage = (): string => say('cli.sync.jobFlags');

type JobFlags = { readonly [K in keyof typeof jobFlagOptions]?: string | undefined };

export function jobPresetOf(flags: JobFlags): JobPreset | undefined {
  const action = flags.action ?? 'upload';
  if (!['upload', 'document', 'quote', 'order'].includes(action))
    throw new UsageError(`--action must be upload, document, quote or order, not "${action}"`);
  if (action === 'upload') {
    for (const flag of ['template', 'quantity', 'shipping', 'spend-limit', 'recipient'] as const) {
      if (flags[flag] !== undefined)
        throw new UsageError(`--${flag} needs --action document, quote or order`);
    }
    return undefined;
  }
  if (!flags.template) throw new UsageError(`--action ${action} needs --template <documentTemplateId>`);
  if (flags.quantity !== undefined && !/^\d{1,7}$/.test(flags.quantity))
    throw new UsageError(`--quantity must be a whole number from 1 to ${maxCopies}, not "${flags.quantity}"`);
  if (flags['spend-limit'] !== undefined && !/^\d+(\.\d{1,4})?$/.test(flags['spend-limit']))
    throw new UsageError(`--spend-limit must be an amount like 250 or 99.50, not "${flags['spend-limit']}"`);
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
    ...(action === 'order' ? { spendLimit: Number(flags['spend-limit'] ?? 0) } : {}),
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
  if (action === 'quote' && flags['spend-limit'] !== undefined)
    throw new UsageError('--spend-limit needs --action order');
  return parsed.data;
}

/** `main`, `list:<listId>` or a saved address id; the preset's schema checks the ids. */
function recipientOf(flag: string): JobRecipient {
  if (flag === 'main') return { kind: 'main' };
  if (flag.startsWith('list:')) return { kind: 'list', listId: flag.slice('list:'.length) };
  return { kind: 'saved', addressId: flag };
}
