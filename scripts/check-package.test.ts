import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = join(import.meta.dirname, 'check-package.mjs');
let root: string;

/** A bundle's hidden source map, as Vite writes it: sources relative to the bundle's folder. */
const sourceMap = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });

/** A build with no test code in it: dist/electron, and the renderer and preload bundles with their maps. */
const cleanBuild: Record<string, string> = {
  'dist/electron/main.js': "import { app } from 'electron';",
  'dist/renderer/index.html': '<!doctype html><script type="module" src="./assets/index.js"></script>',
  'dist/renderer/assets/index.js': 'console.log(1);',
  'dist/renderer/assets/index.js.map': sourceMap([
    '../../../renderer/main.tsx',
    '../../../electron/ipc/contract.ts',
    '../../../node_modules/react/index.js',
  ]),
  'dist/preload/preload.cjs': 'module.exports = {};',
  'dist/preload/preload.cjs.map': sourceMap(['../../electron/preload.ts']),
};

async function project(files: Record<string, string>): Promise<void> {
  const pkg = {
    dependencies: { undici: '^7', react: '^19' },
    optionalDependencies: { keytar: '^7' },
    devDependencies: { vitest: '^4', electron: '^45', '@testing-library/react': '^16' },
  };
  await writeFile(join(root, 'package.json'), JSON.stringify(pkg));
  for (const [name, text] of Object.entries({ ...cleanBuild, ...files })) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), text);
  }
}

async function check(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, root]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'printdesk-check-package-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('scripts/check-package.mjs', () => {
  it('passes modules that import built-ins, runtime dependencies, Electron and built files', async () => {
    await project({
      'dist/electron/main.js':
        "import { app } from 'electron';\nimport { request } from 'undici';\nimport './core.js';",
      'dist/electron/core.js':
        "import path from 'node:path';\nimport fs from 'fs';\nconst k = require('keytar');",
    });
    const result = await check();
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('2 modules');
    expect(result.output).toContain('2 bundles');
  });

  it('fails a packed module that imports a dev dependency, naming both', async () => {
    await project({ 'dist/electron/sandbox/fake-client.js': "import { expect } from 'vitest';" });
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('dist/electron/sandbox/fake-client.js imports vitest, a dev dependency');
  });

  it('fails a built test helper and an import of a file the build left out', async () => {
    await project({
      'dist/electron/sandbox/test-support/test-sandbox.js': 'export {};',
      'dist/electron/sync/engine.js': "import { listRemoteFolder } from './test-support/remote-folder.js';",
    });
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('dist/electron/sandbox/test-support/test-sandbox.js is a test helper');
    expect(result.output).toContain('imports ./test-support/remote-folder.js, which is not built');
  });

  it('fails an import of a package that package.json does not declare', async () => {
    await project({ 'dist/electron/main.js': "import chalk from 'chalk';" });
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('imports chalk, which package.json does not declare');
  });

  it('fails a renderer or preload bundle that holds test code or a dev dependency, naming both', async () => {
    await project({
      'dist/renderer/assets/library.js': 'export {};',
      'dist/renderer/assets/library.js.map': sourceMap([
        '../../../renderer/library/library-view.tsx',
        '../../../renderer/test-support/fake-api.ts',
        '../../../electron/sandbox/test-support/test-sandbox.ts',
        '../../../node_modules/@testing-library/react/dist/index.js',
      ]),
      'dist/preload/preload.cjs.map': sourceMap(['../../electron/preload.ts', '../../test/sample-pdfs.ts']),
    });
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('4 problem(s)');
    expect(result.output).toContain(
      'dist/renderer/assets/library.js bundles renderer/test-support/fake-api.ts, which is test code',
    );
    expect(result.output).toContain(
      'dist/renderer/assets/library.js bundles electron/sandbox/test-support/test-sandbox.ts, which is test code',
    );
    expect(result.output).toContain(
      'dist/renderer/assets/library.js bundles node_modules/@testing-library/react/dist/index.js, from @testing-library/react, a dev dependency',
    );
    expect(result.output).toContain(
      'dist/preload/preload.cjs bundles test/sample-pdfs.ts, which is test code',
    );
  });

  it('fails a bundle without its source map, and a build without the renderer', async () => {
    await project({ 'dist/renderer/assets/orders.js': 'export {};' });
    await rm(join(root, 'dist', 'preload'), { recursive: true });
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('dist/renderer/assets/orders.js has no source map beside it');
    expect(result.output).toContain('dist/preload is missing');
  });
});
