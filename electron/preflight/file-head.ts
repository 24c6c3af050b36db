/**
 * The first bytes of a file, where its type shows: a PDF's header may follow a little junk, and
 * readers accept it within the first KiB, so that much is read. The preflight of a file
 * (preflight-file.ts) and the check before an upload (app/preflight/preflight.ts) both sniff it.
 */
import { open } from 'node:fs/promises';

/** How much of a file's start is read: what PDF readers search for the header. */
export const headBytes = 1024;

/** Up to `headBytes` from the start of `file` (fewer when the file is shorter). */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(headBytes);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
