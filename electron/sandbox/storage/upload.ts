/**
 * Upload `POST /dir/StorageService/{filePath}`: multipart/form-data, the first file part whatever
 * its field name (docs/service-facts.md §5), streamed straight to disk so memory stays flat for any size.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { syncFolder } from '../../platform/durable-files.js';
import { privateFolderMode } from '../../platform/private-files.js';
import { SandboxError, tooLarge } from '../kernel/errors.js';
import type { RequestContext, Route } from '../kernel/routes.js';
import type { StateReader } from '../kernel/state.js';
import { XML_NS } from '../kernel/xml.js';
import { checkName, ensureFolderPath } from './folders.js';
import { MalformedMultipart, MultipartScanner, multipartBoundary } from './multipart-scanner.js';
import { PartFile } from './part-file.js';
import { countPrintFilePages } from './print-file-pages.js';
import { NEVER } from './present.js';
import { ITEMS } from '../kernel/records.js';
import type { FolderRecord, ItemRecord } from '../kernel/records.js';

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

const malformed = (why: string) =>
  new SandboxError(400, 'InvalidRequest', `body: the multipart body is malformed (${why})`);

/** The first file part of the request's multipart body, written durably to a temp file in `tempDir`. */
async function receive(ctx: RequestContext, tempDir: string): Promise<Received> {
  const type = ctx.req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type))
    throw new SandboxError(
      415,
      'UnsupportedMediaType',
      `Content-Type: an upload is multipart/form-data with one file part, got "${type.slice(0, 60) || 'none'}"`,
    );
  let boundary: string;
  try {
    boundary = multipartBoundary(type);
  } catch (error) {
    throw new SandboxError(400, 'InvalidRequest', `Content-Type: ${(error as Error).message}`);
  }
  const file = await PartFile.create(path.join(tempDir, `${randomUUID()}.part`));
  try {
    const first = await readFirstFilePart(ctx.req, boundary, file, ctx.maxUploadBytes);
    return { name: first.name, size: await file.finish(), temp: file.path };
  } catch (error) {
    await file.abandon();
    throw error;
  }
}

/**
 * Reads the body into `file`: only the first file part counts. A body cut off after the delimiter
 * that ends that part (no final `--`) was accepted by the service (facts §5): a file part that
 * reached its delimiter is whole, whatever follows it. A malformed body's rest is drained so the
 * reply can be read. A body without a length that streams past `limit` is refused as it passes it.
 */
function readFirstFilePart(
  req: IncomingMessage,
  boundary: string,
  file: PartFile,
  limit: number | null,
): Promise<{ name: string }> {
  return new Promise((resolve, reject) => {
    // The client may have left while the file was being created: no event will come any more.
    if (req.destroyed) {
      reject(malformed('the client closed the connection mid-upload'));
      return;
    }
    let first: { name: string; whole: boolean } | undefined;
    let receiving = false;
    let wait: Promise<void> | undefined;
    let done = false;
    let received = 0;
    const scanner = new MultipartScanner(boundary, {
      partStart(part) {
        receiving = part.isFile && first === undefined;
        if (receiving) first = { name: baseName(part.fileName ?? ''), whole: false };
      },
      partData(bytes) {
        if (receiving) wait = file.add(bytes) ?? wait;
      },
      partEnd() {
        if (receiving) first!.whole = true;
        receiving = false;
      },
    });
    const fail = (error: unknown, drain = true) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      if (!drain) req.pause();
      else if (!req.destroyed) req.resume();
      reject(error instanceof MalformedMultipart ? malformed(error.message) : error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (limit !== null && received > limit) {
        // Not drained: the rest is not taken, the connection closes after the answer.
        fail(tooLarge(limit), false);
        return;
      }
      try {
        scanner.push(chunk);
      } catch (error) {
        fail(error);
        return;
      }
      if (!wait) return;
      req.pause();
      wait.then(() => req.resume(), fail);
      wait = undefined;
    };
    req.on('data', onData);
    req.on('end', () => {
      if (done) return;
      done = true;
      const closed = scanner.end();
      if (first?.whole) resolve(first);
      else if (!closed || first) reject(malformed('unexpected end of form'));
      else reject(new SandboxError(400, 'InvalidRequest', 'body: the multipart body has no file part'));
    });
    req.on('error', fail);
    // 'close' comes after 'end' when the body was read to its end; before it, the body never will be
    // (the client left mid-upload, or while the disk held the rest back).
    req.on('close', () => fail(malformed('the client closed the connection mid-upload')));
  });
}

export const uploadRoute: Route = {
  method: 'POST',
  pattern: '/dir/StorageService/{*filePath}',
  operation: 'upload',
  async handler(ctx) {
    const filesDir = path.join(ctx.dataDir, 'files');
    await mkdir(filesDir, { recursive: true, mode: privateFolderMode });
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
