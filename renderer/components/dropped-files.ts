/**
 * What was dropped on the window: files, and folders read through (each file with the folders it
 * sits in below the drop, "Spring/Flyers"). The entries must be taken while the drop event runs;
 * they are read after. Where the browser gives no entries (a drop made up by a test, an old
 * browser), the plain file list is used.
 */

export interface DroppedFile {
  file: File;
  /** The folders below the drop it sits in, "/"-separated; '' for a file dropped as it is. */
  dir: string;
}

/** The part of the File and Directory Entries API this reads (Chromium's webkitGetAsEntry). */
interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  file?(success: (file: File) => void, failure: (error: unknown) => void): void;
  createReader?(): {
    readEntries(success: (entries: Entry[]) => void, failure: (error: unknown) => void): void;
  };
}

interface EntryItem {
  kind: string;
  webkitGetAsEntry?(): Entry | null;
}

/** Takes what the drop holds: call inside the drop event; await the result after. */
export function takeDrop(transfer: DataTransfer): () => Promise<DroppedFile[]> {
  const items = Array.from(transfer.items ?? []) as unknown as EntryItem[];
  const entries = items
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  const files = Array.from(transfer.files ?? []);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return async () => files.map((file) => ({ file, dir: '' }));
  }
  return async () => (await Promise.all((entries as Entry[]).map((entry) => read(entry, '')))).flat();
}

async function read(entry: Entry, dir: string): Promise<DroppedFile[]> {
  if (entry.isFile && entry.file) {
    const file = await new Promise<File>((resolve, reject) => entry.file!(resolve, reject));
    return [{ file, dir }];
  }
  if (!entry.isDirectory || !entry.createReader) return [];
  const inside = dir ? `${dir}/${entry.name}` : entry.name;
  const reader = entry.createReader();
  const children: Entry[] = [];
  // readEntries gives a folder's entries a batch at a time, then an empty batch.
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    children.push(...batch);
  }
  return (await Promise.all(children.map((child) => read(child, inside)))).flat();
}
