/**
 * The systemd unit that runs `printdesk sync` as a service (packaging/linux/printdesk-sync@.service):
 * restarted on failure, its data folder private, the key handed over as a credential file and never
 * written in the unit, hardened; systemd itself finds nothing wrong with it (`systemd-analyze verify`,
 * where systemd is installed), and the command line it runs is one `printdesk sync` accepts.
 */
import { execFile, spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');
const unitFile = path.join(repo, 'packaging/linux/printdesk-sync@.service');
const hasSystemd = spawnSync('systemd-analyze', ['--version']).status === 0;

/** The unit's keys, section by section (a key given twice keeps every value, in order). */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      sections.set(header[1]!, (current = new Map()));
      continue;
    }
    const at = line.indexOf('=');
    if (!current || at < 1) throw new Error(`Not a unit line: ${line}`);
    const key = line.slice(0, at).trim();
    current.set(key, [...(current.get(key) ?? []), line.slice(at + 1).trim()]);
  }
  return sections;
}

let unit: Map<string, Map<string, string[]>>;
let text: string;
let dir: string;

beforeAll(async () => {
  text = await readFile(unitFile, 'utf8');
  unit = parseUnit(text);
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-unit-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const service = (key: string) => unit.get('Service')?.get(key) ?? [];

describe('the systemd unit of printdesk sync', () => {
  it('runs printdesk sync, restarted on failure, on a private data folder', () => {
    expect(service('ExecStart')).toHaveLength(1);
    expect(service('ExecStart')[0]).toMatch(/^\/usr\/bin\/env printdesk sync \$\{PRINTDESK_FOLDER\} --to /);
    expect(service('ExecStart')[0]).toContain('--data-dir %S/printdesk/%i');
    expect(service('Restart')).toEqual(['on-failure']);
    expect(service('StateDirectory')).toEqual(['printdesk/%i']);
    expect(service('StateDirectoryMode')).toEqual(['0700']);
    expect(service('UMask')).toEqual(['0077']);
    expect(unit.get('Install')?.get('WantedBy')).toEqual(['multi-user.target']);
  });

  it('hands the key over as a credential file, never inline', () => {
    expect(service('LoadCredential')).toEqual(['printdesk-key:/etc/printdesk/%i.key']);
    expect(service('Environment')).toContain('PRINTDESK_KEY_FILE=%d/printdesk-key');
    expect(service('Environment').some((e) => e.startsWith('PRINTDESK_KEY='))).toBe(false);
    expect(text).not.toMatch(/PRINTDESK_KEY=\S/);
  });

  it('is hardened', () => {
    expect(service('ProtectSystem')).toEqual(['strict']);
    expect(service('PrivateTmp')).toEqual(['true']);
    expect(service('NoNewPrivileges')).toEqual(['true']);
    expect(service('ProtectHome')).toEqual(['true']);
    expect(service('CapabilityBoundingSet')).toEqual(['']);
  });

  it.skipIf(!hasSystemd)('passes systemd-analyze verify without a warning', async () => {
    // A template is checked through one of its instances.
    const instance = path.join(dir, 'printdesk-sync@demo.service');
    await copyFile(unitFile, instance);
    const { stdout, stderr } = await exec('systemd-analyze', ['verify', '--man=no', instance]);
    expect(`${stdout}${stderr}`.split('\n').filter((line) => line.includes(instance))).toEqual([]);
  });

  it('runs a command line printdesk sync accepts', async () => {
    // As systemd expands it for an instance "demo" whose flags add --once and whose folder is
    // missing: a run that starts and says so (exit 1), not a usage error (exit 2). (Without --once
    // the daemon waits for the folder.)
    const missing = path.join(dir, 'not-mounted');
    const words = service('ExecStart')[0]!
      .replace('${PRINTDESK_FOLDER}', missing)
      .replace('${PRINTDESK_TO}', 'Hot-folders/demo')
      .replace('%S/printdesk/%i', path.join(dir, 'data'))
      .replace('$PRINTDESK_SYNC_FLAGS', '--after move --once')
      .split(/\s+/)
      .slice(2);
    expect(words[0]).toBe('sync');
    const run = await exec(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', ...words], {
      cwd: repo,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${missing} is not a folder`);
  });
});
