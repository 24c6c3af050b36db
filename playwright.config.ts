import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { excludedForWantOfPrintFiles } from './test/print-files.js';

/** Debian's Chromium where present (Playwright's own download is unreachable here), else Playwright's browser. */
function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export default defineConfig({
  testDir: 'test',
  testMatch: '**/*.spec.ts',
  testIgnore: excludedForWantOfPrintFiles('playwright', ['test'], /\.spec\.ts$/).map((file) => `**/${file}`),
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  workers: 2,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Keep Debian's Chromium quiet on a machine with no internet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
