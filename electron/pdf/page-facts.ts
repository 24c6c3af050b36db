/**
 * What a page paints, read from its content stream without drawing it: the fonts it shows text in,
 * every image it draws (pixels, the size it is drawn at, its colour space), and whether it paints
 * anything (fill, stroke, text, shading, stencil mask) in RGB. The interpreter follows the graphics
 * state the checks need (ISO 32000-1 § 8.4): the CTM through q/Q/cm and form XObjects' matrices, the
 * fill and stroke colour spaces, the text rendering mode. The printed annotations' appearances (form
 * fields, stamps) count as the page's own content. Images are never decoded.
 *
 * Effective resolution is pixels over the drawn length of the image's unit square's sides: the
 * lengths of the CTM's transformed unit vectors, so that rotation and skew do not count.
 */
import {
  classifyColourSpace,
  cmykSpace,
  graySpace,
  rgbSpace,
  unknownSpace,
  type ColourSpace,
} from './colour-spaces.js';
import { ContentLexer, Op, type Operand } from './content-lexer.js';
import type { PageNode, PdfFile } from './document.js';
import { describeFont, type FontUse } from './fonts.js';
import { identity, multiply, type Matrix } from './matrix.js';
import { pageBoxes, readBox, type PageBoxes } from './page-boxes.js';
import { PdfStream, Ref, type PdfDict, type PdfValue } from './syntax.js';

export interface ImageUse {
  readonly widthPx: number;
  readonly heightPx: number;
  readonly xPpi: number;
  readonly yPpi: number;
  readonly colour: ColourSpace;
  /** An image mask (stencil): painted in the fill colour, it has no colours of its own. */
  readonly stencil: boolean;
  readonly inline: boolean;
}

export interface PageFacts {
  readonly page: number;
  readonly rotate: number;
  readonly boxes: PageBoxes;
  /** Distinct fonts the page shows text in, in first-use order. */
  readonly fonts: FontUse[];
  /** Every drawing of an image, in drawing order. */
  readonly images: ImageUse[];
  /** Text or vector graphics painted in an RGB colour. */
  readonly rgbPaint: boolean;
}

interface GraphicsState {
  ctm: Matrix;
  fill: ColourSpace;
  stroke: ColourSpace;
  fillRgb: boolean;
  strokeRgb: boolean;
  textMode: number;
  font: FontUse | null;
}

const maxFormDepth = 16;

function toMatrix(pdf: PdfFile, value: PdfValue | undefined): Matrix | null {
  const v = pdf.resolve(value);
  if (!Array.isArray(v) || v.length < 6) return null;
  const m = v.slice(0, 6).map((n) => pdf.resolve(n));
  if (!m.every((n): n is number => typeof n === 'number')) return null;
  return [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!];
}

/** Reads one page's facts. */
export function readPageFacts(pdf: PdfFile, page: PageNode): PageFacts {
  const rotate =
    typeof page.rotate === 'number' ? (((Math.round(page.rotate / 90) * 90) % 360) + 360) % 360 : 0;
  const walker = new PageWalker(pdf);
  const contents = pdf.resolve(page.dict.get('Contents'));
  const parts = (Array.isArray(contents) ? contents : [contents])
    .map((c) => pdf.resolve(c))
    .filter((c) => c instanceof PdfStream);
  const data = Buffer.concat(parts.flatMap((stream) => [pdf.streamData(stream), Buffer.from('\n')]));
  walker.walk(data, page.resources, initialState(identity), 0);
  drawAnnotations(pdf, page, walker);
  return {
    page: page.number,
    rotate,
    boxes: pageBoxes(pdf, page.dict, page.mediaBox, page.cropBox),
    fonts: [...walker.fonts.values()],
    images: walker.images,
    rgbPaint: walker.rgbPaint,
  };
}

const printFlag = 4;
const hiddenFlag = 2;

/**
 * The printed annotations' appearances (form fields, stamps: ISO 32000-1 § 12.5.5), drawn over the
 * page as a printer draws them: the appearance's bounding box, through its matrix, fitted to the
 * annotation's rectangle.
 */
function drawAnnotations(pdf: PdfFile, page: PageNode, walker: PageWalker): void {
  const annotations = pdf.resolve(page.dict.get('Annots'));
  if (!Array.isArray(annotations)) return;
  for (const ref of annotations) {
    const annotation = pdf.dict(ref);
    const flags = pdf.resolve(annotation?.get('F'));
    if (!annotation || typeof flags !== 'number' || !(flags & printFlag) || flags & hiddenFlag) continue;
    let appearance = pdf.resolve(pdf.dict(annotation.get('AP'))?.get('N'));
    if (appearance instanceof Map) {
      const state = pdf.resolve(annotation.get('AS'));
      appearance = typeof state === 'string' ? pdf.resolve(appearance.get(state)) : undefined;
    }
    if (!(appearance instanceof PdfStream)) continue;
    const rect = readBox(pdf, annotation.get('Rect'));
    const bbox = readBox(pdf, appearance.dict.get('BBox'));
    if (!rect || !bbox) continue;
    const matrix = toMatrix(pdf, appearance.dict.get('Matrix')) ?? identity;
    const corners = [
      [bbox.x0, bbox.y0],
      [bbox.x1, bbox.y0],
      [bbox.x0, bbox.y1],
      [bbox.x1, bbox.y1],
    ].map(([x, y]) => [
      matrix[0] * x! + matrix[2] * y! + matrix[4],
      matrix[1] * x! + matrix[3] * y! + matrix[5],
    ]);
    const xs = corners.map((c) => c[0]!);
    const ys = corners.map((c) => c[1]!);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    if (maxX <= minX || maxY <= minY) continue;
    const sx = (rect.x1 - rect.x0) / (maxX - minX);
    const sy = (rect.y1 - rect.y0) / (maxY - minY);
    const fit: Matrix = [sx, 0, 0, sy, rect.x0 - minX * sx, rect.y0 - minY * sy];
    walker.walk(
      pdf.streamData(appearance),
      pdf.dict(appearance.dict.get('Resources')),
      initialState(multiply(matrix, fit)),
      1,
    );
  }
}

