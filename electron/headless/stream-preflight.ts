/**
 * Preflight of a file a browser sends (it cannot give a local path): the bytes are written to a temp
 * file, checked exactly as a local file is (`sync.preflight`, on the file-work threads: the same
 * findings, and pictures of the pages they concern drawn before the file goes), and deleted.
 * The upload that may follow sends the bytes again; on loopback that costs little, and nothing
 * unchecked is held between the two.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Preflight } from '../shared/contract/sync.js';
import type { IpcResult } from '../shared/contract/app-errors.js';
import type { Router } from '../ipc/router.js';
import type { PathGrants } from '../app/path-grants/path-grants.js';

export const preflightPath = '/api/preflight';

/** Larger files are not checked from a browser (the answer says so; the upload still goes). */
export const maxPreflightBytes = 1024 * 1024 * 1024;

export async function preflightStream(
  core: StreamCore,
  request: IncomingMessage,
  name: string,
): Promise<IpcResult<Preflight>> {
  return withStreamedFile(core, request, name, async (file) => {
    const result = await core.router.invoke('sync.preflight', {
      path: file,
      withThumbnail: false,
      withPagePictures: true,
    });
    return result.ok ? { ok: true, value: { ...(result.value as Preflight), path: '', name } } : result;
  });
}

type StreamCore = { router: Router; pathGrants: Pick<PathGrants, 'grant' | 'revoke'> };

/**
 * The bytes a browser sends written to a temp file the core may read while `work` runs (granted, then
 * revoked), and deleted after: the check before an upload, "Fix and upload"'s pictures and its copy.
 */
export async function withStreamedFile<T>(
  core: StreamCore,
  request: IncomingMessage,
  name: string,
  work: (file: string) => Promise<IpcResult<T>>,
): Promise<IpcResult<T>> {
  // The file keeps its extension: preflight compares what the name says with what the bytes are.
  const dir = await mkdtemp(join(tmpdir(), 'printdesk-preflight-'));
  try {
    const file = join(dir, `${randomUUID()}${extname(name).slice(0, 16)}`);
    await pipeline(request, createWriteStream(file));
    // A browser cannot give a path: this file, the host's own, is the only one it may have read.
    core.pathGrants.grant(file);
    try {
      return await work(file);
    } finally {
      core.pathGrants.revoke(file);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
