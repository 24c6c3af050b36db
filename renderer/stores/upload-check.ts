/**
 * The check before a hand upload (drop or picker): every file is preflighted first, with the print
 * checks of the Account's profile. Files with nothing to say go at once; when one is broken,
 * encrypted, empty, unrecognised, of mixed page sizes or has findings, the batch waits for the user.
 * A file with an error is held until the user says "Upload anyway" (a hand upload is their
 * decision; never for an empty file, which the service would not take); warnings need no word.
 * Where the fixes could clear a finding (a font left out, no bleed), "Fix and upload" sends the fixed
 * copy instead, as `<name>.fixed.pdf`.
 */
import { canUploadAnyway } from '../../electron/shared/contract/sync.js';
import type { Preflight } from '../../electron/shared/contract/sync.js';
import type { FixPreview } from '../../electron/shared/contract/fix-preview.js';
import { hasErrors, type Finding } from '../../electron/shared/preflight/findings.js';
import { preflightFile } from '../bridge/api.js';
import { fixPreviewOfFile } from '../bridge/fixed-upload.js';
import { createStore } from './resettable.js';
import { useUploads } from './uploads.js';

export interface CheckedFile {
  file: File;
  /** Null when the file could not be checked here. */
  preflight: Preflight | null;
  /** Sent as it is. */
  send: boolean;
  /** "Fix and upload": its fixed copy sent instead (`<name>.fixed.pdf`). */
  fix?: boolean;
}

interface UploadCheckState {
  /** A batch waiting for the user's word. */
  pending: { folderPath: string; files: CheckedFile[] } | null;
  checking: number;
  check(files: readonly File[], folderPath: string): Promise<void>;
  setSend(index: number, send: boolean): void;
  /** "Fix and upload" chosen for a file the fixes could mend. */
  setFix(index: number): void;
  /** Pictures of a file's pages `from` on before and after its fixes ("Fix and upload"). */
  fixPreview(file: File, from: number): Promise<FixPreview>;
  confirm(): void;
  cancel(): void;
}

/** Whether the user should see this file before it goes. */
export function needsAttention(preflight: Preflight | null): boolean {
  return (
    preflight !== null &&
    (preflight.problem !== null || preflight.pageSizes.length > 1 || preflight.findings.length > 0)
  );
}

/** The checks whose findings a fix of a file sent by hand can clear (no product yet: not the page size). */
const mendable = new Set<Finding['check']>(['font-not-embedded', 'no-bleed']);

/** Whether "Fix and upload" is offered: a PDF that opens, with a finding the bleed or fonts fix clears. */
export function canFix(preflight: Preflight | null): boolean {
  return (
    preflight !== null &&
    preflight.problem === null &&
    preflight.findings.some((finding) => mendable.has(finding.check))
  );
}

/** Whether the file waits for "Upload anyway": what would stop it, or an error of the print checks. */
export function isHeld(preflight: Preflight | null): boolean {
  return preflight !== null && (preflight.problem !== null || hasErrors(preflight.findings));
}

export const useUploadCheck = createStore<UploadCheckState>((set, get) => ({
  pending: null,
  checking: 0,

  async check(files, folderPath) {
    set({ checking: get().checking + files.length });
    const checked = await Promise.all(
      files.map(async (file): Promise<CheckedFile> => {
        const preflight = await preflightFile(file);
        return { file, preflight, send: !isHeld(preflight) };
      }),
    );
    set({ checking: Math.max(0, get().checking - files.length) });
    if (!checked.some((entry) => needsAttention(entry.preflight))) {
      void useUploads.getState().start(files, folderPath);
      return;
    }
    // A batch already waiting is sent as it stands: the newest one takes the panel.
    if (get().pending) get().confirm();
    set({ pending: { folderPath, files: checked } });
  },

  setSend(index, send) {
    const pending = get().pending;
    const entry = pending?.files[index];
    if (!pending || !entry) return;
    if (send && entry.preflight?.problem && !canUploadAnyway(entry.preflight.problem)) return;
    const files = pending.files.slice();
    files[index] = { ...entry, send, fix: false };
    set({ pending: { ...pending, files } });
  },

  setFix(index) {
    const pending = get().pending;
    const entry = pending?.files[index];
    if (!pending || !entry || !canFix(entry.preflight)) return;
    const files = pending.files.slice();
    files[index] = { ...entry, send: false, fix: true };
    set({ pending: { ...pending, files } });
  },

  fixPreview: (file, from) => fixPreviewOfFile(file, from),

  confirm() {
    const pending = get().pending;
    set({ pending: null });
    if (!pending) return;
    const files = pending.files.filter((entry) => entry.send).map((entry) => entry.file);
    if (files.length > 0) void useUploads.getState().start(files, pending.folderPath);
    for (const entry of pending.files)
      if (entry.fix) void useUploads.getState().startFixed(entry.file, pending.folderPath);
  },

  cancel() {
    set({ pending: null });
  },
}));
