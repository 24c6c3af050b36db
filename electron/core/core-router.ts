/** The IPC router of the core: every channel's handler, bound to the application layer's services. */
import type { App } from '../app/open-app.js';
import { accountHandlers } from '../ipc/handlers/account.js';
import { commerceHandlers } from '../ipc/handlers/commerce.js';
import type { CoreContext } from '../ipc/handlers/context.js';
import { distributionListHandlers } from '../ipc/handlers/distribution-lists.js';
import { jobHandlers } from '../ipc/handlers/jobs.js';
import { libraryHandlers } from '../ipc/handlers/library.js';
import { syncHandlers } from '../ipc/handlers/sync.js';
import { createRouter, type Router } from '../ipc/router.js';

export function createCoreRouter(app: App, log: (message: string, error?: unknown) => void): Router {
  const ctx: CoreContext = {
    dataDir: app.dataDir,
    platform: app.settings.view().platform,
    client: () => app.account.client(),
    accountScope: () => app.account.scope(),
    account: app.account,
    settings: app.settings,
    proxy: app.proxy,
    uploads: app.uploads,
    fileWork: app.fileWork,
    thumbnails: app.thumbnails,
    sync: app.sync,
    jobs: app.jobs,
    recentOrders: app.recentOrders,
    addressBook: app.addressBook,
    distributionLists: app.distributionLists,
    emit: () => {},
    toError: app.toError,
  };
  return createRouter(
    {
      ...accountHandlers(ctx),
      ...libraryHandlers(ctx),
      ...syncHandlers(ctx),
      ...commerceHandlers(ctx),
      ...distributionListHandlers(ctx),
      ...jobHandlers(ctx),
    },
    { log },
  );
}
