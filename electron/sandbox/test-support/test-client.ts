/** A few lines of HTTP for the sandbox's own tests: real requests against a running sandbox. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { StoreItemSearchResult } from '../../shared/models/storage.js';

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export interface CallOptions {
  key?: string | null;
  accept?: 'json' | 'xml';
  /** A raw body (sent as is) instead of JSON. */
  raw?: string | FormData;
  contentType?: string;
}

export async function call(
  baseUrl: string,
  key: string,
  method: string,
  pathname: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  const useKey = opts.key === undefined ? key : opts.key;
  if (useKey !== null) headers['Ocp-Apim-Subscription-Key'] = useKey;
  headers.Accept = opts.accept === 'xml' ? 'application/xml' : 'application/json';
  let payload: string | FormData | undefined;
  if (opts.raw !== undefined) payload = opts.raw;
  else if (body !== undefined) payload = JSON.stringify(body);
  if (typeof payload === 'string') headers['Content-Type'] = opts.contentType ?? 'application/json';
  const res = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Uploads a file (from disk, or given bytes) as multipart into `folderPath`. */
export async function upload(
  baseUrl: string,
  key: string,
  folderPath: string,
  file: { path: string } | { bytes: Uint8Array; name: string },
  opts: { field?: string; fileName?: string; accept?: 'json' | 'xml' } = {},
): Promise<CallResult> {
  const bytes = 'path' in file ? await readFile(file.path) : file.bytes;
  const name = opts.fileName ?? ('path' in file ? path.basename(file.path) : file.name);
  const form = new FormData();
  form.append(opts.field ?? 'file', new Blob([bytes], { type: 'application/octet-stream' }), name);
  const encoded = folderPath.split('/').map(encodeURIComponent).join('/');
  return call(baseUrl, key, 'POST', `/dir/StorageService/${encoded}`, undefined, {
    raw: form,
    ...(opts.accept ? { accept: opts.accept } : {}),
  });
}

/** The id of a document the sandbox seeds, by its name (e.g. "Spring Open House Brochure"). */
export async function seededDocumentId(baseUrl: string, key: string, name: string): Promise<string> {
  const reply = await call(baseUrl, key, 'POST', '/dir/StorageService/FindStoreItems', {
    Type: 'Document',
    PageInfo: { PageSize: 50, PageNumber: 1 },
  });
  const found = StoreItemSearchResult.parse(reply.json).Items.find((item) => item.Name === name);
  if (!found) throw new Error(`the sandbox seeds no document named "${name}"`);
  return found.Id;
}

/** Parses XML keeping namespaces as attributes, so tests can check roots, names and namespaces. */
export function parseXml(text: string): Record<string, unknown> {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: () => false,
  }).parse(text) as Record<string, unknown>;
}
