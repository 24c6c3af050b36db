/** Account, environment, settings and manual uploads: thin bindings onto the app's services. */
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type AccountHandlers = Pick<
  Handlers,
  | 'account.status'
  | 'account.connect'
  | 'account.connectService'
  | 'account.signOut'
  | 'account.proxy'
  | 'account.user'
  | 'account.saveDiagnostics'
  | 'settings.get'
  | 'settings.setEnvironment'
  | 'settings.setSyncPreferences'
  | 'settings.setUploadPreferences'
  | 'settings.dismissWelcome'
  | 'settings.setLanguage'
  | 'uploads.add'
  | 'uploads.addFixed'
  | 'uploads.list'
  | 'uploads.cancel'
>;

export function accountHandlers({
  account,
  proxy,
  settings,
  uploads,
  preflight,
  saveDiagnostics,
}: HandlerContext): AccountHandlers {
  return {
    'account.status': () => account.status(),
    'account.connect': ({ key, allowInsecureHttp }) => account.connect(key, { allowInsecureHttp }),
    'account.connectService': ({ baseUrl, key, allowInsecureHttp, market }) =>
      settings.connectService(baseUrl, key, { allowInsecureHttp }, market),
    'account.signOut': () => account.signOut(),
    'account.proxy': ({ change }) => (change ? proxy.change(change) : proxy.view()),
    'account.user': () => account.userRecord(),
    'account.saveDiagnostics': async () => ({ file: (await saveDiagnostics()).file }),

    'settings.get': () => settings.view(),
    'settings.setEnvironment': ({ environment }) => settings.setEnvironment(environment),
    'settings.setSyncPreferences': (changes) => settings.setSyncPreferences(changes),
    'settings.setUploadPreferences': (changes) => settings.setUploadPreferences(changes),
    'settings.dismissWelcome': () => settings.dismissWelcome(),
    'settings.setLanguage': ({ language }) => settings.setLanguage(language),

    'uploads.add': async ({ folderPath, paths }) => ({ uploads: await uploads.addPaths(folderPath, paths) }),
    'uploads.addFixed': (input) => preflight.uploadFixed(input, uploads.addStream),
    'uploads.list': () => ({ uploads: uploads.list() }),
    'uploads.cancel': ({ uploadId }) => ({ cancelled: uploads.cancel(uploadId) }),
  };
}
