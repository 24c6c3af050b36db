/**
 * The `fonts` fix: each simple font the PDF names but leaves out (Helvetica, Arial, Times, Times New
 * Roman, Courier, Courier New in their styles, Symbol, ZapfDingbats) gets the program of a free font
 * made with its metrics (font-faces.ts), so that every glyph stands where it stood: the font keeps its
 * widths (or, when it gave none, gets the standard font's own, what readers used), and its encoding is
 * written out code by code where it leaned on a built-in one (font-encodings.ts). The font becomes a
 * Type 1 font with a Type 1C program; a TrueType one (office tools write Arial so) is turned into one,
 * its codes naming the same glyphs. Every font dictionary in the file counts, used or not, as
 * `pdffonts` lists them. A font with no such substitute (Helvetica Narrow, Futura, a composite font)
 * stays as it is, and is said.
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { Font } from '@cantoo/pdf-lib/standard-fonts';
import { builtInEncoding, effectiveEncoding, explicitEncoding, type CodeNames } from './font-encodings.js';
import {
  cffProgram,
  faceOf,
  standardFontOf,
  substituteFile,
  substituteNames,
  type Face,
} from './font-faces.js';

/** Why a font was left out still. */
export type NotEmbeddedReason = 'no-substitute' | 'composite' | 'encoding';

export interface FontsOutcome {
  /** Each font name embedded, with the free font that stands in for it. */
  readonly embedded: { readonly font: string; readonly substitute: string }[];
  /** Each font name still left out, and why. */
  readonly notEmbedded: { readonly font: string; readonly reason: NotEmbeddedReason }[];
}

const simpleTypes = new Set(['Type1', 'MMType1', 'TrueType']);
const fontFiles = ['FontFile', 'FontFile2', 'FontFile3'].map((key) => PDFName.of(key));
/** Font descriptor flags (ISO 32000-1 § 9.8.2). */
const flag = { fixedPitch: 1, serif: 2, symbolic: 4, nonsymbolic: 32, italic: 64, forceBold: 262144 };

/** Embeds what it can; `changed` gains the objects (existing before) it changed, for the incremental update. */
export function embedFonts(context: PDFContext, changed: Set<PDFRef>): FontsOutcome {
  const embedded = new Map<string, string>();
  const notEmbedded = new Map<string, NotEmbeddedReason>();
  const programs = new Map<string, PDFRef>();
  for (const [font, holder] of fontDictionaries(context)) {
    const name = baseName(font);
    const subtype = font.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() ?? '';
    if (subtype === 'Type0') {
      if (!isEmbedded(descriptorOf(descendantOf(font)))) notEmbedded.set(name, 'composite');
      continue;
    }
    if (!simpleTypes.has(subtype) || isEmbedded(descriptorOf(font))) continue;
    const face = faceOf(name, hintsOf(descriptorOf(font)));
    if (!face) {
      notEmbedded.set(name, 'no-substitute');
      continue;
    }
    if (!embedFont(context, font, face, subtype === 'TrueType', programs)) {
      notEmbedded.set(name, 'encoding');
      continue;
    }
    changed.add(holder);
    const descriptor = font.get(PDFName.of('FontDescriptor'));
    if (descriptor instanceof PDFRef) changed.add(descriptor);
    embedded.set(name, substituteNames[face.family]);
  }
  for (const font of embedded.keys()) notEmbedded.delete(font);
  return {
    embedded: [...embedded].map(([font, substitute]) => ({ font, substitute })),
    notEmbedded: [...notEmbedded].map(([font, reason]) => ({ font, reason })),
  };
}

/** Gives one font its substitute's program; false when its encoding cannot be read (and nothing changed). */
function embedFont(
  context: PDFContext,
  font: PDFDict,
  face: Face,
  trueType: boolean,
  programs: Map<string, PDFRef>,
): boolean {
  const encoding = context.lookup(font.get(PDFName.of('Encoding')));
  const builtIn = builtInEncoding(face.family, trueType);
  // A base encoding is named (or the name is the encoding): it means the same with any program.
  const based =
    encoding instanceof PDFName || (encoding instanceof PDFDict && encoding.has(PDFName.of('BaseEncoding')));
  const hasWidths = font.has(PDFName.of('Widths'));
  let names: CodeNames | null = null;
  if (!based || !hasWidths) {
    names = effectiveEncoding(encoding, builtIn);
    if (!names) return false;
  }
  const metrics = Font.load(standardFontOf(face) as Parameters<typeof Font.load>[0]);
  if (!hasWidths) {
    const codes = names!.flatMap((n, code) => (n ? [code] : []));
    const first = codes[0] ?? 32;
    const last = codes[codes.length - 1] ?? 32;
    const widths = [];
    for (let code = first; code <= last; code++) widths.push(metrics.getWidthOfGlyph(names![code]!) ?? 0);
    font.set(PDFName.of('FirstChar'), PDFNumber.of(first));
    font.set(PDFName.of('LastChar'), PDFNumber.of(last));
    font.set(PDFName.of('Widths'), context.obj(widths));
  }
  if (!based) font.set(PDFName.of('Encoding'), context.obj(explicitEncoding(names!) as never));
  font.set(PDFName.of('Subtype'), PDFName.of('Type1'));
  const file = substituteFile(face);
  let program = programs.get(file);
  if (!program) {
    program = context.register(context.flateStream(cffProgram(face), { Subtype: 'Type1C' }));
    programs.set(file, program);
  }
  const symbolic = face.family === 'symbol' || face.family === 'dingbats';
  const descriptor = descriptorOf(font) ?? newDescriptor(context, font, face, metrics);
  const flags = descriptor.lookupMaybe(PDFName.of('Flags'), PDFNumber)?.asNumber() ?? 0;
  descriptor.set(
    PDFName.of('Flags'),
    PDFNumber.of(
      symbolic ? (flags & ~flag.nonsymbolic) | flag.symbolic : (flags & ~flag.symbolic) | flag.nonsymbolic,
    ),
  );
  descriptor.set(PDFName.of('FontFile3'), program);
  return true;
}

