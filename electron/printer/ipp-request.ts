/**
 * What every IPP request must be before any operation looks at it (RFC 8011 §4.1): a version the
 * printer speaks, a request id, an operation group that starts with `attributes-charset` then
 * `attributes-natural-language`, a charset it reads, and the printer (or job) it is addressed to.
 * And the shape of every answer: those two attributes, a status message, then the answer's groups.
 */
import type { IppAttribute, IppGroup, IppMessage } from './ipp-codec.js';
import { Status, Tag, isName } from './ipp-constants.js';
import { charset, find, groupAttributes, language, single, stringOf, text } from './ipp-values.js';

/** A request refused with a status and why. */
export class IppRefusal extends Error {
  override readonly name = 'IppRefusal';
  constructor(
    readonly status: number,
    message: string,
    /** Attributes for the unsupported group. */
    readonly unsupported: readonly IppAttribute[] = [],
  ) {
    super(message);
  }
}

export interface ValidRequest {
  readonly message: IppMessage;
  readonly operation: readonly IppAttribute[];
  readonly job: readonly IppAttribute[];
  readonly user: string;
  /** requested-attributes, when the request names any. */
  readonly requested: readonly string[] | undefined;
}

/** The request, checked; throws IppRefusal when it is not one the printer answers. */
export function validRequest(message: IppMessage, acceptsPath: (uri: string) => boolean): ValidRequest {
  const [major] = message.version;
  if (major !== 1 && major !== 2)
    throw new IppRefusal(Status.versionNotSupported, `IPP/${message.version.join('.')} is not supported.`);
  if (message.requestId <= 0)
    throw new IppRefusal(Status.badRequest, 'The request-id must be greater than 0.');
  const first = message.groups[0];
  if (!first || first.tag !== Tag.operationAttributes || first.attributes.length === 0)
    throw new IppRefusal(Status.badRequest, 'The operation attributes are missing.');
  if (message.groups.some((g, i) => i > 0 && g.tag === Tag.operationAttributes))
    throw new IppRefusal(Status.badRequest, 'The operation attributes come more than once.');
  const [charsetAttr, languageAttr] = first.attributes;
  if (charsetAttr?.name !== 'attributes-charset' || languageAttr?.name !== 'attributes-natural-language')
    throw new IppRefusal(
      Status.badRequest,
      'attributes-charset and attributes-natural-language must come first, in that order.',
    );
  const cs = single(charsetAttr, Tag.charset);
  if (typeof cs !== 'string') throw new IppRefusal(Status.badRequest, 'attributes-charset is not a charset.');
  if (!['utf-8', 'us-ascii'].includes(cs.toLowerCase()))
    throw new IppRefusal(Status.charsetNotSupported, `The charset ${cs} is not supported.`, [charsetAttr]);
  if (typeof single(languageAttr, Tag.naturalLanguage) !== 'string')
    throw new IppRefusal(Status.badRequest, 'attributes-natural-language is not a language.');
  const operation = groupAttributes(message.groups, Tag.operationAttributes);
  const target =
    single(find(operation, 'printer-uri'), Tag.uri) ?? single(find(operation, 'job-uri'), Tag.uri);
  if (typeof target !== 'string') throw new IppRefusal(Status.badRequest, 'The printer-uri is missing.');
  if (!acceptsPath(target)) throw new IppRefusal(Status.notFound, `There is no printer at ${target}.`);
  const userAttr = find(operation, 'requesting-user-name');
  const user =
    userAttr?.values[0] && isName(userAttr.values[0].tag) ? stringOf(userAttr.values[0]) : undefined;
  const requestedAttr = find(operation, 'requested-attributes');
  if (requestedAttr && requestedAttr.values.some((v) => v.tag !== Tag.keyword))
    throw new IppRefusal(Status.badRequest, 'requested-attributes must be keywords.');
  return {
    message,
    operation,
    job: groupAttributes(message.groups, Tag.jobAttributes),
    user: user?.trim() || 'anonymous',
    requested: requestedAttr?.values.map((v) => v.data as string),
  };
}

/** The job a job operation names (`job-id` with the printer's URI, or a `job-uri`). */
export function requestedJobId(request: ValidRequest, printerUri: string): number {
  const id = single(find(request.operation, 'job-id'), Tag.integer);
  if (typeof id === 'number') return id;
  const jobUri = single(find(request.operation, 'job-uri'), Tag.uri);
  const match = typeof jobUri === 'string' ? /^(.*)\/(\d+)$/.exec(jobUri) : null;
  if (match && match[1] === printerUri) return Number(match[2]);
  throw new IppRefusal(Status.badRequest, 'The job-id is missing.');
}

/** An answer: the status, its message, then the groups. */
export function response(
  request: Pick<IppMessage, 'version' | 'requestId'>,
  status: number,
  statusMessage: string,
  groups: readonly IppGroup[] = [],
  unsupported: readonly IppAttribute[] = [],
): IppMessage {
  return {
    version: request.version[0] === 1 || request.version[0] === 2 ? request.version : [1, 1],
    code: status,
    requestId: request.requestId,
    groups: [
      {
        tag: Tag.operationAttributes,
        attributes: [
          charset('attributes-charset', 'utf-8'),
          language('attributes-natural-language', 'en'),
          text('status-message', statusMessage),
        ],
      },
      ...(unsupported.length > 0 ? [{ tag: Tag.unsupportedAttributes, attributes: unsupported }] : []),
      ...groups,
    ],
  };
}
