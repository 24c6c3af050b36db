#!/usr/bin/env node
/** Entry of the `printdesk` command line. */
import { runCli } from './run.js';
import { terminalSafe } from './terminal-text.js';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(terminalSafe(`printdesk: ${error instanceof Error ? error.message : String(error)}`));
    process.exitCode = 1;
  },
);
