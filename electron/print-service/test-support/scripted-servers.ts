/**
 * Tiny HTTP servers for tests of the client's own behaviour (retries, timeouts, wrong reply
 * shapes): each answers from a script, so the test controls exactly what the client receives.
 * Not a stand-in for the sandbox: every operation's real behaviour is tested against the sandbox.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedServer {
  url: string;
  /** Requests received so far (method, path, headers, body size). */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; bodyBytes: number }[];
  close(): Promise<void>;
}

/** Serves each request with `answer(n, req, res)`, n counting from 0; the body is read first unless `early` is set. */
export async function startScriptedServer(
  answer: (n: number, req: IncomingMessage, res: ServerResponse) => void,
  options: { early?: boolean } = {},
): Promise<ScriptedServer> {
  const requests: ScriptedServer['requests'] = [];
  const server = createServer((req, res) => {
    const entry = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, bodyBytes: 0 };
    const n = requests.push(entry) - 1;
    req.on('data', (chunk: Buffer) => (entry.bodyBytes += chunk.length));
    if (options.early) answer(n, req, res);
    else req.on('end', () => answer(n, req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
