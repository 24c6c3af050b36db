/**
 * The glyph each character code of a simple font names, as a reader takes it from the font dictionary
 * (ISO 32000-1 § 9.6.6): a named encoding, or a base encoding with differences, or, with none, the
 * font's built-in encoding: StandardEncoding for a standard Latin font, Symbol's and ZapfDingbats' own.
 * The fonts fix writes out what a reader used, so that embedding a program (with a built-in encoding
 * of its own) changes no glyph a code shows.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFObject } from '@cantoo/pdf-lib';
import { Encodings } from '@cantoo/pdf-lib/standard-fonts';
import type { Family } from './font-faces.js';

/** 256 glyph names by code ('' where the code names none). */
export type CodeNames = readonly string[];

/** ISO 32000-1 Annex D, StandardEncoding: the codes that name a glyph (all others none). */
const standardRuns: readonly (readonly [number, string])[] = [
  [
    32,
    'space exclam quotedbl numbersign dollar percent ampersand quoteright parenleft parenright asterisk plus comma hyphen period slash zero one two three four five six seven eight nine colon semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V W X Y Z bracketleft backslash bracketright asciicircum underscore quoteleft a b c d e f g h i j k l m n o p q r s t u v w x y z braceleft bar braceright asciitilde',
  ],
  [
    161,
    'exclamdown cent sterling fraction yen florin section currency quotesingle quotedblleft guillemotleft guilsinglleft guilsinglright fi fl',
  ],
  [177, 'endash dagger daggerdbl periodcentered'],
  [182, 'paragraph bullet quotesinglbase quotedblbase quotedblright guillemotright ellipsis perthousand'],
  [191, 'questiondown'],
  [193, 'grave acute circumflex tilde macron breve dotaccent dieresis'],
  [202, 'ring cedilla'],
  [205, 'hungarumlaut ogonek caron emdash'],
  [225, 'AE'],
  [227, 'ordfeminine'],
  [232, 'Lslash Oslash OE ordmasculine'],
  [241, 'ae'],
  [245, 'dotlessi'],
  [248, 'lslash oslash oe germandbls'],
];

function fromRuns(runs: readonly (readonly [number, string])[]): CodeNames {
  const names = Array<string>(256).fill('');
  for (const [first, words] of runs) words.split(' ').forEach((name, i) => (names[first + i] = name));
  return names;
}

/** An encoding of the standard-fonts package (its Unicode map holds each code with its glyph name). */
function fromStandardFonts(encoding: (typeof Encodings)[keyof typeof Encodings]): CodeNames {
  const names = Array<string>(256).fill('');
  for (const codePoint of encoding.supportedCodePoints) {
    const { code, name } = encoding.encodeUnicodeCodePoint(codePoint);
    if (code < 256 && !names[code]) names[code] = name;
  }
  return names;
}

export const standardEncoding = fromRuns(standardRuns);
export const winAnsiEncoding = fromStandardFonts(Encodings.WinAnsi);
const symbolEncoding = fromStandardFonts(Encodings.Symbol);
const dingbatsEncoding = fromStandardFonts(Encodings.ZapfDingbats);

/** The encodings a font dictionary may name that the fix can read (MacRoman and MacExpert it leaves as named). */
const named: Readonly<Record<string, CodeNames>> = {
  WinAnsiEncoding: winAnsiEncoding,
  StandardEncoding: standardEncoding,
};

/** What a reader used for a non-embedded font with no base encoding: its built-in one. */
export function builtInEncoding(family: Family, trueType: boolean): CodeNames {
  if (family === 'symbol') return symbolEncoding;
  if (family === 'dingbats') return dingbatsEncoding;
  // A TrueType font dictionary with no encoding is read as WinAnsi (pdf.js and Poppler agree).
  return trueType ? winAnsiEncoding : standardEncoding;
}

/**
 * The names the font's codes show, as a reader took them, or null when the fix cannot tell (an
 * encoding it does not know by name). `encoding` is the font dictionary's /Encoding, resolved.
 */
export function effectiveEncoding(encoding: PDFObject | undefined, builtIn: CodeNames): CodeNames | null {
  if (encoding === undefined) return builtIn;
  if (encoding instanceof PDFName) return named[encoding.decodeText()] ?? null;
  if (!(encoding instanceof PDFDict)) return builtIn;
  const base = encoding.lookupMaybe(PDFName.of('BaseEncoding'), PDFName);
  const names = [...(base ? (named[base.decodeText()] ?? []) : builtIn)];
  if (base && names.length === 0) return null;
  const differences = encoding.lookupMaybe(PDFName.of('Differences'), PDFArray);
  let code = 0;
  for (let i = 0; i < (differences?.size() ?? 0); i++) {
    const item = encoding.context.lookup(differences!.get(i));
    if (item instanceof PDFNumber) code = item.asNumber();
    else if (item instanceof PDFName && code >= 0 && code < 256) names[code++] = item.decodeText();
  }
  return names;
}

/** An /Encoding dictionary that names every code's glyph itself: the same whatever the program's own encoding. */
export function explicitEncoding(names: CodeNames): Record<string, unknown> {
  const differences: (number | PDFName)[] = [];
  names.forEach((name, code) => {
    if (!name) return;
    if (!names[code - 1]) differences.push(code);
    differences.push(PDFName.of(name));
  });
  return { Type: 'Encoding', Differences: differences };
}
