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
    name: 'pause',
    summary: 'Pause the hot folders for a while (1h, tomorrow) or until resumed',
    load: () => import('./pause.js'),
  },
  {
    name: 'resume',
    summary: 'End a pause of the hot folders',
    load: () => import('./resume.js'),
  },
  {
    name: 'bwlimit',
    summary: 'Set or show the upload limit (a rate or a timetable)',
    load: () => import('./bwlimit.js'),
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
