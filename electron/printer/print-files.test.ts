/**
 * What a print job's document becomes: its file name, its identity when a spooler sends it again,
 * and the PDF made of a JPEG or of CUPS' own PWG raster (checked with Poppler's pdfinfo).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/sample-pdfs.js';
import { documentDigest } from './document-key.js';
import { jobFileStem, uniqueFileName } from './job-file-name.js';
import { jpegDpi, jpegToPdf, rasterToPdf } from './print-pdf.js';
import { readPwgRaster } from './pwg-raster.js';
import { encodePwgRaster } from './test-support/pwg-encoder.js';

const run = promisify(execFile);
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-print-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pdfInfo(bytes: Uint8Array): Promise<{ pages: number; sizes: string[] }> {
  const file = path.join(dir, `info-${Math.random().toString(16).slice(2)}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdfinfo', ['-l', '99', file]);
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(stdout)![1]),
    sizes: [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/gm)].map((m) => m[1]!),
  };
}

describe('the print file of a job', () => {
  it('is named after the job title, made safe for every file system and never hidden', () => {
    expect(jobFileStem('Q3 Report')).toBe('Q3 Report');
    expect(jobFileStem('summer.pdf')).toBe('summer');
    expect(jobFileStem('Invoices 3/24: "draft"?')).toBe('Invoices 3-24- _draft__');
    expect(jobFileStem('..hidden')).toBe('hidden');
    expect(jobFileStem('~$lock')).toBe('lock');
    expect(jobFileStem('CON')).toBe('CON_');
    expect(jobFileStem('  ')).toBe('Print job');
    expect(Buffer.byteLength(jobFileStem('é'.repeat(300)))).toBeLessThanOrEqual(200);
    expect(uniqueFileName('Q3 Report', (n) => ['q3 report.pdf', 'q3 report (2).pdf'].includes(n))).toBe(
      'Q3 Report (3).pdf',
    );
  });

  it('is the same job when CUPS prepares the same PDF again with a new file identifier and dates', async () => {
    const original = await readFile(samplePdf('summer-sale-flyer.pdf'), 'latin1');
    const stamp = (id: string, date: string) =>
      `${original}\n% prepared again\ntrailer << /ID [<${id}><${id}>] /Info << /CreationDate (D:${date}) >> >>\n`;
    const first = path.join(dir, 'first.pdf');
    const again = path.join(dir, 'again.pdf');
    const other = path.join(dir, 'other.pdf');
    await writeFile(first, stamp('6c5631b8772c449de4b640494477b5f5', '20260101120000Z'), 'latin1');
    await writeFile(again, stamp('2d95d42096eeb5093c7810b0cc95b8a6', '20260102130000Z'), 'latin1');
    await writeFile(
      other,
      stamp('6c5631b8772c449de4b640494477b5f5', '20260101120000Z').replace('Summer', 'Winter'),
      'latin1',
    );
    const digest = (file: string) => documentDigest(file, 'application/pdf');
    expect(await digest(again)).toBe(await digest(first));
    expect(await digest(other)).not.toBe(await digest(first));
  });

  it('makes CUPS’ PWG raster a PDF page by page, each its size at its own resolution', async () => {
    // CUPS' own raster of a 2-page Letter PDF (cupsfilter, with a cut-down IPP Everywhere PPD).
    const ppd = path.join(dir, 'everywhere.ppd');
    await writeFile(ppd, everywherePpd);
    const raster = path.join(dir, 'cups.pwg');
    const { stdout } = await run(
      'cupsfilter',
      [
        '-p',
        ppd,
        '-m',
        'image/pwg-raster',
        '-o',
        'ColorModel=Gray',
        samplePdf('spring-open-house-brochure.pdf'),
      ],
      { encoding: 'buffer', maxBuffer: 64 << 20 },
    );
    await writeFile(raster, stdout);
    const pages = [];
    for await (const page of readPwgRaster(raster)) pages.push(page);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map((p) => [(p.widthPx / p.xDpi) * 72, (p.heightPx / p.yDpi) * 72, p.colorSpace])).toEqual(
      pages.map(() => [612, 792, 'DeviceGray']),
    );
    const info = await pdfInfo(
      await rasterToPdf(
        (async function* () {
          yield* pages;
        })(),
      ),
    );
    expect(info.pages).toBe(pages.length);
    expect(new Set(info.sizes)).toEqual(new Set(['612 x 792']));
  });

  it('reads every raster type it claims, and a page of another resolution is another size', async () => {
    const raster = path.join(dir, 'mixed.pwg');
    await writeFile(
      raster,
      encodePwgRaster([
        { type: 'black_1', dpi: 300, widthPx: 600, heightPx: 300 },
        { type: 'srgb_16', dpi: 150, widthPx: 150, heightPx: 300 },
        { type: 'cmyk_8', dpi: 600, widthPx: 600, heightPx: 600 },
      ]),
    );
    const info = await pdfInfo(await rasterToPdf(readPwgRaster(raster)));
    expect(info.sizes).toEqual(['144 x 72', '72 x 144', '72 x 72']);
  });

  it('refuses a raster document cut short, saying where', async () => {
    const whole = encodePwgRaster([{ type: 'srgb_8', dpi: 300, widthPx: 300, heightPx: 300 }]);
    const cut = path.join(dir, 'cut.pwg');
    await writeFile(cut, whole.subarray(0, whole.length - 500));
    await expect(rasterToPdf(readPwgRaster(cut))).rejects.toThrow(
      /page 1: the document ends in the middle of the page/,
    );
  });

  it('makes a JPEG one page the size of the picture at the resolution its header names', async () => {
    const jpeg = path.join(dir, 'photo.jpg');
    await run(python, [
      '-c',
      `from PIL import Image\nImage.new('RGB', (1200, 1800), (10, 120, 200)).save(${JSON.stringify(jpeg)}, dpi=(300, 300))`,
    ]);
    const bytes = await readFile(jpeg);
    expect(jpegDpi(bytes)).toEqual({ x: 300, y: 300 });
    const info = await pdfInfo(await jpegToPdf(bytes));
    expect(info).toEqual({ pages: 1, sizes: ['288 x 432'] });
  });
});

/** Enough of a PPD for cupsfilter to rasterize to PWG (what lpadmin -m everywhere writes, cut down). */
const everywherePpd = `*PPD-Adobe: "4.3"
*FormatVersion: "4.3"
*FileVersion: "2.4"
*LanguageVersion: English
*LanguageEncoding: ISOLatin1
*PCFileName: "EVERYWHE.PPD"
*Manufacturer: "PrintDesk"
*ModelName: "PrintDesk hot folder"
*ShortNickName: "PrintDesk hot folder"
*NickName: "PrintDesk hot folder"
*PSVersion: "(3010.000) 0"
*LanguageLevel: "3"
*ColorDevice: True
*DefaultColorSpace: RGB
*FileSystem: False
*Throughput: "1"
*LandscapeOrientation: Plus90
*TTRasterizer: Type42
*cupsFilter2: "image/pwg-raster image/pwg-raster 0 -"
*OpenUI *PageSize: PickOne
*DefaultPageSize: Letter
*PageSize Letter: "<</PageSize[612 792]>>setpagedevice"
*CloseUI: *PageSize
*OpenUI *PageRegion: PickOne
*DefaultPageRegion: Letter
*PageRegion Letter: "<</PageSize[612 792]>>setpagedevice"
*CloseUI: *PageRegion
*DefaultImageableArea: Letter
*ImageableArea Letter: "0 0 612 792"
*DefaultPaperDimension: Letter
*PaperDimension Letter: "612 792"
*OpenUI *ColorModel: PickOne
*DefaultColorModel: RGB
*ColorModel Gray: "<</cupsColorSpace 18/cupsBitsPerColor 8/cupsColorOrder 0/cupsCompression 0>>setpagedevice"
*ColorModel RGB: "<</cupsColorSpace 19/cupsBitsPerColor 8/cupsColorOrder 0/cupsCompression 0>>setpagedevice"
*CloseUI: *ColorModel
*OpenUI *cupsPrintQuality: PickOne
*DefaultcupsPrintQuality: Normal
*cupsPrintQuality Normal: "<</HWResolution[300 300]>>setpagedevice"
*CloseUI: *cupsPrintQuality
`;
