/**
 * The renderer's folders import each other in one direction only: a folder-level import cycle
 * (a file of A imports B while a file of B imports A, directly or round a longer loop) fails here,
 * naming the files that make each edge. Every relative import counts: static, type-only, re-exports,
 * side-effect (CSS) and dynamic `import()` (the view registry's lazy views), tests included.
 */
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';

type FolderGraph = Map<string, Map<string, string[]>>;

async function sourceFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Folder → folder it imports from → the imports (`file → target`) that make the edge; folders relative to `root`. */
async function folderGraph(root: string): Promise<FolderGraph> {
  const graph: FolderGraph = new Map();
  for (const file of await sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(await readFile(file, 'utf8'), true, true);
    const from = path.relative(root, path.dirname(file)) || '.';
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      const to = path.relative(root, path.dirname(target)) || '.';
      // Outside the folder tree checked (electron/'s contract), or within one folder: not an edge.
      if (to.startsWith('..') || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      const edge = `${path.relative(root, file)} → ${fileName}`;
      const imports = edges.get(to) ?? [];
      if (!imports.includes(edge)) edges.set(to, [...imports, edge]);
    }
  }
  return graph;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components of more than one folder). */
function cycles(graph: FolderGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, counter);
    low.set(folder, counter++);
    stack.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) found.push(group.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

/** Each cycle as its folders and the imports between them, for a failure that says what to move. */
function describeCycles(graph: FolderGraph): string[] {
  return cycles(graph).map((group) => {
    const edges = group.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => group.includes(to))
        .map(([to, imports]) => `  ${from} → ${to}: ${imports.join(', ')}`),
    );
    return [`${group.join(' ↔ ')}`, ...edges].join('\n');
  });
}

describe('renderer folders', () => {
  it('import each other without a cycle', async () => {
    const graph = await folderGraph(path.resolve('renderer'));
    // The check reads the real tree: the views' registry and the stores are among its folders.
    expect(graph.get('views')?.has('views/library')).toBe(true);
    expect(graph.get('views/library')?.has('stores')).toBe(true);
    expect(describeCycles(graph)).toEqual([]);
  });

  describe('the check itself', () => {
    let root = '';
    afterEach(async () => {
      if (root) await rm(root, { recursive: true, force: true });
    });

    async function tree(files: Record<string, string>): Promise<string> {
      root = await mkdtemp(path.join(tmpdir(), 'renderer-folders-'));
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, name)), { recursive: true });
        await writeFile(path.join(root, name), text);
      }
      return root;
    }

    it('finds a cycle made by a dynamic import and a type-only import, naming the files', async () => {
      const graph = await folderGraph(
        await tree({
          'views/registry.ts': "export const View = () => import('./library/index.js');",
          'views/library/index.tsx': "import { useApp } from '../../stores/app.js';",
          'stores/app.ts': "import type { ViewId } from '../views/registry.js';",
          'components/button.tsx': "import './button.css';",
        }),
      );
      expect(describeCycles(graph)).toEqual([
        [
          'stores ↔ views ↔ views/library',
          '  stores → views: stores/app.ts → ../views/registry.js',
          '  views → views/library: views/registry.ts → ./library/index.js',
          '  views/library → stores: views/library/index.tsx → ../../stores/app.js',
        ].join('\n'),
      ]);
    });

    it('finds none where imports go one way', async () => {
      const graph = await folderGraph(
        await tree({
          'App.tsx': "import { View } from './views/registry.js';",
          'views/registry.ts': "import type { ViewId } from '../navigation/routes.js';",
          'stores/app.ts': "import type { ViewId } from '../navigation/routes.js';",
          'navigation/routes.ts': 'export type ViewId = string;',
        }),
      );
      expect(describeCycles(graph)).toEqual([]);
    });
  });
});
