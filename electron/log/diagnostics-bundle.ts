/**
 * "Save diagnostics…": one `.tar.gz` for support with the log files, the settings, the versions and
 * the journal's statistics, under a `printdesk-diagnostics/` folder. Nothing secret goes in: the
 * settings and facts pass through redact.ts, and every file, logs included, through the scrubber of
 * the secrets in use (a key registered after a line was written is caught here too).
 */
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create as createTar } from 'tar';
import { privateFileMode } from '../platform/private-files.js';
import { listLogFiles } from './log-files.js';
import { SecretScrubber, redactText, toLoggable } from './redact.js';

export const bundleFolder = 'printdesk-diagnostics';

export interface DiagnosticFacts {
  /** PrintDesk, Electron, Chromium, Node, the OS… */
  readonly versions: Readonly<Record<string, string>>;
  /** The sync journal's statistics (entries per state, size on disk, last compaction…). */
  readonly journal: Readonly<Record<string, unknown>>;
  /** Any other fact worth sending, each as `<name>.json` (lower-case letters, digits and dashes). */
  readonly more?: Readonly<Record<string, unknown>>;
}

export interface DiagnosticsOptions {
  readonly dataDir: string;
  /** Where the bundle goes: a path ending in `.tar.gz` or `.tgz` (replaced if it exists). */
  readonly file: string;
  readonly facts: DiagnosticFacts;
  /** The secrets in use (the key, the proxy password), scrubbed from every file of the bundle. */
  readonly secrets?: readonly string[];
  /** When it was made (for README.txt). */
  readonly now?: Date;
}

export interface DiagnosticsBundle {
  readonly file: string;
  /** The bundle's files, relative to its folder. */
  readonly entries: readonly string[];
}

const reservedNames = new Set(['versions', 'journal', 'settings']);

export async function writeDiagnosticsBundle(options: DiagnosticsOptions): Promise<DiagnosticsBundle> {
  const file = path.resolve(options.file);
  if (!/\.(?:tar\.gz|tgz)$/i.test(file))
    throw new Error(`The diagnostics bundle must be a .tar.gz or .tgz file, not "${path.basename(file)}"`);
  for (const name of Object.keys(options.facts.more ?? {})) {
    if (!/^[a-z][a-z0-9-]{0,40}$/.test(name) || reservedNames.has(name))
      throw new Error(
        `"${name}" cannot name a fact in the bundle: use lower-case letters, digits and dashes, not ${[...reservedNames].join('/')}`,
      );
  }
  const scrubber = new SecretScrubber();
  for (const secret of options.secrets ?? []) scrubber.add(secret);
  const json = (value: unknown): string =>
    scrubber.scrubJson(`${JSON.stringify(toLoggable(value), null, 2)}\n`);

  const staging = await mkdtemp(path.join(tmpdir(), 'printdesk-diagnostics-'));
  try {
    const root = path.join(staging, bundleFolder);
    await mkdir(path.join(root, 'logs'), { recursive: true });
    const files = new Map<string, string>();
    files.set('versions.json', json(options.facts.versions));
    files.set('journal.json', json(options.facts.journal));
    for (const [name, value] of Object.entries(options.facts.more ?? {}))
      files.set(`${name}.json`, json(value));
    const settings = await settingsFile(options.dataDir, json);
    if (settings) files.set(settings.name, settings.text);
    // Oldest first, as they were written.
    for (const log of (await listLogFiles(options.dataDir)).reverse()) {
      const text = await readFile(log.path, 'utf8').catch(() => null);
      if (text !== null)
        files.set(
          `logs/${log.name}`,
          text
            .split('\n')
            .map((line) => scrubber.scrubJson(redactText(line)))
            .join('\n'),
        );
    }
    files.set('README.txt', readme(options.now ?? new Date(), [...files.keys()]));
    for (const [name, text] of files) await writeFile(path.join(root, name), text, { mode: privateFileMode });

    // Written beside its destination and renamed, so a failed write never leaves half a bundle under its name.
    const partial = `${file}.${process.pid}.partial`;
    try {
      await pipeline(
        createTar({ gzip: true, cwd: staging, portable: true }, [bundleFolder]),
        createWriteStream(partial, { mode: privateFileMode }),
      );
      await chmod(partial, privateFileMode);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw new Error(`Could not write the diagnostics bundle ${file}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return { file, entries: [...files.keys()].sort() };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** settings.json without secrets; a file that does not parse is named, not copied. */
async function settingsFile(
  dataDir: string,
  json: (value: unknown) => string,
): Promise<{ name: string; text: string } | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'settings.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return {
      name: 'settings-unreadable.txt',
      text: `settings.json could not be read: ${(error as Error).message}\n`,
    };
  }
  try {
    return { name: 'settings.json', text: json(JSON.parse(text)) };
  } catch (error) {
    return {
      name: 'settings-unreadable.txt',
      text: `settings.json does not parse: ${(error as Error).message}\n`,
    };
  }
}

function readme(now: Date, names: readonly string[]): string {
  return [
    `PrintDesk diagnostics, made ${now.toISOString()}.`,
    '',
    'Secrets (the subscription key, passwords, credentials in addresses) are replaced by [redacted].',
    '',
    ...names.map((name) => `  ${name}`),
    '',
  ].join('\n');
}
