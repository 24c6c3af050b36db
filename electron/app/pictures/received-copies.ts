/**
 * Copies of the PDFs a browser uploads. A file sent from a browser reaches the headless host as
 * bytes, never as a path, so there is no local file to draw its pictures from (local-copies.ts) and
 * the Library, the documents' sections and the orders showed "no preview" in a browser where the
 * desktop app shows pages. While the bytes stream to the service they are also written here; once the
 * service has the file, the copy is kept under its sha-256 and recorded as the item's local copy. The
 * folder is bounded (least recently kept first out); what is not a PDF, or not uploaded, is not kept.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { privateFileMode } from '../../platform/private-files.js';
import { BoundedFolder } from './bounded-folder.js';
import type { Thumbnails } from './thumbnails.js';

export const defaultReceivedBytes = 512 * 1024 * 1024;

const namePattern = /^[0-9a-f]{64}\.pdf$/;
/** A PDF's header may follow a little junk: readers look in the first kilobyte. */
const headBytes = 1024;

/** A stream being copied: read `stream` instead of the original, then say how the upload ended. */
export interface ReceivedCopy {
  readonly stream: Readable;
  /** The service has it as this file: keep the copy as its local copy (resolves once recorded). */
  kept(fileId: string): Promise<void>;
  /** It was not uploaded: the copy goes. */
  dropped(): Promise<void>;
}

export interface ReceivedCopies {
  receive(source: Readable): ReceivedCopy;
}

export function createReceivedCopies(deps: {
  dir: string;
  thumbnails: Pick<Thumbnails, 'recordUpload'>;
  maxBytes?: number;
  log?: (message: string, error: unknown) => void;
}): ReceivedCopies {
  const folder = new BoundedFolder(deps.dir, deps.maxBytes ?? defaultReceivedBytes, namePattern);
  return {
    receive(source) {
      // The service reads `stream`; the copy is written beside it, at the pace of the slower.
      const stream = new PassThrough();
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      let bytes = 0;
      const temp = folder.ready().then((dir) => {
        const path = join(dir, `.${randomUUID()}.part`);
        const file = createWriteStream(path, { mode: privateFileMode });
        return {
          path,
          file,
          written: finished(file).then(
            () => true,
            () => false,
          ),
        };
      });
      // Until the temp file is open, chunks wait in the pass-through copy's own buffer.
      const copy = new PassThrough();
      source.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
        if (head.length < headBytes) head = Buffer.concat([head, chunk]).subarray(0, headBytes);
      });
      source.pipe(stream);
      source.pipe(copy);
      // The copy never holds the upload back for long: without a folder, or once writing fails
      // (a full disk), what is copied is let go and the upload goes on alone.
      const letGo = () => copy.resume();
      void temp.then(({ file }) => {
        file.on('error', () => {
          copy.unpipe(file);
          letGo();
        });
        copy.pipe(file);
      }, letGo);

      const discard = async () => {
        const { path, file } = await temp;
        file.destroy();
        await unlink(path).catch(() => {});
      };
      return {
        stream,
        async kept(fileId) {
          try {
            const { path, written } = await temp;
            if (!(await written) || !head.includes('%PDF-') || bytes > folder.maxBytes)
              return await discard();
            const sha256 = hash.digest('hex');
            const name = `${sha256}.pdf`;
            if (await folder.use(name)) await discard();
            else await folder.moveIn(path, name, bytes);
            await deps.thumbnails.recordUpload(fileId, [folder.pathOf(name)], sha256);
          } catch (error) {
            deps.log?.('[pictures] could not keep the copy of a file uploaded from a browser', error);
            await discard().catch(() => {});
          }
        },
        dropped: () => discard().catch(() => {}),
      };
    },
  };
}
