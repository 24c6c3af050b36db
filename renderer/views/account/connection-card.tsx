import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AccountStatus } from '../../../electron/ipc/contract/account.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/field.js';
import { InClearWarning } from '../../components/in-clear-warning.js';
import { sendsKeyInClear } from '../../../electron/settings/schema.js';
import { useAccount } from '../../stores/account.js';
import { KeyKeeping } from './key-keeping.js';

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
          <KeyKeeping status={status} />
          {signOutError && <ErrorMessage error={signOutError} />}
          <div className="row">
            {status.environment.kind === 'embedded' && (
              <Button variant="primary" onClick={() => useAccount.getState().openConnectFlow()}>
                Connect your account…
              </Button>
            )}
            <Button variant="danger" busy={signOutBusy} onClick={() => void useAccount.getState().signOut()}>
              Sign out
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">
            Enter the subscription key from your profile on your print provider’s website. PrintDesk checks it
            with the service before keeping it.
          </p>
          <KeyKeeping status={status} />
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
            <InClearWarning
              baseUrl={status.baseUrl}
              confirmed={sendInClear}
              onConfirm={setSendInClear}
              hint={touched && key.trim() && !sendInClear ? (problem ?? undefined) : undefined}
            />
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
