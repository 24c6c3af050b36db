/**
 * The sync engine as the benches run it: one hot folder (`<dir>/hot`) linked to a folder of the
 * print library, its journal in `<dir>/data`, and a file-work pool of its own, as the app has.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileWorkPool } from '../../electron/file-work/pool.js';
import type { PrintServiceClient } from '../../electron/print-service/client.js';
import { HotFolderLink } from '../../electron/shared/settings/schema.js';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../../electron/sync/engine.js';
import { printLibrary } from '../../electron/sync/print-library.js';

interface HotFolderEngine {
  /** The linked folder: drop print files here. */
  readonly hot: string;
  /** Created, not started: a bench may listen before the first file is seen. */
  readonly engine: SyncEngine;
  /** Stops the engine and its file-work pool. */
  close(): Promise<void>;
}

export async function hotFolderEngine(
  dir: string,
  client: PrintServiceClient,
  remotePath: string,
  options: Pick<SyncEngineOptions, 'concurrency' | 'stabilityMs'>,
): Promise<HotFolderEngine> {
  const hot = path.join(dir, 'hot');
  await mkdir(hot);
  const fileWork = new FileWorkPool();
  const engine = await createSyncEngine({
    ...options,
    fileWork,
    dataDir: path.join(dir, 'data'),
    remote: printLibrary(client),
    links: [HotFolderLink.parse({ id: randomUUID(), localPath: hot, remotePath })],
  });
  return {
    hot,
    engine,
    close: async () => {
      await engine.stop();
      await fileWork.close();
    },
  };
}
