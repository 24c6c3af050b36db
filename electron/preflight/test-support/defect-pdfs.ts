/**
 * The print PDFs with one defect each (make-defect-pdfs.py, reportlab), written into a folder by the
 * tests that need them, and qpdf's encrypted copies of one of them (the ciphers reportlab does not
 * write). Debian's python3 has reportlab (scripts/ensure-system.sh installs it and qpdf); a python3
 * earlier on PATH may not, so Debian's is preferred.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const script = path.join(import.meta.dirname, 'make-defect-pdfs.py');
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** Every file the generator writes, with the defect it has (none for the clean ones). */
export const defectPdfs = [
  'clean.pdf',
  'font-not-embedded.pdf',
  'image-100ppi.pdf',
  'image-200ppi.pdf',
  'image-300ppi.pdf',
  'rgb-image.pdf',
  'rgb-vector.pdf',
  'no-bleed.pdf',
  'bleed-2mm.pdf',
  'bleed-3mm.pdf',
  'wrong-size.pdf',
  'mixed-sizes.pdf',
  'landscape-783x658.pdf',
  'font-and-image-100ppi.pdf',
  'rotated-page-image.pdf',
  'turned-image.pdf',
  'form-image.pdf',
  'inline-image.pdf',
  'form-field-font.pdf',
  'encrypted.pdf',
  'owner-password-font-not-embedded.pdf',
  'owner-password-rc4-40.pdf',
  'owner-password-aes128.pdf',
  'owner-password-aes256-object-streams.pdf',
  'encrypted-aes256.pdf',
] as const;

/** qpdf's copies of font-not-embedded.pdf: name and the encryption arguments (user password, owner password, key length). */
const encryptedCopies: [DefectPdf, string[]][] = [
  ['owner-password-rc4-40.pdf', ['--allow-weak-crypto', '--encrypt', '', 'owner', '40', '--']],
  ['owner-password-aes128.pdf', ['--encrypt', '', 'owner', '128', '--use-aes=y', '--']],
  [
    'owner-password-aes256-object-streams.pdf',
    ['--object-streams=generate', '--encrypt', '', 'owner', '256', '--'],
  ],
  ['encrypted-aes256.pdf', ['--encrypt', 'secret', 'owner', '256', '--']],
];
export type DefectPdf = (typeof defectPdfs)[number];

/** Writes them all into `dir`. */
export async function makeDefectPdfs(dir: string): Promise<void> {
  try {
    await promisify(execFile)(python, [script, dir], { timeout: 120_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(
      `Making the defect PDFs failed (${python} needs reportlab and PIL: run scripts/ensure-system.sh as root):\n${stderr}`,
    );
  }
  const source = path.join(dir, 'font-not-embedded.pdf');
  for (const [name, args] of encryptedCopies)
    await promisify(execFile)('qpdf', [...args, source, path.join(dir, name)], { timeout: 60_000 });
}
