/** Hot folders: links, their state, activity and preflight of a local print file. */
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type SyncHandlers = Pick<
  Handlers,
  | 'sync.status'
  | 'sync.links'
  | 'sync.addLink'
  | 'sync.editLink'
  | 'sync.removeLink'
  | 'sync.pause'
  | 'sync.resume'
  | 'sync.retry'
  | 'sync.activity'
  | 'sync.exportCsv'
  | 'sync.preflight'
  | 'sync.fixPreview'
  | 'sync.browseFolders'
  | 'sync.pickFolder'
>;

export function syncHandlers({ hotFolders, preflight }: HandlerContext): SyncHandlers {
  return {
    'sync.status': () => hotFolders.status(),
    'sync.links': () => ({ links: hotFolders.links() }),
    'sync.addLink': (input) => hotFolders.addLink(input),
    'sync.editLink': (input) => hotFolders.editLink(input),
    'sync.removeLink': async ({ id }) => {
      await hotFolders.removeLink(id);
      return { ok: true };
    },
    'sync.pause': ({ linkId }) => hotFolders.pause(linkId),
    'sync.resume': ({ linkId }) => hotFolders.resume(linkId),
    'sync.retry': ({ fileKey }) => hotFolders.retry(fileKey),
    'sync.activity': (input) => hotFolders.activity(input),
    'sync.exportCsv': (input) => hotFolders.exportCsv(input),
    'sync.preflight': (input) => preflight.localFile(input),
    'sync.fixPreview': (input) => preflight.localFixPreview(input),
    'sync.browseFolders': ({ path }) => hotFolders.browse(path),
    'sync.pickFolder': async () => ({ path: await hotFolders.pickFolder() }),
  };
}
