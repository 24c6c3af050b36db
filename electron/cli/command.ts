/** One command of the `printdesk` command line. Each lives in its own module, loaded only when run. */
export interface CommandModule {
  /** Full usage text shown by `printdesk <command> --help`. */
  readonly usage: string;
  /** Runs the command; resolves to the process exit code. */
  run(argv: readonly string[]): Promise<number>;
}

export interface CommandEntry {
  readonly name: string;
  readonly summary: string;
  readonly load: () => Promise<CommandModule>;
}

/** A command-line mistake: printed as one line plus a hint, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
