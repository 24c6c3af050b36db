/**
 * The settings file (`<dataDir>/settings.json`): checked against the schema on load, written
 * atomically, changed one update at a time, with change notifications. A corrupt file is kept
 * aside as `settings.json.corrupt-<time>` and defaults are used. It never holds a key: the
 * schema has no place for one.
 */
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../platform/durable-files.js';
import { makePrivateFolder } from '../platform/private-files.js';
import { Settings, defaultSettings } from './schema.js';

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
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(settings: Settings) => void>();

  const store: SettingsStore = {
    path,
    get: () => structuredClone(current),
    update(mutator) {
      const run = async () => {
        const draft = structuredClone(current);
        const changed = mutator(draft) ?? draft;
        const parsed = Settings.safeParse(changed);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new Error(`Settings not saved: ${issue.path.join('.') || 'settings'}: ${issue.message}`);
        }
        await writeFileAtomic(path, `${JSON.stringify(parsed.data, null, 2)}\n`);
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
