import { useState } from 'react';
import type { FormEvent } from 'react';
import { BaseUrl, sendsKeyInClear } from '../../electron/settings/schema.js';
import { Button } from '../components/button.js';
import { Dialog, DialogActions } from '../components/dialog.js';
import { TextField } from '../components/field.js';
import { firstProblem } from '../components/form-checks.js';
import { InClearWarning } from '../components/in-clear-warning.js';
import { showToast } from '../components/toasts.js';
import { useAccount } from '../stores/account.js';
import { connectFailure, serviceHost } from './connect-failure.js';

/**
 * "Connect your account": the service address and the subscription key, where each comes from,
 * both checked with the service before PrintDesk switches to it; a refusal says what to check.
 */
export function ConnectDialog() {
  const open = useAccount((state) => state.connectFlowOpen);
  if (!open) return null;
  return <ConnectForm />;
}

function ConnectForm() {
  const environment = useAccount((state) => state.status?.environment ?? state.settings?.environment);
  const busy = useAccount((state) => state.busy.connectService);
  const error = useAccount((state) => state.errors.connectService);
  const [baseUrl, setBaseUrl] = useState(environment?.kind === 'custom' ? environment.baseUrl : '');
  const [key, setKey] = useState('');
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState('');
  const urlProblem = firstProblem(BaseUrl, baseUrl.trim());
  const keyProblem = key.trim() ? undefined : 'Paste your subscription key.';
  // A plain http:// address of another computer: the key would cross the network readable.
  const inClear = !urlProblem && sendsKeyInClear(baseUrl.trim());
  const [sendInClear, setSendInClear] = useState(false);
  const inClearProblem =
    inClear && !sendInClear
      ? 'Confirm that the key may travel unencrypted, or use an https:// address.'
      : undefined;
  const close = () => useAccount.getState().closeConnectFlow();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (urlProblem || keyProblem || inClearProblem) return;
    setTried(baseUrl.trim());
    const account = useAccount.getState();
    if (await account.connectService(baseUrl.trim(), key.trim(), inClear && sendInClear)) {
      close();
      const name = useAccount.getState().status?.user?.name;
      showToast(
        'success',
        name ? `Connected to ${serviceHost(baseUrl)} as ${name}.` : `Connected to ${serviceHost(baseUrl)}.`,
      );
    }
  }

  const failure = error ? connectFailure(error, tried) : null;
  return (
    <Dialog title="Connect your account" onClose={close}>
      <form className="stack connect-form" onSubmit={submit} noValidate>
        <p>
          PrintDesk works with your print provider’s service using two things from your account there. It
          checks both with the service before switching, so nothing changes if one is wrong.
        </p>
        <TextField
          label="Service address"
          type="url"
          inputMode="url"
          placeholder="https://connect.example.com/2012/02"
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
          error={checked ? urlProblem : undefined}
          hint="The API address your provider gives you with API access, for example https://connect.mimeo.com/2012/02. It is not the address of the website you order from."
          autoComplete="url"
          spellCheck={false}
        />
        <TextField
          label="Subscription key"
          type="password"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          error={checked ? keyProblem : undefined}
          hint="Sign in on your print provider’s website, open your profile and copy the subscription key (sometimes called API key)."
          autoComplete="off"
          spellCheck={false}
        />
        {inClear && (
          <InClearWarning
            baseUrl={baseUrl.trim()}
            confirmed={sendInClear}
            onConfirm={setSendInClear}
            hint={checked ? inClearProblem : undefined}
          />
        )}
        {failure && (
          <div className="error-message connect-failure" role="alert" data-error-code={error?.code}>
            <div className="stack">
              <p>{failure.advice}</p>
              {failure.detail && (
                <details>
                  <summary>Technical details</summary>
                  <p className="mono">{failure.detail}</p>
                </details>
              )}
            </div>
          </div>
        )}
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? 'Checking…' : 'Check and connect'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
