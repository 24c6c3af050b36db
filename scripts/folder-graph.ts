/**
 * The import graph between the folders of a source tree, and its cycles: folder A imports folder B
 * when a module directly in A imports (statically, dynamically or for its types) a module directly in
 * B. Tests and their helpers (`*.test.*`, `*.spec.*`, `test-support/`) are left out: they may reach
 * anywhere. A folder cycle means no order of the folders has each import only those below it.
 * `topLevelGraph` counts the same imports by top-level folder.
 *
 *   node --import tsx scripts/folder-graph.ts electron     # prints the edges, then any cycle
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface FolderGraphOptions {
  /** Files left out of the graph (default: tests and test helpers). */
  skip?: (relativePath: string) => boolean;
}

export interface FolderGraph {
  /** Folder → folders it imports → the imports that make the edge (`file.ts → target.js`). */
  edges: Map<string, Map<string, string[]>>;
  /** Each set of folders that import each other, round and round (a strongly connected component), sorted. */
  cycles: string[][];
}

export const isTestCode = (file: string): boolean =>
  /(^|\/)test-support\//.test(file) || /\.(test|spec)\.tsx?$/.test(file);

const sourceFile = /\.(ts|tsx|mts)$/;
const specifiers = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (sourceFile.test(entry.name)) yield full;
  }
}

/** The folder a specifier lands in: the module's folder, or the folder itself for a folder import. */
function targetFolder(fromDir: string, specifier: string): string {
  const target = path.resolve(fromDir, specifier);
  return existsSync(target) && statSync(target).isDirectory() ? target : path.dirname(target);
}

const toPosix = (p: string) => p.split(path.sep).join('/');

export function folderGraph(root: string, options: FolderGraphOptions = {}): FolderGraph {
  const skip = options.skip ?? isTestCode;
  const base = path.resolve(root);
  const cwd = process.cwd();
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sources(base)) {
    if (skip(toPosix(path.relative(base, file)))) continue;
    const fromDir = path.dirname(file);
    const text = readFileSync(file, 'utf8');
    for (const pattern of specifiers) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const toDir = targetFolder(fromDir, specifier!);
        if (toDir === fromDir || !toDir.startsWith(base)) continue;
        const from = toPosix(path.relative(cwd, fromDir));
        const to = toPosix(path.relative(cwd, toDir));
        const targets = edges.get(from) ?? new Map<string, string[]>();
        edges.set(from, targets);
        targets.set(to, [...(targets.get(to) ?? []), `${path.basename(file)} → ${specifier}`]);
      }
    }
  }
  return { edges, cycles: stronglyConnected(edges) };
}

/**
 * The same imports counted by top-level folder of `root` (`electron/app/jobs` counts as `electron/app`;
 * the files directly in `root` as `root`): an import between two folders of one top folder is no edge.
 * A cycle here means two top folders reach each other, however layered each is inside.
 */
export function topLevelGraph(graph: FolderGraph, root: string): FolderGraph {
  const base = toPosix(path.relative(process.cwd(), path.resolve(root)));
  const top = (folder: string) =>
    folder === base ? base : `${base}/${folder.slice(base.length + 1).split('/')[0]}`;
  const edges = new Map<string, Map<string, string[]>>();
  for (const [from, targets] of graph.edges) {
    for (const [to, imports] of targets) {
      const [a, b] = [top(from), top(to)];
      if (a === b) continue;
      const joined = edges.get(a) ?? new Map<string, string[]>();
      edges.set(a, joined);
      const named = imports.map((line) => `${from.slice(a.length + 1) || '.'}/${line}`);
      joined.set(b, [...(joined.get(b) ?? []), ...named]);
    }
  }
  return { edges, cycles: stronglyConnected(edges) };
}

/** Tarjan's algorithm: the components of more than one folder. */
function stronglyConnected(edges: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A cycle with the imports that close it, one line each, for a failure message. */
export function describeCycle(graph: FolderGraph, cycle: readonly string[]): string {
  const members = new Set(cycle);
  const lines = [`cycle between ${cycle.join(', ')}:`];
  for (const from of cycle) {
    for (const [to, imports] of graph.edges.get(from) ?? []) {
      if (members.has(to)) lines.push(`  ${from} → ${to}: ${imports.slice(0, 3).join('; ')}`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const graph = folderGraph(process.argv[2] ?? 'electron');
  for (const [from, targets] of [...graph.edges].sort(([a], [b]) => a.localeCompare(b)))
    for (const [to, imports] of targets) console.log(`${from} → ${to} (${imports.length})`);
  for (const cycle of graph.cycles) console.log(describeCycle(graph, cycle));
  if (graph.cycles.length === 0) console.log('no folder-level import cycle');
  const top = topLevelGraph(graph, process.argv[2] ?? 'electron');
  for (const cycle of top.cycles) console.log(`by top-level folder: ${describeCycle(top, cycle)}`);
}
