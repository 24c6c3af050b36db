/**
 * The sync status in words, in `intl`'s language: the tray, the status bar and `printdesk sync` say
 * it alike. The status itself is data (shared/sync/status.ts, carried by the IPC contract).
 */
import { englishIntl, type TextIntl } from './intl.js';
import { clockTags, pickLocale } from '../shared/settings/locale.js';

/** What the idle state's words count of a status (shared/sync/status.ts's `SyncStatus`). */
export interface IdleCounts {
  failed: number;
  unreadableFolders?: number;
}

/** The idle state in words: "Up to date" only when no file failed and every folder can be read. */
export function idleLabel(status: IdleCounts, intl: TextIntl = englishIntl): string {
  const problems = [
    ...(status.failed > 0
      ? [intl.formatMessage({ id: 'format.syncStatus.filesFailed' }, { count: status.failed })]
      : []),
    ...(status.unreadableFolders
      ? [
          intl.formatMessage(
            { id: 'format.syncStatus.foldersUnreadable' },
            { count: status.unreadableFolders },
          ),
        ]
      : []),
  ];
  return problems.length > 0 ? problems.join(', ') : intl.formatMessage({ id: 'format.syncStatus.upToDate' });
}

/** "Offline — next try at 14:05:09": the one wording of a service outage, in local time. */
export function offlineLabel(nextTryAt: number, intl: TextIntl = englishIntl): string {
  const time = new Date(nextTryAt).toLocaleTimeString(clockTags[pickLocale([intl.locale])], {
    hour12: false,
  });
  return intl.formatMessage({ id: 'format.syncStatus.offline' }, { time });
}
