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
import { say } from './cli-intl.js';
import { terminalSafe } from './terminal-text.js';

export const usage = (): string => say('cli.diagnostics.usage');

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
