/**
 * The event-hook flags of `printdesk sync` (docs/hooks.md): `--hook URL` and `--hook-command CMD`,
 * this run's whole-app hooks instead of the data folder's; `--order-watch SECONDS`, how often the
 * daemon asks whether its orders shipped (for `order.shipped`).
 */
import { HookSetting, hookInClear } from '../shared/settings/schema.js';
import { UsageError } from './command.js';
import { say } from './cli-intl.js';

export const hookFlagOptions = {
  hook: { type: 'string' },
  'hook-command': { type: 'string' },
  'order-watch': { type: 'string' },
} as const;

export interface HookFlags {
  /** Absent: the data folder's saved hooks. */
  readonly hooks?: HookSetting;
  readonly orderWatchMs: number;
}

export function hookFlagsOf(
  flags: {
    hook?: string | undefined;
    'hook-command'?: string | undefined;
    'order-watch'?: string | undefined;
  },
  allowInsecureHttp: boolean,
): HookFlags {
  const seconds = flags['order-watch'] ?? '120';
  if (!/^\d{1,5}$/.test(seconds) || Number(seconds) < 1 || Number(seconds) > 86_400)
    throw new UsageError(
      say('cli.sync.badNumber', { flag: '--order-watch', min: 1, max: 86_400, value: seconds }),
    );
  const orderWatchMs = Number(seconds) * 1000;
  if (flags.hook === undefined && flags['hook-command'] === undefined) return { orderWatchMs };
  const parsed = HookSetting.safeParse({
    ...(flags.hook === undefined ? {} : { url: flags.hook }),
    ...(flags['hook-command'] === undefined ? {} : { command: flags['hook-command'] }),
    allowInsecureHttp,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const flag = issue.path[0] === 'command' ? '--hook-command' : '--hook';
    const inClear = issue.path[0] === 'url' && hookInClear(flags.hook ?? '');
    const message = inClear ? say('cli.sync.insecureHttp', { message: issue.message }) : issue.message;
    throw new UsageError(`${flag}: ${message}`);
  }
  return { hooks: parsed.data, orderWatchMs };
}
