/**
 * The operations an IPP Everywhere client uses, on the printer's jobs: Print-Job, Validate-Job,
 * Create-Job and Send-Document, Get-Printer-Attributes, Get-Job-Attributes, Get-Jobs, Cancel-Job,
 * Cancel-My-Jobs, Close-Job and Identify-Printer. A job's document is answered for only once it is
 * a file in the hot folder (or was refused): a spooler that heard "taken" may forget the job.
 */
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { IppAttribute, IppGroup, IppMessage, Range } from './ipp-codec.js';
import { JobState, Operation, Status, Tag } from './ipp-constants.js';
import { IppRefusal, requestedJobId, response, type ValidRequest } from './ipp-request.js';
import { find, single, stringOf } from './ipp-values.js';
import { jobAttributes, selectJobAttributes } from './job-attributes.js';
import { checkJobTemplate } from './job-template-check.js';
import { untitled } from './job-file-name.js';
import { DocumentError, type PrintFiling } from './print-filing.js';
import type { PrintJob, PrintJobs } from './print-jobs.js';
import {
  compressions,
  documentFormats,
  isJobTemplate,
  printerAttributes,
  whichJobs,
  type DocumentFormat,
  type PrinterIdentity,
  type PrinterStatus,
} from './printer-attributes.js';
import { CompressionError, type Compression, type RequestBody } from './request-body.js';

export interface OperationsOptions {
  readonly identity: PrinterIdentity;
  readonly jobs: PrintJobs;
  readonly filing: PrintFiling;
  /** Where documents are received before they are filed. */
  readonly spoolDir: string;
  readonly status: () => PrinterStatus;
  /** Identify-Printer: a client asks the printer to show itself. */
  readonly onIdentify: (message: string | undefined) => void;
  /** How long a Create-Job waits for its document (multiple-operation-time-out). */
  readonly documentTimeoutMs: number;
}

type Handler = (request: ValidRequest, body: RequestBody) => Promise<IppMessage>;

export class PrinterOperations {
  private readonly handlers: Record<number, Handler> = {
    [Operation.printJob]: (r, b) => this.printJob(r, b),
    [Operation.validateJob]: (r) => this.validateJob(r),
    [Operation.createJob]: (r) => this.createJob(r),
    [Operation.sendDocument]: (r, b) => this.sendDocument(r, b),
    [Operation.getPrinterAttributes]: (r) => this.getPrinterAttributes(r),
    [Operation.getJobAttributes]: (r) => this.getJobAttributes(r),
    [Operation.getJobs]: (r) => this.getJobs(r),
    [Operation.cancelJob]: (r) => this.cancelJob(r),
    [Operation.cancelMyJobs]: (r) => this.cancelMyJobs(r),
    [Operation.closeJob]: (r) => this.closeJob(r),
    [Operation.identifyPrinter]: (r) => this.identifyPrinter(r),
  };

  constructor(private readonly o: OperationsOptions) {}

  async handle(request: ValidRequest, body: RequestBody): Promise<IppMessage> {
    const handler = this.handlers[request.message.code];
    if (!handler) {
      throw new IppRefusal(
        Status.operationNotSupported,
        `Operation 0x${request.message.code.toString(16).padStart(4, '0')} is not supported.`,
      );
    }
    return handler(request, body);
  }

  upTime = (at: number): number => Math.max(1, Math.round((at - this.o.status().startedAt) / 1000) + 1);

  private async printJob(request: ValidRequest, body: RequestBody): Promise<IppMessage> {
    const { unsupported, pageRanges } = this.jobTemplate(request);
    const document = await this.documentOf(request, body);
    const job = this.o.jobs.create(jobNameOf(request), request.user, false);
    await this.receive(job, body, document, pageRanges);
    return this.jobAnswer(request, job, unsupported);
  }

