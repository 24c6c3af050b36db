/** A small JSON document kept in the data folder, written atomically (`writeFileAtomic`). */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';
import { writeFileAtomic } from './durable-files.js';
import { makePrivateFolder } from './private-files.js';

export interface JsonFile<T> {
  read(): Promise<T>;
  write(value: T): Promise<void>;
}

/** A missing or unreadable file reads as `fallback()`: these files are conveniences, not records. */
export function jsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  fallback: () => z.output<S>,
): JsonFile<z.output<S>> {
  let writing: Promise<void> = Promise.resolve();
  return {
    async read() {
      const text = await readFile(path, 'utf8').catch(() => null);
      if (text === null) return fallback();
      try {
        const parsed = schema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : fallback();
      } catch {
        return fallback();
      }
    },
    write(value) {
      const next = writing.then(async () => {
        await makePrivateFolder(dirname(path));
        await writeFileAtomic(path, JSON.stringify(value, null, 2));
      });
      writing = next.catch(() => {});
      return next;
    },
  };
}
