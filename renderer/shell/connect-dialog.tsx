import { useState } from 'react';
import type { FormEvent } from 'react';
import { BaseUrl, sendsKeyInClear } from '../../electron/shared/settings/schema.js';
import { AdviceError } from '../components/advice-error.js';
import { Button } from '../components/button.js';
import { Dialog, DialogActions } from '../components/dialog.js';
import { TextField } from '../components/field.js';
import { firstProblem } from '../components/form-checks.js';
import { InClearWarning } from '../components/in-clear-warning.js';
import { MarketField } from '../components/market-field.js';
import { marketOfBaseUrl, type MarketId } from '../../electron/shared/models/markets.js';
import { showToast } from '../components/toasts.js';
import { useAccount } from '../stores/account.js';
import { useAppIntl } from '../format/intl.js';
import { connectFailure, serviceHost } from './connect-failure.js';

/** An address's shape, not a word: the same in every language. */
const addressExample = 'https://connect.example.com/2012/02';

/**
 * "Connect your account": the service address and the subscription key, where each comes from,
 * both checked with the service before PrintDesk switches to it; a refusal says what to check. An
 * address on none of the vendor's hosts does not say which market the service sells in: the person
 * chooses it (nothing preselected), since every price from then on is in its currency.
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
  const intl = useAppIntl();
  const [baseUrl, setBaseUrl] = useState(environment?.kind === 'custom' ? environment.baseUrl : '');
  const [key, setKey] = useState('');
  // Reconnecting to the service in use keeps its market; any other address asks.
  const [market, setMarket] = useState<MarketId | ''>(
    environment?.kind === 'custom' && !marketOfBaseUrl(environment.baseUrl) ? environment.market : '',
  );
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState('');
  const urlProblem = firstProblem(BaseUrl, baseUrl.trim());
  const keyProblem = key.trim() ? undefined : intl.formatMessage({ id: 'shell.connect.keyMissing' });
  const asksMarket = !urlProblem && marketOfBaseUrl(baseUrl.trim()) === null;
  const marketProblem =
    asksMarket && market === '' ? intl.formatMessage({ id: 'shell.connect.marketMissing' }) : undefined;
  // A plain http:// address of another computer: the key would cross the network readable.
  const inClear = !urlProblem && sendsKeyInClear(baseUrl.trim());
  const [sendInClear, setSendInClear] = useState(false);
  const inClearProblem =
    inClear && !sendInClear ? intl.formatMessage({ id: 'shell.connect.inClearMissing' }) : undefined;
  const close = () => useAccount.getState().closeConnectFlow();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (urlProblem || keyProblem || inClearProblem || marketProblem) return;
    setTried(baseUrl.trim());
    const account = useAccount.getState();
    const chosen = asksMarket && market !== '' ? market : undefined;
    if (await account.connectService(baseUrl.trim(), key.trim(), inClear && sendInClear, chosen)) {
      close();
      const name = useAccount.getState().status?.user?.name;
      showToast(
        'success',
        intl.formatMessage(
          { id: 'shell.connect.connected' },
          { named: name ? 'yes' : 'no', host: serviceHost(intl, baseUrl), name: name ?? '' },
        ),
      );
    }
  }

  const failure = error ? connectFailure(intl, error, tried) : null;
  return (
    <Dialog title={intl.formatMessage({ id: 'shell.connect.title' })} onClose={close}>
      <form className="stack connect-form" onSubmit={submit} noValidate>
        <p>{intl.formatMessage({ id: 'shell.connect.intro' })}</p>
        <TextField
          label={intl.formatMessage({ id: 'shell.connect.address' })}
          type="url"
          inputMode="url"
          placeholder={addressExample}
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
          error={checked ? urlProblem : undefined}
          hint={intl.formatMessage({ id: 'shell.connect.addressHint' })}
          autoComplete="url"
          spellCheck={false}
        />
        {asksMarket && (
          <MarketField
            kind="custom"
            baseUrl={baseUrl.trim()}
            value={market}
            onChange={setMarket}
            hint={intl.formatMessage({ id: 'shell.connect.marketHint' })}
            problem={checked ? marketProblem : undefined}
          />
        )}
        <TextField
          label={intl.formatMessage({ id: 'shell.connect.key' })}
          type="password"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          error={checked ? keyProblem : undefined}
          hint={intl.formatMessage({ id: 'shell.connect.keyHint' })}
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
          <AdviceError
            advice={failure.advice}
            detail={failure.detail}
            code={error?.code}
            className="connect-failure"
          />
        )}
        <DialogActions>
          <Button onClick={close}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage({ id: busy ? 'shell.connect.checking' : 'shell.connect.submit' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
