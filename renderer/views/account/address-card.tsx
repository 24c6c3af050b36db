import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AddressInput } from '../../../electron/ipc/contract/orders.js';
import type { RESTAddress } from '../../../electron/print-service/models/addresses.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, TextField } from '../../components/field.js';
import { SkeletonText } from '../../components/skeleton.js';
import { useAccount } from '../../stores/account.js';

type AddressForm = Required<Omit<AddressInput, 'IsResidential'>> & { IsResidential: boolean };

const blank: AddressForm = {
  FirstName: '',
  LastName: '',
  CompanyName: '',
  CareOf: '',
  Street: '',
  ApartmentOrSuite: '',
  City: '',
  StateOrProvince: '',
  PostalCode: '',
  Country: '',
  TelephoneNumber: '',
  Email: '',
  IsResidential: false,
};

const fields: {
  key: keyof Omit<AddressForm, 'IsResidential'>;
  label: string;
  required?: boolean;
  autoComplete: string;
}[] = [
  { key: 'FirstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { key: 'LastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { key: 'CompanyName', label: 'Company', autoComplete: 'organization' },
  { key: 'Street', label: 'Street', required: true, autoComplete: 'address-line1' },
  { key: 'ApartmentOrSuite', label: 'Apartment or suite', autoComplete: 'address-line2' },
  { key: 'City', label: 'City', required: true, autoComplete: 'address-level2' },
  { key: 'StateOrProvince', label: 'State or province', autoComplete: 'address-level1' },
  { key: 'PostalCode', label: 'Postal code', required: true, autoComplete: 'postal-code' },
  { key: 'Country', label: 'Country code', required: true, autoComplete: 'country' },
  { key: 'TelephoneNumber', label: 'Telephone', autoComplete: 'tel' },
  { key: 'Email', label: 'E-mail', autoComplete: 'email' },
];

/** Field problems of an address form, by field. */
export function addressProblems(form: AddressForm): Partial<Record<keyof AddressForm, string>> {
  const problems: Partial<Record<keyof AddressForm, string>> = {};
  for (const field of fields)
    if (field.required && !form[field.key].trim())
      problems[field.key] = `Enter the ${field.label.toLowerCase()}.`;
  if (form.Country.trim() && !/^[A-Za-z]{2}$/.test(form.Country.trim()))
    problems.Country = 'Use the two-letter country code, e.g. US or GB.';
  if (form.Email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.Email.trim()))
    problems.Email = 'Enter an e-mail address like name@example.com.';
  return problems;
}

function AddressLines({ address }: { address: RESTAddress }) {
  const lines = [
    [address.FirstName, address.LastName].filter(Boolean).join(' '),
    address.CompanyName,
    address.Street,
    address.ApartmentOrSuite,
    [address.City, address.StateOrProvince, address.PostalCode].filter(Boolean).join(', '),
    address.Country,
  ].filter(Boolean);
  return (
    <address className="address-lines">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

function NewAddressDialog({ onClose }: { onClose(): void }) {
  const action = useAccount((state) => state.actions.createAddress);
  const [form, setForm] = useState<AddressForm>(blank);
  const [makeMain, setMakeMain] = useState(true);
  const [touched, setTouched] = useState(false);
  const problems = addressProblems(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length) return;
    const address: AddressInput = Object.fromEntries(
      Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as AddressInput;
    if (await useAccount.getState().createAddress(address, makeMain)) onClose();
  }

  return (
    <Dialog title="New address" onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="address-grid">
          {fields.map((field) => (
            <TextField
              key={field.key}
              label={field.required ? field.label : `${field.label} (optional)`}
              value={form[field.key]}
              autoComplete={field.autoComplete}
              onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
              error={touched ? problems[field.key] : undefined}
            />
          ))}
        </div>
        <CheckboxField
          label="Residential address"
          checked={form.IsResidential}
          onChange={(event) => setForm({ ...form, IsResidential: event.target.checked })}
        />
        <CheckboxField
          label="Make this my main address"
          checked={makeMain}
          onChange={(event) => setMakeMain(event.target.checked)}
        />
        {action.error && <ErrorMessage error={action.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={action.busy}>
            Save address
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The signed-in user's main address (where quotes ship by default), and adding an address. */
export function AddressCard() {
  const headingId = useId();
  const address = useAccount((state) => state.mainAddress);
  const loaded = useAccount((state) => state.mainAddressLoaded);
  const action = useAccount((state) => state.actions.address);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!useAccount.getState().mainAddressLoaded) void useAccount.getState().loadMainAddress();
  }, []);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Main address</h2>
      {action.error ? (
        <ErrorMessage
          error={action.error}
          onRetry={() => void useAccount.getState().loadMainAddress()}
          forceRetry
        />
      ) : !loaded ? (
        <div className="stack" aria-busy="true" aria-label="Loading address">
          <SkeletonText width="50%" />
          <SkeletonText width="70%" />
          <SkeletonText width="40%" />
        </div>
      ) : address ? (
        <AddressLines address={address} />
      ) : (
        <EmptyState title="No main address yet">
          Quotes and orders ship to your main address unless you choose another.
        </EmptyState>
      )}
      <div className="row">
        <Button onClick={() => setAdding(true)}>Add address…</Button>
      </div>
      {adding && <NewAddressDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
