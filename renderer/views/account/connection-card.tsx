import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AccountStatus } from '../../../electron/shared/contract/account.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/field.js';
import { InClearWarning } from '../../components/in-clear-warning.js';
import { useAppIntl } from '../../format/intl.js';
import { sendsKeyInClear } from '../../../electron/shared/settings/schema.js';
import { useAccount } from '../../stores/account.js';
import { KeyKeeping } from './key-keeping.js';

/** The subscription key: connect (checked by the service before it is stored), or who is connected and sign out. */
export function ConnectionCard({ status }: { status: AccountStatus }) {
  const intl = useAppIntl();
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
      ? intl.formatMessage({ id: 'account.connection.confirmInClear' })
      : null
    : intl.formatMessage({ id: 'account.connection.enterKey' });

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
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.connection.title' })}</h2>
      {status.notice && (
        <p className="notice" role="status">
          {status.notice}
        </p>
      )}
      {status.connected && status.user ? (
        <div className="stack">
          <p>
            {intl.formatMessage(
              { id: 'account.connection.signedIn' },
              { name: status.user.name || status.user.email, strong: (chunks) => <strong>{chunks}</strong> },
            )}
            {status.user.name && status.user.email && (
              <span className="muted">
                {intl.formatMessage({ id: 'account.connection.email' }, { email: status.user.email })}
              </span>
            )}
          </p>
          <KeyKeeping status={status} />
          {signOutError && <ErrorMessage error={signOutError} />}
          <div className="row">
            {status.environment.kind === 'embedded' && (
              <Button variant="primary" onClick={() => useAccount.getState().openConnectFlow()}>
                {intl.formatMessage({ id: 'account.connection.connectAccount' })}
              </Button>
            )}
            <Button variant="danger" busy={signOutBusy} onClick={() => void useAccount.getState().signOut()}>
              {intl.formatMessage({ id: 'account.connection.signOut' })}
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">{intl.formatMessage({ id: 'account.connection.intro' })}</p>
          <KeyKeeping status={status} />
          <TextField
            label={intl.formatMessage({ id: 'account.connection.key' })}
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
              {connectBusy
                ? intl.formatMessage({ id: 'account.connection.checking' })
                : intl.formatMessage({ id: 'account.connection.connect' })}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
