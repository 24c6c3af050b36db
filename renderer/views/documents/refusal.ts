/**
 * Why the print service would not save a document, in words a buyer can act on. The service's own
 * text (field paths, HTTP codes) stays out of the sentence; the page limit is checked before saving,
 * so what is left here is what only the service knows.
 */
import type { IpcError } from '../../../electron/shared/contract/app-errors.js';
import { describeError } from '../../components/error-text.js';
import { appIntl } from '../../format/intl.js';

export function documentRefusal(error: IpcError): { advice: string; detail?: string } {
  const said = typeof error.details?.serviceMessage === 'string' ? error.details.serviceMessage : undefined;
  if (error.code === 'invalid-request') {
    const limit = /at most (\d+)/.exec(said ?? error.message)?.[1];
    return {
      advice: limit
        ? appIntl().formatMessage({ id: 'documents.refusal.pageLimit' }, { limit })
        : appIntl().formatMessage({ id: 'documents.refusal.invalid' }),
      detail: said ?? error.message,
    };
  }
  if (error.code === 'not-found')
    return {
      advice: appIntl().formatMessage({ id: 'documents.refusal.notFound' }),
      detail: said ?? error.message,
    };
  const { headline, detail } = describeError(error);
  return { advice: headline, ...(detail ? { detail } : {}) };
}
