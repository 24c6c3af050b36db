/**
 * Pictures of a file's pages before and after its fixes, for the person who decides whether they run
 * ("Fix and go on" for a held job, "Fix and upload" before an upload; docs/preflight.md, "Fixes").
 * The fixes are made into a temporary folder of their own, the file itself only read, and the
 * temporary copy is removed once its pages are drawn: what goes on is made again, by the same fixes,
 * when the person confirms. A few pages are drawn at a time (`fixPreviewPages`), on the file-work pool.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileWork } from '../../file-work/pool.js';
import { fixPreviewPages, type FixPreview } from '../../shared/contract/fix-preview.js';
import type { Finding, FilePreflight } from '../../shared/preflight/findings.js';

/** Big enough to see a margin, a bleed or a face change side by side; quick to draw. */
const pictureLongSide = 320;

/** A file's findings and their sentences in the app's language. */
interface Judged {
  readonly result: FilePreflight;
  readonly say: (finding: Finding) => string;
}

/** The fixes made into `output` (never the file): what they found before, after (null: nothing fixed), and changed. */
export type FixInto = (output: string) => Promise<{
  readonly before: Judged;
  readonly after: Judged | null;
  readonly changes: readonly string[];
}>;

export interface FixPreviewRequest {
  /** The file as it is. */
  readonly file: string;
  /** The first page to draw (1-based). */
  readonly from: number;
  readonly fix: FixInto;
}

export async function previewFix(fileWork: FileWork, request: FixPreviewRequest): Promise<FixPreview> {
  const { file, from } = request;
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'printdesk-fix-preview-'));
  try {
    const output = path.join(temporary, 'fixed.pdf');
    const { before, after, changes } = await request.fix(output);
    const pageCount = before.result.pages;
    const last = Math.min(pageCount, from + fixPreviewPages - 1);
    const numbers = Array.from({ length: Math.max(0, last - from + 1) }, (_, i) => from + i);
    // A page that cannot be drawn here (no canvas, a damaged page) has no picture; the others still show.
    const draw = async (pdf: string, page: number) => {
      const png = await fileWork.renderPdfPage(pdf, page, pictureLongSide).catch(() => null);
      return png ? `data:image/png;base64,${png.toString('base64')}` : null;
    };
    const pages = await Promise.all(
      numbers.map(async (page) => {
        const original = await draw(file, page);
        return { page, before: original, after: after ? await draw(output, page) : original };
      }),
    );
    const judged = after ?? before;
    return {
      name: path.basename(file),
      pageCount,
      pages,
      changes: [...changes],
      fixed: after !== null,
      errorsLeft: judged.result.findings.filter((f) => f.severity === 'error').map(judged.say),
    };
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
