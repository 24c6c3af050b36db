/**
 * The print file a job becomes is named after the job's title (`job-name`), made safe as a file name
 * on Windows, macOS and Linux, and not one the hot folder would pass over: "Q3 Report" →
 * "Q3 Report.pdf", "Invoices 3/24" → "Invoices 3-24.pdf", "summer.pdf" → "summer.pdf".
 */

/** Printing systems name an untitled job after its file: its own extension is not repeated. */
const ownExtension = /\.(pdf|jpe?g|pwg)$/i;
/** Not allowed in a file name on Windows (and `/` nowhere); control characters neither. */
// eslint-disable-next-line no-control-regex
const forbidden = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const reservedOnWindows = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
/** Room for " (99999).pdf" within the 255 bytes every file system allows. */
const maxBytes = 200;

export const untitled = 'Print job';

/** The file name's stem (no extension) for a job title. */
export function jobFileStem(jobName: string | undefined): string {
  let stem = (jobName ?? '').normalize('NFC').replace(ownExtension, '');
  stem = stem.replace(/[\\/:]+/g, '-').replace(forbidden, '_');
  // Leading dots hide a file, `~$` marks an office lock file: the hot folder passes both over.
  stem = stem
    .replace(/^(?:[\s.]|~\$)+/, '')
    .replace(/[\s.]+$/, '')
    .replace(/\s+/g, ' ');
  stem = cutToBytes(stem, maxBytes).replace(/[\s.]+$/, '');
  if (stem === '') return untitled;
  return reservedOnWindows.test(stem) ? `${stem}_` : stem;
}

/** `stem.pdf`, or `stem (2).pdf`, `stem (3).pdf`… the first that `taken` does not hold (lower case compared). */
export function uniqueFileName(stem: string, taken: (lowerCaseName: string) => boolean): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${stem}.pdf` : `${stem} (${n}).pdf`;
    if (!taken(name.toLowerCase())) return name;
  }
}

function cutToBytes(s: string, max: number): string {
  if (Buffer.byteLength(s) <= max) return s;
  let out = '';
  for (const ch of s) {
    if (Buffer.byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
}
