/** The IPC router of the core: every channel's handler, bound to the application layer's services. */
import type { App } from '../app/open-app.js';
import { accountHandlers } from '../ipc/handlers/account.js';
import { bandwidthHandlers } from '../ipc/handlers/bandwidth.js';
import { commerceHandlers } from '../ipc/handlers/commerce.js';
import { distributionListHandlers } from '../ipc/handlers/distribution-lists.js';
import { hookHandlers } from '../ipc/handlers/hooks.js';
import { jobHandlers } from '../ipc/handlers/jobs.js';
import { libraryHandlers } from '../ipc/handlers/library.js';
import { printerHandlers } from '../ipc/handlers/printers.js';
import { syncHandlers } from '../ipc/handlers/sync.js';
import { createRouter, type Router } from '../ipc/router.js';

export function createCoreRouter(
  app: App,
  log: (message: string, error?: unknown) => void,
  refused: (channel: string, reason: string) => void,
): Router {
  return createRouter(
    {
      ...accountHandlers(app),
      ...libraryHandlers(app),
      ...syncHandlers(app),
      ...commerceHandlers(app),
      ...distributionListHandlers(app),
      ...jobHandlers(app),
      ...bandwidthHandlers(app),
      ...hookHandlers(app),
      ...printerHandlers(app),
    },
    { log, refused },
  );
}
