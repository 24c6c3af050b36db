/**
 * The preflight benchmark's generated PDFs, streamed to disk (never whole in memory):
 * - a long "book": pages of compressed text, RGB and CMYK graphics, a photo drawn on each page, a
 *   logo form XObject holding an image, inline images: the content-stream work a real catalogue has;
 * - a gigabyte of large uncompressed CMYK photos, one per page: the memory test.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { deflateSync } from 'node:zlib';

class PdfWriter {
  readonly #out;
  #position = 0;
  readonly #offsets: number[] = [];

  constructor(file: string) {
    this.#out = createWriteStream(file, { highWaterMark: 4 * 1024 * 1024 });
  }

  write(chunk: Buffer | string): Promise<void> {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    this.#position += buffer.length;
    return new Promise((resolve, reject) =>
      this.#out.write(buffer, (error) => (error ? reject(error) : resolve())),
    );
  }

  async object(id: number, dict: string, stream?: Buffer): Promise<void> {
    this.#offsets[id] = this.#position;
    if (!stream) return this.write(`${id} 0 obj\n${dict}\nendobj\n`);
    await this.write(`${id} 0 obj\n${dict.replace(/>>$/, `/Length ${stream.length} >>`)}\nstream\n`);
    await this.write(stream);
    await this.write('\nendstream\nendobj\n');
  }

  async finish(size: number): Promise<void> {
    const xref = this.#position;
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let id = 1; id < size; id++)
      table += `${String(this.#offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
    await this.write(`${table}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    await new Promise<void>((resolve, reject) =>
      this.#out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}

const words =
  'print preflight bleed trim colour resolution font embedded proof press sheet plate ink paper'.split(' ');

function bookPageContent(n: number): string {
  const ops = ['q 0.1 0.2 0.3 0.05 k 0 0 612 792 re f Q', 'q 0.8 0.1 0.1 RG 2 w 36 36 540 720 re S Q'];
  for (let line = 0; line < 90; line++) {
    const text = Array.from({ length: 12 }, (_, i) => words[(n * 7 + line * 3 + i) % words.length]).join(' ');
    ops.push(`BT /F${1 + (line % 2)} 9 Tf 0 0 0 1 k 54 ${740 - line * 7.5} Td (${text}) Tj ET`);
  }
  for (let shape = 0; shape < 40; shape++)
    ops.push(
      `q ${(shape % 10) / 10} 0.5 0.2 rg ${60 + shape * 12} 60 m ${70 + shape * 12} 90 l ${80 + shape * 12} 60 l h f Q`,
    );
  ops.push('q 200 0 0 150 340 500 cm /Im1 Do Q', 'q 0.5 0 0 0.5 40 40 cm /Logo Do Q');
  ops.push(`q 40 0 0 40 500 40 cm BI /W 16 /H 16 /CS /G /BPC 8 ID ${'\x80'.repeat(256)} EI Q`);
  return ops.join('\n');
}

/** A `pages`-page book, about 6 KiB a page. */
export async function writeBookPdf(file: string, pages: number): Promise<void> {
  const pdf = new PdfWriter(file);
  await pdf.write('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n');
  const firstPage = 10;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + 2 * i} 0 R`).join(' ');
  await pdf.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await pdf.object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  await pdf.object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  await pdf.object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>');
  const photo = randomBytes(120 * 90 * 3);
  await pdf.object(
    5,
    '<< /Type /XObject /Subtype /Image /Width 120 /Height 90 /ColorSpace /DeviceRGB /BitsPerComponent 8 >>',
    photo,
  );
  const logo = randomBytes(64 * 64 * 4);
  await pdf.object(
    6,
    '<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceCMYK /BitsPerComponent 8 >>',
    logo,
  );
  await pdf.object(
    7,
    '<< /Type /XObject /Subtype /Form /BBox [0 0 100 100] /Resources << /XObject << /Im 6 0 R >> >> >>',
    Buffer.from('q 100 0 0 100 0 0 cm /Im Do Q'),
  );
  const resources = '<< /Font << /F1 3 0 R /F2 4 0 R >> /XObject << /Im1 5 0 R /Logo 7 0 R >> >>';
  for (let i = 0; i < pages; i++) {
    const id = firstPage + 2 * i;
    await pdf.object(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents ${id + 1} 0 R >>`,
    );
    await pdf.object(id + 1, '<< /Filter /FlateDecode >>', deflateSync(bookPageContent(i + 1)));
  }
  await pdf.finish(firstPage + 2 * pages);
}

/** About `bytes` bytes of pages, each a 2,400 × 1,600 px uncompressed CMYK photo (15 MiB) drawn at 8 × 5.33 in. */
export async function writePhotoPdf(file: string, bytes: number): Promise<number> {
  const width = 2400;
  const height = 1600;
  const imageBytes = width * height * 4;
  const pages = Math.max(1, Math.round(bytes / imageBytes));
  const pdf = new PdfWriter(file);
  await pdf.write('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n');
  const first = 3;
  const kids = Array.from({ length: pages }, (_, i) => `${first + 3 * i} 0 R`).join(' ');
  await pdf.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await pdf.object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  // One random block, repeated: the bytes differ in no way that matters to a reader, and writing stays fast.
  const block = randomBytes(imageBytes);
  for (let i = 0; i < pages; i++) {
    const id = first + 3 * i;
    await pdf.object(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /TrimBox [9 9 603 783] /Resources << /XObject << /Photo ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    await pdf.object(id + 1, '<< >>', Buffer.from('q 576 0 0 384 18 200 cm /Photo Do Q'));
    await pdf.object(
      id + 2,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceCMYK /BitsPerComponent 8 >>`,
      block,
    );
  }
  await pdf.finish(first + 3 * pages);
  return pages;
}