  private async validateJob(request: ValidRequest): Promise<IppMessage> {
    const { unsupported } = this.jobTemplate(request);
    this.formatOf(request);
    this.compressionOf(request);
    return response(request.message, okStatus(unsupported), 'The job would be taken.', [], unsupported);
  }

  private async createJob(request: ValidRequest): Promise<IppMessage> {
    const { unsupported, pageRanges } = this.jobTemplate(request);
    const job = this.o.jobs.create(jobNameOf(request), request.user, true);
    this.pendingRanges.set(job.id, pageRanges);
    job.timer = setTimeout(() => {
      if (job.phase.kind !== 'incoming') return;
      const seconds = Math.round(this.o.documentTimeoutMs / 1000);
      this.o.jobs.set(job, {
        kind: 'aborted',
        reason: 'aborted-by-system',
        message: `No document came within ${seconds} seconds.`,
      });
    }, this.o.documentTimeoutMs);
    job.timer.unref();
    return this.jobAnswer(request, job, unsupported);
  }

  /** The pages a Create-Job asked for, until its document comes. */
  private readonly pendingRanges = new Map<number, readonly Range[]>();

  private async sendDocument(request: ValidRequest, body: RequestBody): Promise<IppMessage> {
    const job = this.jobOf(request);
    const hasData = await body.hasData();
    const last = find(request.operation, 'last-document');
    if (!last) throw new IppRefusal(Status.badRequest, 'The last-document attribute is missing.');
    if (typeof single(last, Tag.boolean) !== 'boolean')
      throw new IppRefusal(Status.attributesOrValuesNotSupported, 'last-document must be one boolean.', [
        last,
      ]);
    if (job.phase.kind !== 'incoming') {
      if (!hasData) return this.jobAnswer(request, job, []);
      throw this.o.jobs.status(job).state >= JobState.canceled
        ? new IppRefusal(Status.notPossible, 'The job is not waiting for a document.')
        : new IppRefusal(Status.multipleDocumentJobsNotSupported, 'A job takes one document.');
    }
    if (!hasData) {
      if (single(last, Tag.boolean) === true)
        this.o.jobs.set(job, {
          kind: 'aborted',
          reason: 'aborted-by-system',
          message: 'No document was sent.',
        });
      return this.jobAnswer(request, job, []);
    }
    const document = await this.documentOf(request, body);
    const ranges = this.pendingRanges.get(job.id) ?? [];
    this.pendingRanges.delete(job.id);
    this.o.jobs.set(job, { kind: 'incoming', awaitingDocument: false });
    await this.receive(job, body, document, ranges);
    return this.jobAnswer(request, job, []);
  }

  private async getPrinterAttributes(request: ValidRequest): Promise<IppMessage> {
    const names = request.requested ?? ['all'];
    const all = names.includes('all');
    const selected = printerAttributes(this.o.identity, this.o.status()).filter(
      (a) =>
        names.includes(a.name) ||
        (all && a.name !== 'media-col-database') ||
        (names.includes('job-template') && isJobTemplate(a.name) && a.name !== 'media-col-database') ||
        (names.includes('printer-description') && !isJobTemplate(a.name)),
    );
    return response(request.message, Status.ok, 'successful-ok', [
      { tag: Tag.printerAttributes, attributes: selected },
    ]);
  }

  private async getJobAttributes(request: ValidRequest): Promise<IppMessage> {
    const job = this.jobOf(request);
    const attributes = selectJobAttributes(this.describe(job), request.requested, ['all']);
    return response(request.message, Status.ok, 'successful-ok', [{ tag: Tag.jobAttributes, attributes }]);
  }

