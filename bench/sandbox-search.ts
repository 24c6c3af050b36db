/**
 * FindStoreItems latency with many store items: p50/p95 over a mix of realistic searches
 * (by name, by folder with sub-folders, by date range, sorted and paged).
 * The items are put straight into a fresh data folder's state (as 10,000 uploads would leave them), then
 * the sandbox is started as a child process on it and searched over loopback.
 * `npm run --silent bench -- sandbox-search [--items 10000] [--queries 400]`
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { flags, percentile, report } from './lib.js';
import { startCli } from './support/cli.js';
import { seedPrintFiles } from './support/seed-print-files.js';

const clients = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Tyrell'];
const client = (i: number): string => clients[i % clients.length]!;

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--items', '30', '--queries', '5'];

export async function run(argv: string[]): Promise<void> {
  const { items, queries } = flags(argv, { items: 10_000, queries: 400 });
  if (!(items > 0 && queries > 0)) throw new Error('--items and --queries must be positive');
  const work = await mkdtemp(path.join(tmpdir(), 'printdesk-bench-search-'));
  const dataDir = path.join(work, 'sandbox');
  const folderIds = await seedPrintFiles(dataDir, items, {
    folderPath: (i) => `Clients/${client(i)}/${2025 + (i % 2)}`,
    client,
  });
  const server = await startCli<{ url: string; key: string }>([
    'sandbox',
    '--port',
    '0',
    '--json',
    '--data-dir',
    dataDir,
  ]);
  const dispatcher = new Agent({ connections: 1 });
  try {
    const info = server.ready;
    const searches: Record<string, unknown>[] = [
      { Name: 'acme-brochure', PageInfo: { PageSize: 20, PageNumber: 1 } },
      { SearchString: 'globex menu', PageInfo: { PageSize: 50, PageNumber: 1 } },
      {
        FolderId: folderIds[0],
        IncludeSubFolders: true,
        SortBy: [{ Property: 0, Direction: 0 }],
        PageInfo: { PageSize: 50, PageNumber: 3 },
      },
      {
        Created: { StartDate: '2025-03-01T00:00:00-05:00', EndDate: '2025-04-01T00:00:00-05:00' },
        SortBy: [{ Property: 1, Direction: 1 }],
      },
      {
        NumberOfTimesUsedInAnOrder: { Min: 2 },
        SortBy: [{ Property: 4, Direction: 1 }],
        PageInfo: { PageSize: 100, PageNumber: 1 },
        LevelOfDetail: 2,
      },
      { ReferenceData: `job-${items - 1}` },
      { PageInfo: { PageSize: 100, PageNumber: 1 }, LevelOfDetail: 2147483647 },
    ];
    const call = async (body: Record<string, unknown>) => {
      const res = await request(`${info.url}/dir/StorageService/FindStoreItems`, {
        method: 'POST',
        dispatcher,
        headers: {
          'Ocp-Apim-Subscription-Key': info.key,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
      });
      const text = await res.body.text();
      if (res.statusCode !== 200)
        throw new Error(`FindStoreItems failed with HTTP ${res.statusCode}: ${text.slice(0, 200)}`);
      return JSON.parse(text) as { TotalItemCount: number };
    };
    const total = (await call({})).TotalItemCount;
    if (total !== items) throw new Error(`expected ${items} items, the sandbox holds ${total}`);
    for (let i = 0; i < 20; i++) await call(searches[i % searches.length]!); // warm-up
    const latencies: number[] = [];
    for (let i = 0; i < queries; i++) {
      const start = performance.now();
      await call(searches[i % searches.length]!);
      latencies.push(performance.now() - start);
    }
    latencies.sort((a, b) => a - b);
    report(`FindStoreItems latency with ${items} store items (${queries} searches over loopback)`, {
      items,
      queries,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: latencies[latencies.length - 1]!,
    });
  } finally {
    await dispatcher.close();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}
