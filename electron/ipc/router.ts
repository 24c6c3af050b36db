/**
 * Binds the IPC contract to handlers. Every input is checked before its handler runs and every
 * output before it leaves; whatever goes wrong comes back as an `IpcError` with a code of the closed set.
 * Used by the Electron main process (ipcMain) and by the headless host (WebSocket) alike.
 */
import type { z } from 'zod';
import { channels, isRequestChannel } from '../shared/contract/channels.js';
import type { Output, ParsedInput, RequestChannel } from '../shared/contract/channels.js';
import { toIpcError } from '../shared/contract/app-errors.js';
import type { IpcResult } from '../shared/contract/app-errors.js';

export { toIpcError } from '../shared/contract/app-errors.js';

export type Handler<C extends RequestChannel> = (input: ParsedInput<C>) => Promise<Output<C>> | Output<C>;
export type Handlers = { [C in RequestChannel]: Handler<C> };

export interface Router {
  /** Runs one request; never throws. */
  invoke(channel: string, input: unknown): Promise<IpcResult<unknown>>;
}

export interface RouterOptions {
  /** Where unexpected failures are reported (they reach the caller only as a safe 'internal' error). */
  log?: (message: string, error?: unknown) => void;
  /**
   * Every request refused before or by its handler for what it asked (an unknown channel, a bad
   * input, a path nobody picked): the log keeps them, as it keeps every refusal.
   */
  refused?: (channel: string, reason: string) => void;
}

/** Keys that could reach an object's prototype if a handler ever merged the input into an object. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const maxDepth = 32;

/** Returns the path of the first forbidden key (or over-deep nesting), or null when the input is clean. */
function findPollution(value: unknown, path: string[] = []): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (path.length > maxDepth) return path.join('.') || '(root)';
  for (const key of Object.keys(value)) {
    if (forbiddenKeys.has(key)) return [...path, key].join('.');
    const found = findPollution((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  fields: Array<{ path: string; message: string }>;
} {
  const fields = issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.') || '(input)',
    message: issue.message,
  }));
  const first = fields[0];
  const more =
    issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return { message: first ? `${first.path}: ${first.message}${more}` : 'Invalid input', fields };
}

/** The codes that say the request was refused for what it asked, not that something failed. */
const refusalCodes: ReadonlySet<string> = new Set(['unknown-channel', 'invalid-input', 'not-granted']);

export function createRouter(handlers: Handlers, options: RouterOptions = {}): Router {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const route = routeOf(handlers, log);
  return {
    async invoke(channel, input) {
      const result = await route(channel, input);
      if (!result.ok && refusalCodes.has(result.error.code))
        options.refused?.(String(channel).slice(0, 80), result.error.message);
      return result;
    },
  };
}

function routeOf(
  handlers: Handlers,
  log: (message: string, error?: unknown) => void,
): (channel: string, input: unknown) => Promise<IpcResult<unknown>> {
  return async (channel, input) => {
    if (typeof channel !== 'string' || !isRequestChannel(channel)) {
      return {
        ok: false,
        error: {
          code: 'unknown-channel',
          message: `There is no request channel named "${String(channel).slice(0, 80)}".`,
        },
      };
    }
    const polluted = findPollution(input);
    if (polluted) {
      return {
        ok: false,
        error: {
          code: 'invalid-input',
          message: `${channel}: the input holds a forbidden key or is nested too deep at "${polluted}".`,
          details: { fields: [{ path: polluted, message: 'forbidden key' }] },
        },
      };
    }
    const contract = channels[channel];
    const parsed = contract.input.safeParse(input === undefined ? {} : input);
    if (!parsed.success) {
      const { message, fields } = describeIssues(parsed.error.issues);
      return {
        ok: false,
        error: { code: 'invalid-input', message: `${channel}: ${message}`, details: { fields } },
      };
    }
    let value: unknown;
    try {
      const handler = handlers[channel] as (input: unknown) => unknown;
      value = await handler(parsed.data);
    } catch (error) {
      return { ok: false, error: toIpcError(error, log, channel) };
    }
    const checked = contract.output.safeParse(value);
    if (!checked.success) {
      log(
        `[ipc] ${channel} produced an output that breaks the contract: ${describeIssues(checked.error.issues).message}`,
      );
      return {
        ok: false,
        error: { code: 'internal', message: `PrintDesk produced an unexpected answer to ${channel}.` },
      };
    }
    return { ok: true, value: checked.data };
  };
}
