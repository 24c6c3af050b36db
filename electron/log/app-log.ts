/**
 * PrintDesk's log: JSON lines in `<data folder>/logs/`, rolled over by size and bounded in number
 * (5 files of 10 MiB by default), written with pino straight to a synchronous file stream (pino-roll,
 * no worker thread), so a crash right after a line loses at most that line. Every upload, job step,
 * order, refusal and error has a method; every value passes through redact.ts, and every finished
 * line through the registered secrets' scrubber. Writing a line never throws into its caller.
 */
import path from 'node:path';
import { pino } from 'pino';
import type { Logger } from 'pino';
import pinoRoll from 'pino-roll';
import { fileLine } from './log-events.js';
import type { FileActivity, JobStepEvent, OrderEvent, RefusalEvent } from './log-events.js';
import { privateFileMode } from '../platform/private-files.js';
import { logBaseName, preparePrivateLogFolder } from './log-files.js';
import { SecretScrubber, redactText, toLoggable } from './redact.js';

export const defaultMaxFileBytes = 10 * 1024 * 1024;
export const defaultMaxFiles = 5;

export interface AppLogOptions {
  readonly dataDir: string;
  /** When a file reaches this size the next one starts (it may overshoot by the lines of one event-loop turn). */
  readonly maxFileBytes?: number;
  /** Files kept, the one in use included; the oldest goes when another starts. */
  readonly maxFiles?: number;
  /** Secrets known at start (the key in use, the proxy password). */
  readonly secrets?: readonly string[];
  /** Where the log's own trouble is told (a full disk, a file that cannot be opened). */
  readonly warn?: (message: string) => void;
}

export interface AppLog {
  /** The folder of the log files. */
  readonly folder: string;
  /** A file reached a state (queued, uploading, uploaded, failed, skipped). */
  file(record: FileActivity): void;
  job(step: JobStepEvent): void;
  order(event: OrderEvent): void;
  refusal(event: RefusalEvent): void;
  /** `where` says what was being done (e.g. "sync.upload"); the error keeps its causes. */
  error(where: string, error: unknown, details?: Readonly<Record<string, unknown>>): void;
  /** Anything else worth keeping (start, stop, settings changed). */
  info(message: string, details?: Readonly<Record<string, unknown>>): void;
  /** A secret to scrub from every line from now on (a new key, a new proxy password). */
  addSecret(secret: string): void;
  /** Writes what is buffered and closes the file. */
  close(): Promise<void>;
}

type Level = 'info' | 'warn' | 'error';

export async function openAppLog(options: AppLogOptions): Promise<AppLog> {
  const maxFileBytes = options.maxFileBytes ?? defaultMaxFileBytes;
  const maxFiles = options.maxFiles ?? defaultMaxFiles;
  if (!Number.isInteger(maxFileBytes) || maxFileBytes < 1024)
    throw new Error(
      `The log's file size must be a whole number of bytes, at least 1024 (got ${maxFileBytes})`,
    );
  if (!Number.isInteger(maxFiles) || maxFiles < 1)
    throw new Error(`The log must keep at least one file (got ${maxFiles})`);
  const warn = options.warn ?? ((message: string) => console.warn(`PrintDesk log: ${message}`));

  const folder = await preparePrivateLogFolder(options.dataDir);
  const scrubber = new SecretScrubber();
  for (const secret of options.secrets ?? []) scrubber.add(secret);
  const destination = await pinoRoll({
    file: path.join(folder, logBaseName),
    size: `${maxFileBytes}b`,
    limit: { count: maxFiles, removeOtherLogFiles: true },
    sync: true,
    mode: privateFileMode,
  });
  // A stream error (disk full, rolled file not removable) must not become an uncaught 'error' event.
  destination.on('error', (error: Error) => warn(`cannot write ${destination.file}: ${error.message}`));

  const logger: Logger = pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The last line of defence: the finished line, whatever produced it.
      hooks: { streamWrite: (line) => scrubber.scrubJson(line) },
    },
    destination,
  );

  let closed = false;
  const write = (level: Level, event: string, message: string, fields: Record<string, unknown>): void => {
    if (closed) return;
    try {
      const loggable = toLoggable(fields) as Record<string, unknown>;
      logger[level]({ ...loggable, event }, redactText(message));
    } catch (error) {
      warn(`could not write a line: ${(error as Error).message}`);
    }
  };

  return {
    folder,
    file(record) {
      const line = fileLine(record);
      write(record.state === 'failed' ? 'warn' : 'info', 'file', `${record.state}: ${record.relPath}`, line);
    },
    job(step) {
      const message = `job ${step.step}: ${step.relPath}${step.message ? `: ${step.message}` : ''}`;
      write(step.state === 'failed' ? 'warn' : 'info', 'job', message, { ...step });
    },
    order(event) {
      const which = event.orderFriendlyId ?? event.reference ?? 'order';
      const message = `${which} ${event.action}${event.message ? `: ${event.message}` : ''}`;
      write(event.action === 'failed' ? 'warn' : 'info', 'order', message, { ...event });
    },
    refusal(event) {
      write('warn', 'refusal', `refused ${event.what}: ${event.reason}`, { ...event });
    },
    error(where, error, details) {
      const message = error instanceof Error ? error.message : String(error);
      write('error', 'error', `${where}: ${message}`, { where, error, ...(details ? { details } : {}) });
    },
    info(message, details) {
      write('info', 'info', message, details ? { details } : {});
    },
    addSecret(secret) {
      scrubber.add(secret);
    },
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      return new Promise<void>((resolve) => {
        destination.once('close', () => resolve());
        destination.end();
      });
    },
  };
}