/** A copy for the q stack (the matrix is replaced, never changed in place, so it is shared). */
function copyState(gs: GraphicsState): GraphicsState {
  return {
    ctm: gs.ctm,
    fill: gs.fill,
    stroke: gs.stroke,
    fillRgb: gs.fillRgb,
    strokeRgb: gs.strokeRgb,
    textMode: gs.textMode,
    font: gs.font,
  };
}

function initialState(ctm: Matrix): GraphicsState {
  return {
    ctm,
    fill: graySpace,
    stroke: graySpace,
    fillRgb: false,
    strokeRgb: false,
    textMode: 0,
    font: null,
  };
}

class PageWalker {
  readonly fonts = new Map<string, FontUse>();
  readonly images: ImageUse[] = [];
  rgbPaint = false;
  readonly #formsOpen = new Set<number>();
  readonly #patterns = new Map<number, boolean>();
  /** The font objects already counted (one per font resource and content stream): a cheap test per text operator. */
  readonly #fontsShown = new Set<FontUse>();

  constructor(readonly pdf: PdfFile) {}

  walk(data: Uint8Array, resources: PdfDict | undefined, start: GraphicsState, depth: number): void {
    const pdf = this.pdf;
    const lexer = new ContentLexer(data);
    const operands: Operand[] = [];
    const stack: GraphicsState[] = [];
    let gs = copyState(start);
    const fontResources = pdf.dict(resources?.get('Font'));
    const fontCache = new Map<string, FontUse | null>();
    const paint = (fill: boolean, stroke: boolean) => {
      if ((fill && gs.fillRgb) || (stroke && gs.strokeRgb)) this.rgbPaint = true;
    };
    const setColourSpace = (target: 'fill' | 'stroke', space: ColourSpace) => {
      gs[target] = space;
      gs[target === 'fill' ? 'fillRgb' : 'strokeRgb'] = space.family === 'rgb';
    };
    for (let op = lexer.next(operands); op !== Op.End; op = lexer.next(operands)) {
      switch (op) {
        case Op.Save:
          stack.push(copyState(gs));
          break;
        case Op.Restore:
          if (stack.length > 0) gs = stack.pop()!;
          break;
        case Op.Concat:
          if (operands.length === 6 && operands.every((n) => typeof n === 'number'))
            gs.ctm = multiply(operands as unknown as Matrix, gs.ctm);
          break;
        case Op.FillGray:
          setColourSpace('fill', graySpace);
          break;
        case Op.StrokeGray:
          setColourSpace('stroke', graySpace);
          break;
        case Op.FillRgb:
          setColourSpace('fill', rgbSpace);
          break;
        case Op.StrokeRgb:
          setColourSpace('stroke', rgbSpace);
          break;
        case Op.FillCmyk:
          setColourSpace('fill', cmykSpace);
          break;
        case Op.StrokeCmyk:
          setColourSpace('stroke', cmykSpace);
          break;
        case Op.FillSpace:
        case Op.StrokeSpace: {
          const name = operands[operands.length - 1];
          const space = typeof name === 'string' ? classifyColourSpace(pdf, name, resources) : unknownSpace;
          setColourSpace(op === Op.FillSpace ? 'fill' : 'stroke', space);
          break;
        }
        case Op.FillColourN:
        case Op.StrokeColourN: {
          const target = op === Op.FillColourN ? 'fill' : 'stroke';
          const name = operands[operands.length - 1];
          if (gs[target].family === 'pattern' && typeof name === 'string')
            gs[target === 'fill' ? 'fillRgb' : 'strokeRgb'] = this.#patternIsRgb(name, resources, gs, depth);
          break;
        }
        case Op.Shade: {
          const name = operands[operands.length - 1];
          const shading =
            typeof name === 'string' ? pdf.dict(pdf.dict(resources?.get('Shading'))?.get(name)) : undefined;
          if (shading && classifyColourSpace(pdf, shading.get('ColorSpace'), resources).family === 'rgb')
            this.rgbPaint = true;
          break;
        }
        case Op.Fill:
          paint(true, false);
          break;
        case Op.Stroke:
          paint(false, true);
          break;
        case Op.FillStroke:
          paint(true, true);
          break;
        case Op.TextMode:
          if (typeof operands[0] === 'number') gs.textMode = operands[0];
          break;
        case Op.Font: {
          const name = operands[0];
          if (typeof name !== 'string') break;
          let font = fontCache.get(name);
          if (font === undefined) {
            font = describeFont(pdf, fontResources?.get(name));
            fontCache.set(name, font);
          }
          gs.font = font;
          break;
        }
        case Op.ShowText: {
          if (gs.font && !this.#fontsShown.has(gs.font)) {
            this.#fontsShown.add(gs.font);
            const key = `${gs.font.objectNumber}/${gs.font.name}`;
            if (!this.fonts.has(key)) this.fonts.set(key, gs.font);
          }
          const mode = gs.textMode;
          paint(
            mode === 0 || mode === 2 || mode === 4 || mode === 6,
            mode === 1 || mode === 2 || mode === 5 || mode === 6,
          );
          break;
        }
        case Op.XObject: {
          const name = operands[operands.length - 1];
          if (typeof name === 'string') this.#drawXObject(name, resources, gs, depth);
          break;
        }
        case Op.InlineImage: {
          const dict = operands[0];
          if (dict instanceof Map) this.#image(dict, resources, gs, true);
          break;
        }
      }
    }
  }

