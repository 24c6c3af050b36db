/**
 * Decides whether an IPC message comes from PrintDesk's own window showing PrintDesk's own page
 * (GitHub Desktop's trusted-ipc-sender, plus the frame and URL check): a message from any other
 * webContents, a sub-frame, or a page that navigated elsewhere is dropped before it reaches the core.
 * Our page is the app:// origin's index.html (app-protocol.ts); file:// is never trusted.
 */
import { appHost, appOrigin, appScheme } from './app-origin.js';

/** The parts of an IpcMainInvokeEvent / IpcMainEvent the check reads. */
export interface SenderEvent {
  readonly sender: unknown;
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** A page's address without its query or fragment (hash routing changes the fragment), if it is on our origin. */
function pageOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== `${appScheme}:` || parsed.host.toLowerCase() !== appHost) return null;
    return `${parsed.protocol}//${appHost}${parsed.pathname}`;
  } catch {
    return null;
  }
}

/**
 * @param ownContents returns the webContents of our main window (null while there is none)
 * @param indexUrl the app:// URL of our index.html (appIndexUrl)
 */
export function createSenderCheck(
  ownContents: () => unknown,
  indexUrl: string,
): (event: SenderEvent) => boolean {
  const expected = pageOf(indexUrl);
  if (!expected) throw new Error(`The renderer's index must be under ${appOrigin}/, not "${indexUrl}"`);
  return (event) => {
    const contents = ownContents();
    if (!contents || event.sender !== contents) return false;
    const frame = event.senderFrame;
    // A null frame means it navigated or was destroyed since it sent the message.
    if (!frame || frame.parent) return false;
    return pageOf(frame.url) === expected;
  };
}
