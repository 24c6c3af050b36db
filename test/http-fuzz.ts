/**
 * A deterministic fuzzer for our HTTP servers: malformed request lines and targets, Host headers,
 * upgrades, stalls, and seeded byte mutations of valid requests, each sent on its own raw connection
 * (a handful at a time, each with a deadline). The report counts the answers by status class and the
 * connections the server closed without one. Used by the host's and the sandbox's fuzz tests.
 */
import { exchange } from './raw-http.js';

/** mulberry32: a small seeded PRNG; the same seed gives the same cases on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const interestingBytes = [0x00, 0x09, 0x0a, 0x0d, 0x20, 0x25, 0x2f, 0x3a, 0x3f, 0x5b, 0x5d, 0x7f, 0x80, 0xff];
const interestingStrings = [
  '\r\n',
  '\r\n\r\n',
  '\n',
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '[',
  '//[',
  ':',
  '\0',
  ' ',
  '../',
  'Transfer-Encoding: chunked\r\n',
  'Content-Length: 99999999999\r\n',
  'Content-Length: -1\r\n',
  'Host: [\r\n',
  'Connection: Upgrade\r\nUpgrade: websocket\r\n',
  'Expect: 100-continue\r\n',
  '\xff\xfe',
  'é',
  'A'.repeat(5000),
];

/** One to four random edits of `base`: bit flips, odd bytes, inserted strings, cut, copied or dropped ranges. */
export function mutate(base: Buffer, random: () => number): Buffer {
  const pick = (n: number) => Math.floor(random() * n);
  let bytes = Buffer.from(base);
  const edits = 1 + pick(4);
  for (let e = 0; e < edits; e++) {
    const at = pick(bytes.length + 1);
    switch (pick(7)) {
      case 0:
        if (at < bytes.length) bytes[at] = bytes[at]! ^ (1 << pick(8));
        break;
      case 1:
        if (at < bytes.length) bytes[at] = pick(256);
        break;
      case 2:
        if (at < bytes.length) bytes[at] = interestingBytes[pick(interestingBytes.length)]!;
        break;
      case 3: {
        const text = Buffer.from(interestingStrings[pick(interestingStrings.length)]!, 'latin1');
        bytes = Buffer.concat([bytes.subarray(0, at), text, bytes.subarray(at)]);
        break;
      }
      case 4: {
        const end = Math.min(bytes.length, at + 1 + pick(16));
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(end)]);
        break;
      }
      case 5: {
        const end = Math.min(bytes.length, at + 1 + pick(64));
        bytes = Buffer.concat([bytes.subarray(0, end), bytes.subarray(at, end), bytes.subarray(end)]);
        break;
      }
      default:
        bytes = bytes.subarray(0, at);
    }
  }
  return bytes;
}

export interface FuzzCase {
  category: string;
  bytes: Buffer;
}

/** `count` mutations of the valid requests in `bases`, from `seed`. */
export function mutations(bases: readonly Buffer[], count: number, seed: number): FuzzCase[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    category: 'mutation',
    bytes: mutate(bases[Math.floor(random() * bases.length)]!, random),
  }));
}

export interface CategoryCounts {
  sent: number;
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  /** The server closed the connection without an answer (an unknown method, a refused upgrade…). */
  closedWithoutAnswer: number;
  /** The client's deadline passed with the connection still open: the server neither answered nor closed. */
  deadline: number;
}

export type FuzzReport = Record<string, CategoryCounts>;

/** Sends every case, `concurrency` at a time, each on its own connection with its own deadline. */
export async function runFuzz(
  port: number,
  cases: readonly FuzzCase[],
  options: { concurrency: number; deadlineMs: number },
): Promise<FuzzReport> {
  const report: FuzzReport = {};
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++]!;
      const outcome = await exchange(port, fuzzCase.bytes, options.deadlineMs);
      const counts = (report[fuzzCase.category] ??= {
        sent: 0,
        '1xx': 0,
        '2xx': 0,
        '3xx': 0,
        '4xx': 0,
        '5xx': 0,
        closedWithoutAnswer: 0,
        deadline: 0,
      });
      counts.sent++;
      if (!outcome.closedByServer) counts.deadline++;
      else if (outcome.status === null) counts.closedWithoutAnswer++;
      else counts[`${Math.floor(outcome.status / 100)}xx` as '2xx']++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return report;
}

/** The report as a table, one category a line ("closed": closed without an answer; "deadline": left open). */
export function formatReport(title: string, report: FuzzReport): string {
  const columns = ['sent', '1xx', '2xx', '3xx', '4xx', '5xx', 'closedWithoutAnswer', 'deadline'] as const;
  const labels = ['sent', '1xx', '2xx', '3xx', '4xx', '5xx', 'closed', 'deadline'];
  const row = (name: string, cells: string[]) =>
    `${name.padEnd(14)}${cells.map((c) => c.padStart(9)).join('')}`;
  return [
    title,
    row('', labels),
    ...Object.entries(report).map(([category, counts]) =>
      row(
        category,
        columns.map((c) => String(counts[c])),
      ),
    ),
  ].join('\n');
}
