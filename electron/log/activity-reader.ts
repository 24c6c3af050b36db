/**
 * The activity history read back from the log after a restart: the last file events, newest first,
 * as activity.ts keeps them. Lines that are not file events, or that do not parse (the torn last line
 * of a crash, a line from another version), are passed over.
 */
import { readFile } from 'node:fs/promises';
import type { ActivityRecord } from '../sync/activity.js';
import { FileLine, activityOf } from './log-events.js';
import type { FileActivity } from './log-events.js';
import { listLogFiles } from './log-files.js';

/** As many as the history holds by default (activity.ts). */
export const defaultHistoryLength = 10_000;

/**
 * The last `limit` file events of the log under `dataDir`, newest first, numbered (`seq`) so that the
 * newest has the highest, as the history numbers them. Reads whole files, newest first, and stops
 * at the first file that completes the count (at most 5 files of 10 MiB by default).
 */
export async function readActivityHistory(
  dataDir: string,
  limit: number = defaultHistoryLength,
): Promise<ActivityRecord[]> {
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`The history length must be a whole number, 0 or more (got ${limit})`);
  const found: FileActivity[] = [];
  for (const file of await listLogFiles(dataDir)) {
    if (found.length >= limit) break;
    let text: string;
    try {
      text = await readFile(file.path, 'utf8');
    } catch (error) {
      // Rolled away between the listing and the read: the older files still count.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0 && found.length < limit; i--) {
      const record = fileEventOf(lines[i]!);
      if (record) found.push(record);
    }
  }
  return found.map((record, index) => Object.assign({ seq: found.length - index }, record));
}

function fileEventOf(line: string): FileActivity | null {
  // Cheap test first: most lines of a busy log are not file events.
  if (!line.includes('"event":"file"')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  const checked = FileLine.safeParse(parsed);
  return checked.success ? activityOf(checked.data) : null;
}
