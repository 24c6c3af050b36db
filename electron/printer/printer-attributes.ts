/**
 * What the printer says it is (Get-Printer-Attributes): the attributes of RFC 8011, PWG 5100.12 (IPP
 * 2.0) and PWG 5100.14 (IPP Everywhere) that clients ask for, each true of a printer whose output
 * is a print file in a hot folder. The product, paper and quantity of what is ordered come from the
 * link's preset, not from the print dialog: copies are 1 to 1, the sheet is printed as it comes
 * (one-sided, borderless), and every size the dialog offers ends up as the page size of the PDF.
 */
import type { IppAttribute } from './ipp-codec.js';
import { JobState, Operation, PrinterState, Tag } from './ipp-constants.js';
import {
  boolean,
  charset,
  collection,
  dateTime,
  dpi,
  enumeration,
  integer,
  keyword,
  language,
  mimeType,
  nameValue,
  octets,
  outOfBand,
  range,
  resolution,
  text,
  uri,
} from './ipp-values.js';

/** The formats a job may be sent in; `application/octet-stream` is told apart by its first bytes. */
export const documentFormats = ['application/pdf', 'image/jpeg', 'image/pwg-raster'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/** The PWG raster pages the printer reads (pwg-raster.ts), and at which resolutions clients may send them. */
export const rasterTypes = ['black_1', 'sgray_8', 'srgb_8', 'srgb_16', 'cmyk_8'] as const;
export const rasterResolutions = [150, 300, 600] as const;

/** Sizes the print dialog offers, in hundredths of a millimetre (PWG 5101.1 names). */
export const mediaSizes = {
  'na_letter_8.5x11in': [21590, 27940],
  'na_legal_8.5x14in': [21590, 35560],
  na_ledger_11x17in: [27940, 43180],
  'na_index-4x6_4x6in': [10160, 15240],
  na_5x7_5x7in: [12700, 17780],
  iso_a3_297x420mm: [29700, 42000],
  iso_a4_210x297mm: [21000, 29700],
  iso_a5_148x210mm: [14800, 21000],
  iso_a6_105x148mm: [10500, 14800],
} as const satisfies Record<string, readonly [number, number]>;
export type MediaName = keyof typeof mediaSizes;

export const compressions = ['none', 'deflate', 'gzip'] as const;

export const operationsSupported = [
  Operation.printJob,
  Operation.validateJob,
  Operation.createJob,
  Operation.sendDocument,
  Operation.cancelJob,
  Operation.getJobAttributes,
  Operation.getJobs,
  Operation.getPrinterAttributes,
  Operation.cancelMyJobs,
  Operation.closeJob,
  Operation.identifyPrinter,
];

/** The job template attributes (RFC 8011 §5.2) a job may carry, and the values the printer takes. */
export const jobTemplate = {
  copies: { lower: 1, upper: 1 },
  finishings: [3],
  media: Object.keys(mediaSizes) as MediaName[],
  'orientation-requested': [3, 4, 5, 6],
  'output-bin': ['face-up'],
  'print-color-mode': ['auto', 'color', 'monochrome'],
  'print-content-optimize': ['auto'],
  'print-quality': [3, 4, 5],
  'print-rendering-intent': ['auto'],
  sides: ['one-sided'],
  'multiple-document-handling': [
    'separate-documents-uncollated-copies',
    'separate-documents-collated-copies',
  ],
  'job-sheets': ['none'],
} as const;

export const jobCreationAttributes = [
  'copies',
  'finishings',
  'ipp-attribute-fidelity',
  'job-name',
  'media',
  'media-col',
  'multiple-document-handling',
  'orientation-requested',
  'output-bin',
  'overrides',
  'page-ranges',
  'print-color-mode',
  'print-content-optimize',
  'print-quality',
  'print-rendering-intent',
  'printer-resolution',
  'sides',
];

export interface PrinterIdentity {
  /** printer-name: what the print dialog lists. */
  readonly name: string;
  /** `ipp://127.0.0.1:PORT/ipp/print`. */
  readonly uri: string;
  /** `http://127.0.0.1:PORT`: the page and icons the printer serves. */
  readonly web: string;
  /** A stable UUID (the link's), so the system knows it as the same printer across restarts. */
  readonly uuid: string;
  /** Where its files go, for printer-info and printer-location. */
  readonly location: string;
  readonly defaultMedia: MediaName;
}

export interface PrinterStatus {
  readonly processing: boolean;
  readonly queuedJobCount: number;
  readonly startedAt: number;
  readonly stateChangedAt: number;
}

const margins = (value: number) =>
  ['media-bottom-margin', 'media-left-margin', 'media-right-margin', 'media-top-margin'].map((m) =>
    integer(m, value),
  );

function mediaCol(name: MediaName, withSource: boolean): IppAttribute[] {
  const [x, y] = mediaSizes[name];
  return [
    collection('media-size', [integer('x-dimension', x), integer('y-dimension', y)]),
    keyword('media-size-name', name),
    ...margins(0),
    ...(withSource ? [keyword('media-source', 'auto'), keyword('media-type', 'stationery')] : []),
  ];
}

/** Every attribute of the printer, `media-col-database` included (it is sent only when asked for by name). */
export function printerAttributes(
  id: PrinterIdentity,
  status: PrinterStatus,
  now = Date.now(),
): IppAttribute[] {
  const sizes = Object.keys(mediaSizes) as MediaName[];
  const upTime = (at: number) => Math.max(1, Math.round((at - status.startedAt) / 1000) + 1);
  return [
    // Job template: defaults and what is supported.
    integer('copies-default', 1),
    range('copies-supported', jobTemplate.copies),
    enumeration('finishings-default', 3),
    enumeration('finishings-supported', ...jobTemplate.finishings),
    keyword('media-default', id.defaultMedia),
    keyword('media-supported', ...sizes),
    keyword('media-ready', id.defaultMedia),
    collection('media-col-default', mediaCol(id.defaultMedia, true)),
    collection('media-col-ready', mediaCol(id.defaultMedia, true)),
    collection('media-col-database', ...sizes.map((s) => mediaCol(s, false))),
    keyword(
      'media-col-supported',
      'media-bottom-margin',
      'media-left-margin',
      'media-right-margin',
      'media-size',
      'media-size-name',
      'media-source',
      'media-top-margin',
      'media-type',
    ),
    collection(
      'media-size-supported',
      ...sizes.map((s) => [
        integer('x-dimension', mediaSizes[s][0]),
        integer('y-dimension', mediaSizes[s][1]),
      ]),
    ),
    integer('media-bottom-margin-supported', 0),
    integer('media-left-margin-supported', 0),
    integer('media-right-margin-supported', 0),
    integer('media-top-margin-supported', 0),
    keyword('media-source-supported', 'auto'),
    keyword('media-type-supported', 'stationery'),
    enumeration('orientation-requested-default', 3),
    enumeration('orientation-requested-supported', ...jobTemplate['orientation-requested']),
    keyword('output-bin-default', 'face-up'),
    keyword('output-bin-supported', ...jobTemplate['output-bin']),
    keyword('overrides-supported', 'document-number', 'pages'),
    boolean('page-ranges-supported', true),
    keyword('print-color-mode-default', 'auto'),
    keyword('print-color-mode-supported', ...jobTemplate['print-color-mode']),
    keyword('print-content-optimize-default', 'auto'),
    keyword('print-content-optimize-supported', ...jobTemplate['print-content-optimize']),
    enumeration('print-quality-default', 4),
    enumeration('print-quality-supported', ...jobTemplate['print-quality']),
    keyword('print-rendering-intent-default', 'auto'),
    keyword('print-rendering-intent-supported', ...jobTemplate['print-rendering-intent']),
    resolution('printer-resolution-default', dpi(300)),
    resolution('printer-resolution-supported', ...rasterResolutions.map((r) => dpi(r))),
    keyword('sides-default', 'one-sided'),
    keyword('sides-supported', ...jobTemplate.sides),
    keyword('multiple-document-handling-supported', ...jobTemplate['multiple-document-handling']),
    nameValue('job-sheets-default', 'none'),
    nameValue('job-sheets-supported', ...jobTemplate['job-sheets']),
    // What the printer is.
    nameValue('printer-name', id.name),
    text('printer-info', id.name),
    text('printer-location', id.location),
    text('printer-make-and-model', 'PrintDesk hot folder'),
    text('printer-device-id', 'MFG:PrintDesk;MDL:Hot folder;CMD:PDF,JPEG,PWG;'),
    uri('printer-uuid', `urn:uuid:${id.uuid}`),
    uri('printer-uri-supported', id.uri),
    keyword('uri-security-supported', 'none'),
    keyword('uri-authentication-supported', 'none'),
    uri('printer-more-info', `${id.web}/`),
    uri('printer-supply-info-uri', `${id.web}/`),
    uri('printer-icons', `${id.web}/icon.png`),
    outOfBand('printer-geo-location', Tag.unknown),
    text('printer-organization', ''),
    text('printer-organizational-unit', ''),
    // A print service never runs out: one supply, always full.
    octets(
      'printer-supply',
      'index=1;class=supplyThatIsConsumed;type=other;unit=percent;maxcapacity=100;level=100;colorantname=unknown;',
    ),
    text('printer-supply-description', 'Print service'),
    boolean('color-supported', true),
    integer('pages-per-minute', 60),
    integer('pages-per-minute-color', 60),
    charset('charset-configured', 'utf-8'),
    charset('charset-supported', 'us-ascii', 'utf-8'),
    language('natural-language-configured', 'en'),
    language('generated-natural-language-supported', 'en'),
    keyword('compression-supported', ...compressions),
    mimeType('document-format-default', 'application/octet-stream'),
    mimeType('document-format-supported', 'application/octet-stream', ...documentFormats),
    keyword('pdl-override-supported', 'attempted'),
    keyword('identify-actions-default', 'display'),
    keyword('identify-actions-supported', 'display'),
    keyword('ipp-features-supported', 'ipp-everywhere'),
    keyword('ipp-versions-supported', '1.1', '2.0'),
    enumeration('operations-supported', ...operationsSupported),
    keyword('job-creation-attributes-supported', ...jobCreationAttributes),
    boolean('job-ids-supported', true),
    range('job-k-octets-supported', { lower: 0, upper: 2 ** 21 }),
    boolean('preferred-attributes-supported', false),
    boolean('multiple-document-jobs-supported', false),
    integer('multiple-operation-time-out', 60),
    keyword('multiple-operation-time-out-action', 'abort-job'),
    keyword('printer-get-attributes-supported', 'document-format'),
    keyword('pwg-raster-document-sheet-back', 'normal'),
    keyword('pwg-raster-document-type-supported', ...rasterTypes),
    resolution('pwg-raster-document-resolution-supported', ...rasterResolutions.map((r) => dpi(r))),
    keyword(
      'which-jobs-supported',
      'completed',
      'not-completed',
      'aborted',
      'all',
      'canceled',
      'pending',
      'pending-held',
      'processing',
    ),
    // Its state now.
    boolean('printer-is-accepting-jobs', true),
    enumeration('printer-state', status.processing ? PrinterState.processing : PrinterState.idle),
    keyword('printer-state-reasons', 'none'),
    text('printer-state-message', status.processing ? 'Taking a job to the hot folder.' : 'Ready.'),
    integer('queued-job-count', status.queuedJobCount),
    integer('printer-up-time', upTime(now)),
    dateTime('printer-current-time', new Date(now)),
    integer('printer-config-change-time', upTime(status.startedAt)),
    dateTime('printer-config-change-date-time', new Date(status.startedAt)),
    integer('printer-state-change-time', upTime(status.stateChangedAt)),
    dateTime('printer-state-change-date-time', new Date(status.stateChangedAt)),
  ];
}

/** The bases of the job template attributes: `<base>-default`, `-supported`, `-ready`, `-database`. */
const templateBases = new Set([
  ...Object.keys(jobTemplate),
  'media-col',
  'media-size',
  'media-source',
  'media-type',
  'media-bottom-margin',
  'media-left-margin',
  'media-right-margin',
  'media-top-margin',
  'overrides',
  'page-ranges',
  'printer-resolution',
]);

export function isJobTemplate(name: string): boolean {
  return templateBases.has(name.replace(/-(default|supported|ready|database)$/, ''));
}

/** Job states a `which-jobs` keyword selects. */
export const whichJobs: Record<string, readonly number[]> = {
  completed: [JobState.canceled, JobState.aborted, JobState.completed],
  'not-completed': [JobState.pending, JobState.pendingHeld, JobState.processing, JobState.processingStopped],
  all: Object.values(JobState),
  aborted: [JobState.aborted],
  canceled: [JobState.canceled],
  pending: [JobState.pending],
  'pending-held': [JobState.pendingHeld],
  processing: [JobState.processing],
};
