/**
 * Where the log lives: `<data folder>/logs/printdesk.<n>.log`, numbered upwards as files roll over,
 * the folder readable by the user alone (0700) and each file too (0600).
 */
import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { privateFileMode, privateFolderMode } from '../platform/private-files.js';

export const logFolderName = 'logs';
/** What pino-roll is given; it writes `printdesk.1.log`, `printdesk.2.log`… beside it. */
export const logBaseName = 'printdesk.log';
const logFileName = /^printdesk\.(\d+)\.log$/;

export function logFolder(dataDir: string): string {
  return path.join(dataDir, logFolderName);
}

export interface LogFile {
  readonly path: string;
  readonly name: string;
  /** Its roll number: the higher, the newer. */
  readonly number: number;
}

/** The log files, newest first; none when the folder does not exist yet. */
export async function listLogFiles(dataDir: string): Promise<LogFile[]> {
  const folder = logFolder(dataDir);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const match = logFileName.exec(name);
      return match ? [{ path: path.join(folder, name), name, number: Number(match[1]) }] : [];
    })
    .sort((a, b) => b.number - a.number);
}

/**
 * Creates the log folder as 0700, and narrows a folder or files left wider by an older version or
 * another tool (mode only counts on POSIX systems; on Windows the profile folder's ACL applies).
 */
export async function preparePrivateLogFolder(dataDir: string): Promise<string> {
  const folder = logFolder(dataDir);
  await mkdir(folder, { recursive: true, mode: privateFolderMode });
  await chmod(folder, privateFolderMode);
  for (const file of await listLogFiles(dataDir)) await chmod(file.path, privateFileMode);
  return folder;
}
