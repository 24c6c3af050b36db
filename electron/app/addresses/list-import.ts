/**
 * The import of a distribution list: CSV rows mapped to address fields by their column headers,
 * each row checked with the contract's AddressInput, every problem named by row and field.
 */
import { AddressInput } from '../../shared/contract/orders.js';
import { AddressField } from '../../shared/contract/distribution-lists.js';
import type {
  ColumnMapping,
  ListImportPreview,
  ListRecipient,
  RowError,
} from '../../shared/contract/distribution-lists.js';
import { parseCsv } from './csv.js';

/** Header spellings (lower case, letters and digits only) taken for each field besides its own name. */
const synonyms: Partial<Record<AddressField, readonly string[]>> = {
  FirstName: ['first', 'firstname', 'givenname', 'forename'],
  LastName: ['last', 'lastname', 'surname', 'familyname'],
  CompanyName: ['company', 'organization', 'organisation', 'business'],
  CareOf: ['co', 'careof', 'attention', 'attn'],
  Street: ['street', 'address', 'address1', 'addressline1', 'streetaddress'],
  ApartmentOrSuite: ['address2', 'addressline2', 'apartment', 'suite', 'apt', 'unit'],
  City: ['city', 'town', 'locality'],
  StateOrProvince: ['state', 'province', 'region', 'county'],
  PostalCode: ['zip', 'zipcode', 'postcode', 'postalcode', 'postal'],
  Country: ['country', 'countrycode'],
  TelephoneNumber: ['phone', 'telephone', 'tel', 'phonenumber'],
  Email: ['email', 'emailaddress', 'mail'],
  IsResidential: ['residential', 'isresidential', 'home'],
};

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping the headers suggest: a field's own name or a common spelling of it. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of AddressField.options) {
    const names = [squash(field), ...(synonyms[field] ?? [])];
    const header = headers.find((h) => names.includes(squash(h)));
    if (header !== undefined) mapping[field] = header;
  }
  return mapping;
}

/** The fields an address cannot do without: those the schema refuses to leave out. */
const requiredFields = AddressField.options.filter(
  (field) => !AddressInput.shape[field].safeParse(undefined).success,
);

const truthy = new Set(['true', 'yes', 'y', '1', 'x', 'residential']);

/** Reads the CSV with the mapping (guessed when not given) and checks every data row. */
export function previewImport(csv: string, given?: ColumnMapping): ListImportPreview {
  const [header, ...rows] = parseCsv(csv);
  const headers = (header?.cells ?? []).map((h) => h.trim());
  const mapping = given ?? guessMapping(headers);
  const recipients: ListRecipient[] = [];
  const errors: RowError[] = [];
  const columns = Object.entries(mapping).map(
    ([field, name]) => [field as AddressField, headers.indexOf(name)] as const,
  );
  for (const [field, index] of columns) {
    if (index < 0) {
      errors.push({ row: 1, field, message: `Row 1: ${field}: there is no column "${mapping[field]}".` });
    }
  }
  for (const field of requiredFields.filter((f) => mapping[f] === undefined)) {
    errors.push({ row: 1, field, message: `Row 1: ${field}: choose the column it comes from.` });
  }
  if (errors.length > 0) return { headers, mapping, recipients, errors, rowCount: rows.length };
  for (const { line, cells } of rows) {
    const row: Record<string, unknown> = {};
    for (const [field, index] of columns) {
      const cell = (cells[index] ?? '').trim();
      row[field] = field === 'IsResidential' ? truthy.has(cell.toLowerCase()) : cell;
    }
    const parsed = AddressInput.safeParse(row);
    if (parsed.success) {
      recipients.push(parsed.data);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = AddressField.safeParse(issue.path[0]);
      const name = field.success ? field.data : null;
      errors.push({ row: line, field: name, message: `Row ${line}: ${name ?? 'row'}: ${issue.message}` });
    }
  }
  return { headers, mapping, recipients, errors, rowCount: rows.length };
}
