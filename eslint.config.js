// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';

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

/**
 * The environment-neutral folders: zod and plain TypeScript only (tsconfig.shared.json), no Node and no
 * Electron, so that the renderer, the preload and main may all import them. shared/ holds the shapes
 * every side agrees on (the IPC contract, the wire models, the settings schema, the preflight's
 * findings, the bandwidth setting) and imports nothing else; i18n/ holds the words and the formats,
 * and imports shared/. Every folder of electron/ may import both.
 */
const neutralFolders = { shared: [], i18n: ['shared'] };

/**
 * The layers of electron/ (docs/design.md, "Layers and import rules"): each folder, and the folders
 * its modules may import besides the neutral folders (shared/, i18n/); nothing imports the entry
 * points (electron/*.ts), which may import anything. Tests and their helpers (`*.test.ts`,
 * `test-support/`) may reach anywhere. A folder missing here can be imported by no one: add its row
 * (and its README: scripts/folder-readmes.test.ts).
 */
const electronLayers = {
  desktop: ['app', 'ipc', 'print-service', 'secrets', 'platform', 'log'],
  headless: ['core', 'app', 'ipc', 'secrets', 'platform', 'log'],
  cli: [
    'headless',
    'core',
    'app',
    'sync',
    'sandbox',
    'print-service',
    'settings',
    'secrets',
    'file-work',
    'pdf',
    'preflight',
    'bandwidth',
    'printer',
    'platform',
    'log',
  ],
  core: ['ipc', 'app', 'sync', 'platform', 'log'],
  ipc: ['app'],
  app: [
    'sync',
    'print-service',
    'settings',
    'secrets',
    'file-work',
    'pdf',
    'preflight',
    'bandwidth',
    'printer',
    'platform',
    'log',
  ],
  sync: ['print-service', 'settings', 'file-work', 'bandwidth', 'platform'],
  sandbox: ['file-work', 'pdf', 'platform'],
  'print-service': ['bandwidth', 'platform'],
  settings: ['platform'],
  secrets: ['platform'],
  preflight: ['file-work', 'pdf', 'platform'],
  'file-work': ['pdf', 'platform'],
  pdf: ['platform'],
  bandwidth: ['platform'],
  // The IPP printer whose jobs become hot-folder files: the app layer tells it how each job fares.
  printer: ['platform'],
  // The log reads the engine's activity records; the app layer (app/logging/) writes it for the engine.
  log: ['sync', 'platform'],
  platform: [],
};

const electronMessage =
  'The core is plain Node: only electron/main.ts, preload.ts and desktop/ import Electron.';
const testCode = ['electron/**/*.test.ts', 'electron/**/test-support/**'];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A relative import, from a module `depth` folders below electron/, that leaves its top folder for
 * one not in `allowed`.
 */
function leavesFor(depth, allowed) {
  const folders = allowed.map(escape).join('|');
  return `^(?:\\.\\./){${depth}}${folders ? `(?!(?:${folders})/)` : ''}`;
}

