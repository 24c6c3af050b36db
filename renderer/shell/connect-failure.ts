/**
 * Why connecting to a print service failed, in words a print buyer can act on: what to check and
 * where, for each way a first connection goes wrong. The service's own words stay available as
 * the technical detail.
 */
import type { IntlShape } from 'react-intl';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import type { MessageId } from '../../electron/i18n/catalogue.js';
import { describeError } from '../components/error-text.js';

export interface ConnectFailure {
  /** What went wrong and what to do, in whole sentences. */
  advice: string;
  /** The service's or the core's own message, for "Technical details". */
  detail: string;
}

/** The host of a base URL as typed ("the service" when it is not a URL). */
export function serviceHost(intl: IntlShape, baseUrl: string): string {
  const theService = () => intl.formatMessage({ id: 'shell.connectFailure.theService' });
  try {
    return new URL(baseUrl.trim()).host || theService();
  } catch {
    return theService();
  }
}

export function connectFailure(intl: IntlShape, error: IpcError, baseUrl: string): ConnectFailure {
  const host = serviceHost(intl, baseUrl);
  const say = (id: MessageId) => intl.formatMessage({ id }, { host });
  const detail = error.message;
  switch (error.code) {
    case 'auth':
      return {
        advice: say('shell.connectFailure.auth'),
        detail,
      };
    case 'network':
      return {
        advice: say('shell.connectFailure.network'),
        detail,
      };
    case 'timeout':
      return {
        advice: say('shell.connectFailure.timeout'),
        detail,
      };
    case 'not-found':
    case 'invalid-response':
      return {
        advice: say('shell.connectFailure.notService'),
        detail,
      };
    case 'proxy':
      return {
        advice: say('shell.connectFailure.proxy'),
        detail,
      };
    case 'rate-limited':
    case 'server':
      return {
        advice: say('shell.connectFailure.busy'),
        detail,
      };
    case 'invalid-input':
      return { advice: error.message, detail: '' };
    default:
      return { advice: describeError(error).headline, detail };
  }
}
