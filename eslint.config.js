// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'child_process',
  'crypto',
  'stream',
  'url',
];

/** Zod and plain TypeScript only (tsconfig.shared.json): the renderer may import their values. */
const environmentNeutralFiles = [
  'electron/print-service/models/*.ts',
  'electron/print-service/service-paths.ts',
  'electron/ipc/contract.ts',
  'electron/ipc/contract/*.ts',
  'electron/ipc/errors.ts',
  'electron/settings/schema.ts',
  'electron/print-service/errors.ts',
  'electron/sync/status-model.ts',
  'electron/bandwidth/setting.ts',
  'electron/bandwidth/rate.ts',
  'electron/bandwidth/timetable.ts',
  'electron/bandwidth/pause.ts',
  'electron/bandwidth/status.ts',
];

/** An import specifier pattern for one of the files above: `*` is one kebab-case file name, `.ts` becomes `.js`. */
function importPattern(file) {
  return file
    .replace(/^electron\//, '')
    .replace(/\.ts$/, '.js')
    .replace(/\./g, '\\.')
    .replace('*', '[a-z0-9-]+');
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'release', 'test-results', 'playwright-report', 'bench/.out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Only the Electron glue may touch Electron: everything else runs in plain Node (tests, headless host, CLI).
    files: ['electron/**/*.ts'],
    ignores: ['electron/main.ts', 'electron/preload.ts', 'electron/desktop/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message:
                'The core is plain Node: only electron/main.ts, preload.ts and desktop/ import Electron.',
              allowTypeImports: false,
            },
          ],
        },
      ],
    },
  },
  {
    // Wire models, the sync status shapes, the IPC contract and its error codes are environment-neutral.
    files: environmentNeutralFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['electron'],
          patterns: [{ group: nodeBuiltins, message: 'Models and contract are environment-neutral.' }],
        },
      ],
    },
  },
  {
    // The renderer sees the core only through the contract: values from the environment-neutral files, types elsewhere.
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['electron'],
          patterns: [
            { group: nodeBuiltins, message: 'The renderer cannot use Node.' },
            {
              regex: `/electron/(?!(?:${environmentNeutralFiles.map(importPattern).join('|')})$)`,
              allowTypeImports: true,
              message:
                'The renderer imports values only from the environment-neutral files (models, contract, error codes, settings schema); types from anywhere.',
            },
          ],
        },
      ],
    },
  },
);