  private async getJobs(request: ValidRequest): Promise<IppMessage> {
    const which = single(find(request.operation, 'which-jobs'), Tag.keyword);
    const ids = find(request.operation, 'job-ids')?.values.map((v) => v.data as number);
    const states = whichJobs[typeof which === 'string' ? which : ids ? 'all' : 'not-completed'];
    if (!states)
      throw new IppRefusal(
        Status.attributesOrValuesNotSupported,
        `which-jobs ${String(which)} is not supported.`,
      );
    const mine = single(find(request.operation, 'my-jobs'), Tag.boolean) === true;
    const limit = single(find(request.operation, 'limit'), Tag.integer);
    let jobs = this.o.jobs
      .all()
      .filter((j) => (!ids || ids.includes(j.id)) && (!mine || j.user === request.user))
      .filter((j) => states.includes(this.o.jobs.status(j).state));
    // Finished jobs newest first, waiting ones in the order they came (RFC 8011 §4.2.6).
    if (which === 'completed') jobs = jobs.reverse();
    if (typeof limit === 'number' && limit > 0) jobs = jobs.slice(0, limit);
    const groups: IppGroup[] = jobs.map((job) => ({
      tag: Tag.jobAttributes,
      attributes: selectJobAttributes(this.describe(job), request.requested, ['job-id', 'job-uri']),
    }));
    return response(request.message, Status.ok, 'successful-ok', groups);
  }

  private async cancelJob(request: ValidRequest): Promise<IppMessage> {
    const job = this.jobOf(request);
    const outcome = await this.o.jobs.cancel(job);
    if (outcome === 'finished') throw new IppRefusal(Status.notPossible, 'The job is already finished.');
    if (outcome === 'too-late')
      throw new IppRefusal(
        Status.notPossible,
        'The job is already being uploaded or ordered; stop it in PrintDesk if it must not go on.',
      );
    return response(request.message, Status.ok, 'The job was canceled.');
  }

  private async cancelMyJobs(request: ValidRequest): Promise<IppMessage> {
    const ids = find(request.operation, 'job-ids')?.values.map((v) => v.data as number);
    for (const job of this.o.jobs.all())
      if (job.user === request.user && (!ids || ids.includes(job.id))) await this.o.jobs.cancel(job);
    return response(request.message, Status.ok, 'Your jobs that were not under way were canceled.');
  }

  private async closeJob(request: ValidRequest): Promise<IppMessage> {
    const job = this.jobOf(request);
    if (job.phase.kind === 'incoming')
      this.o.jobs.set(job, {
        kind: 'aborted',
        reason: 'aborted-by-system',
        message: 'No document was sent.',
      });
    return response(request.message, Status.ok, 'The job is closed.');
  }

  private async identifyPrinter(request: ValidRequest): Promise<IppMessage> {
    const message = find(request.operation, 'message')?.values[0];
    this.o.onIdentify(message ? stringOf(message) : undefined);
    return response(request.message, Status.ok, 'successful-ok');
  }

  /** Receives a job's document and files it; the job ends filed, canceled or aborted with why. */
  private async receive(
    job: PrintJob,
    body: RequestBody,
    document: { format: DocumentFormat | 'detect'; compression: Compression },
    pageRanges: readonly Range[],
  ): Promise<void> {
    const spool = path.join(this.o.spoolDir, `${job.id}-${randomBytes(4).toString('hex')}.job`);
    const abort = (reason: string, message: string) =>
      this.o.jobs.set(job, { kind: 'aborted', reason, message });
    try {
      try {
        job.bytes = await body.spoolTo(spool, document.compression);
      } catch (error) {
        if (error instanceof CompressionError) return abort('compression-error', error.message);
        return abort('submission-interrupted', 'The document did not arrive whole.');
      }
      if (job.phase.kind !== 'incoming') return; // canceled while it came in
      const format = document.format === 'detect' ? await detectFormat(spool) : document.format;
      if (!format)
        return abort('unsupported-document-format', 'The document is not a PDF, JPEG or PWG raster.');
      job.format = format;
      this.o.jobs.set(job, { kind: 'filing' });
      const print = await this.o.filing.file({
        jobId: job.id,
        jobName: job.name,
        user: job.user,
        format,
        spoolFile: spool,
        pageRanges,
      });
      this.o.jobs.set(job, { kind: 'filed', print });
    } catch (error) {
      if (error instanceof DocumentError) abort('document-format-error', error.message);
      else
        abort('aborted-by-system', `The print file could not be put in the hot folder: ${messageOf(error)}`);
    } finally {
      await rm(spool, { force: true });
    }
  }

