/**
 * Takes the bandwidth and the pause from a settings file another process changed: `printdesk pause`
 * and `printdesk resume` write the data folder's settings, and the app or daemon running on that
 * folder obeys within seconds. Only these two fields change from outside (the store's own updates
 * start from the file as it is, under its lock, so neither side writes over the other's change).
 *
 * The file is polled (its size, mtime and inode), not watched: a rename over it (every write is
 * atomic) and a network home folder are both seen, at the cost of one stat every two seconds.
 */
import { reread, versionOf, type SettingsStore } from '../../settings/settings.js';

/** Starts following; returns the function that stops it. */
export function followSettingsFile(
  store: SettingsStore,
  every: (ms: number, tick: () => void) => () => void,
  intervalMs: number,
  log: (message: string, error?: unknown) => void,
): () => void {
  let seen = '';
  let busy = false;
  const look = async () => {
    const version = await versionOf(store.path);
    if (version === seen) return;
    seen = version;
    // A half-written or broken file is left to the next start's checks; the settings in use stay.
    const written = await reread(store.path);
    if (!written) return;
    const { bandwidth, pause } = written;
    const current = store.get();
    if (JSON.stringify([bandwidth, pause]) === JSON.stringify([current.bandwidth, current.pause])) return;
    await store.update(({ pause: _pause, ...rest }) => ({ ...rest, bandwidth, ...(pause ? { pause } : {}) }));
  };
  return every(intervalMs, () => {
    if (busy) return;
    busy = true;
    look()
      .catch((error: unknown) => log('[bandwidth] could not read the settings file', error))
      .finally(() => (busy = false));
  });
}
