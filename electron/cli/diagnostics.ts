/**
 * `printdesk diagnostics`: the support bundle of a data folder ("Save diagnostics…" without the
 * app): the logs, the settings without secrets, versions and the sync journal's statistics. It
 * reads the folder only, so it runs beside a `printdesk sync` or the app on the same folder.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { saveDiagnostics } from '../app/logging/diagnostics.js';
import { defaultDataDir } from '../platform/app-paths.js';
import { keyFromEnvironment } from '../secrets/environment-key.js';
import { terminalSafe } from './terminal-text.js';

export const usage = `Usage: printdesk diagnostics [--data-dir DIR] [--out FILE]

Writes a support bundle (.tar.gz) of a PrintDesk data folder: the log files, the settings without
any key or password, the versions and the sync journal's statistics. Keys, passwords and
credentials in addresses are replaced by [redacted] (the key of PRINTDESK_KEY or PRINTDESK_KEY_FILE,
when set, is scrubbed too).

Flags:
  --data-dir DIR   the data folder (default: the app's)
  --out FILE       where to write it, ending in .tar.gz or .tgz (default: the Downloads folder,
                   else the data folder)

Prints the bundle's path on stdout.`;

export async function run(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: { 'data-dir': { type: 'string' }, out: { type: 'string' } },
  });
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : defaultDataDir();
  const key = keyFromEnvironment();
  const saved = await saveDiagnostics({
    dataDir,
    secrets: key ? [key] : [],
    ...(values.out ? { file: path.resolve(values.out) } : {}),
  });
  console.log(terminalSafe(saved.file));
  return 0;
}
