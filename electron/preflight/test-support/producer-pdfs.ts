/**
 * PDFs made by real producers, for the fixes' tests against Poppler: Ghostscript (an A4 page whose
 * Helvetica, Times and Courier are left out), cairo (rsvg-convert: a 5 × 7 in card drawn to its
 * edges), Chromium's print to PDF (a Letter flyer without bleed) and LibreOffice (an A4 text
 * document). Each is what that tool writes, with the defects people send us. The tools come from
 * scripts/ensure-system.sh; the four run at once (LibreOffice and Chromium take a few seconds to start).
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const producerPdfs = ['ghostscript.pdf', 'cairo.pdf', 'chromium.pdf', 'libreoffice.pdf'] as const;
export type ProducerPdf = (typeof producerPdfs)[number];

const postScript = `%!PS
<< /PageSize [595.28 841.89] >> setpagedevice
0.1 0.3 0.8 setrgbcolor 0 0 595.28 841.89 rectfill
1 setgray
/Helvetica-Bold findfont 36 scalefont setfont 72 700 moveto (Open house) show
/Times-Roman findfont 18 scalefont setfont 72 650 moveto (Saturday at ten, all welcome.) show
/Courier findfont 14 scalefont setfont 72 600 moveto (Ref 2026-11) show
showpage
`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="5in" height="7in" viewBox="0 0 360 504">
<rect width="360" height="504" fill="#2a7"/><circle cx="180" cy="200" r="90" fill="#fc3"/>
<text x="40" y="420" font-family="DejaVu Sans" font-size="28" fill="#fff">Garden party</text></svg>`;

const html = `<!doctype html><html><head><style>
@page { size: letter; margin: 0 } body { margin: 0 }
div { position: absolute; left: 0; top: 0; width: 8.5in; height: 11in; background: linear-gradient(90deg, #c33, #33c) }
h1 { position: absolute; top: 1in; left: 1in; font: bold 36px sans-serif; color: #fff; margin: 0 }
p { position: absolute; top: 2in; left: 1in; font: 16px serif; color: #fff; margin: 0 }
</style></head><body><div></div><h1>Summer sale</h1><p>Everything must go, from Monday to Friday.</p></body></html>`;

/** Writes them all into `dir` (which exists). */
export async function makeProducerPdfs(dir: string): Promise<void> {
  const at = (name: string) => path.join(dir, name);
  await Promise.all([
    writeFile(at('ghostscript.ps'), postScript),
    writeFile(at('cairo.svg'), svg),
    writeFile(at('chromium.html'), html),
    writeFile(
      at('libreoffice.txt'),
      'Quarterly report\n\nSales rose in every region, and most in the north.\n',
    ),
  ]);
  const options = { timeout: 120_000 };
  await Promise.all([
    run(
      'gs',
      [
        '-q',
        '-dNOPAUSE',
        '-dBATCH',
        '-dSAFER',
        '-sDEVICE=pdfwrite',
        '-dEmbedAllFonts=false',
        `-sOutputFile=${at('ghostscript.pdf')}`,
        at('ghostscript.ps'),
      ],
      options,
    ),
    run('rsvg-convert', ['-f', 'pdf', '-o', at('cairo.pdf'), at('cairo.svg')], options),
    run(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${at('chromium-profile')}`,
        `--print-to-pdf=${at('chromium.pdf')}`,
        at('chromium.html'),
      ],
      options,
    ),
    run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${at('libreoffice-profile')}`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        at('libreoffice.txt'),
      ],
      options,
    ),
  ]);
}
