/**
 * The print library the hot-folder engine uploads to: the client in use, followed as the account
 * changes it. Without one, every call fails with the 'auth' kind, so the engine waits (paused, one
 * notice) until a key is connected; with the refusal that disconnected the key when there is one, so
 * the notice gives the service's own reason.
 */
import type { PrintServiceClient } from '../../print-service/client.js';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import type { RemoteLibrary, SyncEngine } from '../../sync/engine.js';
import { printLibrary } from '../../sync/print-library.js';

export interface ClientSource {
  readonly client: PrintServiceClient | null;
  onClientChange(listener: (client: PrintServiceClient | null) => void): () => void;
}

export function remoteLibrary(client: PrintServiceClient | null, refusal: () => unknown): RemoteLibrary {
  if (client) return printLibrary(client);
  const fail = (): never => {
    throw (
      refusal() ??
      new PrintServiceError({
        kind: 'auth',
        operation: 'UploadFile',
        message: 'No subscription key is connected: connect one in Account to sync hot folders.',
      })
    );
  };
  return {
    upload: async () => fail(),
    findUploaded: async () => fail(),
    probe: async () => fail(),
    // No key: nothing on a share can be sealed or checked, so nothing is claimed or sent.
    recordKey: () => fail(),
  };
}

/** Points the engine at each new client (and wakes it); returns the unsubscribe. */
export function followClient(sync: SyncEngine, source: ClientSource, refusal: () => unknown): () => void {
  return source.onClientChange((client) => {
    sync.setRemote(remoteLibrary(client, refusal));
    if (client) sync.resume();
  });
}

/**
 * An account whose check of its key could not reach the service takes the engine offline (probing
 * until it answers), so an idle engine never shows "Up to date" meanwhile; returns the unsubscribe.
 */
export function followReachability(
  sync: Pick<SyncEngine, 'serviceUnreachable'>,
  account: { unreachable(): unknown; onUnreachable(listener: (error: unknown) => void): () => void },
): () => void {
  const known = account.unreachable();
  if (known !== null) sync.serviceUnreachable(known);
  return account.onUnreachable((error) => sync.serviceUnreachable(error));
}
