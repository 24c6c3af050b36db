import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCycle, folderGraph, topLevelGraph } from './folder-graph.js';

describe('the folder-level import graph of electron/', () => {
  it('has no cycle', () => {
    const graph = folderGraph('electron');
    expect(graph.cycles.map((cycle) => describeCycle(graph, cycle))).toEqual([]);
  });

  it('counted by top-level folder, has no cycle: no top-level folder imports one that imports it back', () => {
    const graph = topLevelGraph(folderGraph('electron'), 'electron');
    // The environment-neutral modules live in shared/ (and their words in i18n/), which the layers
    // only import: were the contract back in ipc/, or a shape in a folder of Node code, a cycle
    // between top-level folders would show here.
    const described = graph.cycles.map((cycle) => describeCycle(graph, cycle)).join('\n');
    expect(graph.cycles, described).toEqual([]);
  });

  it('has the layers import downwards: nothing imports the entry points, and platform/ imports none of ours', () => {
    const graph = folderGraph('electron');
    const importers = [...graph.edges].filter(([, targets]) => targets.has('electron')).map(([from]) => from);
    expect(importers).toEqual([]);
    expect([...(graph.edges.get('electron/platform')?.keys() ?? [])]).toEqual([]);
  });
});

describe('folderGraph', () => {
  let root: string;
  const write = async (files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, name)), { recursive: true });
      await writeFile(join(root, name), text);
    }
  };
  const graphOf = (dir: string) => folderGraph(relative(process.cwd(), join(root, dir)));

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'printdesk-folder-graph-'));
    await write({
      // a → b by a type, b → c dynamically, c → a: one cycle of three.
      'loop/a/one.ts': "import type { Two } from '../b/two.js';\nexport type One = Two;",
      'loop/b/two.ts': "export type Two = string;\nexport const later = () => import('../c/three.js');",
      'loop/c/three.ts': "export { default } from '../a/one.js';",
      'loop/c/side-effect.ts': "import '../d/four.js';",
      'loop/d/four.ts': 'export {};',
      // Upwards only through tests and their helpers: no cycle.
      'layered/low/base.ts': 'export const base = 1;',
      'layered/high/top.ts': "import { base } from '../low/base.js';\nexport const top = base;",
      'layered/low/base.test.ts': "import { top } from '../high/top.js';",
      'layered/low/test-support/helper.ts': "import { top } from '../../high/top.js';",
      // Layered inside each top folder, but the two top folders reach each other.
      'nested/a/x/one.ts': "import { two } from '../../b/two.js';\nexport const one = two;",
      'nested/b/two.ts': "import type { Three } from '../a/y/three.js';\nexport const two: Three = 2;",
      'nested/a/y/three.ts': 'export type Three = number;',
      'nested/root.ts': "import { one } from './a/x/one.js';",
    });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds a cycle through static, type-only and dynamic imports, and names the imports that close it', () => {
    const graph = graphOf('loop');
    const folder = (name: string) =>
      relative(process.cwd(), join(root, 'loop', name))
        .split('\\')
        .join('/');
    expect(graph.cycles).toEqual([[folder('a'), folder('b'), folder('c')]]);
    const text = describeCycle(graph, graph.cycles[0]!);
    expect(text).toContain(`${folder('a')} → ${folder('b')}: one.ts → ../b/two.js`);
    expect(text).toContain(`${folder('b')} → ${folder('c')}: two.ts → ../c/three.js`);
    expect(graph.edges.get(folder('c'))?.has(folder('d'))).toBe(true);
  });

  it('counted by top-level folder, finds two folders that reach each other from different subfolders', () => {
    const nested = relative(process.cwd(), join(root, 'nested')).split('\\').join('/');
    const folder = (name: string) => `${nested}/${name}`;
    expect(graphOf('nested').cycles).toEqual([]);
    const top = topLevelGraph(graphOf('nested'), nested);
    expect(top.cycles).toEqual([[folder('a'), folder('b')]]);
    expect(describeCycle(top, top.cycles[0]!)).toContain(
      `${folder('a')} → ${folder('b')}: x/one.ts → ../../b/two.js`,
    );
    // The files directly in the root count as the root.
    expect(top.edges.get(nested)?.has(folder('a'))).toBe(true);
  });

  it('leaves tests and test-support/ out', () => {
    const graph = graphOf('layered');
    expect(graph.cycles).toEqual([]);
    expect([...graph.edges.values()].flatMap((targets) => [...targets.keys()])).toHaveLength(1);
  });
});
