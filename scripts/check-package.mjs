// Fails when the installers would pack something that only tests need. Run after `npm run build`.
// electron-builder packs dist/ (less source maps), assets/icons and package.json, and installs the
// production dependencies beside them; dev dependencies are not there at run time. So every module in
// dist/electron must import only Node's built-ins, production dependencies (and Electron, which the
// runtime provides), and files that are themselves built; and no test helper may be built at all.
// The renderer and the preload are bundles (Vite): their source maps, which the installers leave out,
// list the modules each bundle holds, and none may be test code or come from a dev dependency.
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project folder: this checkout, or the one named on the command line (the script's own tests).
const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const runtime = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.optionalDependencies ?? {}),
  'electron',
]);
const dev = new Set(Object.keys(pkg.devDependencies ?? {}));
const builtins = new Set(builtinModules);
// The naming rule for test code beside the code (see docs/testing.md): `*.test.ts`, and helpers in a
// `test-support/` folder beside the code they serve. tsconfig.build.json leaves out exactly these.
const testHelper = /(^|\/)[^/]*\.test\.js$|(^|\/)test-support\//;

const distDir = join(root, 'dist', 'electron');
if (!existsSync(distDir)) {
  console.error('check-package: dist/electron is missing: run `npm run build` first.');
  process.exit(1);
}

function* modules(dir, suffix = /\.js$/) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* modules(path, suffix);
    else if (suffix.test(entry.name)) yield path;
  }
}

const specifiers = (source) =>
  [
    ...source.matchAll(/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+\.js)['"]\s*,\s*import\.meta\.url/g),
  ].map((match) => match[1]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const problems = [];
let count = 0;
for (const file of modules(distDir)) {
  count += 1;
  const name = relative(root, file).split('\\').join('/');
  if (testHelper.test(name)) problems.push(`${name} is a test helper: tsconfig.build.json must leave it out`);
  for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
    if (specifier.startsWith('.')) {
      if (!existsSync(resolve(dirname(file), specifier)))
        problems.push(
          `${name} imports ${specifier}, which is not built (a test helper, or a file the build leaves out)`,
        );
      continue;
    }
    const bare = specifier.replace(/^node:/, '');
    if (specifier.startsWith('node:') || builtins.has(bare) || builtins.has(bare.split('/')[0])) continue;
    const pkgName = packageName(specifier);
    if (runtime.has(pkgName)) continue;
    problems.push(
      dev.has(pkgName)
        ? `${name} imports ${pkgName}, a dev dependency: the installed app would not have it`
        : `${name} imports ${pkgName}, which package.json does not declare`,
    );
  }
}

// Test code in a bundle's sources: the naming rule above (and `*.spec`), the renderer's test setup
// (Vitest's setupFiles, named in vitest.config.ts), and everything under test/.
const testSource = /(^|\/)([^/]*\.(test|spec)|test-setup)\.[cm]?[jt]sx?$|(^|\/)test-support\/|^test\//;
const bundleDirs = [join('dist', 'renderer'), join('dist', 'preload')];
let bundles = 0;
for (const dir of bundleDirs) {
  const bundleDir = join(root, dir);
  if (!existsSync(bundleDir)) {
    problems.push(`${dir.split('\\').join('/')} is missing: run \`npm run build\``);
    continue;
  }
  for (const file of modules(bundleDir, /\.c?js$/)) {
    bundles += 1;
    const name = relative(root, file).split('\\').join('/');
    if (!existsSync(`${file}.map`)) {
      problems.push(`${name} has no source map beside it: build with sourcemap 'hidden' (vite.config.ts)`);
      continue;
    }
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    for (const source of map.sources ?? []) {
      const from = relative(root, resolve(dirname(file), map.sourceRoot ?? '', source))
        .split('\\')
        .join('/');
      const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(from);
      if (inPackage) {
        if (dev.has(inPackage[1]))
          problems.push(`${name} bundles ${from}, from ${inPackage[1]}, a dev dependency`);
      } else if (testSource.test(from)) problems.push(`${name} bundles ${from}, which is test code`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-package: ${problems.length} problem(s) in what the installers would pack:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check-package: ${count} modules in dist/electron import only what the installed app has; ` +
    `${bundles} bundles in dist/renderer and dist/preload hold no test code.`,
);
