import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const cli = [process.execPath, '--import', 'tsx', 'electron/cli/main.ts'];

async function printdesk(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(cli[0]!, [...cli.slice(1), ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('printdesk command line', () => {
  it('lists its commands with --help and exits 0', async () => {
    const { code, stdout } = await printdesk('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: printdesk <command>/);
    for (const name of ['sandbox', 'sync', 'serve'])
      expect(stdout).toMatch(new RegExp(`^  ${name}\\s+\\S`, 'm'));
  });

  it('refuses an unknown command with exit code 2 and the command list', async () => {
    const { code, stderr } = await printdesk('frobnicate');
    expect(code).toBe(2);
    expect(stderr).toContain('unknown command "frobnicate"');
    expect(stderr).toContain('Commands:');
  });
});
