#!/usr/bin/env node
/** Entry of the `printdesk` command line. */
import { runCli } from './run.js';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`printdesk: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
