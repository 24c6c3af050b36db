/**
 * "Fix and upload": the fixes a file sent by hand can get, and the fixed copy sent in its place as
 * `<name>.fixed.pdf` (the name the hot folders give theirs; docs/preflight.md, "Fixes"). A file sent
 * by hand is not yet a product, so its page size is not checked and not fixed: the fixes are bleed
 * and fonts, judged with the Account's profile. The copy is made in a temporary folder of its own,
 * the file itself only read, and the folder is removed once the upload has ended.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileWork } from '../../file-work/pool.js';
import { createAppIntl } from '../../i18n/intl.js';
import type { AppLocale } from '../../shared/settings/locale.js';
import type { UploadEntry } from '../../shared/contract/uploads.js';
import { AppError } from '../../shared/contract/app-errors.js';
import { findingText } from '../../i18n/finding-text.js';
import { fixedName, type FixId } from '../../shared/preflight/findings.js';
import { fixFile } from '../../preflight/fix-file.js';
import { profiles, type ProfileName } from '../../shared/preflight/profiles.js';
import type { UnitSystem } from '../../shared/models/markets.js';
import type { FixInto } from './fix-preview.js';

/** What a file sent by hand can have fixed: no product yet, so not its page size. */
export const uploadFixes: readonly FixId[] = ['bleed', 'fonts'];

export interface UploadFixDeps {
  fileWork: FileWork;
  uploadProfile: () => ProfileName;
  locale: () => AppLocale;
  units: () => UnitSystem;
}

/** A file sent by hand fixed into `output`, judged with the Account's profile, said in the app's language. */
export function uploadFix(deps: UploadFixDeps, file: string): FixInto {
  return async (output) => {
    const intl = createAppIntl(deps.locale());
    const unit = deps.units() === 'metric' ? 'mm' : 'in';
    const say = (finding: Parameters<typeof findingText>[1]) => findingText(intl, finding, unit);
    const fixed = await fixFile(file, deps.fileWork, {
      profile: profiles[deps.uploadProfile()],
      trim: null,
      intl,
      unit,
      fixes: uploadFixes,
      fit: 'fit',
      output,
    });
    return {
      before: { result: fixed.before, say },
      after: fixed.result.output === undefined ? null : { result: fixed.result, say },
      changes: fixed.changes,
    };
  };
}

/** Sends a stream as a named upload; resolves once it has ended (Uploads.addStream). */
export type SendStream = (
  folderPath: string,
  source: { stream: Readable; size: number; name: string },
) => Promise<UploadEntry>;

/**
 * Fixes `file` and uploads the copy to `folderPath` as `<name>.fixed.pdf` (`name`: the file's own name,
 * where its path does not say it: a browser's bytes in a temporary file). Refused, saying why, when
 * the fixes change nothing in it.
 */
export async function uploadFixed(
  deps: UploadFixDeps & { send: SendStream },
  folderPath: string,
  file: string,
  name = path.basename(file),
): Promise<UploadEntry> {
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'printdesk-fix-upload-'));
  try {
    const output = path.join(temporary, 'fixed.pdf');
    const { after, changes } = await uploadFix(deps, file)(output);
    if (!after)
      throw new AppError(
        'invalid-input',
        [`The fixes change nothing in ${name}: upload it as it is, or skip it.`, ...changes].join(' '),
      );
    const { size } = await stat(output);
    return await deps.send(folderPath, { stream: createReadStream(output), size, name: fixedName(name) });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
