/**
 * The hand-written cases of the HTTP fuzzer (test/http-fuzz.ts): malformed request lines and
 * targets, Host headers, upgrades and stalls, around a server's own valid request.
 */
import type { FuzzCase } from './http-fuzz.js';
import { seededRandom } from './http-fuzz.js';

/** What a valid request to the server under test looks like. */
export interface FuzzTarget {
  /** The Host header's value a valid request names. */
  host: string;
  /** The headers that authenticate a request (token, key…), each ending in CRLF; '' for none. */
  auth: string;
  /** A path a valid GET is answered 200 on. */
  path: string;
  /** The path a WebSocket handshake goes to (any path for a server without WebSockets). */
  upgradePath: string;
}

/** Bytes exactly as written: every character below 256 is one byte. */
const bytes = (text: string) => Buffer.from(text, 'latin1');

const requestLines = [
  'GET //[ HTTP/1.1',
  'GET //[::1 HTTP/1.1',
  'GET //%5B HTTP/1.1',
  'GET http://[ HTTP/1.1',
  'GET http://a:b:c/ HTTP/1.1',
  'GET http://attacker.example/ HTTP/1.1',
  'GET //attacker.example/ HTTP/1.1',
  'GET * HTTP/1.1',
  'OPTIONS * HTTP/1.1',
  'GET  HTTP/1.1',
  'GET / HTTP/1.1 trailing',
  'GET /\0 HTTP/1.1',
  'GET /%00 HTTP/1.1',
  'GET /%zz HTTP/1.1',
  'GET /%E0%A4%A HTTP/1.1',
  'GET /?token=%zz&%%&=&== HTTP/1.1',
  'GET /../../../etc/passwd HTTP/1.1',
  'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1',
  'GET /..%5c..%5cwindows HTTP/1.1',
  `GET /${'a'.repeat(70_000)} HTTP/1.1`,
  `GET /?${'x='.repeat(20_000)} HTTP/1.1`,
  'BREW / HTTP/1.1',
  'get / HTTP/1.1',
  'GET / HTTP/2.0',
  'GET / HTTP/0.9',
  'GET / HTTP/1.10',
  'GET / FTP/1.1',
  'GET\t/\tHTTP/1.1',
  'GET /',
  'CONNECT 127.0.0.1:1 HTTP/1.1',
  'CONNECT //[ HTTP/1.1',
  'DELETE //[ HTTP/1.1',
  'POST //[ HTTP/1.1',
  'PUT //[ HTTP/1.1',
  'HEAD //[ HTTP/1.1',
  'GET \xc3\xa9 HTTP/1.1',
  'GET /\xc3\xa9\xff HTTP/1.1',
  'GET ?token HTTP/1.1',
  'GET # HTTP/1.1',
  'GET //a//b//[/ HTTP/1.1',
  'GET /api/ws HTTP/1.1',
  'POST /api/upload?folderPath=%zz&name=%zz HTTP/1.1',
  'POST /api/preflight?name=..%2f..%2fx HTTP/1.1',
];

export function requestLineCases(target: FuzzTarget): FuzzCase[] {
  const headers = `Host: ${target.host}\r\n${target.auth}`;
  const random = seededRandom(7);
  const garbage = Buffer.from(Array.from({ length: 300 }, () => Math.floor(random() * 256)));
  return [
    ...requestLines.map((line) => bytes(`${line}\r\n${headers}\r\n`)),
    bytes(''),
    bytes('\r\n\r\n\r\n'),
    bytes(`GET ${target.path} HTTP/1.1\n${headers.replace(/\r\n/g, '\n')}\n`),
    bytes(`\r\n\r\nGET ${target.path} HTTP/1.1\r\n${headers}\r\n`),
    bytes('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'),
    // The start of a TLS ClientHello.
    Buffer.from('16030100a5010000a10303' + '00'.repeat(32), 'hex'),
    garbage,
    Buffer.concat([bytes(`GET ${target.path} HTTP/1.1\r\n`), garbage]),
  ].map((b) => ({ category: 'request line', bytes: b }));
}

const hostHeaders = (host: string) => [
  '',
  'Host:\r\n',
  'Host: \r\n',
  'Host: [\r\n',
  'Host: [::1\r\n',
  'Host: ]\r\n',
  `Host: ${host}:1\r\n`,
  `Host: ${host}]\r\n`,
  'Host: attacker.example\r\n',
  `Host: ${host}\r\nHost: attacker.example\r\n`,
  `Host: attacker.example\r\nHost: ${host}\r\n`,
  `Host: ${'a'.repeat(20_000)}\r\n`,
  'Host: \xc3\xa9.example\r\n',
  `Host: user@${host}\r\n`,
  `Host: ${host}\0\r\n`,
  `Host: ${host}\t\r\n`,
  `Host: ${host}/\r\n`,
  'Host: 127.0.0.1:99999\r\n',
  'Host: 127.0.0.1:-1\r\n',
  'Host: localhost\r\n',
  'Host: %5B\r\n',
  ` Host: ${host}\r\n`,
  `Host : ${host}\r\n`,
  `Host: ${host}\r\n folded\r\n`,
  `HOST: ${host.toUpperCase()}\r\n`,
  `Host: ${host}\r\nX-Big: ${'b'.repeat(100_000)}\r\n`,
  `Host: ${host}\r\n${'X-Many: 1\r\n'.repeat(3000)}`,
  `Host: ${host}\r\nOrigin: null\r\n`,
  `Host: ${host}\r\nOrigin: \xff\r\n`,
  `Host: ${host}\r\nCookie: printdesk_token=%zz; ;;=\r\n`,
];

