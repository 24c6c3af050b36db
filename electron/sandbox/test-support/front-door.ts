/**
 * A loopback front door to a sandbox, as a load balancer stands before a real service: every
 * connection is passed through, it says when a whole request to an operation has come in, and a
 * client that dies mid-request does not take its request with it. The door finishes sending what
 * it got and keeps the service's side open, so the service stores an order whose sender was
 * killed while waiting for the answer, as a real one does.
 */
import net from 'node:net';

export interface FrontDoor {
  readonly url: string;
  /** Whole requests (headers and body) whose path names `operation`, passed to the sandbox so far. */
  received(operation: string): number;
  close(): Promise<void>;
}

export async function openFrontDoor(sandboxUrl: string): Promise<FrontDoor> {
  const target = new URL(sandboxUrl);
  const paths: string[] = [];
  const upstreams = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    let pending: Buffer = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = countWhole(Buffer.concat([pending, chunk]), paths);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk);
    });
    // The client gone: its request is the service's now. The answer has nowhere to go.
    client.on('error', () => undefined);
    client.on('close', () => undefined);
    upstream.on('error', () => client.destroy());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: (operation) => paths.filter((p) => p.includes(operation)).length,
    async close() {
      for (const upstream of upstreams) upstream.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Notes each whole request at the front of `bytes` (its path), and returns what is left of the next. */
function countWhole(bytes: Buffer, paths: string[]): Buffer {
  for (;;) {
    const headEnd = bytes.indexOf('\r\n\r\n');
    if (headEnd === -1) return bytes;
    const head = bytes.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const end = headEnd + 4 + length;
    if (bytes.length < end) return bytes;
    paths.push(head.split(' ')[1] ?? '');
    bytes = bytes.subarray(end);
  }
}
