import { useId } from 'react';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { AddressCard } from './address-card.js';
import { BandwidthCard } from './bandwidth-card.js';
import { ConnectionCard } from './connection-card.js';
import { DiagnosticsCard } from './diagnostics-card.js';
import { EnvironmentCard } from './environment-card.js';
import { HooksCard } from './hooks-card.js';
import { LanguageCard } from './language-card.js';
import { PreferencesCard } from './preferences-card.js';
import { ProxyCard } from './proxy-card.js';
import { UserCard } from './user-card.js';

/** Which service, which account, where the key is kept, and how syncing behaves. */
export default function AccountView() {
  const intl = useAppIntl();
  const headingId = useId();
  const status = useAccount((state) => state.status);
  const settings = useAccount((state) => state.settings);
  const loadError = useAccount((state) => state.errors.load);
  const environment = status?.environment ?? settings?.environment;

  return (
    <section className="view account-view" aria-labelledby={headingId}>
      <h1 id={headingId}>{intl.formatMessage({ id: 'account.view.title' })}</h1>
      {loadError && !status ? (
        <ErrorMessage error={loadError} onRetry={() => void useAccount.getState().load()} forceRetry />
      ) : !status || !settings || !environment ? (
        <SkeletonRows rows={6} label={intl.formatMessage({ id: 'account.view.loading' })} />
      ) : (
        <div className="account-grid">
          <ConnectionCard status={status} />
          <EnvironmentCard key={JSON.stringify(environment)} environment={environment} />
          {status.connected && <UserCard key={`user-${status.user?.id ?? 'none'}`} />}
          {status.connected && <AddressCard key={status.user?.id ?? 'none'} />}
          <ProxyCard platform={settings.platform} />
          <LanguageCard />
          <PreferencesCard settings={settings} />
          <BandwidthCard />
          <HooksCard />
          <DiagnosticsCard />
        </div>
      )}
    </section>
  );
}
