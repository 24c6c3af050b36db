/**
 * The preload: exposes `window.printdesk` (generated from the IPC contract by createDesktopApi) and
 * nothing else. Bundled into one CommonJS file (vite.preload.config.ts) because it runs with
 * `sandbox: true`, where a preload can be neither ESM nor require anything but 'electron'.
 */
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createDesktopApi, ipcChannels } from './desktop/bridge.js';

const api = createDesktopApi({
  invoke: (channel, input, grants) => ipcRenderer.invoke(ipcChannels.request, channel, input, grants),
  subscribe(listener) {
    // The IpcRendererEvent is dropped: it would hand the page a way back to ipcRenderer.
    const forward = (_event: Electron.IpcRendererEvent, envelope: unknown): void => listener(envelope);
    ipcRenderer.on(ipcChannels.event, forward);
    return () => {
      ipcRenderer.removeListener(ipcChannels.event, forward);
    };
  },
  pathForFile: (file) => webUtils.getPathForFile(file),
});

contextBridge.exposeInMainWorld('printdesk', api);
