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
    files: [
      'electron/print-service/models.ts',
      'electron/ipc/contract.ts',
      'electron/ipc/errors.ts',
      'electron/settings/schema.ts',
      'electron/sync/status-model.ts',
      'electron/print-service/errors.ts',
    ],
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
    // The renderer sees the core only through the contract, and only its types.
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
              group: ['**/electron/**'],
              allowTypeImports: true,
              message: 'The renderer imports only types from the contract and models.',
            },
          ],
        },
      ],
    },
  },
);
