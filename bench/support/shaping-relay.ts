/**
 * The bandwidth bench's relay, a process of its own in front of the sandbox: every connection to
 * it is passed on to the sandbox, each direction through one first-in first-out link (all
 * connections share it, as they share an uplink) that adds a delay and, when given a rate, paces the
 * bytes to it with a bounded queue, like a router's. It counts the bytes it delivers to the
 * sandbox: that count is "the rate measured at the server".
 *
 *   node --import tsx bench/support/shaping-relay.ts --listen HOST --target HOST:PORT
 *     [--rate BYTES_PER_SECOND] [--delay-ms MS]
 *
 * The first stdout line is {"port"}; each "count" line on stdin is answered by
 * {"delivered": bytes to the sandbox so far, "at": monotonic ms}.
 */
import net from 'node:net';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '127.0.0.1' },
    target: { type: 'string' },
    rate: { type: 'string', default: '0' },
    'delay-ms': { type: 'string', default: '0' },
  },
});
const [targetHost, targetPort] = (values.target ?? '').split(/:(?=\d+$)/);
if (!targetHost || !targetPort) throw new Error('--target HOST:PORT is required');
const rate = Number(values.rate);
const delayMs = Number(values['delay-ms']);

/** Pieces of at most this size go through the link, so pacing is fine-grained. */
const pieceBytes = 16 * 1024;
/** The link's queue: a sender is paused above it (a router's buffer, about the bandwidth-delay product and some). */
const highWater = 1024 * 1024;
const lowWater = highWater / 2;

interface Piece {
  to: net.Socket;
  from: net.Socket;
  bytes?: Buffer;
  due: number;
}

class Link {
  readonly #queue: Piece[] = [];
  #head = 0;
  #queued = 0;
  #nextFree = 0;
  #timer: NodeJS.Timeout | undefined;
  readonly #paused = new Set<net.Socket>();
  delivered = 0;

  /** Passes `bytes` from `from` to `to` after the delay (undefined bytes: the end of `from`'s stream). */
  send(from: net.Socket, to: net.Socket, bytes: Buffer | undefined): void {
    const due = performance.now() + delayMs;
    if (!bytes) this.#queue.push({ from, to, due });
    for (let offset = 0; bytes && offset < bytes.length; offset += pieceBytes) {
      const piece = bytes.subarray(offset, offset + pieceBytes);
      this.#queue.push({ from, to, bytes: piece, due });
      this.#queued += piece.length;
    }
    if (this.#queued > highWater && !from.isPaused()) {
      from.pause();
      this.#paused.add(from);
    }
    this.#pump();
  }

  #pump = (): void => {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const now = performance.now();
    while (this.#head < this.#queue.length) {
      const piece = this.#queue[this.#head]!;
      const start = Math.max(piece.due, rate > 0 ? this.#nextFree : 0);
      if (start > now) {
        this.#timer = setTimeout(this.#pump, Math.max(1, start - now));
        break;
      }
      this.#head++;
      if (!piece.bytes) {
        piece.to.end();
        continue;
      }
      if (!piece.to.destroyed) piece.to.write(piece.bytes);
      this.#queued -= piece.bytes.length;
      this.delivered += piece.bytes.length;
      if (rate > 0) this.#nextFree = Math.max(this.#nextFree, piece.due) + (piece.bytes.length * 1000) / rate;
    }
    if (this.#head > 4096) {
      this.#queue.splice(0, this.#head);
      this.#head = 0;
    }
    if (this.#queued < lowWater) {
      for (const socket of this.#paused) socket.resume();
      this.#paused.clear();
    }
  };
}

const up = new Link();
const down = new Link();

const server = net.createServer((client) => {
  const service = net.connect(Number(targetPort), targetHost);
  client.setNoDelay(true);
  service.setNoDelay(true);
  client.on('data', (bytes: Buffer) => up.send(client, service, bytes));
  client.on('end', () => up.send(client, service, undefined));
  service.on('data', (bytes: Buffer) => down.send(service, client, bytes));
  service.on('end', () => down.send(service, client, undefined));
  const close = () => {
    client.destroy();
    service.destroy();
  };
  client.on('error', close);
  service.on('error', close);
  // A client gone (an aborted upload) takes its connection to the sandbox with it.
  client.on('close', () => service.destroy());
});

server.listen(0, values.listen, () => {
  console.log(JSON.stringify({ port: (server.address() as net.AddressInfo).port }));
});

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'count') {
    console.log(JSON.stringify({ delivered: up.delivered, at: performance.now() }));
  }
}
server.close();
process.exit(0);
