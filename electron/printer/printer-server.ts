/**
 * An IPP Everywhere printer on this computer: `ipp://127.0.0.1:PORT/ipp/print`, whose jobs become
 * print files in one hot folder. It listens on the loopback address only and drops any connection
 * that does not come from a loopback address. Besides IPP it serves a page saying where its jobs go,
 * and its icon (`printer-more-info`, `printer-icons`).
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { makePrivateFolder } from '../platform/private-files.js';
import { fileURLToPath } from 'node:url';
import {
  applyLimits,
  limitedServerOptions,
  requestTarget,
  type ServerLimits,
} from '../platform/http-hardening.js';
import { decode, encode, IppParseError, type IppMessage } from './ipp-codec.js';
import { PrinterOperations } from './ipp-operations.js';
import { IppRefusal, response, validRequest } from './ipp-request.js';
import { PdfThread } from './pdf-thread.js';
import { PrintFiling } from './print-filing.js';
import { PrintJobs, type HotFolderFollow } from './print-jobs.js';
import { PrintLedger } from './print-ledger.js';
import type { MediaName, PrinterIdentity } from './printer-attributes.js';
import { RequestBody } from './request-body.js';

export const printerPath = '/ipp/print';
export const defaultPrinterPort = 8631;

export interface PrinterOptions {
  /** printer-name: what the print dialogs list. */
  readonly name: string;
  /** 0 for any free port (tests). */
  readonly port: number;
  /** The hot folder the print files go to. */
  readonly folder: string;
  /** The printer's own folder in the data folder: its ledger and spool. */
  readonly stateDir: string;
  /** Stable across restarts (the link's id). */
  readonly uuid: string;
  readonly defaultMedia: MediaName;
  readonly follow: HotFolderFollow;
  readonly onIdentify?: (message: string | undefined) => void;
  /** How long a Create-Job waits for its document (default 60 s). */
  readonly documentTimeoutMs?: number;
  /** Unexpected failures (a request that could not be answered). */
  readonly log?: (message: string, error?: unknown) => void;
}

export interface RunningPrinter {
  readonly name: string;
  readonly port: number;
  readonly uri: string;
  close(): Promise<void>;
}

/** The attributes of a request are small; the document that follows is streamed, never counted here. */
const maxAttributeBytes = 1 << 20;

const limits: ServerLimits = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 0,
  idleTimeoutMs: 5 * 60_000,
  maxConnections: 64,
  maxUploadBytes: null,
};

