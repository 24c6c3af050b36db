/** `printdesk preflight`: the print checks of PDFs, as a report or one JSON line per file. */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { FileWorkPool } from '../file-work/pool.js';
import { englishIntl } from '../i18n/intl.js';
import { findingText } from '../preflight/finding-text.js';
import { z } from 'zod';
import { CheckId, FilePreflight, Severity, hasErrors } from '../preflight/findings.js';
import { preflightFile } from '../preflight/preflight-file.js';
import { parseTrimSize, profiles, type TrimSize } from '../preflight/profiles.js';
import { preflightReportText } from '../preflight/report-text.js';
import { UsageError } from './command.js';
import { cliIntl, say } from './cli-intl.js';
import { terminalSafe } from './terminal-text.js';

export const usage = (): string => say('cli.preflight.usage');

export async function run(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      profile: { type: 'string', default: 'standard' },
      trim: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (values.profile !== 'standard' && values.profile !== 'strict')
    throw new UsageError(say('cli.preflight.badProfile', { value: values.profile }));
  let trim: TrimSize | null = null;
  if (values.trim !== undefined) {
    trim = parseTrimSize(values.trim);
    if (!trim) throw new UsageError(say('cli.preflight.badTrim', { value: values.trim }));
  }
  if (positionals.length === 0) throw new UsageError(say('cli.preflight.noFiles'));
  const profile = profiles[values.profile];

  // The command has the machine to itself: a thread per core (the app's pool leaves one to its windows).
  const pool = new FileWorkPool({ size: Math.max(1, Math.min(4, availableParallelism())), idleMs: 5_000 });
  let failed = false;
  try {
    for (const [i, file] of positionals.entries()) {
      // `--json` lines never change with the language; the report is written in the CLI's.
      const intl = values.json ? englishIntl : cliIntl();
      const result = await preflightFile(file, pool, { profile, trim, intl });
      if (result.error !== undefined) {
        failed = true;
        console.error(terminalSafe(say('cli.preflight.unreadable', { file, error: result.error })));
      } else if (hasErrors(result.findings)) failed = true;
      if (values.json) process.stdout.write(`${JSON.stringify(jsonLine(result))}\n`);
      // The report names the file: its control characters are escaped, its line breaks kept.
      else
        process.stdout.write(
          `${i > 0 ? '\n' : ''}${preflightReportText(result, profile.name, [], intl).split('\n').map(terminalSafe).join('\n')}`,
        );
    }
  } finally {
    await pool.close();
  }
  return failed ? 1 : 0;
}

/** The `--json` line: each finding as its check, severity, pages and English sentence, as it always was. */
export const PreflightLine = z.strictObject({
  ...FilePreflight.shape,
  findings: z.array(
    z.strictObject({
      check: CheckId,
      severity: Severity,
      pages: z.array(z.int().positive()),
      message: z.string().min(1),
    }),
  ),
});
export type PreflightLine = z.infer<typeof PreflightLine>;

function jsonLine(result: FilePreflight): PreflightLine {
  return {
    ...result,
    findings: result.findings.map((finding) => ({
      check: finding.check,
      severity: finding.severity,
      pages: finding.pages,
      message: findingText(englishIntl, finding),
    })),
  };
}
