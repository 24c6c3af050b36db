/** Account, environment, settings and manual uploads: thin bindings onto the core's services. */
import type { Handlers } from '../router.js';
import type { CoreContext } from './context.js';

type AccountHandlers = Pick<
  Handlers,
  | 'account.status'
  | 'account.connect'
  | 'account.signOut'
  | 'account.proxy'
  | 'account.user'
  | 'settings.get'
  | 'settings.setEnvironment'
  | 'settings.setSyncPreferences'
  | 'uploads.add'
  | 'uploads.list'
  | 'uploads.cancel'
>;

export function accountHandlers(ctx: CoreContext): AccountHandlers {
  return {
    'account.status': () => ctx.account.status(),
    'account.connect': ({ key }) => ctx.account.connect(key),
    'account.signOut': () => ctx.account.signOut(),
    'account.proxy': ({ change }) => (change ? ctx.proxy.change(change) : ctx.proxy.view()),
    async 'account.user'() {
      const { Password: _password, ...user } = await ctx.client().account.getUser();
      return user;
    },

    'settings.get': () => ctx.settings.view(),
    'settings.setEnvironment': ({ environment }) => ctx.settings.setEnvironment(environment),
    'settings.setSyncPreferences': (changes) => ctx.settings.setSyncPreferences(changes),

    'uploads.add': async ({ folderPath, paths }) => ({
      uploads: await ctx.uploads.addPaths(folderPath, paths),
    }),
    'uploads.list': () => ({ uploads: ctx.uploads.list() }),
    'uploads.cancel': ({ uploadId }) => ({ cancelled: ctx.uploads.cancel(uploadId) }),
  };
}
