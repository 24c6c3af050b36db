/**
 * "Fix and upload" from the check before an upload: a file's pages before and after its fixes, and
 * its fixed copy uploaded as `<name>.fixed.pdf`. In Electron by the file's path (`sync.fixPreview`,
 * `uploads.addFixed`); in a browser by streaming its bytes to the host (`/api/fix-preview`,
 * `/api/upload-fixed`), which fixes them on a copy as it would a local file.
 */
import type { FixPreview } from '../../electron/shared/contract/fix-preview.js';
import type { UploadEntry } from '../../electron/shared/contract/uploads.js';
import { getApi, sendBytes, type DesktopBridge } from './api.js';

/** The file's path in Electron; null in a browser. Throws when Electron cannot name it. */
function localPath(file: File): string | null {
  const bridge = getApi() as DesktopBridge;
  if (typeof bridge.pathForFile !== 'function') return null;
  const path = bridge.pathForFile(file);
  if (!path)
    throw {
      code: 'invalid-input',
      message: `${file.name} cannot be read from disk (drop files from a folder, not from another app).`,
    };
  return path;
}

export async function fixPreviewOfFile(file: File, from: number): Promise<FixPreview> {
  const path = localPath(file);
  if (path !== null) return getApi()['sync.fixPreview']({ path, from });
  return sendBytes<FixPreview>('/api/fix-preview', file, { from: String(from) });
}

/** Resolves once the fixed copy's upload has ended. */
export async function uploadFixedFile(file: File, folderPath: string): Promise<UploadEntry> {
  const path = localPath(file);
  if (path !== null) return getApi()['uploads.addFixed']({ folderPath, path, name: file.name });
  return sendBytes<UploadEntry>('/api/upload-fixed', file, { folderPath });
}
