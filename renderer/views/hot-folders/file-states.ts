/** How each upload state of a hot-folder file reads: in its activity row and in the State filter. */
import type { FileState } from '../../../electron/ipc/contract/sync.js';

export const fileStateLabels: Record<FileState, { text: string; tone?: string }> = {
  queued: { text: 'Queued' },
  uploading: { text: 'Uploading', tone: 'accent' },
  uploaded: { text: 'Uploaded', tone: 'success' },
  failed: { text: 'Failed', tone: 'danger' },
  skipped: { text: 'Skipped', tone: 'warning' },
};

export const fileStates = Object.keys(fileStateLabels) as FileState[];