export function hostHeaderCases(target: FuzzTarget): FuzzCase[] {
  return [
    ...hostHeaders(target.host).map((h) => bytes(`GET ${target.path} HTTP/1.1\r\n${h}${target.auth}\r\n`)),
    bytes(`GET http://attacker.example${target.path} HTTP/1.1\r\nHost: ${target.host}\r\n${target.auth}\r\n`),
    bytes(`GET ${target.path} HTTP/1.0\r\n${target.auth}\r\n`),
  ].map((b) => ({ category: 'Host header', bytes: b }));
}

const handshake =
  'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

/** A client's masked text frame carrying `text` (mask all zeros: the payload reads as is). */
export function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('maskedTextFrame: short messages only');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

export function upgradeCases(target: FuzzTarget): FuzzCase[] {
  const { host, auth, upgradePath: path } = target;
  const valid = `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${auth}${handshake}\r\n`;
  return [
    // The case: no token, a target that is no URL.
    bytes(`GET //[ HTTP/1.1\r\nHost: ${host}\r\n${handshake}\r\n`),
    bytes(`GET //[ HTTP/1.1\r\nHost: ${host}\r\n${auth}${handshake}\r\n`),
    bytes(`GET http://[ HTTP/1.1\r\nHost: ${host}\r\n${auth}${handshake}\r\n`),
    bytes(`GET ${path}?token=%zz HTTP/1.1\r\nHost: ${host}\r\n${handshake}\r\n`),
    bytes(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${handshake}\r\n`),
    bytes(`GET / HTTP/1.1\r\nHost: ${host}\r\n${auth}${handshake}\r\n`),
    bytes(`GET ${path} HTTP/1.1\r\nHost: attacker.example\r\n${auth}${handshake}\r\n`),
    bytes(`GET ${path} HTTP/1.1\r\nHost: [\r\n${auth}${handshake}\r\n`),
    bytes(
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://attacker.example\r\n${auth}${handshake}\r\n`,
    ),
    bytes(valid.replace('dGhlIHNhbXBsZSBub25jZQ==', 'short')),
    bytes(valid.replace('Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n', '')),
    bytes(valid.replace('Version: 13', 'Version: 8')),
    bytes(valid.replace('Version: 13', 'Version: 13, 13')),
    bytes(valid.replace('Upgrade: websocket', 'Upgrade: h2c')),
    bytes(valid.replace('Upgrade: websocket', 'Upgrade: websocket, websocket')),
    bytes(valid.replace('Connection: Upgrade\r\n', '')),
    bytes(valid.replace('Upgrade: websocket\r\n', '')),
    bytes(valid.replace('GET', 'POST').replace('\r\n\r\n', '\r\nContent-Length: 5\r\n\r\nhello')),
    bytes(valid.replace('\r\n\r\n', '\r\nSec-WebSocket-Protocol: ,,,\r\n\r\n')),
    bytes(
      valid.replace(
        '\r\n\r\n',
        '\r\nSec-WebSocket-Extensions: permessage-deflate; client_max_window_bits=99\r\n\r\n',
      ),
    ),
    bytes(valid.replace('\r\n\r\n', '\r\nSec-WebSocket-Extensions: ;;;=,\r\n\r\n')),
    bytes(`CONNECT ${host} HTTP/1.1\r\nHost: ${host}\r\n${auth}${handshake}\r\n`),
    // A good handshake, then frames that are not: garbage, an unmasked frame, a frame claiming 2^63 bytes.
    Buffer.concat([bytes(valid), Buffer.from('ff00ff00ff00', 'hex')]),
    Buffer.concat([bytes(valid), Buffer.from([0x81, 0x02, 0x68, 0x69])]),
    Buffer.concat([bytes(valid), Buffer.from('81ff7fffffffffffffff00000000', 'hex')]),
    Buffer.concat([bytes(valid), maskedTextFrame('{"id": 1, "channel": "no.such", "input": {}}')]),
    Buffer.concat([bytes(valid), maskedTextFrame('{"id": {}, "channel": 1}')]),
    Buffer.concat([bytes(valid), maskedTextFrame('not json')]),
  ].map((b) => ({ category: 'upgrade', bytes: b }));
}

/** Requests that stop half-way: the server must cut each itself (headers or idle timeout). */
export function stallCases(target: FuzzTarget): FuzzCase[] {
  const { host, auth, path } = target;
  return [
    bytes(''),
    bytes(`GET ${path} HTTP/1.1\r\nHo`),
    bytes(`GET //[ HTTP/1.1\r\nHost: ${host}\r\n`),
    bytes(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${auth}Content-Length: 1000\r\n\r\n0123456789`),
    bytes(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${auth}Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n`,
    ),
    bytes(`GET ${target.upgradePath} HTTP/1.1\r\nHost: ${host}\r\n${auth}${handshake}`),
  ].map((b) => ({ category: 'stall', bytes: b }));
}
