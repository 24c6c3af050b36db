/**
 * The main-process end of the preload's two channels: requests go to the router only when they come
 * from our own window (see trusted-sender.ts), and the core's events go to that window only. The
 * paths of files dropped or picked in that window come with its requests and are granted first.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { EventName } from '../shared/contract/channels.js';
import type { Router } from '../ipc/router.js';
import { ipcChannels } from './bridge.js';

export interface IpcHostOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  router: Router;
  isTrustedSender(event: IpcMainInvokeEvent): boolean;
  /** The core's event stream. */
  onEvent(listener: (event: EventName, payload: unknown, seq: number) => void): () => void;
  /** Our window's webContents, when it exists and is alive. */
  target(): { send(channel: string, ...args: unknown[]): void } | null;
  /** A file the person dropped or picked in our window (the preload's path): the UI may name it now. */
  grant(path: string): void;
  /** A request refused before the router (a sender that is not our window), for the log. */
  refused?: (what: string, reason: string) => void;
  log?: (message: string) => void;
}

/** Binds both channels; returns the function that unbinds them. */
export function bindIpc(options: IpcHostOptions): () => void {
  const log = options.log ?? console.warn;
  options.ipcMain.handle(
    ipcChannels.request,
    async (event, channel: unknown, input: unknown, grants: unknown) => {
      if (!options.isTrustedSender(event)) {
        const sender = event.senderFrame?.url ?? 'no frame';
        log(`Dropped an IPC request from an untrusted sender (${sender})`);
        options.refused?.(String(channel).slice(0, 80), `untrusted sender (${sender})`);
        throw new Error('Refused: this page is not PrintDesk.');
      }
      // Granted before the request runs: it may be the upload of the very file just dropped.
      for (const path of Array.isArray(grants) ? grants : []) {
        if (typeof path === 'string' && path.length > 0 && path.length <= 4096) options.grant(path);
      }
      // The router refuses unknown channels with a clear error; a non-string never names one.
      return options.router.invoke(typeof channel === 'string' ? channel : String(channel), input);
    },
  );
  const stop = options.onEvent((event, payload, seq) => {
    options.target()?.send(ipcChannels.event, { event, seq, payload });
  });
  return () => {
    stop();
    options.ipcMain.removeHandler(ipcChannels.request);
  };
}
