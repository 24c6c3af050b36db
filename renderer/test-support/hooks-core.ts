/**
 * The core's hook channels for component tests: the whole app's hooks as saved (checked with the
 * settings' own schema, as the core does), the last deliveries, a test event answered with the
 * answers the test chooses, and a signing secret.
 */
import type { HookAnswer, HookDeliveryRow } from '../../electron/shared/contract/hooks.js';
import { HookSetting } from '../../electron/shared/settings/schema.js';
import type { Handlers } from './fake-api.js';

export interface HooksCore {
  handlers: Handlers;
  hooks: HookSetting;
  deliveries: HookDeliveryRow[];
  /** What a test event's receiver answers. */
  testAnswer: HookAnswer;
  secret: string;
}

export function hooksCore(start: Partial<Omit<HooksCore, 'handlers'>> = {}): HooksCore {
  const core: HooksCore = {
    hooks: { allowInsecureHttp: false },
    deliveries: [],
    testAnswer: { ok: true, status: 204 },
    secret: '5f2b0c9a'.repeat(8),
    ...start,
    handlers: {
      'hooks.status': () => ({ hooks: core.hooks, deliveries: core.deliveries }),
      'hooks.set': ({ hooks }) => {
        core.hooks = HookSetting.parse(hooks);
        return { hooks: core.hooks, deliveries: core.deliveries };
      },
      'hooks.test': () => {
        const targets = [
          ...(core.hooks.url ? [{ kind: 'url' as const, address: core.hooks.url }] : []),
          ...(core.hooks.command ? [{ kind: 'command' as const, address: core.hooks.command }] : []),
        ];
        if (targets.length === 0)
          throw { code: 'invalid-input', message: 'No hook is set up: enter an address or a command first.' };
        const rows = targets.map((target): HookDeliveryRow => ({
          eventId: 'evt_test',
          type: 'hook.test',
          target,
          state: core.testAnswer.ok ? 'delivered' : 'given-up',
          attempts: 1,
          at: '2026-11-20T08:30:00.000Z',
          answer: core.testAnswer,
        }));
        core.deliveries = [...rows, ...core.deliveries];
        return { deliveries: rows };
      },
      'hooks.secret': () => ({ secret: core.secret }),
    },
  };
  return core;
}
