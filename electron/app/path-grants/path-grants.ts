/**
 * Which local files the UI may have PrintDesk read. A renderer is a web page: if its requests could
 * name any path, a page gone wrong could have `uploads.add` send `/etc/passwd` to the library, or
 * `sync.preflight` read it. So a path is accepted over IPC only when the person picked or dropped
 * it, and only the main process says so: the desktop's open dialog and the preload's path of a
 * dropped (or picked) file grant it (electron/desktop/ipc-host.ts), and the headless host grants
 * the temp file it wrote from a browser's bytes for as long as it checks it. Besides those,
 * `sync.preflight` reads the print files the engine found in a folder the person linked (the Hot
 * folders view checks its activity rows' files). Any other path is refused with `not-granted`.
 */
import { resolve } from 'node:path';
import { AppError } from '../../shared/contract/app-errors.js';

/** The grants kept; the oldest is forgotten past it (a session that drops more picks them again). */
const maxGrants = 10_000;

export class PathGrants {
  readonly #granted = new Set<string>();

  /** The person picked or dropped this file: the UI may name it. */
  grant(path: string): void {
    const key = resolve(path);
    this.#granted.delete(key);
    this.#granted.add(key);
    if (this.#granted.size > maxGrants) this.#granted.delete(this.#granted.values().next().value!);
  }

  revoke(path: string): void {
    this.#granted.delete(resolve(path));
  }

  has(path: string): boolean {
    return this.#granted.has(resolve(path));
  }

  /** Throws `not-granted` for a path nobody picked or dropped. */
  check(path: string): void {
    if (this.has(path)) return;
    throw new AppError(
      'not-granted',
      `PrintDesk reads only files you picked or dropped, and "${path}" is not one of them: pick or drop it again.`,
      { path },
    );
  }
}
