/**
 * The job ticket: `<stem>.job.json` beside a print file, overriding its link's preset for that one
 * file (docs/hot-folder-jobs.md). Checked against a schema; a bad ticket is named by its field.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { IsoDate } from '../../shared/contract/fields.js';
import { Copies } from '../../shared/models/primitives.js';
import { JobRecipient } from '../../shared/settings/schema.js';

export const ticketSuffix = '.job.json';

export const JobTicket = z.strictObject({
  quantity: Copies.optional(),
  recipient: JobRecipient.optional(),
  /** The buyer's own reference (a PO number), carried on the order. */
  reference: z.string().trim().min(1).max(60).optional(),
  /**
   * The day the order must arrive (`YYYY-MM-DD`, the buyer's calendar): the job ships by the cheapest
   * method that makes it, over the preset's "Arrive within" (docs/hot-folder-jobs.md, "Need-by dates").
   */
  needBy: IsoDate.optional(),
});
export type JobTicket = z.infer<typeof JobTicket>;

export type TicketReading =
  | { readonly kind: 'none' }
  | { readonly kind: 'ticket'; readonly ticket: JobTicket }
  | { readonly kind: 'bad'; readonly reason: string };

/** The ticket's path for a print file: the same folder and stem. */
export function ticketPathOf(printFile: string): string {
  const ext = path.extname(printFile);
  return printFile.slice(0, printFile.length - ext.length) + ticketSuffix;
}

/** Reads and checks the ticket of `printFile`, if it has one. */
export async function readTicket(printFile: string): Promise<TicketReading> {
  const file = ticketPathOf(printFile);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    return {
      kind: 'bad',
      reason: `Job ticket ${path.basename(file)} cannot be read: ${(error as Error).message}`,
    };
  }
  return checkTicket(text, path.basename(file));
}

export function checkTicket(text: string, name: string): TicketReading {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'bad', reason: `Job ticket ${name} is not JSON.` };
  }
  const parsed = JobTicket.safeParse(raw);
  if (parsed.success) return { kind: 'ticket', ticket: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join('.') : '(the ticket)';
  return { kind: 'bad', reason: `Job ticket ${name}: field "${field}": ${issue.message}` };
}
