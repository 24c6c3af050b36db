import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { RESTAddress } from '../../../electron/shared/models/addresses.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import {
  AddressFieldset,
  addressInput,
  addressProblems,
  blankAddress,
} from '../../components/address-fields.js';
import type { AddressFields } from '../../components/address-fields.js';
import { CheckboxField } from '../../components/field.js';
import { SkeletonText } from '../../components/skeleton.js';
import { addressBlock } from '../../format/addresses.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';

function AddressLines({ address }: { address: RESTAddress }) {
  // Read in the app's language (the country's name): rendered again when it changes.
  useAppIntl();
  const lines = addressBlock(address);
  return (
    <address className="address-lines">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

function NewAddressDialog({ onClose }: { onClose(): void }) {
  const intl = useAppIntl();
  const busy = useAccount((state) => state.busy.createAddress);
  const error = useAccount((state) => state.errors.createAddress);
  const [form, setForm] = useState<AddressFields>(blankAddress);
  const [makeMain, setMakeMain] = useState(true);
  const [touched, setTouched] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    const address = addressInput(form);
    if (address && (await useAccount.getState().createAddress(address, makeMain))) onClose();
  }

  return (
    <Dialog title={intl.formatMessage({ id: 'account.address.newTitle' })} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <AddressFieldset
          legend={intl.formatMessage({ id: 'account.address.legend' })}
          address={form}
          problems={touched ? addressProblems(form) : undefined}
          onChange={(changes) => setForm({ ...form, ...changes })}
        />
        <CheckboxField
          label={intl.formatMessage({ id: 'account.address.makeMain' })}
          checked={makeMain}
          onChange={(event) => setMakeMain(event.target.checked)}
        />
        {error && <ErrorMessage error={error} />}
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage({ id: 'account.address.save' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The signed-in user's main address (where quotes ship by default), and adding an address. */
export function AddressCard() {
  const intl = useAppIntl();
  const headingId = useId();
  const address = useAccount((state) => state.mainAddress);
  const loaded = useAccount((state) => state.mainAddressLoaded);
  const error = useAccount((state) => state.errors.address);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!useAccount.getState().mainAddressLoaded) void useAccount.getState().loadMainAddress();
  }, []);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.address.title' })}</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void useAccount.getState().loadMainAddress()} forceRetry />
      ) : !loaded ? (
        <div
          className="stack"
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'account.address.loading' })}
        >
          <SkeletonText width="50%" />
          <SkeletonText width="70%" />
          <SkeletonText width="40%" />
        </div>
      ) : address ? (
        <AddressLines address={address} />
      ) : (
        <EmptyState title={intl.formatMessage({ id: 'account.address.emptyTitle' })}>
          {intl.formatMessage({ id: 'account.address.emptyBody' })}
        </EmptyState>
      )}
      <div className="row">
        <Button onClick={() => setAdding(true)}>{intl.formatMessage({ id: 'account.address.add' })}</Button>
      </div>
      {adding && <NewAddressDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
