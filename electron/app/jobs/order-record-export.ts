/**
 * The order record saved as CSV where the person chooses, streamed (order-record-reader.ts): in the
 * desktop app through the system's save dialog, in a browser as a download of the headless host
 * (headless/export-downloads.ts). Never the whole record in memory, nor across the IPC boundary.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { AppError } from '../../shared/contract/app-errors.js';
import { privateFileMode } from '../../platform/private-files.js';
import type { OrderRecordReader } from './order-record-reader.js';

/** The system's save dialog: the path chosen for a file suggested as `fileName`, or null when cancelled. */
export type ChooseSaveFile = (fileName: string) => Promise<string | null>;

/** `printdesk-hot-folder-orders-<today>.csv`. */
export function orderRecordFileName(now = new Date()): string {
  return `printdesk-hot-folder-orders-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Asks where to save the CSV and writes it there: beside it first, then renamed over it, so a
 * failure halfway leaves no half a file (and whatever was there before untouched).
 */
export async function saveOrderRecordCsv(
  reader: OrderRecordReader | undefined,
  chooseSaveFile: ChooseSaveFile | undefined,
): Promise<{ file: string | null }> {
  if (!reader)
    throw new AppError('unavailable', 'This PrintDesk runs no hot-folder jobs: there is no order record.');
  if (!chooseSaveFile)
    throw new AppError('unavailable', 'There is no save dialog here: the CSV is downloaded by the browser.');
  const file = await chooseSaveFile(orderRecordFileName());
  if (!file) return { file: null };
  const partial = `${file}.part`;
  try {
    // Private like everything PrintDesk writes (orders name their recipients), whatever the umask.
    const out = createWriteStream(partial, { flags: 'w', mode: privateFileMode });
    const failed = new Promise<never>((_, reject) => out.once('error', reject));
    await Promise.race([reader.writeCsv(out), failed]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file };
}
