import type { CommandEntry } from './command.js';

/** Every command of `printdesk`, in the order `--help` lists them. */
export const commands: readonly CommandEntry[] = [
  {
    name: 'sandbox',
    summary: 'cli.sandbox.summary',
    load: () => import('./sandbox.js'),
  },
  {
    name: 'sync',
    summary: 'cli.sync.summary',
    load: () => import('./sync.js'),
  },
  {
    name: 'printer',
    summary: 'cli.printer.summary',
    load: () => import('./printer.js'),
  },
  {
    name: 'pause',
    summary: 'cli.pause.summary',
    load: () => import('./pause.js'),
  },
  {
    name: 'resume',
    summary: 'cli.resume.summary',
    load: () => import('./resume.js'),
  },
  {
    name: 'bwlimit',
    summary: 'cli.bwlimit.summary',
    load: () => import('./bwlimit.js'),
  },
  {
    name: 'preflight',
    summary: 'cli.preflight.summary',
    load: () => import('./preflight.js'),
  },
  {
    name: 'approvals',
    summary: 'cli.approvals.summary',
    load: () => import('./approvals.js'),
  },
  {
    name: 'approve',
    summary: 'cli.approve.summary',
    load: () => import('./approve.js'),
  },
  {
    name: 'decline',
    summary: 'cli.decline.summary',
    load: () => import('./decline.js'),
  },
  {
    name: 'hook-secret',
    summary: 'cli.hookSecret.summary',
    load: () => import('./hook-secret.js'),
  },
  {
    name: 'diagnostics',
    summary: 'cli.diagnostics.summary',
    load: () => import('./diagnostics.js'),
  },
  {
    name: 'serve',
    summary: 'cli.serve.summary',
    load: () => import('./serve.js'),
  },
];
