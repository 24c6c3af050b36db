import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldersToDescribe, readmeProblems } from './folder-readmes.js';

describe('the READMEs of electron/ and renderer/', () => {
  it('are there, in every folder, and name only files that exist', () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(readmeProblems(root, foldersToDescribe(root))).toEqual([]);
  });
});

describe('readmeProblems', () => {
  let root: string;
  const write = async (files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), text);
    }
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'printdesk-readmes-'));
    await write({
      'electron/README.md':
        'Entry `main.ts`; the watch is `app/orders/order-watch.ts`; `app/gone.ts` was moved.',
      'electron/main.ts': '',
      'electron/app/README.md': [
        '`open-app.ts`, `orders/order-watch.ts`, `electron/main.ts` from the root,',
        '`json-file.ts` elsewhere, `order-watch.js` compiled, `en/<area>.ts` a pattern,',
        'but `services/order-watch.ts` and `nowhere.ts` are not there; `settings.json` is data.',
      ].join('\n'),
      'electron/app/open-app.ts': '',
      'electron/app/orders/order-watch.ts': '',
      'electron/platform/README.md': 'Files: `json-file.ts`.',
      'electron/platform/json-file.ts': '',
      'electron/app/orders/README.md': '`order-watch.ts`',
      'electron/undescribed/thing.ts': '',
    });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('names each folder without a README and each file named that does not exist, nothing else', () => {
    const dirs = [
      'electron',
      'electron/app',
      'electron/app/orders',
      'electron/platform',
      'electron/undescribed',
    ];
    expect(
      readmeProblems(
        root,
        dirs.map((dir) => path.join(root, dir)),
      ),
    ).toEqual([
      'electron/README.md names `app/gone.ts`, which does not exist',
      'electron/app/README.md names `services/order-watch.ts`, which does not exist',
      'electron/app/README.md names `nowhere.ts`, which does not exist',
      'electron/undescribed/ has no README.md',
    ]);
  });
});
