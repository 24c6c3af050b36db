import type { ReactNode } from 'react';
import { useAppIntl } from '../format/intl.js';
import { environmentLabel, selectSignedInName, useAccount } from '../stores/account.js';

/** The product's name, the same in every language. */
const brand = 'PrintDesk';

/** The brand, which print service the app talks to, and who is signed in. */
export function AppHeader() {
  const environment = useAccount((state) => state.status?.environment ?? state.settings?.environment);
  const signedIn = useAccount(selectSignedInName);
  const loaded = useAccount((state) => state.status !== null);
  const intl = useAppIntl();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <header className="app-header">
      <span className="brand">{brand}</span>
      {environment && (
        <span
          className="env-badge"
          data-kind={environment.kind}
          title={
            environment.kind === 'custom'
              ? environment.baseUrl
              : intl.formatMessage({ id: 'shell.header.practiceTitle' })
          }
        >
          {environmentLabel(environment)}
        </span>
      )}
      <span className="spacer" />
      {loaded && (
        <span className="signed-in" data-testid="signed-in">
          {signedIn && environment?.kind === 'embedded' ? (
            intl.formatMessage({ id: 'shell.header.practiceAccount' }, { name: signedIn, strong })
          ) : signedIn ? (
            intl.formatMessage({ id: 'shell.header.signedInAs' }, { name: signedIn, strong })
          ) : (
            <a href="#/account">{intl.formatMessage({ id: 'shell.header.notConnected' })}</a>
          )}
        </span>
      )}
    </header>
  );
}
