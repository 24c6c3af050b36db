/**
 * Upload `POST /dir/StorageService/{filePath}`: multipart/form-data, the first file part whatever
 * its field name (docs/service-facts.md §5), streamed straight to disk so memory stays flat for any size.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Readable } from 'node:stream';
import { syncFolder } from '../../durable-files.js';
import { SandboxError } from '../errors.js';
import type { RequestContext, Route } from '../routes.js';
import type { StateReader } from '../state.js';
import { XML_NS } from '../xml.js';
import { checkName, ensureFolderPath } from './folders.js';
import { countPrintFilePages } from './print-file-pages.js';
import { NEVER } from './present.js';
import { ITEMS } from './records.js';
import type { FolderRecord, ItemRecord } from './records.js';

const CHUNK = 1024 * 1024;

interface Received {
  readonly name: string;
  readonly temp: string;
  readonly size: number;
}

/** The file name without any client path (both `/` and `\`), without control characters. */
export function baseName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name === '' || name === '.' || name === '..' ? 'Untitled.pdf' : name.slice(0, 255);
}

/** `name`, or `name (1)`, `name (2)`… when the folder already holds that name (docs/service-facts.md §4.1); deleted items free their name. */
export function uniqueName(state: StateReader, folderId: string, name: string): string {
  const taken = new Set(
    state
      .filter<ItemRecord>(ITEMS, (i) => i.folderId === folderId && i.deleted === undefined)
      .map((i) => i.name.toLowerCase()),
  );
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 1; ; n++) {
    const candidate = `${name} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Writes `source` to `target` with large chunks and fsyncs it, so an answered upload is on disk. */
export async function writeDurably(source: Readable, target: string): Promise<number> {
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  await pipeline(source, createWriteStream(target, { highWaterMark: CHUNK }));
  const handle = await open(target, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
  return size;
}

function receive(ctx: RequestContext, tempDir: string): Promise<Received> {
  const type = ctx.req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    return Promise.reject(
      new SandboxError(
        415,
        'UnsupportedMediaType',
        `Content-Type: an upload is multipart/form-data with one file part, got "${type.slice(0, 60) || 'none'}"`,
      ),
    );
  }
  return new Promise<Received>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        preservePath: true,
        defParamCharset: 'utf8',
        highWaterMark: CHUNK,
        fileHwm: CHUNK,
      });
    } catch (error) {
      reject(new SandboxError(400, 'InvalidRequest', `Content-Type: ${(error as Error).message}`));
      return;
    }
    let writing: Promise<Received> | undefined;
    parser.on('file', (_field, stream, info) => {
      if (writing) {
        stream.resume(); // only the first file part counts
        return;
      }
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      const name = baseName(info.filename ?? '');
      writing = writeDurably(stream, temp).then(
        (size) => ({ name, temp, size }),
        async (error: unknown) => {
          await rm(temp, { force: true });
          throw error;
        },
      );
      writing.catch(() => undefined);
    });
    parser.on('error', (error: Error) => {
      ctx.req.unpipe(parser);
      ctx.req.resume();
      const malformed = new SandboxError(
        400,
        'InvalidRequest',
        `body: the multipart body is malformed (${error.message})`,
      );
      // A body whose closing boundary lacks its final `--` was accepted by the service (facts §5):
      // a file part that reached its boundary is whole, whatever follows it.
      if (writing && /unexpected end of form/i.test(error.message))
        writing.then(resolve, () => reject(malformed));
      else reject(malformed);
    });
    parser.on('close', () => {
      if (!writing)
        reject(new SandboxError(400, 'InvalidRequest', 'body: the multipart body has no file part'));
      else writing.then(resolve, reject);
    });
    ctx.req.on('close', () => {
      if (!ctx.req.complete) parser.destroy(new Error('the client closed the connection mid-upload'));
    });
    ctx.req.pipe(parser);
  });
}

export const uploadRoute: Route = {
  method: 'POST',
  pattern: '/dir/StorageService/{*filePath}',
  operation: 'upload',
  async handler(ctx) {
    const filesDir = path.join(ctx.dataDir, 'files');
    await mkdir(filesDir, { recursive: true });
    // Refuse a bad folder path before reading gigabytes.
    const folderPath = ctx.params.filePath ?? '';
    for (const segment of folderPath.split('/').filter((s) => s.trim() !== ''))
      checkName('filePath', segment);
    const received = await receive(ctx, filesDir);
    try {
      const { pageCount, isBroken } = await countPrintFilePages(received.temp, received.name);
      const id = randomUUID();
      const extension = path.extname(received.name).toLowerCase();
      const file = `${id}${/^\.[a-z0-9]{1,8}$/.test(extension) ? extension : '.bin'}`;
      await rename(received.temp, path.join(filesDir, file));
      await syncFolder(filesDir); // the content's name is durable before the state points at it
      const { folder, item } = await ctx.state
        .transact((tx) => {
          const now = ctx.now().toISOString();
          const target: FolderRecord = ensureFolderPath(tx, ctx.user.id, folderPath, 'filePath', ctx.now());
          const stored = tx.put<ItemRecord>(ITEMS, {
            id,
            userId: ctx.user.id,
            folderId: target.id,
            type: 'Printfile',
            name: uniqueName(tx, target.id, received.name),
            description: '',
            referenceData: '',
            systemDetails: `Uploaded as "${received.name}", ${received.size} bytes`,
            created: now,
            lastModified: now,
            lastUsed: null,
            version: 1,
            timesUsed: 0,
            isBroken,
            pageCount,
            size: received.size,
            createdBy: ctx.user.id,
            lastModifiedBy: ctx.user.id,
            file,
          });
          return { folder: target, item: stored };
        })
        .catch(async (error: unknown) => {
          await rm(path.join(filesDir, file), { force: true });
          throw error;
        });
      return {
        body: {
          FolderId: folder.id,
          Name: folder.name,
          Created: folder.created,
          Files: [
            {
              Type: 'Printfile',
              FileId: item.id,
              Name: item.name,
              DateCreated: item.created,
              IsBroken: item.isBroken,
              LastModified: item.lastModified,
              LastUsed: NEVER,
              PageCount: item.pageCount,
            },
          ],
        },
        xml: { root: 'Folder', ns: XML_NS.storage },
      };
    } finally {
      await rm(received.temp, { force: true });
    }
  },
};
