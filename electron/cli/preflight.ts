/**
 * `printdesk preflight`: the print checks of PDFs, as a report or one JSON line per file; with `--fix`,
 * the fixes made on copies in `--out`, and the copies' findings.
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FileWorkPool } from '../file-work/pool.js';
import { englishIntl } from '../i18n/intl.js';
import { z } from 'zod';
import { findingText } from '../i18n/finding-text.js';
import {
  CheckId,
  FitMode,
  FixId,
  FixedPreflight,
  Severity,
  hasErrors,
  type FilePreflight,
} from '../shared/preflight/findings.js';
import { fixFile } from '../preflight/fix-file.js';
import { preflightFile } from '../preflight/preflight-file.js';
import { parseTrimSize, profiles, type TrimSize } from '../shared/preflight/profiles.js';
import { preflightReportText } from '../i18n/report-text.js';
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
      fix: { type: 'string' },
      fit: { type: 'string' },
      out: { type: 'string' },
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
  const fixing = fixFlags(values, positionals);
  if (fixing) await mkdir(fixing.out, { recursive: true });

  // The command has the machine to itself: a thread per core (the app's pool leaves one to its windows).
  const pool = new FileWorkPool({ size: Math.max(1, Math.min(4, availableParallelism())), idleMs: 5_000 });
  let failed = false;
  try {
    for (const [i, file] of positionals.entries()) {
      // `--json` lines never change with the language; the report is written in the CLI's.
      const intl = values.json ? englishIntl : cliIntl();
      let result: FixedPreflight | FilePreflight;
      let header: string[] = [];
      if (fixing) {
        const output = path.join(fixing.out, path.basename(file));
        const fixed = await fixFile(file, pool, { profile, trim, intl, ...fixing, output });
        result = fixed.result;
        header = [
          ...(fixed.result.output ? [intl.formatMessage({ id: 'preflight.fix.copy' }, { output })] : []),
          ...fixed.changes,
        ];
      } else result = await preflightFile(file, pool, { profile, trim, intl });
      if (result.error !== undefined) {
        failed = true;
        console.error(terminalSafe(say('cli.preflight.unreadable', { file, error: result.error })));
      } else if (hasErrors(result.findings)) failed = true;
      if (values.json) process.stdout.write(`${JSON.stringify(jsonLine(result))}\n`);
      // The report names the file: its control characters are escaped, its line breaks kept.
      else
        process.stdout.write(
          `${i > 0 ? '\n' : ''}${preflightReportText(result, profile.name, header, intl).split('\n').map(terminalSafe).join('\n')}`,
        );
    }
  } finally {
    await pool.close();
  }
  return failed ? 1 : 0;
}

/** `--fix`, `--fit` and `--out`, checked: null without `--fix`. */
function fixFlags(
  values: { fix?: string; fit?: string; out?: string },
  files: readonly string[],
): { fixes: FixId[]; fit: FitMode; out: string } | null {
  if (values.fix === undefined) {
    if (values.fit !== undefined || values.out !== undefined)
      throw new UsageError(say('cli.preflight.fixFlagsAlone'));
    return null;
  }
  const fixes = values.fix.split(',').map((f) => f.trim());
  for (const fix of fixes)
    if (!FixId.safeParse(fix).success) throw new UsageError(say('cli.preflight.badFix', { value: fix }));
  const fit = FitMode.safeParse(values.fit ?? 'fit');
  if (!fit.success) throw new UsageError(say('cli.preflight.badFit', { value: values.fit ?? '' }));
  if (values.out === undefined || values.out === '') throw new UsageError(say('cli.preflight.noOut'));
  const out = values.out;
  // Each copy is named after its file: two files of one name, or a copy over its own original, would lose one.
  const seen = new Set<string>();
  for (const file of files) {
    const name = path.basename(file);
    if (seen.has(name)) throw new UsageError(say('cli.preflight.sameName', { name }));
    seen.add(name);
    if (path.resolve(out, name) === path.resolve(file))
      throw new UsageError(say('cli.preflight.outIsSource', { file }));
  }
  return { fixes: [...new Set(fixes)] as FixId[], fit: fit.data, out };
}

/**
 * The `--json` line: each finding as its check, severity, pages and English sentence, as it always was;
 * with `--fix`, also where the fixed copy is (`output`, when one was written) and what was fixed (`fixed`).
 */
export const PreflightLine = FixedPreflight.partial({ fixed: true }).extend({
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

function jsonLine(result: FilePreflight | FixedPreflight): PreflightLine {
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
