/**
 * The sync shapes, defined once: a file's state, the engine's and each link's state, the status
 * the engine reports and the one the IPC contract carries. Environment-neutral (zod only) so the
 * contract and the renderer use the same values as the engine and the journal.
 *
 * Where the engine and the wire differ, the engine's shape is derived from the wire's: its status
 * carries the whole notice (the wire carries its sentence), and its link status names the link by
 * id and paths (the wire carries the whole link, and adds 'syncing').
 *
 * Data, not words: the status in a person's language is i18n/sync-status-text.ts's.
 */
import { z } from 'zod';
import { HotFolderLink } from '../settings/schema.js';

/** Where a file of a hot folder stands; see docs/sync-engine.md for the transitions. */
export const FileState = z.enum(['queued', 'uploading', 'uploaded', 'failed', 'skipped']);
export type FileState = z.infer<typeof FileState>;

export const fileStates = FileState.options;

/** Files per state. */
export const FileCounts = z.strictObject(
  Object.fromEntries(fileStates.map((s) => [s, z.int().min(0)])) as Record<FileState, z.ZodInt>,
);
export type FileCounts = z.infer<typeof FileCounts>;

export function emptyCounts(): FileCounts {
  return Object.fromEntries(fileStates.map((s) => [s, 0])) as FileCounts;
}

/** The engine as a whole. */
export const SyncState = z.enum(['idle', 'syncing', 'paused', 'error', 'offline']);
export type SyncState = z.infer<typeof SyncState>;

/**
 * Something the user should know: `auth` (a rejected key) and `proxy` (a proxy that refused its
 * password) hold every link until fixed; `service` says the print service cannot be reached;
 * `offline` a linked folder that is unavailable, `unreadable` a sub-folder PrintDesk may not read,
 * `back` either of them there again; `set-aside` a record in a shared folder's `.printdesk` that
 * failed its check (`reason`), moved to `.printdesk/set-aside/` (`file`, in the link's folder).
 */
export const SyncNotice = z.strictObject({
  kind: z.enum([
    'auth',
    'proxy',
    'service',
    'polling',
    'watch',
    'offline',
    'unreadable',
    'back',
    'set-aside',
  ]),
  message: z.string(),
  linkId: z.string().optional(),
  file: z.string().optional(),
  reason: z.string().optional(),
  at: z.number(),
});
export type SyncNotice = z.infer<typeof SyncNotice>;

export const SyncStatus = FileCounts.extend({
  state: SyncState,
  /** Bytes of the files queued or uploading, and bytes of them sent so far. */
  bytesTotal: z.number(),
  bytesSent: z.number(),
  /** A sentence needing the user's attention (e.g. "The print service refused the key: sync paused"). */
  notice: z.string().optional(),
  /** While the print service cannot be reached (state 'offline'): when it is tried next, epoch ms. */
  nextTryAt: z.number().optional(),
  /** Sub-folders of the hot folders that cannot be read (their files are not seen); absent when none. */
  unreadableFolders: z.int().min(1).optional(),
});
export type SyncStatus = z.infer<typeof SyncStatus>;

/** The engine's status: the whole notice while the engine needs the user (a held key, an outage). */
export const EngineStatus = SyncStatus.extend({ notice: SyncNotice.optional() });
export type EngineStatus = z.infer<typeof EngineStatus>;

/** A link's state: 'syncing' is a watched link with files queued or uploading. */
export const LinkState = z.enum(['starting', 'watching', 'syncing', 'paused', 'offline', 'error']);
export type LinkState = z.infer<typeof LinkState>;

/** The link states the engine knows; 'syncing' is told from the counts when the status goes out. */
export const WatchedLinkState = LinkState.exclude(['syncing']);
export type WatchedLinkState = z.infer<typeof WatchedLinkState>;

/** Why a folder is polled (slower to notice files) rather than watched through native file events. */
export const PollReason = z.enum(['setting', 'network-share', 'out-of-watches']);
export type PollReason = z.infer<typeof PollReason>;

/** How a link's folder is watched now: native events, or polling and why. */
export const LinkWatch = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('native') }),
  z.strictObject({
    mode: z.literal('polling'),
    reason: PollReason,
    /** The share's file-system type ('cifs', 'nfs4', 'smbfs', 'UNC'…) when the reason is 'network-share'. */
    share: z.string().optional(),
    intervalSeconds: z.number().positive(),
  }),
]);
export type LinkWatch = z.infer<typeof LinkWatch>;

export const LinkStatus = z.strictObject({
  link: HotFolderLink,
  state: LinkState,
  watch: LinkWatch,
  counts: FileCounts,
});
export type LinkStatus = z.infer<typeof LinkStatus>;

/** One link as the engine reports it. */
export const EngineLinkStatus = HotFolderLink.pick({ id: true, localPath: true, remotePath: true })
  .extend(LinkStatus.pick({ watch: true, counts: true }).shape)
  .extend({ state: WatchedLinkState });
export type EngineLinkStatus = z.infer<typeof EngineLinkStatus>;

/** What a glance at the status should tell: all is well, work in progress, paused, or something needs a look. */
export type SyncTone = 'ok' | 'busy' | 'paused' | 'problem';

/** "ok" only when nothing failed, every folder can be read and the service answers (the tray's and status bar's colour). */
export function syncTone(status: SyncStatus): SyncTone {
  switch (status.state) {
    case 'syncing':
      return 'busy';
    case 'paused':
      return 'paused';
    case 'error':
    case 'offline':
      return 'problem';
    case 'idle':
      return status.failed > 0 || (status.unreadableFolders ?? 0) > 0 ? 'problem' : 'ok';
  }
}
