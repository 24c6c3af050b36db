import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { excludedForWantOfPrintFiles } from './test/print-files.js';

const withoutPrintFiles = excludedForWantOfPrintFiles(
  'vitest',
  ['electron', 'bench', 'scripts', 'test'],
  /\.test\.ts$/,
);

/**
 * Files that measure time or rates (the benches' smoke run, upload pacing and limits, the event loop's
 * stalls): they run alone, after the others, so that no other test file takes their cores.
 */
const timed = [
  'bench/**/*.test.ts',
  'electron/cli/sync-bandwidth.test.ts',
  'electron/print-service/upload-pacing.test.ts',
  'electron/headless/loop-stats.test.ts',
];

const nodeTests = {
  environment: 'node' as const,
  exclude: [...configDefaults.exclude, ...withoutPrintFiles],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, here. Most files wait on processes,
    // servers and disks rather than the CPU, so two at a time finish the suite sooner.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...nodeTests,
          name: 'node',
          include: ['electron/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...nodeTests.exclude, ...timed],
        },
      },
      {
        test: { ...nodeTests, name: 'node-timed', include: timed, maxWorkers: 1 },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test-setup.ts'],
          // jsdom renders a whole view per test: seconds, and tens of them when two node test files' processes
          // share the cores.
          testTimeout: 40_000,
        },
      },
    ],
  },
});