/** A Host header naming this computer: localhost, a 127.0.0.0/8 address or [::1], with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export async function startPrinter(o: PrinterOptions): Promise<RunningPrinter> {
  const spoolDir = path.join(o.stateDir, 'spool');
  await rm(spoolDir, { recursive: true, force: true });
  await makePrivateFolder(o.stateDir);
  await makePrivateFolder(spoolDir);
  const ledger = await PrintLedger.open(o.stateDir);
  const pdfThread = new PdfThread();
  const filing = new PrintFiling(ledger, o.folder, pdfThread);
  await filing.sweep();
  const jobs = new PrintJobs(ledger, o.follow);
  const startedAt = Date.now();
  let stateChangedAt = startedAt;
  let wasProcessing = false;
  const server = createServer(limitedServerOptions(limits));
  applyLimits(server, limits);
  server.on('connection', (socket: Socket) => {
    if (!isLoopback(socket.remoteAddress)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const web = `http://127.0.0.1:${port}`;
  const identity: PrinterIdentity = {
    name: o.name,
    uri: `ipp://127.0.0.1:${port}${printerPath}`,
    web,
    uuid: o.uuid,
    location: o.folder,
    defaultMedia: o.defaultMedia,
  };
  const operations = new PrinterOperations({
    identity,
    jobs,
    filing,
    spoolDir,
    documentTimeoutMs: o.documentTimeoutMs ?? 60_000,
    onIdentify: o.onIdentify ?? (() => {}),
    status: () => {
      const active = jobs.all().filter((j) => jobs.isActive(j));
      const processing = active.length > 0;
      if (processing !== wasProcessing) stateChangedAt = Date.now();
      wasProcessing = processing;
      return { processing, queuedJobCount: active.length, startedAt, stateChangedAt };
    },
  });
  const log = o.log ?? (() => {});
  server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    serve(request, reply, operations, identity).catch((error: unknown) => {
      log(`printer ${o.name}: a request could not be answered`, error);
      if (!reply.headersSent) reply.writeHead(500).end();
      else reply.destroy();
    });
  });
  return {
    name: o.name,
    port,
    uri: identity.uri,
    async close() {
      jobs.close();
      await pdfThread.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await ledger.close();
    },
  };
}

async function serve(
  request: IncomingMessage,
  reply: ServerResponse,
  operations: PrinterOperations,
  identity: PrinterIdentity,
): Promise<void> {
  const target = requestTarget(request);
  if (!target) return void reply.writeHead(400).end();
  // A web page must not print (a job may place an order): browsers name their page in Origin, and a
  // page reaching loopback through a name of its own (DNS rebinding) sends that name as Host.
  if (request.headers.origin !== undefined || !isLoopbackHost(request.headers.host))
    return void reply.writeHead(403, { Connection: 'close' }).end();
  if (request.method === 'GET' || request.method === 'HEAD')
    return serveWeb(target.pathname, reply, identity);
  if (request.method !== 'POST' || !isPrinterPath(target.pathname)) return void reply.writeHead(404).end();
  if (!/^application\/ipp\b/i.test(request.headers['content-type'] ?? ''))
    return void reply.writeHead(415).end();
  const read = await readAttributes(request);
  if (read === 'too-large') return void reply.writeHead(413, { Connection: 'close' }).end();
  if (read === 'malformed') return void reply.writeHead(400, { Connection: 'close' }).end();
  const body = new RequestBody(read.rest, request);
  let answer: IppMessage;
  try {
    answer = await operations.handle(validRequest(read.message, acceptsUri), body);
  } catch (error) {
    await body.discard();
    if (!(error instanceof IppRefusal)) throw error;
    answer = response(read.message, error.status, error.message, [], error.unsupported);
  }
  reply.writeHead(200, { 'Content-Type': 'application/ipp' }).end(encode(answer));
}

/**
 * The request's attributes, and the first bytes of its document; or why it cannot be read. Read with
 * listeners, not `for await`, which would destroy the request on leaving the loop: the document
 * still comes through it.
 */
function readAttributes(
  request: IncomingMessage,
): Promise<{ message: IppMessage; rest: Buffer } | 'too-large' | 'malformed'> {
  return new Promise((resolve, reject) => {
    let received: Buffer = Buffer.alloc(0);
    const finish = (outcome: { message: IppMessage; rest: Buffer } | 'too-large' | 'malformed') => {
      request.off('data', onData).off('end', onEnd).off('error', reject);
      request.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      try {
        const decoded = decode(received);
        if (decoded) return finish({ message: decoded.message, rest: received.subarray(decoded.dataOffset) });
      } catch (error) {
        if (error instanceof IppParseError) return finish('malformed');
        return reject(error as Error);
      }
      if (received.length > maxAttributeBytes) finish('too-large');
    };
    const onEnd = () => finish('malformed');
    request.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

function isPrinterPath(pathname: string): boolean {
  return pathname === printerPath || /^\/ipp\/print\/\d+$/.test(pathname);
}

/** Requests name the printer by its URI (any loopback host and port: it is this printer) or a job's. */
function acceptsUri(uri: string): boolean {
  try {
    const url = new URL(uri);
    return ['ipp:', 'ipps:', 'http:', 'https:'].includes(url.protocol) && isPrinterPath(url.pathname);
  } catch {
    return false;
  }
}

const iconFile = [
  fileURLToPath(new URL('../../assets/icons/app.png', import.meta.url)),
  fileURLToPath(new URL('../../../assets/icons/app.png', import.meta.url)),
].find((candidate) => existsSync(candidate));

async function serveWeb(pathname: string, reply: ServerResponse, identity: PrinterIdentity): Promise<void> {
  if (pathname === '/icon.png' && iconFile) {
    reply.writeHead(200, { 'Content-Type': 'image/png' }).end(await readFile(iconFile));
    return;
  }
  if (pathname !== '/') return void reply.writeHead(404).end();
  const page = `<!doctype html><meta charset="utf-8"><title>${html(identity.name)}</title><h1>${html(
    identity.name,
  )}</h1><p>PrintDesk printer: every job printed here becomes a print file in the hot folder ${html(
    identity.location,
  )}, and goes through that folder's steps.</p>`;
  reply.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
}

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
