/** How each upload state of a hot-folder file reads: in its activity row and in the State filter. */
import type { IntlShape } from 'react-intl';
import type { FileState } from '../../../electron/shared/contract/sync.js';

export const fileStateTones: Record<FileState, string | undefined> = {
  queued: undefined,
  uploading: 'accent',
  uploaded: 'success',
  failed: 'danger',
  skipped: 'warning',
};

export const fileStates = Object.keys(fileStateTones) as FileState[];

/** The state in words, in the app's language. */
export function fileStateText(intl: IntlShape, state: FileState): string {
  return intl.formatMessage({ id: 'hot-folders.fileState.label' }, { state });
}
