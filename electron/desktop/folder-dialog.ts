/** The system's folder dialog, for choosing a hot folder in the desktop app (a sheet of the window where there is one). */
import { dialog } from 'electron';
import type { BrowserWindow, OpenDialogOptions } from 'electron';

export function electronFolderDialog(window: () => BrowserWindow | null): () => Promise<string | null> {
  return async () => {
    const options: OpenDialogOptions = {
      title: 'Choose a folder to link',
      buttonLabel: 'Choose folder',
      properties: ['openDirectory', 'createDirectory'],
    };
    const parent = window();
    const result = parent
      ? await dialog.showOpenDialog(parent, options)
      : await dialog.showOpenDialog(options);
    return result.canceled ? null : (result.filePaths[0] ?? null);
  };
}
