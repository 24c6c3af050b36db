/**
 * The print file of a job that did not come as a PDF, and the pages of one that asked for some: written
 * with pdf-lib. A JPEG becomes one page the size of the picture at its resolution; a PWG raster
 * document one page per raster page, each the size of its pixels at that page's own resolution.
 *
 * The output is the same bytes for the same input (no dates, no random file identifier), so a job
 * written again after a crash is the same file, which the hot folder already has.
 */
import {
  PDFDocument,
  PDFRawStream,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from '@cantoo/pdf-lib';
import type { Range } from './ipp-codec.js';
import type { RasterPage } from './pwg-raster.js';

/** A JPEG that names no resolution is taken as this (a photo then prints at a usual photo size). */
export const defaultJpegDpi = 300;

const create = () => PDFDocument.create({ updateMetadata: false });

export async function rasterToPdf(pages: AsyncIterable<RasterPage>): Promise<Uint8Array> {
  const doc = await create();
  for await (const page of pages) {
    const width = (page.widthPx * 72) / page.xDpi;
    const height = (page.heightPx * 72) / page.yDpi;
    const image = doc.context.register(
      PDFRawStream.of(
        doc.context.obj({
          Type: 'XObject',
          Subtype: 'Image',
          Width: page.widthPx,
          Height: page.heightPx,
          ColorSpace: page.colorSpace,
          BitsPerComponent: page.bitsPerComponent,
          Filter: 'FlateDecode',
          ...(page.inkIsOne ? { Decode: [1, 0] } : {}),
        }),
        page.flate,
      ),
    );
    placeImage(doc, image, width, height);
  }
  if (doc.getPageCount() === 0) throw new Error('the document has no pages');
  return doc.save({ useObjectStreams: false });
}

export async function jpegToPdf(jpeg: Uint8Array): Promise<Uint8Array> {
  const doc = await create();
  const image = await doc.embedJpg(jpeg);
  const { x, y } = jpegDpi(jpeg) ?? { x: defaultJpegDpi, y: defaultJpegDpi };
  const page = doc.addPage([(image.width * 72) / x, (image.height * 72) / y]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return doc.save({ useObjectStreams: false });
}

/** Only the pages in `ranges` (1-based, inclusive), in the order the document has them. */
export async function selectPages(pdf: Uint8Array, ranges: readonly Range[]): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  const wanted = source
    .getPageIndices()
    .filter((i) => ranges.some((r) => i + 1 >= r.lower && i + 1 <= r.upper));
  if (wanted.length === 0) throw new Error('none of the pages asked for is in the document');
  const doc = await create();
  for (const page of await doc.copyPages(source, wanted)) doc.addPage(page);
  return doc.save({ useObjectStreams: false });
}

function placeImage(
  doc: PDFDocument,
  image: ReturnType<PDFDocument['context']['register']>,
  w: number,
  h: number,
) {
  const page = doc.addPage([w, h]);
  const name = page.node.newXObject('Im', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(w, 0, 0, h, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
}

/** The resolution a JPEG's JFIF header names (dots per inch or per centimetre), if it names one. */
export function jpegDpi(jpeg: Uint8Array): { x: number; y: number } | undefined {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  // SOI, then segments: the JFIF APP0 comes first when there is one.
  for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff;) {
    const marker = jpeg[at + 1]!;
    const length = view.getUint16(at + 2);
    if (
      marker === 0xe0 &&
      at + 16 <= jpeg.length &&
      String.fromCharCode(...jpeg.subarray(at + 4, at + 9)) === 'JFIF\0'
    ) {
      const units = jpeg[at + 11];
      const x = view.getUint16(at + 12);
      const y = view.getUint16(at + 14);
      if (x < 1 || y < 1) return undefined;
      if (units === 1) return { x, y };
      if (units === 2) return { x: x * 2.54, y: y * 2.54 };
      return undefined;
    }
    if (marker === 0xda) return undefined; // the picture itself: no header after it
    at += 2 + length;
  }
  return undefined;
}
