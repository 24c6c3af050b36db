/**
 * The one address form (a new recipient in Quotes, a new saved address in Account). Its fields are
 * checked with the contract's `AddressInput`, the schema the router applies, so the form and the
 * core agree on every rule and say it in the same words.
 */
import type { z } from 'zod';
import { AddressInput } from '../../electron/shared/contract/orders.js';
import type { MessageId } from '../../electron/i18n/catalogue.js';
import { useAppIntl } from '../format/intl.js';
import { CheckboxField, TextField } from './field.js';
import { problemsByPath } from './form-checks.js';

/** The form as typed: every field present, text as entered. */
export type AddressFields = Required<z.input<typeof AddressInput>>;
type TextKey = Exclude<keyof AddressFields, 'IsResidential'>;
export type AddressProblems = Partial<Record<TextKey, string>>;

export const blankAddress: AddressFields = {
  FirstName: '',
  LastName: '',
  CompanyName: '',
  CareOf: '',
  Street: '',
  ApartmentOrSuite: '',
  City: '',
  StateOrProvince: '',
  PostalCode: '',
  Country: 'US',
  TelephoneNumber: '',
  Email: '',
  IsResidential: false,
};

const fields: ReadonlyArray<{ key: TextKey; label: MessageId; autoComplete: string; maxLength?: number }> = [
  { key: 'FirstName', label: 'shell.address.firstName', autoComplete: 'given-name' },
  { key: 'LastName', label: 'shell.address.lastName', autoComplete: 'family-name' },
  { key: 'CompanyName', label: 'shell.address.company', autoComplete: 'organization' },
  { key: 'CareOf', label: 'shell.address.careOf', autoComplete: 'off' },
  { key: 'Street', label: 'shell.address.street', autoComplete: 'address-line1' },
  { key: 'ApartmentOrSuite', label: 'shell.address.apartment', autoComplete: 'address-line2' },
  { key: 'City', label: 'shell.address.city', autoComplete: 'address-level2' },
  { key: 'StateOrProvince', label: 'shell.address.state', autoComplete: 'address-level1' },
  { key: 'PostalCode', label: 'shell.address.postalCode', autoComplete: 'postal-code' },
  { key: 'Country', label: 'shell.address.country', autoComplete: 'country', maxLength: 2 },
  { key: 'TelephoneNumber', label: 'shell.address.telephone', autoComplete: 'tel' },
  { key: 'Email', label: 'shell.address.email', autoComplete: 'email' },
];

/** The first problem of each field, in the schema's words; empty when the address can be sent. */
export function addressProblems(address: AddressFields): AddressProblems {
  return Object.fromEntries(problemsByPath(AddressInput, address)) as AddressProblems;
}

/** The address as the contract takes it (trimmed, the country code in capitals); null while it has problems. */
export function addressInput(address: AddressFields): z.output<typeof AddressInput> | null {
  const checked = AddressInput.safeParse(address);
  return checked.success ? checked.data : null;
}

export function AddressFieldset({
  legend,
  address,
  problems,
  onChange,
}: {
  legend: string;
  address: AddressFields;
  /** Shown under each field; pass none until the user has tried to go on. */
  problems?: AddressProblems;
  onChange(changes: Partial<AddressFields>): void;
}) {
  const intl = useAppIntl();
  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      {fields.map(({ key, label, autoComplete, maxLength }) => (
        <TextField
          key={key}
          label={intl.formatMessage({ id: label })}
          value={address[key]}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(event) => onChange({ [key]: event.target.value })}
          error={problems?.[key]}
        />
      ))}
      <CheckboxField
        label={intl.formatMessage({ id: 'shell.address.residential' })}
        checked={address.IsResidential}
        onChange={(event) => onChange({ IsResidential: event.target.checked })}
      />
    </fieldset>
  );
}
