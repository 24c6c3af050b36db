/**
 * Hot folders as the UI manages them: the links (added, edited, removed, paused; a folder that
 * overlaps a linked one is refused), the engine's status and history in the contract's shapes.
 */
import type { BandwidthController } from '../bandwidth/controller.js';
import { withPrinterPort } from '../printers/printer-ports.js';
import { randomUUID } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Output, ParsedInput } from '../../shared/contract/channels.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { fileKey, type SyncEngine } from '../../sync/engine.js';
import { pathRules } from '../../sync/path-rules.js';
import type { LinkStatus, SyncStatus } from '../../shared/sync/status.js';
import { expandHome, type FolderBrowser } from './folder-browser.js';
import { toActivityEntry, toLinkStatuses, toSyncStatus } from './link-status.js';

/** The saved links (app/preferences/app-settings.ts keeps them, and has the engine and jobs follow). */
export interface LinkSettings {
  links(): readonly HotFolderLink[];
  setLinks(update: (links: readonly HotFolderLink[]) => HotFolderLink[]): Promise<void>;
}

export interface HotFoldersOptions {
  settings: LinkSettings;
  sync: SyncEngine;
  /** A pause of every link is the bandwidth's pause until resumed (docs/bandwidth.md). */
  bandwidth: Pick<BandwidthController, 'pause' | 'resume'>;
  /** Folders offered for choosing one in a browser (home and network shares only). */
  folders: FolderBrowser;
  /** The system's folder dialog (the desktop app); absent where there is none (headless). */
  chooseFolder?: () => Promise<string | null>;
}

function toQuery(input: ParsedInput<'sync.activity'>) {
  return {
    ...(input.linkId ? { linkId: input.linkId } : {}),
    ...(input.states?.length ? { state: input.states } : {}),
    ...(input.text?.trim() ? { text: input.text.trim() } : {}),
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  };
}

/** A refusal of the folder typed or chosen, said on the form's local folder field. */
const folderProblem = (message: string, details: Record<string, unknown> = {}) =>
  new AppError('invalid-input', message, { ...details, fields: [{ path: 'localPath', message }] });

/**
 * A folder already linked (or inside / around a linked one) would upload the same files twice. The
 * paths are compared as given and as the system resolves them, so a symbolic link (or a junction)
 * to a linked folder is caught too. `~` is the home folder.
 */
async function checkFolder(typed: string, others: readonly HotFolderLink[], home?: string): Promise<string> {
  const path = resolve(expandHome(typed, home));
  const info = await stat(path).catch(() => null);
  if (!info?.isDirectory()) throw folderProblem(`"${typed}" is not a folder on this computer.`);
  const rules = pathRules();
  const real = (folder: string) => realpath(folder).catch(() => folder);
  const realPath = await real(path);
  for (const link of others) {
    const other = resolve(link.localPath);
    const otherReal = await real(other);
    const details = { linkId: link.id };
    if (rules.samePath(other, path) || rules.samePath(otherReal, realPath))
      throw folderProblem(`This folder is already a hot folder, linked to "${link.remotePath}".`, details);
    if (rules.isInside(path, other) || rules.isInside(realPath, otherReal))
      throw folderProblem(
        `This folder is inside the hot folder "${link.localPath}", whose files are uploaded already. Choose a folder outside it.`,
        details,
      );
    if (rules.overlaps(other, path) || rules.overlaps(otherReal, realPath))
      throw folderProblem(
        `This folder holds the hot folder "${link.localPath}": its files would be uploaded twice. Choose a folder that does not contain it.`,
        details,
      );
  }
  return path;
}

export type HotFolders = ReturnType<typeof createHotFolders>;

