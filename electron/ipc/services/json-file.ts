/** A small JSON document kept in the data folder, written atomically (temp file, fsync, rename). */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';

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
        await mkdir(dirname(path), { recursive: true });
        const temp = `${path}.${randomUUID()}.tmp`;
        const handle = await open(temp, 'w');
        try {
          await handle.writeFile(JSON.stringify(value, null, 2));
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, path);
      });
      writing = next.catch(() => {});
      return next;
    },
  };
}
