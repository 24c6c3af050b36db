import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AccountStatus } from '../../../electron/ipc/contract/account.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, TextField } from '../../components/field.js';
import { sendsKeyInClear } from '../../../electron/settings/schema.js';
import { useAccount } from '../../stores/account.js';

/** The subscription key: connect (checked by the service before it is stored), or who is connected and sign out. */
export function ConnectionCard({ status }: { status: AccountStatus }) {
  const headingId = useId();
  const connectBusy = useAccount((state) => state.busy.connect);
  const connectError = useAccount((state) => state.errors.connect);
  const signOutBusy = useAccount((state) => state.busy.signOut);
  const signOutError = useAccount((state) => state.errors.signOut);
  const [key, setKey] = useState('');
  const [touched, setTouched] = useState(false);
  // A plain http:// address of another computer: the key would cross the network readable.
  const inClear = sendsKeyInClear(status.baseUrl);
  const [sendInClear, setSendInClear] = useState(false);
  const problem = key.trim()
    ? inClear && !sendInClear
      ? 'Confirm that the key may travel unencrypted, or use an https:// address.'
      : null
    : 'Enter your subscription key.';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    if (await useAccount.getState().connect(key.trim(), inClear && sendInClear)) {
      setKey('');
      setTouched(false);
      setSendInClear(false);
    }
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Connection</h2>
      {status.notice && (
        <p className="notice" role="status">
          {status.notice}
        </p>
      )}
      {status.connected && status.user ? (
        <div className="stack">
          <p>
            Signed in as <strong>{status.user.name || status.user.email}</strong>
            {status.user.name && status.user.email && <span className="muted"> ({status.user.email})</span>}
          </p>
          {status.keyStorage && (
            <p className="muted" data-testid="key-storage">
              Key kept in {status.keyStorage.label}
              {!status.keyStorage.persistent &&
                !/forgotten/i.test(status.keyStorage.label) &&
                ' — it will be forgotten when PrintDesk closes.'}
            </p>
          )}
          {signOutError && <ErrorMessage error={signOutError} />}
          <div className="row">
            <Button variant="danger" busy={signOutBusy} onClick={() => void useAccount.getState().signOut()}>
              Sign out
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">
            Enter the subscription key from your profile on the print service. PrintDesk checks it with the
            service before keeping it in your keychain.
          </p>
          <TextField
            label="Subscription key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            error={touched && !key.trim() ? (problem ?? undefined) : undefined}
          />
          {inClear && (
            <div className="stack" role="alert">
              <p className="notice">
                <strong>{status.baseUrl}</strong> is a plain http:// address on another computer: your key
                would travel unencrypted, readable by anyone on the way. Use an https:// address if the
                service has one.
              </p>
              <CheckboxField
                label="Send my key over plain http:// anyway"
                checked={sendInClear}
                onChange={(event) => setSendInClear(event.target.checked)}
                hint={touched && key.trim() && !sendInClear ? problem : undefined}
              />
            </div>
          )}
          {connectError && <ErrorMessage error={connectError} />}
          <div className="row">
            <Button type="submit" variant="primary" busy={connectBusy}>
              {connectBusy ? 'Checking key…' : 'Connect'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