export function createHotFolders({ settings, sync, bandwidth, folders, chooseFolder }: HotFoldersOptions) {
  const knownLink = (id: string) => {
    const link = settings.links().find((l) => l.id === id);
    if (!link) throw new AppError('not-found', 'That hot folder is no longer linked.', { linkId: id });
    return link;
  };
  const setPaused = async (id: string, paused: boolean) => {
    knownLink(id);
    await settings.setLinks((all) => all.map((l) => (l.id === id ? { ...l, paused } : l)));
  };
  const status = (): SyncStatus => toSyncStatus(sync.status());
  /** A print file of a linked folder, as the engine's journal has it (its activity rows name them). */
  const inHotFolder = (path: string): boolean => {
    const target = resolve(path);
    return settings.links().some((link) => {
      const rel = relative(resolve(link.localPath), target);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return false;
      return sync.file(fileKey(link.id, rel.split(sep).join('/'))) !== undefined;
    });
  };
  return {
    status,
    links: (): LinkStatus[] => toLinkStatuses(settings.links(), sync.links()),

    async addLink(input: ParsedInput<'sync.addLink'>): Promise<HotFolderLink> {
      const localPath = await checkFolder(input.localPath, settings.links(), folders.home);
      let link: HotFolderLink = { id: randomUUID(), ...input, localPath };
      await settings.setLinks((current) => {
        link = withPrinterPort(link, current);
        return [...current, link];
      });
      return link;
    },

    /** The sub-folders of a folder (home and network shares only), to choose a hot folder in a browser. */
    browse: (path?: string) => folders.list(path),

    /** The system's folder dialog: the folder chosen, or null when the user cancelled. */
    async pickFolder(): Promise<string | null> {
      if (!chooseFolder)
        throw new AppError(
          'unavailable',
          'There is no system folder dialog here: browse the folders instead.',
        );
      return chooseFolder();
    },

    async editLink({ id, changes }: ParsedInput<'sync.editLink'>): Promise<HotFolderLink> {
      const current = knownLink(id);
      const localPath =
        changes.localPath === undefined
          ? current.localPath
          : await checkFolder(
              changes.localPath,
              settings.links().filter((l) => l.id !== id),
              folders.home,
            );
      let updated: HotFolderLink = {
        ...current,
        ...changes,
        localPath,
        // A printer turned on or off keeps the port it had, unless the change names another.
        ...(changes.printer ? { printer: { ...current.printer, ...changes.printer } } : {}),
      };
      await settings.setLinks((all) => {
        updated = withPrinterPort(updated, all);
        return all.map((l) => (l.id === id ? updated : l));
      });
      return updated;
    },

    async removeLink(id: string): Promise<void> {
      knownLink(id);
      await settings.setLinks((all) => all.filter((l) => l.id !== id));
    },

    // A paused link stays paused across restarts (it is part of the link); so does a pause of everything,
    // which is the bandwidth's pause until resumed (its running uploads go back to the queue at once).
    async pause(linkId?: string): Promise<SyncStatus> {
      if (linkId) {
        await setPaused(linkId, true);
        sync.pause(linkId);
      } else {
        await bandwidth.pause({ kind: 'until-resumed' });
      }
      return status();
    },
    async resume(linkId?: string): Promise<SyncStatus> {
      if (linkId) await setPaused(linkId, false);
      else await bandwidth.resume();
      sync.resume(linkId);
      return status();
    },
    async retry(fileKey?: string): Promise<SyncStatus> {
      if (fileKey && !sync.file(fileKey))
        throw new AppError('not-found', 'That file is not in any hot folder’s history.');
      await sync.retry(fileKey);
      return status();
    },

    activity(input: ParsedInput<'sync.activity'>): Output<'sync.activity'> {
      const page = sync.activity(toQuery(input));
      return { total: page.total, entries: page.items.map(toActivityEntry) };
    },
    exportCsv(input: ParsedInput<'sync.exportCsv'>): Output<'sync.exportCsv'> {
      const { offset: _offset, limit: _limit, ...all } = toQuery(input);
      const day = new Date().toISOString().slice(0, 10);
      return { fileName: `printdesk-activity-${day}.csv`, csv: sync.activityCsv(all) };
    },

    /** Whether the engine knows this file in a linked folder (a path the UI may name without a grant). */
    holdsFile: inHotFolder,
  };
}
