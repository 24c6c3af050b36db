import type { MessageId } from '../i18n/catalogue.js';

/** One command of the `printdesk` command line. Each lives in its own module, loaded only when run. */
export interface CommandModule {
  /** Full usage text shown by `printdesk <command> --help`, in the command line's language. */
  usage(): string;
  /** Runs the command; resolves to the process exit code. */
  run(argv: readonly string[]): Promise<number>;
}

export interface CommandEntry {
  readonly name: string;
  /** Its line in `printdesk --help`. */
  readonly summary: MessageId;
  readonly load: () => Promise<CommandModule>;
}

/** A command-line mistake: printed as one line plus a hint, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
