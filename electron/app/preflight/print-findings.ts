/**
 * The print checks of a local PDF before it is sent by hand (no product yet, so no page size), and
 * small pictures of the pages they concern, drawn from the file on the file-work pool: a person
 * sees what is wrong where, before deciding to send it anyway.
 */
import type { FileWork } from '../../file-work/pool.js';
import type { PagePicture } from '../../shared/contract/sync.js';
import type { Finding } from '../../shared/preflight/findings.js';
import { preflightFile } from '../../preflight/preflight-file.js';
import { profiles, type ProfileName } from '../../shared/preflight/profiles.js';

/** Pictures per finding and per file at most: a finding on 300 pages shows its first few. */
const picturesPerFinding = 3;
const picturesPerFile = 8;
/** The smallest of the library's picture sizes (ThumbnailRequest): enough to see where, quick to draw. */
const pictureLongSide = 160;

export interface PrintFindings {
  findings: Finding[];
  pagePictures: PagePicture[];
}

export async function printFindings(
  path: string,
  fileWork: FileWork,
  profile: ProfileName,
  options: { withPagePictures: boolean; signal?: AbortSignal },
): Promise<PrintFindings> {
  if (profile === 'off') return { findings: [], pagePictures: [] };
  const result = await preflightFile(path, fileWork, {
    profile: profiles[profile],
    trim: null,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const findings = result.findings;
  if (!options.withPagePictures) return { findings, pagePictures: [] };
  return { findings, pagePictures: await drawPages(path, fileWork, pagesToShow(findings)) };
}

/** The pages worth a picture: the first few of each finding, errors first (findings come sorted so). */
export function pagesToShow(findings: readonly Finding[]): number[] {
  const pages: number[] = [];
  for (const finding of findings)
    for (const page of finding.pages.slice(0, picturesPerFinding))
      if (!pages.includes(page) && pages.length < picturesPerFile) pages.push(page);
  return pages.sort((a, b) => a - b);
}

/** A page that cannot be drawn here (no canvas, a damaged page) has no picture; the finding still shows. */
async function drawPages(path: string, fileWork: FileWork, pages: readonly number[]): Promise<PagePicture[]> {
  const drawn = await Promise.all(
    pages.map(async (page) => {
      const png = await fileWork.renderPdfPage(path, page, pictureLongSide).catch(() => null);
      return png ? { page, dataUrl: `data:image/png;base64,${png.toString('base64')}` } : null;
    }),
  );
  return drawn.filter((picture): picture is PagePicture => picture !== null);
}
