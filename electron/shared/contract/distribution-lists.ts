/**
 * Contract shapes of distribution lists: PrintDesk's own saved lists of recipients (one order ships
 * to every row), and the preview of a CSV (or pasted spreadsheet text) being imported into one.
 * Every row is an AddressInput: the same schema checks a typed address and an imported row.
 */
import { z } from 'zod';
import { Id, Timestamp, nonEmpty, text } from './fields.js';
import { AddressInput } from './orders.js';

/** The address fields a CSV column can be mapped to, in the order the address form shows them. */
export const AddressField = z.enum(
  Object.keys(AddressInput.shape) as [
    keyof typeof AddressInput.shape,
    ...(keyof typeof AddressInput.shape)[],
  ],
);
export type AddressField = z.infer<typeof AddressField>;

/** Which column (named by its header) fills each address field; unmapped fields take their default. */
export const ColumnMapping = z.partialRecord(AddressField, nonEmpty(200));
export type ColumnMapping = z.infer<typeof ColumnMapping>;

/** At most this many recipients in one list (and so in one order). */
export const MAX_LIST_RECIPIENTS = 5000;

/** A recipient as stored: an AddressInput with its defaults filled in. */
export const ListRecipient = AddressInput;
export type ListRecipient = z.output<typeof AddressInput>;

export const ListImportInput = z.strictObject({
  /** The CSV text, or text pasted from a spreadsheet (tab-separated); the first row is the header. */
  csv: text(800_000),
  /** Left out: PrintDesk guesses it from the headers (and returns its guess). */
  mapping: ColumnMapping.optional(),
});

/** One problem of one row: `row` counts the header as row 1, as a spreadsheet numbers them. */
export const RowError = z.strictObject({
  row: z.int().min(1),
  field: AddressField.nullable(),
  /** Ready to show: "Row 17: PostalCode: Enter the postal code." */
  message: z.string(),
});
export type RowError = z.infer<typeof RowError>;

export const ListImportPreview = z.strictObject({
  headers: z.array(z.string()),
  mapping: ColumnMapping,
  /** The rows that passed, in file order. */
  recipients: z.array(ListRecipient),
  errors: z.array(RowError),
  /** Data rows read (blank lines left out). */
  rowCount: z.int().min(0),
});
export type ListImportPreview = z.infer<typeof ListImportPreview>;

export const DistributionList = z.strictObject({
  id: Id,
  name: nonEmpty(200),
  recipients: z.array(ListRecipient).max(MAX_LIST_RECIPIENTS),
  updated: Timestamp,
});
export type DistributionList = z.output<typeof DistributionList>;

export const DistributionListSummary = z.strictObject({
  id: Id,
  name: z.string(),
  recipientCount: z.int().min(0),
  updated: Timestamp,
});
export type DistributionListSummary = z.infer<typeof DistributionListSummary>;

/** A new list (no id) or the new content of a saved one. */
export const DistributionListInput = z.strictObject({
  id: Id.optional(),
  name: nonEmpty(200),
  recipients: z.array(ListRecipient).min(1, 'A list needs at least one recipient.').max(MAX_LIST_RECIPIENTS),
});
export type DistributionListInput = z.input<typeof DistributionListInput>;
