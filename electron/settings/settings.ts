/**
 * The settings file (`<dataDir>/settings.json`): checked against the schema on load, written
 * atomically, changed one update at a time, with change notifications. A corrupt file is kept
 * aside as `settings.json.corrupt-<time>` and defaults are used. It never holds a key: the
 * schema has no place for one.
 *
 * Other processes change it too (`printdesk pause`, `resume`, `bwlimit` while the app runs), so an
 * update is a read-then-write under `settings.json.lock` (platform/file-lock.ts: a lock the system
 * lets go of when its process dies): it starts from the file as it is, if another process wrote it
 * since, and no process's change is written over unseen.
 */
import { readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../platform/durable-files.js';
import { withFileLock } from '../platform/file-lock.js';
import { makePrivateFolder } from '../platform/private-files.js';
import { Settings, defaultSettings } from '../shared/settings/schema.js';

export const settingsFileName = 'settings.json';

export interface SettingsStore {
  readonly path: string;
  /** The current settings (a copy: changing it changes nothing). */
  get(): Settings;
  /**
   * Applies a change: the mutator gets a copy to edit (or returns a new value); the result is
   * checked, written, then announced. Updates run one after another, in call order.
   */
  update(mutator: (draft: Settings) => Settings | void): Promise<Settings>;
  /** Called after every successful update; returns the unsubscribe function. */
  subscribe(listener: (settings: Settings) => void): () => void;
}

export interface OpenedSettings {
  store: SettingsStore;
  /** Set when the file could not be used and defaults were taken: say it to the user. */
  warning?: string;
}

export async function openSettings(dataDir: string): Promise<OpenedSettings> {
  await makePrivateFolder(dataDir);
  const path = join(dataDir, settingsFileName);
  const { settings, warning } = await load(path);
  let current = settings;
  /** The file as this store last read or wrote it: another version was written by another process. */
  let known = await versionOf(path);
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(settings: Settings) => void>();

  const store: SettingsStore = {
    path,
    get: () => structuredClone(current),
    update(mutator) {
      const change = async () => {
        if ((await versionOf(path)) !== known) current = (await reread(path)) ?? current;
        const draft = structuredClone(current);
        const changed = mutator(draft) ?? draft;
        const parsed = Settings.safeParse(changed);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new Error(`Settings not saved: ${issue.path.join('.') || 'settings'}: ${issue.message}`);
        }
        await writeFileAtomic(path, `${JSON.stringify(parsed.data, null, 2)}\n`);
        known = await versionOf(path);
        current = parsed.data;
        for (const listener of listeners) {
          try {
            listener(structuredClone(current));
          } catch (error) {
            console.error(
              `settings listener failed: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        return structuredClone(current);
      };
      const run = () => withFileLock(`${path}.lock`, change);
      const next = queue.then(run, run);
      queue = next.catch(() => undefined);
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return warning ? { store, warning } : { store };
}

/** What tells one write of the file from another (a write replaces it: a new inode); `none` when there is no file. */
export async function versionOf(path: string): Promise<string> {
  const info = await stat(path).catch(() => undefined);
  return info ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'none';
}

/** The file as another process wrote it; undefined when it is gone, half-written or does not pass the schema. */
export async function reread(path: string): Promise<Settings | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const parsed = Settings.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function load(path: string): Promise<{ settings: Settings; warning?: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return { settings: defaultSettings() };
    throw new Error(`Cannot read the settings file ${path}: ${(error as Error).message}`);
  }
  let problem: string;
  try {
    const parsed = Settings.safeParse(JSON.parse(text));
    if (parsed.success) return { settings: parsed.data };
    const issue = parsed.error.issues[0]!;
    problem = `${issue.path.join('.') || 'settings'}: ${issue.message}`;
  } catch {
    problem = 'it is not valid JSON';
  }
  const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(path, aside);
  return {
    settings: defaultSettings(),
    warning: `The settings file could not be used (${problem}). It was kept as ${aside} and the default settings are in use.`,
  };
}