/** A font descriptor from the standard font's metrics, for a font that had none (the standard 14 need none). */
function newDescriptor(context: PDFContext, font: PDFDict, face: Face, metrics: Font): PDFDict {
  const [, descent, , ascent] = metrics.FontBBox;
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: font.get(PDFName.of('BaseFont')) ?? PDFName.of(metrics.FontName),
    Flags:
      (face.family === 'courier' ? flag.fixedPitch : 0) |
      (face.family === 'times' ? flag.serif : 0) |
      (face.italic ? flag.italic : 0),
    FontBBox: metrics.FontBBox,
    ItalicAngle: metrics.ItalicAngle,
    Ascent: metrics.Ascender ?? ascent,
    Descent: metrics.Descender ?? descent,
    CapHeight: metrics.CapHeight ?? metrics.Ascender ?? ascent,
    StemV: metrics.StdVW || 80,
  });
  font.set(PDFName.of('FontDescriptor'), context.register(descriptor));
  return descriptor;
}

/**
 * Every font dictionary of the file, indirect ones and direct ones in resource dictionaries, each with
 * the indirect object that holds it (itself, or the page, form or resources it is written in).
 */
function fontDictionaries(context: PDFContext): Map<PDFDict, PDFRef> {
  const found = new Map<PDFDict, PDFRef>();
  const consider = (value: PDFObject | undefined, holder: PDFRef) => {
    const dict = value === undefined ? undefined : context.lookup(value);
    if (dict instanceof PDFDict && dict.has(PDFName.of('BaseFont')) && dict.has(PDFName.of('Subtype')))
      found.set(dict, value instanceof PDFRef ? value : holder);
  };
  const fontsIn = (resources: PDFObject | undefined, holder: PDFRef) => {
    if (resources instanceof PDFRef) holder = resources;
    const dict = resources === undefined ? undefined : context.lookup(resources);
    const fonts = dict instanceof PDFDict ? dict.get(PDFName.of('Font')) : undefined;
    const table = fonts && context.lookup(fonts);
    if (!(table instanceof PDFDict)) return;
    const tableHolder = fonts instanceof PDFRef ? fonts : holder;
    for (const value of table.values()) consider(value, tableHolder);
  };
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) continue;
    consider(ref, ref);
    fontsIn(dict, ref);
    fontsIn(dict.get(PDFName.Resources), ref);
  }
  return found;
}

function baseName(font: PDFDict): string {
  const base = font.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.decodeText() ?? '[none]';
  return base.replace(/^[A-Z]{6}\+/, '');
}

function descendantOf(font: PDFDict): PDFDict | undefined {
  const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
  const first = descendants && font.context.lookup(descendants.get(0));
  return first instanceof PDFDict ? first : undefined;
}

function descriptorOf(font: PDFDict | undefined): PDFDict | undefined {
  return font?.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
}

/** A program in the descriptor (a reference to a missing object is none), as `pdffonts` judges it. */
function isEmbedded(descriptor: PDFDict | undefined): boolean {
  return fontFiles.some((key) => descriptor?.context.lookup(descriptor.get(key)) instanceof PDFStream);
}

/** What the descriptor says of weight and slant, for a name that does not say it ("Arial" with ForceBold). */
function hintsOf(descriptor: PDFDict | undefined): { bold?: boolean; italic?: boolean } {
  if (!descriptor) return {};
  const number = (key: string) => descriptor.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber() ?? 0;
  const flags = number('Flags');
  return {
    bold: (flags & flag.forceBold) !== 0 || number('FontWeight') >= 600,
    italic: (flags & flag.italic) !== 0 || number('ItalicAngle') !== 0,
  };
}
