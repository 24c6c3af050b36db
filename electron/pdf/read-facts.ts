/**
 * The preflight's facts about a range of a PDF's pages, read by our own object reader (the page tree,
 * each page's boxes and content): one task of the file-work pool. A page that cannot be read is
 * reported as such, with the reason, and the other pages are still read.
 */
import { PdfFile } from './document.js';
import { readPageFacts, type PageFacts } from './page-facts.js';

export type PageOutcome =
  | { readonly ok: true; readonly facts: PageFacts }
  | { readonly ok: false; readonly page: number; readonly problem: string };

export interface FactsOfPages {
  /** The page count the page tree gives. */
  readonly pageCount: number;
  readonly pages: PageOutcome[];
}

/**
 * Part `part` (0-based) of `parts` equal runs of the document's pages: threads can each take a part
 * before anyone knows the page count.
 */
export function readFactsOfPart(path: string, part: number, parts: number): FactsOfPages {
  return readFacts(path, (pageCount) => {
    const per = Math.ceil(pageCount / parts);
    return [part * per + 1, Math.min(pageCount, (part + 1) * per)];
  });
}

/** Pages `first` to `last` (1-based, inclusive; clipped to the document). */
export function readFactsOfPages(path: string, first: number, last: number): FactsOfPages {
  return readFacts(path, () => [first, last]);
}

function readFacts(path: string, range: (pageCount: number) => [number, number]): FactsOfPages {
  const pdf = new PdfFile(path);
  try {
    const pageCount = pdf.pageCount;
    const [first, last] = range(pageCount);
    const nodes = pdf.pages(first, Math.min(last, pageCount));
    const found = new Set(nodes.map((n) => n.number));
    const pages: PageOutcome[] = nodes.map((node) => {
      try {
        return { ok: true, facts: readPageFacts(pdf, node) };
      } catch (error) {
        return {
          ok: false,
          page: node.number,
          problem: error instanceof Error ? error.message : String(error),
        };
      }
    });
    for (let n = first; n <= Math.min(last, pageCount); n++)
      if (!found.has(n))
        pages.push({ ok: false, page: n, problem: 'the page tree does not lead to this page' });
    pages.sort((a, b) => pageOf(a) - pageOf(b));
    return { pageCount, pages };
  } finally {
    pdf.close();
  }
}

const pageOf = (o: PageOutcome): number => (o.ok ? o.facts.page : o.page);
