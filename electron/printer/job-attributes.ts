/** A job as IPP describes it (RFC 8011 §5.3), filtered by the attributes a client asked for. */
import type { IppAttribute } from './ipp-codec.js';
import { Tag } from './ipp-constants.js';
import {
  dateTime,
  enumeration,
  integer,
  keyword,
  mimeType,
  nameValue,
  outOfBand,
  text,
  uri,
} from './ipp-values.js';
import type { JobStatus, PrintJob } from './print-jobs.js';

export interface JobContext {
  readonly printerUri: string;
  /** Seconds since the printer started, as its times are counted. */
  readonly upTime: (at: number) => number;
}

/** Job description attributes: what `job-description` (and `all`) names. */
export function jobAttributes(job: PrintJob, status: JobStatus, ctx: JobContext): IppAttribute[] {
  const time = (name: string, at: number | undefined) =>
    at === undefined ? outOfBand(name, Tag.noValue) : integer(name, ctx.upTime(at));
  const date = (name: string, at: number | undefined) =>
    at === undefined ? outOfBand(name, Tag.noValue) : dateTime(name, new Date(at));
  return [
    integer('job-id', job.id),
    uri('job-uri', `${ctx.printerUri}/${job.id}`),
    uri('job-printer-uri', ctx.printerUri),
    uri('job-uuid', `urn:uuid:${job.uuid}`),
    nameValue('job-name', job.name),
    nameValue('job-originating-user-name', job.user),
    enumeration('job-state', status.state),
    keyword('job-state-reasons', ...status.reasons),
    text('job-state-message', status.message),
    integer('job-printer-up-time', ctx.upTime(Date.now())),
    time('time-at-creation', job.createdAt),
    time('time-at-processing', job.processingAt),
    time('time-at-completed', job.completedAt),
    date('date-time-at-creation', job.createdAt),
    date('date-time-at-processing', job.processingAt),
    date('date-time-at-completed', job.completedAt),
    integer('number-of-documents', job.phase.kind === 'incoming' ? 0 : 1),
    integer('number-of-intervening-jobs', 0),
    ...(job.format ? [mimeType('document-format-supplied', job.format)] : []),
    ...(job.bytes !== undefined ? [integer('job-k-octets', Math.ceil(job.bytes / 1024))] : []),
    integer('copies', 1),
  ];
}

/** The job attributes a client asked for (`all`, `job-description`, `job-template`, or names). */
export function selectJobAttributes(
  attributes: readonly IppAttribute[],
  requested: readonly string[] | undefined,
  byDefault: readonly string[],
): IppAttribute[] {
  const names = requested ?? byDefault;
  if (names.includes('all') || names.includes('job-description')) return [...attributes];
  const template = names.includes('job-template');
  return attributes.filter((a) => names.includes(a.name) || (template && a.name === 'copies'));
}
