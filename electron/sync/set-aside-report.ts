/**
 * How a record set aside from a shared folder's `.printdesk` is told (share-records.ts): a row of
 * Activity, and a notice (the log, the desktop notification, `printdesk sync`'s line), once, by the
 * workstation that moved it.
 */
import { englishIntl } from '../i18n/intl.js';
import type { HotFolderLink } from '../shared/settings/schema.js';
import type { ActivityRecord } from './activity.js';
import { fileKey } from './link-paths.js';
import type { SetAsideReport } from './share-records.js';
import type { SyncNotice } from '../shared/sync/status.js';

export function setAsideSentence(report: SetAsideReport): string {
  return englishIntl.formatMessage(
    { id: 'hot-folders.setAside.record' },
    { file: report.movedTo, reason: report.reason },
  );
}

/** Its Activity row: failed, in the link it was found in, named by where it went. */
export function setAsideActivity(link: HotFolderLink, report: SetAsideReport): Omit<ActivityRecord, 'seq'> {
  return {
    key: fileKey(link.id, report.movedTo),
    linkId: link.id,
    relPath: report.movedTo,
    remoteFolder: link.remotePath,
    state: 'failed',
    size: 0,
    attempts: 0,
    at: Date.now(),
    message: setAsideSentence(report),
  };
}

export function setAsideNotice(link: HotFolderLink, report: SetAsideReport): Omit<SyncNotice, 'at'> {
  return {
    kind: 'set-aside',
    message: setAsideSentence(report),
    linkId: link.id,
    file: report.movedTo,
    reason: report.reason,
  };
}
