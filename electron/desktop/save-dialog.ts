/** The system's save dialog, for a file the core writes where the person chooses (a sheet of the window where there is one). */
import { app, dialog } from 'electron';
import type { BrowserWindow, SaveDialogOptions } from 'electron';
import path from 'node:path';

export function electronSaveDialog(
  window: () => BrowserWindow | null,
  title: () => string,
): (fileName: string) => Promise<string | null> {
  return async (fileName) => {
    const options: SaveDialogOptions = {
      title: title(),
      defaultPath: path.join(app.getPath('downloads'), fileName),
      filters: [{ name: 'CSV', extensions: ['csv'] }],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    };
    const parent = window();
    const result = parent
      ? await dialog.showSaveDialog(parent, options)
      : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  };
}
