/** Contract shapes of the hot folders' printers ("Also as a printer", docs/printer.md). */
import { z } from 'zod';

/** A hot folder's printer while the app runs: listening, or not (its port taken, say), with why. */
export const HotFolderPrinter = z.strictObject({
  linkId: z.string(),
  /** What the print dialogs list. */
  name: z.string(),
  /** `ipp://127.0.0.1:<port>/ipp/print`: the address to add it by. */
  uri: z.string(),
  state: z.enum(['on', 'failed']),
  /** Why it is not on. */
  message: z.string().optional(),
});
export type HotFolderPrinter = z.infer<typeof HotFolderPrinter>;

export const HotFolderPrinters = z.strictObject({ printers: z.array(HotFolderPrinter) });
export type HotFolderPrinters = z.infer<typeof HotFolderPrinters>;
