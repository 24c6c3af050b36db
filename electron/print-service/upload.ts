/**
 * Uploading a print file into a library folder. A file goes through the upload thread
 * (file-upload-thread.ts); a stream (a browser's drop on the headless host) is sent from here.
 * Either way the reply is checked here, against the wire models. Never retried: a POST that failed
 * after its body was sent may have succeeded (check `requestSent`).
 */
import type { UploadBudget } from '../bandwidth/shared-budget.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import type { FileUploadThread } from './file-upload-thread.js';
import { parseReply } from './http.js';
import type { ServiceConnection } from './http.js';
import { servicePaths } from '../shared/models/service-paths.js';
import { FolderUploadResult } from '../shared/models/storage.js';
import { openUploadRequest, uploadOperation as operation } from './upload-request.js';
import type { UploadOptions, UploadSource } from './upload-request.js';
import { cancelledError } from './transport.js';
import type { RawReply } from './transport.js';

export type { UploadOptions, UploadSource } from './upload-request.js';

export async function uploadFile(
  service: ServiceConnection,
  thread: FileUploadThread,
  budget: UploadBudget | undefined,
  remoteFolderPath: string,
  source: UploadSource,
  options: UploadOptions = {},
): Promise<FolderUploadResult> {
  const { signal } = options;
  if (signal?.aborted) throw cancelledError(operation, false);
  const send =
    'path' in source
      ? () => thread.upload(remoteFolderPath, source.path, options)
      : async () => {
          const request = openUploadRequest(remoteFolderPath, source, {
            ...options,
            ...(budget ? { budget } : {}),
          });
          try {
            return await service.exchange(request.exchange, signal ? { signal } : {});
          } finally {
            request.close();
          }
        };
  const reply = await sendOrExplain(service, send, signal);
  return parseReply(operation, { kind: 'json', schema: FolderUploadResult }, service.check(operation, reply));
}

/**
 * A service that refuses an upload early (a wrong key) answers and closes the connection while
 * the body is still being sent, so the client sees a broken pipe instead of the answer. After a
 * broken connection, one quick read (the user operation) tells a refused key apart from a real
 * network fault: a refused key must stop the queue, not be retried forever. A proxy that refuses
 * its password does the same, and the probe, going the same way, hears it.
 */
async function sendOrExplain(
  service: ServiceConnection,
  send: () => Promise<RawReply>,
  signal: AbortSignal | undefined,
): Promise<RawReply> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof PrintServiceError) || error.kind !== 'network' || signal?.aborted) throw error;
    const probe = await service
      .call(
        {
          operation: 'GetUser',
          method: 'GET',
          path: servicePaths.user,
          expect: { kind: 'none' },
          idempotent: false,
        },
        signal ? { signal } : {},
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    if (probe instanceof PrintServiceError && probe.kind === 'auth') {
      throw new PrintServiceError({ ...probe.toInit(), operation, requestSent: false });
    }
    if (probe instanceof PrintServiceError && probe.kind === 'proxy') {
      // A refused password means nothing was passed on; a proxy gone since may have passed the body on.
      const { requestSent, ...init } = probe.toInit();
      const sent = probe.retryable ? error.requestSent : requestSent;
      throw new PrintServiceError({
        ...init,
        operation,
        ...(sent === undefined ? {} : { requestSent: sent }),
      });
    }
    throw error;
  }
}