  #drawXObject(name: string, resources: PdfDict | undefined, gs: GraphicsState, depth: number): void {
    const pdf = this.pdf;
    const ref = pdf.dict(resources?.get('XObject'))?.get(name);
    const xobject = pdf.resolve(ref);
    if (!(xobject instanceof PdfStream)) return;
    const subtype = pdf.resolve(xobject.dict.get('Subtype'));
    if (subtype === 'Image') return this.#image(xobject.dict, resources, gs, false);
    if (subtype !== 'Form' || depth >= maxFormDepth) return;
    const key = ref instanceof Ref ? ref.num : -1;
    if (this.#formsOpen.has(key)) return;
    this.#formsOpen.add(key);
    try {
      const matrix = toMatrix(pdf, xobject.dict.get('Matrix'));
      const state = { ...gs, ctm: matrix ? multiply(matrix, gs.ctm) : gs.ctm };
      const own = pdf.dict(xobject.dict.get('Resources'));
      this.walk(pdf.streamData(xobject), own ?? resources, state, depth + 1);
    } finally {
      this.#formsOpen.delete(key);
    }
  }

  #image(dict: PdfDict, resources: PdfDict | undefined, gs: GraphicsState, inline: boolean): void {
    const pdf = this.pdf;
    const width = pdf.resolve(dict.get('Width'));
    const height = pdf.resolve(dict.get('Height'));
    if (typeof width !== 'number' || typeof height !== 'number') return;
    const stencil = pdf.resolve(dict.get('ImageMask')) === true;
    if (stencil && gs.fillRgb) this.rgbPaint = true;
    const [a, b, c, d] = gs.ctm;
    const drawnWidth = Math.hypot(a, b);
    const drawnHeight = Math.hypot(c, d);
    this.images.push({
      widthPx: width,
      heightPx: height,
      xPpi: drawnWidth > 0 ? (width * 72) / drawnWidth : Infinity,
      yPpi: drawnHeight > 0 ? (height * 72) / drawnHeight : Infinity,
      colour: stencil
        ? unknownSpace
        : classifyColourSpace(pdf, dict.get('ColorSpace'), inline ? resources : undefined),
      stencil,
      inline,
    });
  }

  /**
   * Whether filling with this pattern paints RGB: a shading pattern's colour space, or what a tiling
   * pattern's own content paints (read once per page; its images and fonts count like the page's).
   */
  #patternIsRgb(name: string, resources: PdfDict | undefined, gs: GraphicsState, depth: number): boolean {
    const pdf = this.pdf;
    const ref = pdf.dict(resources?.get('Pattern'))?.get(name);
    const pattern = pdf.resolve(ref);
    const dict = pattern instanceof PdfStream ? pattern.dict : pdf.dict(pattern);
    if (!dict) return false;
    if (pdf.resolve(dict.get('PatternType')) === 2)
      return (
        classifyColourSpace(pdf, pdf.dict(dict.get('Shading'))?.get('ColorSpace'), resources).family === 'rgb'
      );
    const key = ref instanceof Ref ? ref.num : -1;
    const known = this.#patterns.get(key);
    if (known !== undefined) return known;
    if (!(pattern instanceof PdfStream) || depth >= maxFormDepth) return false;
    this.#patterns.set(key, false);
    const before = this.rgbPaint;
    this.rgbPaint = false;
    const matrix = toMatrix(pdf, dict.get('Matrix')) ?? identity;
    this.walk(
      pdf.streamData(pattern),
      pdf.dict(dict.get('Resources')),
      { ...initialState(matrix), fill: gs.fill, fillRgb: gs.fillRgb },
      depth + 1,
    );
    const patternRgb = this.rgbPaint;
    this.#patterns.set(key, patternRgb);
    this.rgbPaint = before;
    return patternRgb;
  }
}
