/**
 * A received document becomes a print file in the hot folder, once.
 *
 * 1. Its key (document-key.ts) is looked up in the ledger: a job the spooler sent again is answered
 *    with the first one's file, and nothing is written.
 * 2. Its print file is made beside its final place, under a hidden name the hot folder passes over
 *    (a PDF as it came, its chosen pages, or a JPEG or PWG raster document made into a PDF).
 * 3. Its name (the job's title, made safe and unique) is on disk in the ledger before the file gets
 *    it, then the file is renamed into place and the folder synced, then the ledger says it is filed.
 *    A crash at any point leaves either nothing (the resent job is filed afresh), or the name on
 *    record (the resent job writes that name, the same bytes), or the file filed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { createReadStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { syncFolder } from '../platform/durable-files.js';
import type { Range } from './ipp-codec.js';
import { documentDigest, jobKey } from './document-key.js';
import { jobFileStem, uniqueFileName } from './job-file-name.js';
import type { FiledJob, PrintLedger } from './print-ledger.js';
import type { PdfThread } from './pdf-thread.js';
import type { DocumentFormat } from './printer-attributes.js';

export interface ReceivedDocument {
  readonly jobId: number;
  readonly jobName: string;
  readonly user: string;
  readonly format: DocumentFormat;
  /** The document as received (decompressed), in the printer's spool folder. */
  readonly spoolFile: string;
  readonly pageRanges: readonly Range[];
}

/** What the hot folder got for a job: the file's name in it and its content's sha-256. */
export interface FiledPrint {
  readonly file: string;
  readonly sha256: string;
  /** The job the spooler sent again: its first job, whose file this is. */
  readonly resentOf?: number;
}

/** The document cannot be made a print file: the job is aborted with this reason. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
}

/**
 * A print file being written, hidden from the hot folder. Named after this computer: on a folder several
 * workstations share, each sweeps only what it left itself.
 */
const hiddenPrefix = `.printdesk-print-${hostname().replace(/[^A-Za-z0-9-]/g, '_')}-`;

export class PrintFiling {
  constructor(
    private readonly ledger: PrintLedger,
    /** The hot folder the print files go to. */
    private readonly folder: string,
    private readonly pdfThread: PdfThread,
  ) {}

  async file(doc: ReceivedDocument): Promise<FiledPrint> {
    const digest = await documentDigest(doc.spoolFile, doc.format);
    const key = jobKey({
      digest,
      jobName: doc.jobName,
      user: doc.user,
      format: doc.format,
      pageRanges: doc.pageRanges.map((r) => `${r.lower}-${r.upper}`).join(','),
    });
    const first = this.ledger.filedAs(key);
    if (first) {
      await this.ledger.file({ ...first, id: doc.jobId, at: Date.now(), resentOf: first.id });
      return { file: first.file, sha256: first.sha256, resentOf: first.id };
    }
    const temp = path.join(this.folder, `${hiddenPrefix}${doc.jobId}-${randomBytes(4).toString('hex')}.pdf`);
    try {
      const sha256 = await this.writePrintFile(doc, temp);
      const file = await this.placeFile(key, doc, temp, sha256);
      const filed: FiledJob = {
        t: 'filed',
        key,
        id: doc.jobId,
        file,
        sha256,
        jobName: doc.jobName,
        user: doc.user,
        format: doc.format,
        at: Date.now(),
      };
      await this.ledger.file(filed);
      return { file, sha256 };
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** Hidden files a crash left in the hot folder mid-write (this computer's only). */
  async sweep(): Promise<void> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.startsWith(hiddenPrefix)))
      await rm(path.join(this.folder, name), { force: true });
  }

  /** Writes the print file (durably) and returns its sha-256: a PDF as it came is copied, any other made on the PDF thread. */
  private async writePrintFile(doc: ReceivedDocument, temp: string): Promise<string> {
    try {
      if (doc.format !== 'application/pdf' || doc.pageRanges.length > 0)
        return await this.pdfThread.make({
          format: doc.format,
          source: doc.spoolFile,
          pageRanges: doc.pageRanges,
          target: temp,
        });
      const head = Buffer.alloc(5);
      const source = await open(doc.spoolFile, 'r');
      await source.read(head, 0, 5, 0).finally(() => source.close());
      if (head.toString('latin1') !== '%PDF-') throw new Error('it does not start as a PDF does');
    } catch (error) {
      throw new DocumentError(`The ${formatLabel(doc.format)} could not be read: ${messageOf(error)}`);
    }
    const handle = await open(temp, 'wx');
    try {
      for await (const chunk of createReadStream(doc.spoolFile)) await handle.write(chunk as Buffer);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return sha256OfFile(temp);
  }

  /** Renames the file into the hot folder under its name; returns the name. */
  private async placeFile(key: string, doc: ReceivedDocument, temp: string, sha256: string): Promise<string> {
    const existing = new Set((await readdir(this.folder)).map((n) => n.toLowerCase()));
    let file = this.ledger.intentOf(key);
    // Put in place before a crash, the same bytes: it is there already (and maybe being uploaded).
    if (file && existing.has(file.toLowerCase()) && (await sameContent(path.join(this.folder, file), sha256)))
      return file;
    if (!file || existing.has(file.toLowerCase())) {
      file = uniqueFileName(jobFileStem(doc.jobName), (n) => existing.has(n) || this.ledger.nameTaken(n));
      await this.ledger.intent(key, doc.jobId, file);
    }
    await rename(temp, path.join(this.folder, file));
    await syncFolder(this.folder);
    return file;
  }
}

const formatLabel = (format: DocumentFormat) =>
  ({ 'application/pdf': 'PDF', 'image/jpeg': 'JPEG picture', 'image/pwg-raster': 'PWG raster document' })[
    format
  ];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function sameContent(file: string, sha256: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() === true && (await sha256OfFile(file)) === sha256;
}
