/**
 * `printdesk printer`: an IPP Everywhere printer on this computer whose jobs become hot-folder files
 * (docs/printer.md). It runs the app's application layer on the data folder with one link: a folder
 * of its own in the data folder, watched by the engine, into which the printer files each job; the
 * link's preset (the job flags of `sync`) takes each file on to its document, quote and order.
 * It runs until SIGINT or SIGTERM. `--install` adds it to CUPS with lpadmin once it listens.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../platform/app-paths.js';
import { makePrivateFolder } from '../platform/private-files.js';
import { defaultPrinterPort } from '../printer/printer-server.js';
import { jobFileStem } from '../printer/job-file-name.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import { say } from './cli-intl.js';
import { UsageError } from './command.js';
import { baseUrlFlag, daemonCurrency, linkIdFor, openDaemon, type DaemonFlags } from './daemon-app.js';
import { jobFlagOptions, jobFlagUsage, jobPresetOf, preflightProfileOf } from './sync-job-flags.js';
import { DaemonLife } from './sync-lifetime.js';
import { ProgressReport } from './sync-progress.js';
import { jobStage } from '../app/jobs/job-record.js';
import { terminalSafe } from './terminal-text.js';

export const usage = (): string => say('cli.printer.usage', { jobFlags: jobFlagUsage() });

interface PrinterArgs extends DaemonFlags {
  readonly remotePath: string;
  readonly port: number;
  readonly name: string;
  readonly install: boolean;
  readonly preflightProfile: ReturnType<typeof preflightProfileOf>;
}

/** A print job written into the printer's folder is whole at once (a rename): no long stability wait. */
const stabilityMs = 300;

function parse(argv: readonly string[]): PrinterArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      port: { type: 'string' },
      name: { type: 'string' },
      install: { type: 'boolean' },
      'base-url': { type: 'string' },
      'allow-insecure-http': { type: 'boolean' },
      'data-dir': { type: 'string' },
      ...jobFlagOptions,
    },
  });
  if (positionals.length > 0)
    throw new UsageError(say('cli.printer.noPositionals', { value: positionals[0]! }));
  if (!values.to?.trim()) throw new UsageError(say('cli.sync.toRequired'));
  const port = values.port ?? String(defaultPrinterPort);
  if (!/^\d+$/.test(port) || Number(port) < 1024 || Number(port) > 65535)
    throw new UsageError(say('cli.sync.badNumber', { flag: '--port', min: 1024, max: 65535, value: port }));
  const name = (values.name ?? 'PrintDesk').trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (name === '' || name.length > 127 || /[\u0000-\u001f\u007f]/.test(name))
    throw new UsageError(say('cli.printer.badName', { value: values.name ?? '' }));
  const job = jobPresetOf(values);
  const baseUrl = baseUrlFlag(values['base-url']);
  return {
    remotePath: values.to.trim(),
    port: Number(port),
    name,
    install: values.install ?? false,
    ...(baseUrl ? { baseUrl } : {}),
    ...(values['data-dir'] ? { dataDir: path.resolve(values['data-dir']) } : {}),
    allowInsecureHttp: values['allow-insecure-http'] ?? false,
    concurrency: 3,
    stabilityMs,
    ...(job ? { job } : {}),
    preflightProfile: preflightProfileOf(values.preflight),
  };
}

/** The CUPS queue name of a printer: letters, digits, `-` and `_` (lpadmin takes no spaces, `/` or `#`). */
export function cupsQueueName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'PrintDesk';
}

export async function run(argv: readonly string[]): Promise<number> {
  const args = parse(argv);
  const dataDir = args.dataDir ?? defaultDataDir();
  // The printer's own hot folder, in the data folder: only the printer writes there.
  const folder = path.join(dataDir, 'printers', 'folders', jobFileStem(args.name));
  await makePrivateFolder(folder);
  const link = HotFolderLink.parse({
    id: linkIdFor(folder, args.remotePath),
    localPath: folder,
    remotePath: args.remotePath,
    afterUpload: 'move',
    ...(args.job ? { job: args.job(await daemonCurrency({ ...args, dataDir })) } : {}),
    preflightProfile: args.preflightProfile,
    printer: { enabled: true, port: args.port, name: args.name },
  });
  const progress = new ProgressReport(process.stderr);
  const life = new DaemonLife(false);
  try {
    const app = await openDaemon('printdesk printer', { ...args, dataDir }, link, progress, () => {});
    if (typeof app === 'number') return app;
    app.sync.on('file', (event) => progress.file(event));
    app.jobs?.on('job', ({ job, step }) => {
      if (step !== 'created') progress.line(`job       ${job.relPath}: ${jobStage(job)}`);
    });
    let code = 0;
    try {
      await app.start();
      const printer = app.printers.list()[0];
      if (printer?.state !== 'on') {
        console.error(terminalSafe(say('cli.printer.failed', { message: printer?.message ?? '' })));
        return 1;
      }
      console.log(say('cli.printer.ready', { name: args.name, uri: printer.uri, remote: args.remotePath }));
      if (args.install) code = await install(args.name, printer.uri);
      app.appLog.info('printdesk printer started', {
        name: args.name,
        uri: printer.uri,
        to: args.remotePath,
      });
      const ending = await life.ended;
      if (ending.kind === 'fatal') {
        console.error(terminalSafe(say('cli.sync.fatal', { message: ending.error.message })));
        code = 1;
      }
    } finally {
      await app.close();
      progress.done();
    }
    return code;
  } finally {
    life.close();
  }
}

/** `lpadmin -p NAME -E -v URI -m everywhere`: CUPS asks the printer for its attributes, so it must be up. */
function install(name: string, uri: string): Promise<number> {
  const queue = cupsQueueName(name);
  return new Promise((resolve) => {
    execFile('lpadmin', ['-p', queue, '-E', '-v', uri, '-m', 'everywhere'], (error, _stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        console.error(
          terminalSafe(
            missing
              ? say('cli.printer.noLpadmin')
              : say('cli.printer.installFailed', { queue, message: (stderr || error.message).trim() }),
          ),
        );
        return resolve(1);
      }
      console.log(say('cli.printer.installed', { queue }));
      resolve(0);
    });
  });
}
