import type { CommandEntry } from './command.js';

/** Every command of `printdesk`, in the order `--help` lists them. */
export const commands: readonly CommandEntry[] = [
  {
    name: 'sandbox',
    summary: 'Run the print-service sandbox (emulator) on loopback',
    load: () => import('./sandbox.js'),
  },
  {
    name: 'sync',
    summary: 'Upload a folder’s print files to the print library (hot folder daemon)',
    load: () => import('./sync.js'),
  },
  {
    name: 'preflight',
    summary:
      'Check print files for what makes prints come back wrong (fonts, resolution, colour, bleed, size)',
    load: () => import('./preflight.js'),
  },
  {
    name: 'diagnostics',
    summary: 'Write a support bundle of a data folder: logs, settings without secrets, versions',
    load: () => import('./diagnostics.js'),
  },
  {
    name: 'serve',
    summary: 'Serve the PrintDesk UI to a browser on loopback (headless mode)',
    load: () => import('./serve.js'),
  },
];
