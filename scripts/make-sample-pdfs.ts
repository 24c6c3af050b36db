/**
 * Writes the sandbox's sample print files into assets/print-files/ (run: `npx tsx scripts/make-sample-pdfs.ts`).
 * A tiny hand-written PDF writer: Helvetica text and coloured boxes, one content stream per page,
 * a classic cross-reference table. Small files, valid for any PDF reader, reproducible byte for byte.
 * `writeLargePdf` streams a valid one-page PDF of any size (a big embedded stream) for benchmarks.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface TextRun {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly text: string;
  readonly bold?: boolean;
  /** RGB 0..1 */
  readonly color?: readonly [number, number, number];
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly color: readonly [number, number, number];
}

export interface PageSpec {
  readonly width: number;
  readonly height: number;
  readonly boxes?: readonly Box[];
  readonly texts?: readonly TextRun[];
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

function contentStream(page: PageSpec): string {
  const ops: string[] = [];
  for (const box of page.boxes ?? [])
    ops.push(`${box.color.join(' ')} rg ${box.x} ${box.y} ${box.width} ${box.height} re f`);
  for (const run of page.texts ?? []) {
    ops.push(
      `BT /${run.bold ? 'F2' : 'F1'} ${run.size} Tf ${(run.color ?? [0, 0, 0]).join(' ')} rg ${run.x} ${run.y} Td (${escapeText(run.text)}) Tj ET`,
    );
  }
  return ops.join('\n');
}

/** A complete PDF of these pages. */
export function buildPdf(pages: readonly PageSpec[], title: string): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, i) => {
    const content = contentStream(page);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escapeText(title)}) /Producer (PrintDesk sample generator) >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const ink: [number, number, number] = [0.12, 0.16, 0.22];
const teal: [number, number, number] = [0.05, 0.48, 0.5];
const coral: [number, number, number] = [0.93, 0.42, 0.33];
const sand: [number, number, number] = [0.96, 0.93, 0.87];
const white: [number, number, number] = [1, 1, 1];

const LETTER = { width: 612, height: 792 };
const HALF_LETTER = { width: 396, height: 612 };
const CARD = { width: 252, height: 144 };

function brochure(): PageSpec[] {
  const headings = ['Harbor Light Studio', 'What we make', 'How we work', 'Visit us'];
  const lines = [
    ['Spring open house', 'Saturday, April 18, 10 am to 4 pm', '214 Wharf Street, Portland ME'],
    ['Letterpress invitations', 'Hand-bound journals', 'Posters and prints on cotton paper'],
    ['Proofs within two business days', 'Recycled and FSC-certified stock', 'Small runs welcome'],
    ['hello@harborlight.example', '(207) 555-0148', 'Open Tuesday to Saturday'],
  ];
  return headings.map((heading, i) => ({
    ...LETTER,
    boxes: [
      { x: 0, y: 0, width: 612, height: 792, color: i === 0 ? teal : sand },
      { x: 48, y: 600, width: 516, height: 6, color: coral },
    ],
    texts: [
      { x: 48, y: 640, size: 36, text: heading, bold: true, color: i === 0 ? white : ink },
      ...lines[i]!.map((text, j) => ({
        x: 48,
        y: 540 - j * 36,
        size: 18,
        text,
        color: i === 0 ? white : ink,
      })),
      { x: 48, y: 48, size: 10, text: `Page ${i + 1} of ${headings.length}`, color: i === 0 ? white : ink },
    ],
  }));
}

function flyer(): PageSpec[] {
  return [
    {
      ...LETTER,
      boxes: [
        { x: 0, y: 0, width: 612, height: 792, color: coral },
        { x: 36, y: 36, width: 540, height: 300, color: white },
      ],
      texts: [
        { x: 56, y: 660, size: 54, text: 'Summer Sale', bold: true, color: white },
        { x: 56, y: 600, size: 24, text: '20% off all poster printing', color: white },
        { x: 60, y: 280, size: 18, text: 'June 1 to June 30', bold: true, color: ink },
        { x: 60, y: 240, size: 14, text: 'Use code SUMMER20 at checkout.', color: ink },
        { x: 60, y: 210, size: 14, text: 'Free proofs on every order.', color: ink },
      ],
    },
  ];
}

