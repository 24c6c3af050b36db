/**
 * The command line speaks German when the locale says so (LANG=de_DE.UTF-8 or --lang de) and the
 * English it always printed otherwise (LANG=C); its JSON lines are the same in both.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDefectPdfs } from '../preflight/test-support/defect-pdfs.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { spawnSync, syncOnceArgs } from '../sync/test-support/sync-process.js';

type Run = { code: number; stdout: string; stderr: string };

/** `printdesk <args>` with only the given locale variables (none of the test's own). */
function printdesk(args: string[], locale: Record<string, string>): Promise<Run> {
  const env = { ...process.env, LANG: '', LC_ALL: '', LC_MESSAGES: '', LANGUAGE: '', ...locale };
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'electron/cli/main.ts', ...args],
      { timeout: 120_000, env },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-cli-language-'));
  await makeDefectPdfs(dir);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('printdesk preflight in the locale’s language', () => {
  const file = () => path.join(dir, 'font-not-embedded.pdf');

  it('reports in German under LANG=de_DE.UTF-8', async () => {
    const run = await printdesk(['preflight', '--trim', '8.5x11in', file()], { LANG: 'de_DE.UTF-8' });
    expect(run.stdout).toContain(`Preflight von ${file()} (Profil standard)`);
    expect(run.stdout).toContain('1 Seite; 1 Fehler, 0 Warnungen');
    expect(run.stdout).toContain('FEHLER font-not-embedded (Seite 1)');
    expect(run.code).toBe(1);
  });

  it('reports in today’s English under LANG=C, and in German with --lang de whatever LANG says', async () => {
    const english = await printdesk(['preflight', '--trim', '8.5x11in', file()], { LANG: 'C' });
    expect(english.stdout).toContain(`Preflight of ${file()} (standard profile)`);
    expect(english.stdout).toContain('1 page; 1 error, 0 warnings');
    expect(english.stdout).toContain('ERROR font-not-embedded (page 1)');
    const chosen = await printdesk(['preflight', '--lang', 'de', '--trim', '8.5x11in', file()], {
      LANG: 'C',
    });
    expect(chosen.stdout).toContain('1 Seite; 1 Fehler, 0 Warnungen');
  });

  it('keeps --json byte for byte the same', async () => {
    const args = ['preflight', '--json', '--trim', '8.5x11in', file()];
    const [german, english] = await Promise.all([
      printdesk(args, { LC_ALL: 'de_DE.UTF-8' }),
      printdesk(args, { LANG: 'C' }),
    ]);
    expect(german.stdout).toBe(english.stdout);
    expect(JSON.parse(german.stdout)).toMatchObject({ pages: 1 });
  });

  it('says usage mistakes and --help in German, and refuses a language it does not speak', async () => {
    const mistake = await printdesk(['preflight', '--profile', 'loose', file()], { LANG: 'de_DE.UTF-8' });
    expect(mistake.code).toBe(2);
    expect(mistake.stderr).toContain('--profile ist standard oder strict, nicht „loose“');
    expect(mistake.stderr).toContain('Aufruf: printdesk preflight');
    for (const command of ['sync', 'pause', 'resume', 'bwlimit', 'diagnostics']) {
      const help = await printdesk([command, '--help'], { LANG: 'de_DE.UTF-8' });
      expect(help.stdout, command).toMatch(/^Aufruf: printdesk /);
    }
    const unknown = await printdesk(['--lang', 'fr', 'preflight', file()], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--lang is en or de, not "fr"');
  });
});

describe('printdesk sync --once in the locale’s language', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  async function syncOnce(name: string, locale: Record<string, string>) {
    const folder = path.join(dir, name);
    await mkdir(folder, { recursive: true });
    await copyFile(path.join(dir, 'clean.pdf'), path.join(folder, 'flyer.pdf'));
    const run = spawnSync(
      syncOnceArgs(folder, `Language/${name}`, sandbox.url, path.join(dir, `${name}-data`)),
      sandbox.key,
      { LANG: '', LC_ALL: '', LC_MESSAGES: '', LANGUAGE: '', ...locale },
    );
    expect(await run.exited, run.tail()).toBe(0);
    return run;
  }

  it('prints its summary in German under LANG=de_DE.UTF-8 and in English under LANG=C', async () => {
    const german = await syncOnce('german', { LANG: 'de_DE.UTF-8' });
    expect(german.stdout()).toContain('hochgeladen 1, übersprungen 0, fehlgeschlagen 0');
    expect(german.stderr()).toContain('Beobachte ');
    const english = await syncOnce('english', { LANG: 'C' });
    expect(english.stdout()).toContain('uploaded 1, skipped 0, failed 0');
    expect(english.stderr()).toContain('Watching ');
  }, 120_000);
});