/** One config per layer and depth (a module's depth decides how many `../` leave its top folder). */
function layerConfigs() {
  return Object.entries(electronLayers).flatMap(([folder, allowed]) =>
    [1, 2, 3].map((depth) => {
      const regex = leavesFor(depth, [folder, ...allowed, ...Object.keys(neutralFolders)]);
      const message = `electron/${folder}/ may import ${allowed.length ? allowed.map((f) => `${f}/`).join(', ') : 'none of electron/'} and the neutral shared/ and i18n/ (the layers: electronLayers in eslint.config.js, docs/design.md).`;
      return {
        files: [`electron/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
        ignores: testCode,
        rules: {
          '@typescript-eslint/no-restricted-imports': [
            'error',
            {
              paths: folder === 'desktop' ? [] : [{ name: 'electron', message: electronMessage }],
              patterns: [{ regex, message }],
            },
          ],
          // The same for import(): a selector's regular expression cannot hold a plain slash.
          'no-restricted-syntax': [
            'error',
            { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message },
          ],
        },
      };
    }),
  );
}

/** The neutral folders: no Node, no Electron, and of electron/ only what their row allows. */
function neutralConfigs() {
  return Object.entries(neutralFolders).flatMap(([folder, allowed]) =>
    [1, 2, 3].map((depth) => ({
      files: [`electron/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
      ignores: testCode,
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: ['electron'],
            patterns: [
              { group: nodeBuiltins, message: 'shared/ and i18n/ are environment-neutral: no Node.' },
              {
                regex: leavesFor(depth, [folder, ...allowed]),
                message: `electron/${folder}/ is environment-neutral: it imports ${allowed.length ? allowed.map((f) => `${f}/`).join(', ') : 'nothing of electron/'} (tsconfig.shared.json).`,
              },
            ],
          },
        ],
      },
    })),
  );
}

/** The renderer's import rule: the patterns every renderer file follows, and `more` for a part of it. */
function rendererImports(...more) {
  return [
    'error',
    {
      paths: ['electron'],
      patterns: [
        { group: nodeBuiltins, message: 'The renderer cannot use Node.' },
        {
          regex: `/electron/(?!(?:${Object.keys(neutralFolders).join('|')})/)`,
          allowTypeImports: true,
          message:
            'The renderer imports values only from the neutral electron/shared/ and electron/i18n/; types from anywhere.',
        },
        ...more,
      ],
    },
  ];
}

const onlyStoresCallTheCore = {
  regex: '^(\\.{1,2}/)+bridge/',
  message:
    'Only the stores call the core (bridge/api.ts): read and change state through a store (renderer/stores/README.md).',
};

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
          paths: [{ name: 'electron', message: electronMessage, allowTypeImports: false }],
        },
      ],
    },
  },
  // Each folder of electron/ imports only the folders below it (electronLayers).
  ...layerConfigs(),
  // Wire models, the sync status shapes, the IPC contract and its error codes are environment-neutral.
  ...neutralConfigs(),
  {
    // The renderer sees the core only through the contract: values from the environment-neutral files, types elsewhere.
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': rendererImports(),
    },
  },
  {
    // bridge/api.ts alone picks the preload's window.printdesk or the headless host's socket.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/bridge/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'printdesk',
          message: 'Reach the core through a store (bridge/api.ts).',
        },
      ],
    },
  },
  {
    // Only the stores call the core (test-support puts a stand-in in place): everything else reads and changes state through them.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/bridge/**', 'renderer/stores/**', 'renderer/test-support/**'],
    rules: { '@typescript-eslint/no-restricted-imports': rendererImports(onlyStoresCallTheCore) },
  },
  {
    // A view's folder is its own: what two views share lives in components/, format/, pricing/ or a store.
    files: ['renderer/views/*/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': rendererImports(onlyStoresCallTheCore, {
        regex: '^\\.\\./[^.]',
        message:
          "A view imports neither another view's folder nor views/registry.ts: move what they share to components/, format/, pricing/ or a store.",
      }),
    },
  },
  {
    // Every word a person reads comes from the catalogues (docs/i18n.md): no literal text in JSX, nor in
    // the attributes a person reads or hears.
    files: ['renderer/**/*.tsx'],
    ignores: ['renderer/**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,aria-label,aria-description}']] } },
      ],
    },
  },
  {
    // The same for a toast's words, which a person reads as much as a view's.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='showToast'][arguments.1.type=/^(Literal|TemplateLiteral)$/]",
          message: "A toast's text comes from the catalogues: showToast(tone, intl.formatMessage({ id })).",
        },
      ],
    },
  },
  {
    // Messages given by id are checked against their values and ICU syntax where they are used.
    files: ['renderer/**/*.{ts,tsx}', 'electron/**/*.ts'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-offset': 'error',
    },
  },
);