  /** The job template attributes, checked; refused when fidelity was asked for and some are not supported. */
  private jobTemplate(request: ValidRequest) {
    const result = checkJobTemplate(request.job);
    const fidelity = single(find(request.operation, 'ipp-attribute-fidelity'), Tag.boolean) === true;
    if (fidelity && result.unsupported.length > 0)
      throw new IppRefusal(
        Status.attributesOrValuesNotSupported,
        'Some job attributes are not supported.',
        result.unsupported,
      );
    return result;
  }

  private async documentOf(request: ValidRequest, body: RequestBody) {
    const format = this.formatOf(request);
    const compression = this.compressionOf(request);
    if (!(await body.hasData())) throw new IppRefusal(Status.badRequest, 'The document is missing.');
    return { format, compression };
  }

  private formatOf(request: ValidRequest): DocumentFormat | 'detect' {
    const attribute = find(request.operation, 'document-format');
    if (!attribute) return 'detect';
    const format = single(attribute, Tag.mimeMediaType);
    if (format === 'application/octet-stream') return 'detect';
    if (typeof format === 'string' && (documentFormats as readonly string[]).includes(format))
      return format as DocumentFormat;
    throw new IppRefusal(
      Status.documentFormatNotSupported,
      `${String(format)} is not a format this printer takes.`,
      [attribute],
    );
  }

  private compressionOf(request: ValidRequest): Compression {
    const attribute = find(request.operation, 'compression');
    if (!attribute) return 'none';
    const value = single(attribute, Tag.keyword);
    if (typeof value === 'string' && (compressions as readonly string[]).includes(value))
      return value as Compression;
    throw new IppRefusal(
      Status.compressionNotSupported,
      `The compression ${String(value)} is not supported.`,
      [attribute],
    );
  }

  private jobOf(request: ValidRequest): PrintJob {
    const id = requestedJobId(request, this.o.identity.uri);
    const job = this.o.jobs.get(id);
    if (!job) throw new IppRefusal(Status.notFound, `There is no job ${id}.`);
    return job;
  }

  private describe(job: PrintJob): IppAttribute[] {
    return jobAttributes(job, this.o.jobs.status(job), {
      printerUri: this.o.identity.uri,
      upTime: this.upTime,
    });
  }

  private jobAnswer(request: ValidRequest, job: PrintJob, unsupported: IppAttribute[]): IppMessage {
    const wanted = ['job-id', 'job-uri', 'job-state', 'job-state-reasons', 'job-state-message'];
    const attributes = this.describe(job).filter((a) => wanted.includes(a.name));
    return response(
      request.message,
      okStatus(unsupported),
      'successful-ok',
      [{ tag: Tag.jobAttributes, attributes }],
      unsupported,
    );
  }
}

const okStatus = (unsupported: readonly IppAttribute[]) =>
  unsupported.length > 0 ? Status.okIgnoredOrSubstituted : Status.ok;

function jobNameOf(request: ValidRequest): string {
  for (const name of ['job-name', 'document-name']) {
    const value = find(request.operation, name)?.values[0];
    const text = value ? stringOf(value)?.trim() : undefined;
    if (text) return text;
  }
  return untitled;
}

/** An `application/octet-stream` document's format, by its first bytes. */
async function detectFormat(file: string): Promise<DocumentFormat | undefined> {
  const head = Buffer.alloc(8);
  const handle = await open(file, 'r');
  await handle.read(head, 0, 8, 0).finally(() => handle.close());
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 4).toString('latin1') === 'RaS2') return 'image/pwg-raster';
  return undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
