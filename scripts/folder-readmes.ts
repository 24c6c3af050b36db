/**
 * Folders that say what they are: each folder checked has a README.md, and every file its README
 * names in backticks (`something.ts`) exists, so a README cannot go on describing a file that was
 * moved or never written.
 *
 * A name with a folder in it is read from the README's folder or from one above it, up to the
 * repository's root (`app/open-app.ts` from electron/, `electron/shared/contract/channels.ts` from anywhere); a
 * bare name (`json-file.ts`) must be a file somewhere in the repository. A `.js` name may be the
 * `.ts` or `.tsx` it is compiled from (the import specifiers' spelling). A name with a placeholder
 * (`en/<area>.ts`, `*.test.ts`) is a pattern, not a file, and is not checked.
 *
 *   node --import tsx scripts/folder-readmes.ts     # prints what is missing
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const named = /`([^`\s]+\.(?:ts|tsx|mts|js|mjs|cjs|css|py|sh))`/g;
const pattern = /[<>*{}[\]]/;
const skipped = new Set(['node_modules', 'dist', 'release', '.git', 'test-results', 'playwright-report']);

function* folders(dir: string): Generator<string> {
  yield dir;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory() && !skipped.has(entry.name)) yield* folders(path.join(dir, entry.name));
}

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skipped.has(entry.name))
    .map((entry) => path.join(dir, entry.name));

/** The folders that need a README: every folder under electron/, renderer/, its top folders and its views. */
export function foldersToDescribe(root: string): string[] {
  const renderer = path.join(root, 'renderer');
  return [
    ...folders(path.join(root, 'electron')),
    renderer,
    ...subfolders(renderer),
    ...subfolders(path.join(renderer, 'views')),
  ];
}

/** Every file name of the repository (outside build output and packages), for the bare names. */
function fileNames(root: string): Set<string> {
  const names = new Set<string>();
  for (const dir of folders(root))
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isFile()) names.add(entry.name);
  return names;
}

/** What is wrong, one line each (folders relative to `root`): a folder without README, a file named but absent. */
export function readmeProblems(root: string, dirs: readonly string[]): string[] {
  const everywhere = fileNames(root);
  const problems: string[] = [];
  for (const dir of dirs) {
    const folder = path.relative(root, dir).split(path.sep).join('/');
    const readme = path.join(dir, 'README.md');
    if (!existsSync(readme)) {
      problems.push(`${folder}/ has no README.md`);
      continue;
    }
    for (const [, name] of readFileSync(readme, 'utf8').matchAll(named)) {
      // Build output is named by the files it is built from; it exists only after a build.
      if (pattern.test(name!) || name!.startsWith('dist/')) continue;
      const spellings = [
        name!,
        ...(name!.endsWith('.js') ? ['.ts', '.tsx'].map((ext) => name!.slice(0, -3) + ext) : []),
      ];
      const found = name!.includes('/')
        ? ancestors(root, dir).some((base) =>
            spellings.some((spelling) => existsSync(path.join(base, spelling))),
          )
        : spellings.some((spelling) => everywhere.has(spelling));
      if (!found) problems.push(`${folder}/README.md names \`${name}\`, which does not exist`);
    }
  }
  return problems;
}

/** `dir` and each folder above it, up to `root`. */
function ancestors(root: string, dir: string): string[] {
  const list = [dir];
  for (let up = dir; up !== root && path.dirname(up) !== up;) {
    up = path.dirname(up);
    list.push(up);
  }
  return list;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = readmeProblems(root, foldersToDescribe(root));
  console.log(
    problems.length > 0 ? problems.join('\n') : 'every folder has a README, and each file they name exists',
  );
}
