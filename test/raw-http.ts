/**
 * HTTP at the level of bytes on a socket (node:net), for tests of what a server does with requests
 * no HTTP client would send: malformed ones, stalled ones, too many at once.
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';

export interface RawOutcome {
  /** The status of the first answer, or null when none came. */
  status: number | null;
  /** What the server sent (up to the end of the first answer's headers). */
  received: Buffer;
  /** An answer came, or the server closed (or reset) the connection; false when the client gave up at its deadline. */
  closedByServer: boolean;
}

/** The status of the first answer in `bytes` past any `100 Continue`, once its headers are all in; else null. */
export function firstStatus(bytes: Buffer): number | null {
  const text = bytes.toString('latin1');
  let at = 0;
  for (;;) {
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(text.slice(at, at + 32));
    const end = text.indexOf('\r\n\r\n', at);
    if (!match || end < 0) return null;
    const status = Number(match[1]);
    if (status !== 100) return status;
    at = end + 4;
  }
}

/**
 * Connects, writes `bytes`, and waits for the first answer's status line and headers (then closes:
 * only the status counts) or for the server to close the connection. The connection is never
 * half-closed, as a client that sent an incomplete request and waits would not: the server must
 * answer or cut it on its own. `deadlineMs` bounds the wait; it is never an assertion.
 */
export function exchange(port: number, bytes: Buffer | string, deadlineMs: number): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let status: number | null = null;
    let closedByServer = true;
    const deadline = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, deadlineMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      status = firstStatus(Buffer.concat(chunks));
      if (status !== null) socket.destroy();
    });
    // A reset is the server closing too; the outcome says what was received before it.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ status, received: Buffer.concat(chunks), closedByServer: closedByServer || status !== null });
    });
    socket.once('connect', () => socket.write(bytes));
  });
}

/** Opens a connection and resolves once it is established; the caller writes and closes it. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves when the server closes `socket` (or resets it), with what it sent first. */
export function untilClosed(socket: Socket): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    if (socket.destroyed) resolve(Buffer.alloc(0));
    else socket.once('close', () => resolve(Buffer.concat(chunks)));
  });
}
