/**
 * A hot folder's printer: its name ("PrintDesk <folder name>" unless the link names it) and its port,
 * chosen once when it is first turned on: the first from 8631 up that no other link's printer has.
 * The port is kept while the printer is off, so the system's printer added by that address still
 * finds it when it is on again.
 */
import path from 'node:path';
import { defaultPrinterPort } from '../../printer/printer-server.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';

export function printerNameOf(link: HotFolderLink): string {
  const folder = path.basename(link.localPath.replace(/[\\/]+$/, '')) || link.localPath;
  return link.printer?.name ?? `PrintDesk ${folder}`;
}

/** The link with a port for its printer when it is on and has none yet. */
export function withPrinterPort(link: HotFolderLink, others: readonly HotFolderLink[]): HotFolderLink {
  if (!link.printer?.enabled || link.printer.port !== undefined) return link;
  const taken = new Set(others.filter((l) => l.id !== link.id).map((l) => l.printer?.port));
  let port = defaultPrinterPort;
  while (taken.has(port)) port++;
  return { ...link, printer: { ...link.printer, port } };
}
