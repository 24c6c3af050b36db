import { useEffect, useId, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { FormEvent } from 'react';
import type { ProxyView, SettingsView } from '../../../electron/shared/contract/account.js';
import { ProxyUrl } from '../../../electron/shared/settings/schema.js';
import type { ProxySetting } from '../../../electron/shared/settings/schema.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { RadioChoice, TextField } from '../../components/field.js';
import { firstProblem } from '../../components/form-checks.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';

type Mode = ProxySetting['mode'];

type Platform = SettingsView['platform'];

function modesFor(intl: IntlShape, platform: Platform): { mode: Mode; label: string; hint: string }[] {
  const say = intl.formatMessage;
  return [
    {
      mode: 'system',
      label: say({ id: 'account.proxy.system' }),
      // What "System" means where the core runs: the desktop asks the OS; headless, the environment names the proxy.
      hint:
        platform === 'electron'
          ? say({ id: 'account.proxy.systemHintDesktop' })
          : say({ id: 'account.proxy.systemHintHeadless' }),
    },
    { mode: 'none', label: say({ id: 'account.proxy.none' }), hint: say({ id: 'account.proxy.noneHint' }) },
    {
      mode: 'manual',
      label: say({ id: 'account.proxy.manual' }),
      hint: say({ id: 'account.proxy.manualHint' }),
    },
  ];
}

/** A shape of address to follow, the same in every language. */
const exampleProxyUrl = 'http://proxy.example.com:3128';

/** The manual proxy's address as the settings schema checks it: why it cannot be used, or undefined. */
const proxyUrlProblem = (url: string) => firstProblem(ProxyUrl, url.trim());

/** How PrintDesk reaches the internet: the system's proxy, none, or one entered here. */
export function ProxyCard({ platform }: { platform: Platform }) {
  const proxy = useAccount((state) => state.proxy);
  useEffect(() => {
    void useAccount.getState().loadProxy();
  }, []);
  return proxy ? (
    <ProxyForm key={JSON.stringify(proxy)} proxy={proxy} platform={platform} />
  ) : (
    <ProxyLoading />
  );
}

function ProxyLoading() {
  const intl = useAppIntl();
  const error = useAccount((state) => state.errors.proxy);
  return (
    <section className="card" aria-label={intl.formatMessage({ id: 'account.proxy.title' })}>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void useAccount.getState().loadProxy()} />
      ) : (
        <SkeletonRows rows={3} label={intl.formatMessage({ id: 'account.proxy.loading' })} />
      )}
    </section>
  );
}

function ProxyForm({ proxy, platform }: { proxy: ProxyView; platform: Platform }) {
  const intl = useAppIntl();
  const headingId = useId();
  const busy = useAccount((state) => state.busy.proxy);
  const error = useAccount((state) => state.errors.proxy);
  const saved = proxy.setting;
  const [mode, setMode] = useState<Mode>(saved.mode);
  const [url, setUrl] = useState(saved.mode === 'manual' ? saved.url : '');
  const [username, setUsername] = useState(saved.mode === 'manual' ? (saved.username ?? '') : '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = mode === 'manual' ? proxyUrlProblem(url) : undefined;

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const user = username.trim();
    const setting: ProxySetting =
      mode === 'manual' ? { mode, url: url.trim(), ...(user ? { username: user } : {}) } : { mode };
    // A typed password replaces the kept one; without a user (or a manual proxy) none is kept.
    const keep = mode === 'manual' && user !== '';
    await useAccount
      .getState()
      .setProxy({ setting, ...(keep ? (password ? { password } : {}) : { password: '' }) });
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.proxy.title' })}</h2>
      <form className="stack" onSubmit={save} noValidate>
        <div role="radiogroup" aria-labelledby={headingId} className="stack choice-group">
          {modesFor(intl, platform).map((option) => (
            <RadioChoice
              key={option.mode}
              name="proxy-mode"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => setMode(option.mode)}
              label={option.label}
              hint={option.hint}
            />
          ))}
        </div>
        {mode === 'manual' && (
          <>
            <TextField
              label={intl.formatMessage({ id: 'account.proxy.address' })}
              type="url"
              inputMode="url"
              placeholder={exampleProxyUrl}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={touched ? problem : undefined}
              autoComplete="off"
            />
            <TextField
              label={intl.formatMessage({ id: 'account.proxy.user' })}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="off"
            />
            <TextField
              label={intl.formatMessage({ id: 'account.proxy.password' })}
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              hint={
                proxy.passwordStored
                  ? intl.formatMessage({ id: 'account.proxy.passwordKept' })
                  : intl.formatMessage({ id: 'account.proxy.passwordWhere' })
              }
              autoComplete="off"
            />
          </>
        )}
        {error && <ErrorMessage error={error} />}
        <div className="row">
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage({ id: 'account.proxy.save' })}
          </Button>
        </div>
      </form>
    </section>
  );
}
