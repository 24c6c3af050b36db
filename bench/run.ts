/**
 * `npm run --silent bench -- <name> [flags]`: runs bench/<name>.ts. Each benchmark measures a
 * reference (curl, cp, ...) in the same run, prints readable figures, and ends stdout with one
 * JSON object of its figures.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !['run.ts', 'lib.ts'].includes(f) && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.error(`Usage: npm run --silent bench -- <name> [flags]\nBenchmarks: ${available.join(', ')}`);
  process.exit(2);
}
const bench = (await import(pathToFileURL(path.join(here, `${name}.ts`)).href)) as {
  run: (argv: string[]) => Promise<void>;
};
await bench.run(args);
