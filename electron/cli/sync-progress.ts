/**
 * `printdesk sync`'s progress on stderr: each file's outcome, job steps and notices, and a bar on a
 * terminal. Every line passes through terminalSafe: file names and the service's messages are not
 * the program's to put escape sequences on the terminal.
 */
import type { FileEvent } from '../sync/engine.js';
import { say } from './cli-intl.js';
import { terminalSafe } from './terminal-text.js';

/** Progress on stderr: a redrawn bar on a terminal, plain lines otherwise. */
export class ProgressReport {
  private readonly tty: boolean;
  private pending = 0;
  private sent = 0;
  private total = 0;
  private finished = 0;
  private drawn = false;

  constructor(private readonly out: NodeJS.WriteStream) {
    this.tty = out.isTTY === true;
  }

  file(event: FileEvent): void {
    const { entry } = event;
    if (entry.state === 'uploaded' || entry.state === 'skipped' || entry.state === 'failed') this.finished++;
    if (event.unchanged) return;
    if (!this.tty || entry.state === 'failed') {
      const why = event.message ? ` (${event.message})` : '';
      this.line(`${say('cli.sync.progress.state', { state: entry.state }).padEnd(9)} ${entry.relPath}${why}`);
    }
    this.draw();
  }

  bytes(sent: number, total: number): void {
    this.sent = sent;
    this.total = total;
    this.draw();
  }

  counts(pending: number): void {
    this.pending = pending;
    this.draw();
  }

  line(text: string): void {
    if (this.tty && this.drawn) this.out.write('\r\x1b[2K');
    this.out.write(`${terminalSafe(text)}\n`);
    this.drawn = false;
    this.draw();
  }

  done(): void {
    if (this.tty && this.drawn) this.out.write('\r\x1b[2K');
    this.drawn = false;
  }

  private draw(): void {
    if (!this.tty) return;
    const all = this.finished + this.pending;
    const share = all === 0 ? 1 : this.finished / all;
    const width = 30;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '-');
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    this.out.write(
      `\r\x1b[2K[${bar}] ${say('cli.sync.progress.bar', { finished: this.finished, all, sent: mb(this.sent), total: mb(this.total) })}`,
    );
    this.drawn = true;
  }
}
