import type { CommandEntry } from './command.js';

/** Every command of `printdesk`, in the order `--help` lists them. */
export const commands: readonly CommandEntry[] = [];
