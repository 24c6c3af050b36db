import { environmentLabel, selectSignedInName, useAccount } from '../stores/account.js';

/** The brand, which print service the app talks to, and who is signed in. */
export function AppHeader() {
  const environment = useAccount((state) => state.status?.environment ?? state.settings?.environment);
  const signedIn = useAccount(selectSignedInName);
  const loaded = useAccount((state) => state.status !== null);
  return (
    <header className="app-header">
      <span className="brand">PrintDesk</span>
      {environment && (
        <span
          className="env-badge"
          data-kind={environment.kind}
          title={
            environment.kind === 'custom'
              ? environment.baseUrl
              : 'A practice print service inside PrintDesk, with sample data: nothing is printed or charged'
          }
        >
          {environmentLabel(environment)}
        </span>
      )}
      <span className="spacer" />
      {loaded && (
        <span className="signed-in" data-testid="signed-in">
          {signedIn && environment?.kind === 'embedded' ? (
            <>
              Practice account: <strong>{signedIn}</strong>
            </>
          ) : signedIn ? (
            <>
              Signed in as <strong>{signedIn}</strong>
            </>
          ) : (
            <a href="#/account">Not connected — connect an account</a>
          )}
        </span>
      )}
    </header>
  );
}
