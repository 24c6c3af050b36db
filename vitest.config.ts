import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { excludedForWantOfPrintFiles } from './test/print-files.js';

const withoutPrintFiles = excludedForWantOfPrintFiles(
  'vitest',
  ['electron', 'bench', 'scripts', 'test'],
  /\.test\.ts$/,
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'electron/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...withoutPrintFiles],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test-setup.ts'],
          // jsdom renders a whole view per test: seconds when the node tests' processes share the cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
