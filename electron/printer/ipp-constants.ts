/** The numbers of IPP: value tags, group tags, operations, status codes and the enums the printer uses (RFC 8010, 8011). */

export const Tag = {
  operationAttributes: 0x01,
  jobAttributes: 0x02,
  endOfAttributes: 0x03,
  printerAttributes: 0x04,
  unsupportedAttributes: 0x05,
  unsupported: 0x10,
  unknown: 0x12,
  noValue: 0x13,
  integer: 0x21,
  boolean: 0x22,
  enum: 0x23,
  octetString: 0x30,
  dateTime: 0x31,
  resolution: 0x32,
  rangeOfInteger: 0x33,
  begCollection: 0x34,
  textWithLanguage: 0x35,
  nameWithLanguage: 0x36,
  endCollection: 0x37,
  textWithoutLanguage: 0x41,
  nameWithoutLanguage: 0x42,
  keyword: 0x44,
  uri: 0x45,
  uriScheme: 0x46,
  charset: 0x47,
  naturalLanguage: 0x48,
  mimeMediaType: 0x49,
  memberAttrName: 0x4a,
  extension: 0x7f,
} as const;

/** 0x00–0x0f: a group's start, or the end of the attributes. */
export const isDelimiter = (tag: number) => tag >= 0x00 && tag <= 0x0f;
/** 0x10–0x1f: unsupported, unknown, no-value…: a value with no data. */
export const isOutOfBand = (tag: number) => tag >= 0x10 && tag <= 0x1f;
export const isText = (tag: number) => tag === Tag.textWithLanguage || tag === Tag.textWithoutLanguage;
export const isName = (tag: number) => tag === Tag.nameWithLanguage || tag === Tag.nameWithoutLanguage;

export const Operation = {
  printJob: 0x0002,
  printUri: 0x0003,
  validateJob: 0x0004,
  createJob: 0x0005,
  sendDocument: 0x0006,
  sendUri: 0x0007,
  cancelJob: 0x0008,
  getJobAttributes: 0x0009,
  getJobs: 0x000a,
  getPrinterAttributes: 0x000b,
  cancelMyJobs: 0x0039,
  closeJob: 0x003b,
  identifyPrinter: 0x003c,
} as const;

export const Status = {
  ok: 0x0000,
  okIgnoredOrSubstituted: 0x0001,
  badRequest: 0x0400,
  forbidden: 0x0401,
  notPossible: 0x0404,
  notFound: 0x0406,
  requestEntityTooLarge: 0x0408,
  documentFormatNotSupported: 0x040a,
  attributesOrValuesNotSupported: 0x040b,
  charsetNotSupported: 0x040d,
  conflictingAttributes: 0x040e,
  compressionNotSupported: 0x040f,
  compressionError: 0x0410,
  documentFormatError: 0x0411,
  internalError: 0x0500,
  operationNotSupported: 0x0501,
  versionNotSupported: 0x0503,
  jobCanceled: 0x0508,
  multipleDocumentJobsNotSupported: 0x0509,
} as const;

export const JobState = {
  pending: 3,
  pendingHeld: 4,
  processing: 5,
  processingStopped: 6,
  canceled: 7,
  aborted: 8,
  completed: 9,
} as const;
export type JobState = (typeof JobState)[keyof typeof JobState];

export const PrinterState = { idle: 3, processing: 4, stopped: 5 } as const;
