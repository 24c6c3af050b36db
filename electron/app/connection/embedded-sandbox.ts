/**
 * The embedded sandbox's process, kept running: if it dies it is started again on the same data
 * folder (so the same key and library), on the same port when that is still free. Deaths close
 * together are restarted later and later, and a sandbox that keeps dying is given up, not looped on.
 */
import type { MarketId } from '../../shared/models/markets.js';
import type { LaunchedSandbox, SandboxLaunchOptions, SandboxLauncher } from './sandbox-process.js';

export interface EmbeddedSandboxOptions {
  launcher: SandboxLauncher;
  dataDir: string;
  /** The market it emulates (the data folder is that market's). */
  market: MarketId;
  log: (message: string, error?: unknown) => void;
  /** It died and runs again (its URL may have changed); `message` says so in one line. */
  onRestarted: (sandbox: EmbeddedSandbox, message: string) => void;
  /** It kept dying and is not restarted again. */
  onLost: (sandbox: EmbeddedSandbox, message: string) => void;
}

/** The wait before each restart among the deaths of the last minute; one more death gives up. */
const restartDelaysMs = [0, 1_000, 5_000];
const restartWindowMs = 60_000;

export class EmbeddedSandbox {
  readonly #o: EmbeddedSandboxOptions;
  #current: LaunchedSandbox;
  #deaths: number[] = [];
  #timer: NodeJS.Timeout | undefined;
  #restarting: Promise<void> | undefined;
  #closed = false;

  static async start(options: EmbeddedSandboxOptions): Promise<EmbeddedSandbox> {
    return new EmbeddedSandbox(options, await options.launcher.start(launchOptions(options, 0)));
  }

  private constructor(options: EmbeddedSandboxOptions, launched: LaunchedSandbox) {
    this.#o = options;
    this.#current = launched;
    this.#watch(launched);
  }

  get url(): string {
    return this.#current.url;
  }

  get market(): MarketId {
    return this.#o.market;
  }

  get key(): string {
    return this.#current.key;
  }

  get orderFriendlyIds(): string[] {
    return this.#current.orderFriendlyIds;
  }

  /** The process's id (tests check it is not ours). */
  get pid(): number | undefined {
    return this.#current.pid;
  }

  /** Stops the process (and any restart under way) and waits for it to exit. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#restarting;
    await this.#current.stop();
  }

  #watch(launched: LaunchedSandbox): void {
    launched.onExit((reason) => this.#died(reason));
  }

  #died(reason: string): void {
    if (this.#closed) return;
    const now = Date.now();
    this.#deaths = [...this.#deaths.filter((at) => now - at < restartWindowMs), now];
    const delay = restartDelaysMs[this.#deaths.length - 1];
    if (delay === undefined) {
      this.#o.onLost(
        this,
        `The embedded sandbox keeps stopping (${reason}). Restart PrintDesk, or choose a custom print service in Account.`,
      );
      return;
    }
    this.#timer = setTimeout(() => {
      this.#restarting = this.#restart(reason);
    }, delay);
  }

  async #restart(reason: string): Promise<void> {
    const port = Number(new URL(this.#current.url).port);
    let launched: LaunchedSandbox;
    try {
      // Its old port keeps clients' URLs valid; taken meanwhile, any free one will do.
      launched = await this.#launch(port).catch(() => this.#launch(0));
    } catch (error) {
      this.#o.log('[core] the embedded sandbox could not be restarted', error);
      this.#died(error instanceof Error ? error.message : String(error));
      return;
    }
    if (this.#closed) {
      await launched.stop();
      return;
    }
    this.#current = launched;
    this.#watch(launched);
    this.#o.onRestarted(this, `The embedded sandbox stopped unexpectedly (${reason}); restarted.`);
  }

  #launch(port: number): Promise<LaunchedSandbox> {
    return this.#o.launcher.start(launchOptions(this.#o, port));
  }
}

function launchOptions({ dataDir, market, log }: EmbeddedSandboxOptions, port: number): SandboxLaunchOptions {
  return { dataDir, market, port, log: (line) => log(`[sandbox] ${line}`) };
}
