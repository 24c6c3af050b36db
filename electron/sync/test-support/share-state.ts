/**
 * What a shared hot folder's `.printdesk/` says was uploaded, read as a test checks it: the claim
 * files (each must be a done marker) and the done lines of the lone workstations' logs.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sharedStateFolder } from '../share-files.js';

export interface ShareState {
  /** The claim files that are not done markers (none once every upload ended). */
  readonly held: string[];
  /** The versions (claim names) a done marker or a done line says are in the library. */
  readonly done: Set<string>;
  /** Temporary and takeover files left lying about. */
  readonly leftovers: string[];
}

export async function readShareState(folder: string): Promise<ShareState> {
  const root = path.join(folder, sharedStateFolder);
  const held: string[] = [];
  const done = new Set<string>();
  const claimsDir = path.join(root, 'claims');
  for (const name of await readdir(claimsDir).catch(() => [] as string[])) {
    if (!name.endsWith('.claim')) continue;
    // Sealed: each record is its envelope's body (share-seal.ts).
    const record = JSON.parse(await readFile(path.join(claimsDir, name), 'utf8')) as {
      body: { state: string };
    };
    if (record.body.state === 'done') done.add(name.slice(0, -'.claim'.length));
    else held.push(name);
  }
  for (const log of await filesUnder(path.join(root, 'solo'), '.log')) {
    for (const line of (await readFile(log, 'utf8')).split('\n')) {
      if (line === '') continue;
      const { entries } = (JSON.parse(line) as { body: { entries: { s: string; name: string }[] } }).body;
      for (const entry of entries) if (entry.s === 'done') done.add(entry.name);
    }
  }
  const leftovers = (await filesUnder(root, '')).filter((f) => f.endsWith('.tmp') || f.endsWith('.takeover'));
  return { held, done, leftovers };
}

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => path.join(e.parentPath, e.name));
}
