/**
 * The findings of a library item, for the marks on its page pictures: the print checks run on the
 * local copy PrintDesk uploaded (the service has no download: app/pictures/local-copies.ts), with
 * the Account's profile and no product size (a print file is not a product; a document's template is
 * not known for every document). Kept by content and profile for the session: the same file is
 * checked once however often its details are opened.
 */
import type { FileWork } from '../../file-work/pool.js';
import type { ItemFindings } from '../../shared/contract/library.js';
import type { Finding } from '../../shared/preflight/findings.js';
import { preflightFile } from '../../preflight/preflight-file.js';
import { profiles, type ProfileName } from '../../shared/preflight/profiles.js';
import type { Thumbnails } from '../pictures/thumbnails.js';

const keptMax = 500;

export function createItemFindings(deps: {
  thumbnails: Pick<Thumbnails, 'localFile'>;
  fileWork: FileWork;
  profile: () => ProfileName;
}): (itemId: string) => Promise<ItemFindings> {
  /** sha-256 and profile → the findings (oldest first, a bounded few). */
  const checked = new Map<string, Promise<Finding[]>>();

  const findingsOf = (path: string, sha256: string, profile: ProfileName) => {
    const key = `${sha256}:${profile}`;
    let findings = checked.get(key);
    if (!findings) {
      findings = preflightFile(path, deps.fileWork, {
        profile: profiles[profile],
        trim: null,
      }).then((result) => result.findings);
      checked.set(key, findings);
      findings.catch(() => checked.delete(key));
      for (const old of checked.keys()) if (checked.size > keptMax) checked.delete(old);
    }
    return findings;
  };

  return async (itemId) => {
    const profile = deps.profile();
    if (profile === 'off') return { checked: false, why: 'off' };
    const file = await deps.thumbnails.localFile(itemId);
    if (!file.found) return { checked: false, why: file.reason };
    return { checked: true, profile, findings: await findingsOf(file.path, file.sha256, profile) };
  };
}
