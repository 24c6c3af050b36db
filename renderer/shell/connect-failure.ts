/**
 * Why connecting to a print service failed, in words a print buyer can act on: what to check and
 * where, for each way a first connection goes wrong. The service's own words stay available as
 * the technical detail.
 */
import type { IpcError } from '../../electron/ipc/errors.js';
import { describeError } from '../components/error-text.js';

export interface ConnectFailure {
  /** What went wrong and what to do, in whole sentences. */
  advice: string;
  /** The service's or the core's own message, for "Technical details". */
  detail: string;
}

/** The host of a base URL as typed ("the service" when it is not a URL). */
export function serviceHost(baseUrl: string): string {
  try {
    return new URL(baseUrl.trim()).host || 'the service';
  } catch {
    return 'the service';
  }
}

export function connectFailure(error: IpcError, baseUrl: string): ConnectFailure {
  const host = serviceHost(baseUrl);
  const detail = error.message;
  switch (error.code) {
    case 'auth':
      return {
        advice: `The print service at ${host} did not accept this subscription key. Copy the key again from your profile on your print provider's website: one missing character is enough for it to be refused.`,
        detail,
      };
    case 'network':
      return {
        advice: `PrintDesk could not reach ${host}. Check the service address for typing mistakes, and that this computer is online.`,
        detail,
      };
    case 'timeout':
      return {
        advice: `${host} did not answer in time. Check the service address, or try again in a moment.`,
        detail,
      };
    case 'not-found':
    case 'invalid-response':
      return {
        advice: `${host} answered, but not as a print service does. Check the service address: it is the API address your provider gave you, not the address of its website.`,
        detail,
      };
    case 'proxy':
      return {
        advice: `The proxy set in Account refused the connection or could not be reached, so PrintDesk could not reach ${host}. Check the proxy settings in Account.`,
        detail,
      };
    case 'rate-limited':
    case 'server':
      return {
        advice: `The print service at ${host} is busy or had a problem. Your key was not checked: try again in a moment.`,
        detail,
      };
    case 'invalid-input':
      return { advice: error.message, detail: '' };
    default:
      return { advice: describeError(error).headline, detail };
  }
}
