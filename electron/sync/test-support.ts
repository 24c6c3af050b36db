/**
 * Helpers shared by the sync tests: list what a remote folder really holds, wait on a condition,
 * and run `printdesk sync` as a child process (to kill it like a crash).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { PrintServiceClient } from '../print-service/client.js';
import { FolderLevelOfDetail } from '../print-service/models/enums.js';
import type { StoreItem } from '../print-service/models/storage.js';

/** Every store item of the remote folder at `folderPath` (empty when the folder does not exist). */
export async function listRemoteFolder(client: PrintServiceClient, folderPath: string): Promise<StoreItem[]> {
  let folder = await client.storage.getFolder({
    LevelOfDetail: FolderLevelOfDetail.values.IncludeSubFolders,
  });
  for (const name of folderPath.split('/').filter((s) => s !== '')) {
    const child = folder.SubFolders.find((f) => f.Name.toLowerCase() === name.toLowerCase());
    if (!child) return [];
    folder = await client.storage.getFolder({
      FolderId: child.Id,
      LevelOfDetail: FolderLevelOfDetail.values.IncludeSubFolders,
    });
  }
  const items: StoreItem[] = [];
  for (let page = 1; ; page++) {
    const result = await client.storage.findStoreItems({
      FolderId: folder.Id,
      PageInfo: { PageSize: 1000, PageNumber: page },
    });
    items.push(...result.Items);
    if (items.length >= result.TotalItemCount || result.Items.length === 0) return items;
  }
}

/** Polls `condition` until it holds; fails with `message` after `timeoutMs`, and what `seen()` (text or JSON) says then. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message = 'condition',
  seen?: () => unknown,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      const what = seen ? await seen() : undefined;
      const saw = seen ? `\nSaw: ${typeof what === 'string' ? what : JSON.stringify(what)}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}.${saw}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface SyncRun {
  readonly child: ChildProcess;
  /** The exit code, or null when killed by a signal. */
  readonly exited: Promise<number | null>;
  /** Whether the process has ended. */
  ended(): boolean;
  stdout(): string;
  /** Its progress and notices. */
  stderr(): string;
  /** The last lines it printed, for a wait that timed out to say where the run stood. */
  tail(): string;
}

const repo = path.resolve(import.meta.dirname, '../..');

/** `sync` arguments for one pass over `folder` into `remotePath`, with its own data folder and a short stability window. */
export function syncOnceArgs(folder: string, remotePath: string, baseUrl: string, dataDir: string): string[] {
  return [
    folder,
    '--to',
    remotePath,
    '--base-url',
    baseUrl,
    '--data-dir',
    dataDir,
    '--once',
    '--stability-ms',
    '100',
  ];
}

/** `printdesk sync <args>` in its own process, with the sandbox's key. */
export function spawnSync(args: readonly string[], key: string): SyncRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', 'sync', ...args], {
    cwd: repo,
    env: { ...process.env, PRINTDESK_KEY: key },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let ended = false;
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return {
    child,
    exited,
    ended: () => ended,
    stdout: () => out,
    stderr: () => err,
    tail: () => `${out}\n${err}`.trim().split('\n').slice(-25).join('\n'),
  };
}
