/** Hot folders: links, their state, activity and preflight of a local print file. */
import { randomUUID } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { HotFolderLink } from '../../settings/schema.js';
import type { ActivityRecord } from '../../sync/engine.js';
import {
  emptyCounts,
  type EngineLinkStatus,
  type EngineStatus,
  type LinkStatus,
  type SyncStatus,
} from '../../sync/status-model.js';
import type { ParsedInput } from '../contract.js';
import type { ActivityEntry } from '../contract/sync.js';
import { pathRules } from '../../sync/path-rules.js';
import { AppError } from '../errors.js';
import type { Handlers } from '../router.js';
import { preflight } from '../services/preflight.js';
import type { CoreContext } from './context.js';

type SyncHandlers = Pick<
  Handlers,
  | 'sync.status'
  | 'sync.links'
  | 'sync.addLink'
  | 'sync.editLink'
  | 'sync.removeLink'
  | 'sync.pause'
  | 'sync.resume'
  | 'sync.retry'
  | 'sync.activity'
  | 'sync.exportCsv'
  | 'sync.preflight'
>;

/** The engine's status on the wire: the notice as its sentence. */
export function toSyncStatus({ notice, ...status }: EngineStatus): SyncStatus {
  return { ...status, ...(notice ? { notice: notice.message } : {}) };
}

/** Every configured link, watched or not yet; a watched link with files to send is 'syncing'. */
export function toLinkStatuses(
  links: readonly HotFolderLink[],
  statuses: readonly EngineLinkStatus[],
): LinkStatus[] {
  const byId = new Map(statuses.map((s) => [s.id, s]));
  return links.map((link) => {
    const status = byId.get(link.id);
    const counts = status?.counts ?? emptyCounts();
    const busy = counts.queued + counts.uploading > 0;
    const state = !status
      ? link.paused
        ? 'paused'
        : 'starting'
      : status.state === 'watching' && busy
        ? 'syncing'
        : status.state;
    return { link, state, watch: status?.watch ?? { mode: 'native' }, counts };
  });
}

export function toActivityEntry(record: ActivityRecord): ActivityEntry {
  return {
    seq: record.seq,
    fileKey: record.key,
    linkId: record.linkId,
    path: record.relPath,
    name: record.relPath.split('/').pop() ?? record.relPath,
    remoteFolder: record.remoteFolder,
    state: record.state,
    size: record.size,
    attempts: record.attempts,
    at: new Date(record.at).toISOString(),
    ...(record.fileId ? { remoteFileId: record.fileId } : {}),
    ...(record.message ? { message: record.message } : {}),
  };
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

/**
 * A folder already linked (or inside / around a linked one) would upload the same files twice. The
 * paths are compared as given and as the system resolves them, so a symbolic link (or a junction)
 * to a linked folder is caught too.
 */
async function checkFolder(localPath: string, others: readonly HotFolderLink[]): Promise<string> {
  const path = resolve(localPath);
  const info = await stat(path).catch(() => null);
  if (!info?.isDirectory())
    throw new AppError('invalid-input', `"${localPath}" is not a folder on this computer.`);
  const rules = pathRules();
  const real = (folder: string) => realpath(folder).catch(() => folder);
  const realPath = await real(path);
  for (const link of others) {
    const other = resolve(link.localPath);
    if (rules.overlaps(other, path) || rules.overlaps(await real(other), realPath))
      throw new AppError('conflict', `"${localPath}" overlaps the hot folder "${link.localPath}".`, {
        linkId: link.id,
      });
  }
  return path;
}

export function syncHandlers(ctx: CoreContext): SyncHandlers {
  const links = () => toLinkStatuses(ctx.settings.links(), ctx.sync.links());
  const status = () => toSyncStatus(ctx.sync.status());
  const knownLink = (id: string) => {
    const link = ctx.settings.links().find((l) => l.id === id);
    if (!link) throw new AppError('not-found', 'That hot folder is no longer linked.', { linkId: id });
    return link;
  };
  const setPaused = async (id: string, paused: boolean) => {
    knownLink(id);
    await ctx.settings.setLinks((all) => all.map((l) => (l.id === id ? { ...l, paused } : l)));
  };
  return {
    'sync.status': status,
    'sync.links': () => ({ links: links() }),

    async 'sync.addLink'(input) {
      const localPath = await checkFolder(input.localPath, ctx.settings.links());
      const link: HotFolderLink = { id: randomUUID(), ...input, localPath };
      await ctx.settings.setLinks((current) => [...current, link]);
      return link;
    },

    async 'sync.editLink'({ id, changes }) {
      const current = knownLink(id);
      const localPath =
        changes.localPath === undefined
          ? current.localPath
          : await checkFolder(
              changes.localPath,
              ctx.settings.links().filter((l) => l.id !== id),
            );
      const updated: HotFolderLink = { ...current, ...changes, localPath };
      await ctx.settings.setLinks((all) => all.map((l) => (l.id === id ? updated : l)));
      return updated;
    },

    async 'sync.removeLink'({ id }) {
      knownLink(id);
      await ctx.settings.setLinks((all) => all.filter((l) => l.id !== id));
      return { ok: true };
    },

    // A paused link stays paused across restarts (it is part of the link); so does a pause of everything,
    // which is the bandwidth's pause until resumed (its running uploads go back to the queue at once).
    async 'sync.pause'({ linkId }) {
      if (linkId) {
        await setPaused(linkId, true);
        ctx.sync.pause(linkId);
      } else {
        await ctx.bandwidth.pause({ kind: 'until-resumed' });
      }
      return status();
    },
    async 'sync.resume'({ linkId }) {
      if (linkId) await setPaused(linkId, false);
      else await ctx.bandwidth.resume();
      ctx.sync.resume(linkId);
      return status();
    },
    async 'sync.retry'({ fileKey }) {
      if (fileKey && !ctx.sync.file(fileKey))
        throw new AppError('not-found', 'That file is not in any hot folder’s history.');
      await ctx.sync.retry(fileKey);
      return status();
    },

    'sync.activity'(input) {
      const page = ctx.sync.activity(toQuery(input));
      return { total: page.total, entries: page.items.map(toActivityEntry) };
    },
    'sync.exportCsv'(input) {
      const { offset: _offset, limit: _limit, ...all } = toQuery(input);
      const day = new Date().toISOString().slice(0, 10);
      return { fileName: `printdesk-activity-${day}.csv`, csv: ctx.sync.activityCsv(all) };
    },

    'sync.preflight': ({ path, withThumbnail }) => preflight(path, ctx.fileWork, { withThumbnail }),
  };
}
