/**
 * The per-file state machine: every change of state `FileLedger.transition` may journal. The
 * diagram in docs/sync-engine.md draws these arrows, and file-transitions.test.ts keeps the two
 * equal, so a new move in the code is a new arrow in the docs.
 *
 * A move to the same state is an arrow too: the entry changes (an unknown outcome recorded, a
 * quarantine settled, a new version of the same content) while the state does not.
 */
import type { FileState } from '../shared/sync/status.js';

/** Where a file may go from each state; `new` is a file the journal does not hold yet. */
export const allowedTransitions = {
  new: ['queued', 'failed'],
  queued: ['queued', 'uploading', 'uploaded', 'skipped', 'failed'],
  uploading: ['queued', 'uploaded', 'skipped', 'failed'],
  uploaded: ['queued', 'skipped', 'failed'],
  skipped: ['queued', 'skipped', 'failed'],
  failed: ['queued', 'skipped', 'failed'],
} as const satisfies Record<FileState | 'new', readonly FileState[]>;

type TransitionSource = keyof typeof allowedTransitions;

export function isAllowedTransition(from: TransitionSource, to: FileState): boolean {
  return (allowedTransitions[from] as readonly FileState[]).includes(to);
}

/**
 * A transition the state machine does not have: a bug in the caller, never a fault of the file or
 * the service. Nothing was journaled, and the caller stops where it is (see FileLedger.transition).
 */
export class IllegalTransition extends Error {
  override readonly name = 'IllegalTransition';

  constructor(
    readonly key: string,
    readonly from: TransitionSource,
    readonly to: FileState,
  ) {
    super(`Sync engine bug: ${key} cannot go from ${from} to ${to}; its state is left as it was.`);
  }
}
