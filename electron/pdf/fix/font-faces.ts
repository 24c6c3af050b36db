/**
 * Which free font stands in for a standard font a PDF names but leaves out, and its program. Each
 * substitute was made with the standard font's metrics (every glyph as wide), and ships with the app
 * under a licence that allows embedding it in any document (assets/fonts/README.md):
 *
 * | the PDF names                              | embedded                                  |
 * | ------------------------------------------ | ----------------------------------------- |
 * | Helvetica, Arial (bold, oblique/italic)    | TeX Gyre Heros (GUST Font License)        |
 * | Times, Times New Roman (bold, italic)      | TeX Gyre Termes (GUST Font License)       |
 * | Courier, Courier New (bold, oblique/italic)| TeX Gyre Cursor (GUST Font License)       |
 * | Symbol                                     | URW Standard Symbols PS (AGPL, font exception) |
 * | ZapfDingbats                               | URW D050000L (AGPL, font exception)       |
 *
 * Their programs are CFF (the OpenType files' `CFF ` table), embedded as Type 1C.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Family = 'helvetica' | 'times' | 'courier' | 'symbol' | 'dingbats';

/** A face of a family: what the PDF's font is, and the standard font whose metrics it has. */
export interface Face {
  readonly family: Family;
  readonly bold: boolean;
  readonly italic: boolean;
}

/** The substitutes' files under assets/fonts/, by family and style (regular, bold, italic, bold italic). */
export const substituteFiles: Readonly<Record<Family, readonly [string, string, string, string]>> = {
  helvetica: styles('tex-gyre/texgyreheros'),
  times: styles('tex-gyre/texgyretermes'),
  courier: styles('tex-gyre/texgyrecursor'),
  symbol: same('urw-base35/StandardSymbolsPS.otf'),
  dingbats: same('urw-base35/D050000L.otf'),
};

/** The substitutes' names as a person reads them (the fix's report). */
export const substituteNames: Readonly<Record<Family, string>> = {
  helvetica: 'TeX Gyre Heros',
  times: 'TeX Gyre Termes',
  courier: 'TeX Gyre Cursor',
  symbol: 'URW Standard Symbols PS',
  dingbats: 'URW D050000L',
};

function styles(stem: string) {
  return [`${stem}-regular.otf`, `${stem}-bold.otf`, `${stem}-italic.otf`, `${stem}-bolditalic.otf`] as const;
}

function same(file: string) {
  return [file, file, file, file] as const;
}

/** The standard 14 font whose metrics a face has (the AFM the widths come from when a PDF gives none). */
export function standardFontOf(face: Face): string {
  const { family, bold, italic } = face;
  if (family === 'symbol') return 'Symbol';
  if (family === 'dingbats') return 'ZapfDingbats';
  if (family === 'times')
    return bold && italic
      ? 'Times-BoldItalic'
      : bold
        ? 'Times-Bold'
        : italic
          ? 'Times-Italic'
          : 'Times-Roman';
  const base = family === 'helvetica' ? 'Helvetica' : 'Courier';
  const style = `${bold ? 'Bold' : ''}${italic ? 'Oblique' : ''}`;
  return style ? `${base}-${style}` : base;
}

const families: readonly [RegExp, Family][] = [
  [/^(helvetica|arial(mt)?)/, 'helvetica'],
  [/^(times(newroman(ps)?)?(mt)?|timesroman)/, 'times'],
  [/^(courier(new(ps)?)?(mt)?)/, 'courier'],
  [/^symbol(mt)?$/, 'symbol'],
  [/^(zapfdingbats|dingbats|itczapfdingbats)$/, 'dingbats'],
];

/** Words after the family's name that say nothing of the design: "PSMT", "Roman", "Regular"… */
const plainWords = new Set(['', 'mt', 'ps', 'psmt', 'roman', 'regular', 'normal', 'book', 'medium']);

/**
 * The face a font's name (its BaseFont, a subset tag taken off) stands for, or null when no
 * substitute has its metrics: "Arial,BoldItalic", "Helvetica-Oblique", "TimesNewRomanPS-BoldMT",
 * "Courier New Bold" are faces; "Helvetica-Narrow", "Arial-Black", "Futura" are not. `hints` are
 * what the font descriptor says of its weight and slant.
 */
export function faceOf(name: string, hints: { bold?: boolean; italic?: boolean } = {}): Face | null {
  const plain = name
    .replace(/^[A-Z]{6}\+/, '')
    .toLowerCase()
    .replace(/\s+/g, '');
  for (const [pattern, family] of families) {
    const match = pattern.exec(plain);
    if (!match) continue;
    let rest = plain.slice(match[0].length).replace(/^[-,]/, '');
    let bold = hints.bold ?? false;
    let italic = hints.italic ?? false;
    for (const [word, sets] of [
      ['bold', 'bold'],
      ['italic', 'italic'],
      ['oblique', 'italic'],
    ] as const)
      if (rest.includes(word)) {
        rest = rest.replace(word, '');
        if (sets === 'bold') bold = true;
        else italic = true;
      }
    if (!plainWords.has(rest.replace(/[-,]/g, ''))) return null;
    if (family === 'symbol' || family === 'dingbats') return { family, bold: false, italic: false };
    return { family, bold, italic };
  }
  return null;
}

/** The file (under assets/fonts/) of a face's substitute. */
export function substituteFile(face: Face): string {
  return substituteFiles[face.family][(face.bold ? 1 : 0) + (face.italic ? 2 : 0)]!;
}

/**
 * assets/fonts/, found from this module in the source tree and in a build under dist/. In the
 * packaged app they are inside app.asar (electron-builder.yml's files), under its integrity check:
 * Electron's fs reads the archive in worker threads too. An unpacked copy beside it is used if present.
 */
export function fontsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'assets', 'fonts');
    const unpacked = candidate.replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
    if (existsSync(unpacked)) return unpacked;
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The fonts that fix PDFs are missing (assets/fonts).');
}

const programs = new Map<string, Uint8Array>();

/** The face's substitute as a CFF font program (the OpenType file's `CFF ` table), read once. */
export function cffProgram(face: Face): Uint8Array {
  const file = substituteFile(face);
  let program = programs.get(file);
  if (!program) {
    program = cffTable(readFileSync(path.join(fontsDir(), file)), file);
    programs.set(file, program);
  }
  return program;
}

/** The `CFF ` table of an OpenType font (its table directory: OpenType spec, "Organization of an OpenType Font"). */
export function cffTable(otf: Buffer, name: string): Uint8Array {
  if (otf.toString('latin1', 0, 4) !== 'OTTO')
    throw new Error(`${name} is not an OpenType font with CFF outlines.`);
  const tables = otf.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (otf.toString('latin1', record, record + 4) !== 'CFF ') continue;
    const offset = otf.readUInt32BE(record + 8);
    const length = otf.readUInt32BE(record + 12);
    return new Uint8Array(otf.subarray(offset, offset + length));
  }
  throw new Error(`${name} has no CFF table.`);
}
