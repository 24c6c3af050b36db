/**
 * One printer per hot-folder link with "Also as a printer" on, while the app runs (and in
 * `printdesk printer`): named after the link, on the link's own port, writing its jobs into the
 * link's folder, where the engine takes them like any dropped file. Follows the links as they are
 * edited: a printer turned on starts, one turned off (or whose link went) stops, one whose port,
 * name or folder changed starts again.
 */
import path from 'node:path';
import type { HotFolderPrinter } from '../../shared/contract/printers.js';
import type { MarketId } from '../../shared/models/markets.js';
import { markets } from '../../shared/models/markets.js';
import { startPrinter, type RunningPrinter } from '../../printer/printer-server.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { SyncEngine } from '../../sync/engine.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { hotFolderFollow } from './print-job-progress.js';
import { printerNameOf } from './printer-ports.js';

export interface LinkPrintersOptions {
  readonly dataDir: string;
  readonly sync: Pick<SyncEngine, 'file' | 'cancel' | 'status'>;
  readonly jobs: Pick<JobRunner, 'jobs'> | null;
  /** The market of the service in use: its paper is the printer's default size. */
  readonly market: () => MarketId;
  readonly onChange: (printers: HotFolderPrinter[]) => void;
  /** Identify-Printer, and printers that cannot start. */
  readonly log: (message: string, error?: unknown) => void;
}

interface Entry {
  readonly config: string;
  readonly status: HotFolderPrinter;
  readonly running?: RunningPrinter;
}

export class LinkPrinters {
  private readonly entries = new Map<string, Entry>();
  private links = new Map<string, HotFolderLink>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly o: LinkPrintersOptions) {}

  list(): HotFolderPrinter[] {
    return [...this.entries.values()].map((e) => e.status);
  }

  /** Starts, stops and restarts printers to match the links; resolves once they do. */
  follow(links: readonly HotFolderLink[]): Promise<void> {
    this.links = new Map(links.map((l) => [l.id, l]));
    this.queue = this.queue.then(() => this.reconcile());
    return this.queue;
  }

  close(): Promise<void> {
    this.closed = true;
    this.queue = this.queue.then(async () => {
      for (const id of [...this.entries.keys()]) await this.stop(id);
    });
    return this.queue;
  }

  private async reconcile(): Promise<void> {
    if (this.closed) return;
    let changed = false;
    for (const id of [...this.entries.keys()]) {
      const link = this.links.get(id);
      if (!link?.printer?.enabled || configOf(link) !== this.entries.get(id)!.config) {
        await this.stop(id);
        changed = true;
      }
    }
    for (const link of this.links.values()) {
      if (!link.printer?.enabled || link.printer.port === undefined || this.entries.has(link.id)) continue;
      await this.start(link, link.printer.port);
      changed = true;
    }
    if (changed) this.o.onChange(this.list());
  }

  private async start(link: HotFolderLink, port: number): Promise<void> {
    const name = printerNameOf(link);
    const uri = `ipp://127.0.0.1:${port}/ipp/print`;
    const config = configOf(link);
    try {
      const running = await startPrinter({
        name,
        port,
        folder: link.localPath,
        stateDir: path.join(this.o.dataDir, 'printers', link.id),
        uuid: link.id,
        defaultMedia: markets[this.o.market()].paper === 'A4' ? 'iso_a4_210x297mm' : 'na_letter_8.5x11in',
        follow: hotFolderFollow({
          link: () => this.links.get(link.id),
          sync: this.o.sync,
          jobs: this.o.jobs,
        }),
        onIdentify: (message) =>
          this.o.log(`printer ${name}: Identify-Printer${message ? `: ${message}` : ''}`),
        log: this.o.log,
      });
      this.entries.set(link.id, { config, running, status: { linkId: link.id, name, uri, state: 'on' } });
    } catch (error) {
      const message = startFailure(error, port, link.localPath);
      this.o.log(`printer ${name} could not start: ${message}`, error);
      this.entries.set(link.id, { config, status: { linkId: link.id, name, uri, state: 'failed', message } });
    }
  }

  private async stop(id: string): Promise<void> {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    await entry?.running
      ?.close()
      .catch((error: unknown) => this.o.log('a printer did not stop cleanly', error));
  }
}

/** What a running printer depends on: a change to any of these starts it again. */
const configOf = (link: HotFolderLink) =>
  JSON.stringify([link.printer?.port, printerNameOf(link), link.localPath]);

function startFailure(error: unknown, port: number, folder: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} is in use by another program.`;
  if (code === 'EACCES') return `Port ${port} may not be used.`;
  if (code === 'ENOENT') return `The folder ${folder} is not there.`;
  return error instanceof Error ? error.message : String(error);
}