function businessCards(): PageSpec[] {
  return [
    {
      ...CARD,
      boxes: [
        { x: 0, y: 0, width: 252, height: 144, color: white },
        { x: 0, y: 0, width: 8, height: 144, color: teal },
      ],
      texts: [
        { x: 24, y: 100, size: 14, text: 'Dana Whitfield', bold: true, color: ink },
        { x: 24, y: 84, size: 9, text: 'Print Production Manager', color: ink },
        { x: 24, y: 40, size: 8, text: 'dana.whitfield@northwind-print.example', color: ink },
        { x: 24, y: 28, size: 8, text: '212-333-4444', color: ink },
      ],
    },
    {
      ...CARD,
      boxes: [{ x: 0, y: 0, width: 252, height: 144, color: teal }],
      texts: [{ x: 60, y: 66, size: 16, text: 'Northwind Print', bold: true, color: white }],
    },
  ];
}

function booklet(): PageSpec[] {
  const chapters = [
    'Annual Report 2026',
    'Letter from the director',
    'Our year in numbers',
    'Community printing days',
    'New equipment',
    'Paper and sustainability',
    'Customers',
    'Team',
    'Finances',
    'Outlook',
    'Thanks',
    'Contact',
  ];
  return chapters.map((chapter, i) => ({
    ...HALF_LETTER,
    boxes:
      i === 0
        ? [{ x: 0, y: 0, width: 396, height: 612, color: ink }]
        : [{ x: 36, y: 540, width: 324, height: 3, color: teal }],
    texts: [
      { x: 36, y: 556, size: i === 0 ? 26 : 18, text: chapter, bold: true, color: i === 0 ? white : ink },
      ...(i === 0
        ? []
        : [0, 1, 2, 3, 4].map((j) => ({
            x: 36,
            y: 500 - j * 20,
            size: 11,
            text: `Section ${i}.${j + 1}: notes on ${chapter.toLowerCase()}.`,
            color: ink,
          }))),
      { x: 190, y: 30, size: 9, text: String(i + 1), color: i === 0 ? white : ink },
    ],
  }));
}

/** The sample files: name, pages, and where the sandbox seeds them (folder path under the user's root). */
export const samplePrintFiles = [
  { file: 'spring-open-house-brochure.pdf', folder: 'Marketing/Brochures', pages: brochure() },
  { file: 'summer-sale-flyer.pdf', folder: 'Marketing/Flyers', pages: flyer() },
  { file: 'business-cards-dana-whitfield.pdf', folder: 'Business Cards', pages: businessCards() },
  { file: 'annual-report-booklet-12p.pdf', folder: 'Booklets', pages: booklet() },
] as const;

/** Streams a valid one-page PDF of about `bytes` bytes (a large unused stream object) to `file`. */
export async function writeLargePdf(file: string, bytes: number): Promise<void> {
  const out = createWriteStream(file, { highWaterMark: 1024 * 1024 });
  let position = 0;
  const write = (chunk: Buffer | string) =>
    new Promise<void>((resolve, reject) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
      position += buffer.length;
      out.write(buffer, (error) => (error ? reject(error) : resolve()));
    });
  const offsets: number[] = [];
  const object = async (id: number, text: string) => {
    offsets[id] = position;
    await write(`${id} 0 obj\n${text}\nendobj\n`);
  };
  await write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  await object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  await object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>');
  await object(4, '<< /Length 22 >>\nstream\n0 0 1 rg 0 0 612 792 re f\nendstream');
  const padding = Math.max(0, bytes - position - 400);
  offsets[5] = position;
  await write(`5 0 obj\n<< /Length ${padding} >>\nstream\n`);
  const block = Buffer.alloc(1024 * 1024, 0x41);
  for (let left = padding; left > 0; left -= block.length)
    await write(left >= block.length ? block : block.subarray(0, left));
  await write('\nendstream\nendobj\n');
  const xref = position;
  let table = 'xref\n0 6\n0000000000 65535 f \n';
  for (let id = 1; id <= 5; id++) table += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  await write(`${table}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** Where the generated samples live: assets/print-files/ at the project root. */
export const sampleDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'assets',
  'print-files',
);

async function main(): Promise<void> {
  await mkdir(sampleDir, { recursive: true });
  for (const sample of samplePrintFiles) {
    const pdf = buildPdf(sample.pages, sample.file.replace(/\.pdf$/, ''));
    await writeFile(path.join(sampleDir, sample.file), pdf);
    console.log(`${sample.file}: ${sample.pages.length} pages, ${pdf.length} bytes`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
