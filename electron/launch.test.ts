import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let config: string;

beforeAll(async () => {
  config = await mkdtemp(join(tmpdir(), 'printdesk-launch-'));
});
afterAll(async () => {
  await rm(config, { recursive: true, force: true });
});

describe('npm start without a display', () => {
  it('says in one line why Electron cannot run, serves the app headless, and stops on SIGINT', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: config };
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    const child = spawn('node_modules/.bin/tsx', ['electron/launch.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const lines: string[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        createInterface({ input: child.stdout }).on('line', (line) => {
          lines.push(line);
          if (lines.length === 2) resolve();
        });
        child.once('exit', () => reject(new Error(`launch exited early: ${lines.join('\n')}`)));
      });
      expect(lines[0]).toBe(
        'PrintDesk: the Electron runtime is unavailable here (no display: neither DISPLAY nor WAYLAND_DISPLAY is set); starting the same app in your browser instead.',
      );
      expect(lines[1]).toMatch(/^PrintDesk is running at http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });
});
