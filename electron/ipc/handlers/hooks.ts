/** Event hooks (docs/hooks.md): the whole app's, a test event, the last deliveries, the signing secret. */
import { AppError } from '../../shared/contract/app-errors.js';
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type HookHandlers = Pick<Handlers, 'hooks.status' | 'hooks.set' | 'hooks.test' | 'hooks.secret'>;

export function hookHandlers({ hooks }: HandlerContext): HookHandlers {
  return {
    'hooks.status': async () => hooks.view(),
    'hooks.set': ({ hooks: setting }) => hooks.setAppHooks(setting),
    // No hook set up is the person's to fix: said as it is.
    'hooks.test': async ({ linkId }) => ({
      deliveries: await hooks.test(linkId).catch((error: unknown) => {
        throw new AppError('invalid-input', (error as Error).message);
      }),
    }),
    'hooks.secret': async () => ({ secret: await hooks.secret() }),
  };
}
