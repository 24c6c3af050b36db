/**
 * What makes a print job the same job when a spooler sends it again (after its own crash or a
 * restart): the same title, the same user, the same format and the same document. "The same
 * document" cannot be its bytes: CUPS prepares a PDF again for each attempt (pdftopdf) and gives the
 * new file a new random file identifier (`/ID`), and PDF writers stamp the time. So a PDF's digest is
 * taken with those blanked: its `/ID` arrays, `/CreationDate` and `/ModDate`, and XMP's dates and
 * instance id. Everything that is printed stays in the digest.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Longer than any of the stamps below, so one that straddles two chunks is still seen whole. */
const overlap = 512;

const stamps: readonly RegExp[] = [
  /\/ID\s*\[\s*<[0-9A-Fa-f\s]{0,200}>\s*<[0-9A-Fa-f\s]{0,200}>\s*\]/g,
  /\/(?:CreationDate|ModDate)\s*\([^)]{0,64}\)/g,
  /<(xmp:CreateDate|xmp:ModifyDate|xmp:MetadataDate|xmpMM:InstanceID)>[^<]{0,128}<\/\1>/g,
];

/** A digest of the document's printed content (the file as received, PDF stamps blanked). */
export async function documentDigest(file: string, format: string): Promise<string> {
  const hash = createHash('sha256');
  const pdf = format === 'application/pdf';
  let carry = '';
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    if (!pdf) {
      hash.update(chunk as Buffer);
      continue;
    }
    const part = blanked(carry + (chunk as Buffer).toString('latin1'), false);
    hash.update(Buffer.from(part.hashed, 'latin1'));
    carry = part.carry;
  }
  if (carry) hash.update(Buffer.from(blanked(carry, true).hashed, 'latin1'));
  return hash.digest('hex');
}

/**
 * Each stamp replaced by as many spaces (offsets stay where they were). Unless it is the end of the
 * file, the last `overlap` characters are held back, from the start of any stamp they cut, to be
 * read again with the next chunk: a stamp is only ever blanked whole.
 */
function blanked(text: string, final: boolean): { hashed: string; carry: string } {
  let cut = final ? text.length : Math.max(0, text.length - overlap);
  let out = text;
  for (const re of stamps) {
    out = out.replace(re, (match: string, ...rest: unknown[]) => {
      const at = rest.find((r) => typeof r === 'number') as number;
      if (at < cut && at + match.length > cut) cut = at;
      return ' '.repeat(match.length);
    });
  }
  return { hashed: out.slice(0, cut), carry: text.slice(cut) };
}

/** The job's identity: what a resent job has in common with the first (see the top of this file). */
export function jobKey(parts: {
  digest: string;
  jobName: string;
  user: string;
  format: string;
  pageRanges: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.format, parts.jobName, parts.user, parts.pageRanges, parts.digest]))
    .digest('hex');
}
