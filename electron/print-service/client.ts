/**
 * The print-service client: one typed method per operation, grouped per domain, over one pooled
 * connection per base URL. Every method takes an optional last `{ signal }` and throws only
 * `PrintServiceError`.
 */
import type { UploadBudget } from '../bandwidth/shared-budget.js';
import { accountApi } from './account.js';
import type { AccountApi } from './account.js';
import { addressesApi } from './addresses.js';
import type { AddressesApi } from './addresses.js';
import { FileUploadThread } from './file-upload-thread.js';
import { ServiceConnection } from './http.js';
import type { RetryPolicy } from './http.js';
import { environmentRoute } from './proxy-policy.js';
import type { ProxyRoute } from './proxy-route.js';
import { ordersApi } from './orders.js';
import type { OrdersApi } from './orders.js';
import { deriveRecordKey, type RecordKey } from './record-key.js';
import { storageApi } from './storage.js';
import type { StorageApi } from './storage.js';
import { uploadFile } from './upload.js';
import type { Timeouts } from './transport.js';
import type { UploadOptions, UploadSource } from './upload.js';
import type { FolderUploadResult } from '../shared/models/storage.js';

export interface PrintServiceClientOptions {
  /** e.g. `https://connect.sandbox.mimeo.com/2012/02` or the embedded sandbox's `http://127.0.0.1:port`. */
  baseUrl: string;
  /** The subscription key (header `Ocp-Apim-Subscription-Key`). */
  key: string;
  timeouts?: Partial<Timeouts>;
  retries?: Partial<RetryPolicy>;
  /**
   * How calls and uploads reach the service (proxy-policy.ts decides it). Default: the
   * environment's HTTP_PROXY/HTTPS_PROXY/NO_PROXY, as the command line and headless modes want.
   */
  proxy?: ProxyRoute;
  /**
   * The app's upload budget (bandwidth/shared-budget.ts), shared by every client it makes: its
   * limit paces every upload, from the upload thread and from this one. Without it, no limit.
   */
  uploadBudget?: UploadBudget;
}

export interface PrintServiceClient {
  /** The normalized base URL (no trailing slash). */
  readonly baseUrl: string;
  readonly storage: StorageApi & {
    /** Streams a file into a folder path ("Hot folders/Brochures"); never retried automatically. */
    uploadFile(
      remoteFolderPath: string,
      source: UploadSource,
      options?: UploadOptions,
    ): Promise<FolderUploadResult>;
  };
  readonly orders: OrdersApi;
  readonly addresses: AddressesApi;
  readonly account: AccountApi;
  /**
   * The key of the records this account writes on a share others can write to (record-key.ts),
   * for `scope` (a hot folder's remote folder): derived from the subscription key, never the key.
   */
  recordKey(scope: string): RecordKey;
  /** Lets uploads under way finish, then closes the pooled connections; calls after this fail. */
  close(): Promise<void>;
}

export function createPrintServiceClient(options: PrintServiceClientOptions): PrintServiceClient {
  const { uploadBudget, ...transport } = options;
  const connection = { ...transport, proxy: options.proxy ?? environmentProxy(options.baseUrl) };
  const service = new ServiceConnection(connection);
  const files = new FileUploadThread(connection, uploadBudget ? { budget: uploadBudget } : {});
  const recordKeys = new Map<string, RecordKey>();
  return {
    baseUrl: service.baseUrl,
    storage: {
      ...storageApi(service),
      uploadFile: (remoteFolderPath, source, uploadOptions) =>
        uploadFile(service, files, uploadBudget, remoteFolderPath, source, uploadOptions),
    },
    orders: ordersApi(service),
    addresses: addressesApi(service),
    account: accountApi(service),
    recordKey: (scope) => {
      let key = recordKeys.get(scope);
      if (!key) recordKeys.set(scope, (key = deriveRecordKey(options.key, scope)));
      return key;
    },
    close: async () => {
      await Promise.all([files.close(), service.close()]);
    },
  };
}

/** An unparsable base URL goes direct, so the connection reports the address itself as the problem. */
function environmentProxy(baseUrl: string): ProxyRoute {
  return URL.canParse(baseUrl) ? environmentRoute(baseUrl, process.env) : { kind: 'direct' };
}

export { PrintServiceError } from '../shared/models/print-service-error.js';
export type { PrintServiceErrorKind } from '../shared/models/print-service-error.js';
export type { CallOptions, RetryPolicy } from './http.js';
export type { Timeouts } from './transport.js';
export type { RecordKey } from './record-key.js';
export type { ProxyRoute } from './proxy-route.js';
export type { UploadOptions, UploadSource } from './upload.js';
