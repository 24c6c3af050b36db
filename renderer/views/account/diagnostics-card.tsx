import { useId } from 'react';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';

/** "Save diagnostics…": the logs and facts support asks for, in one file, never a key or a password. */
export function DiagnosticsCard() {
  const intl = useAppIntl();
  const headingId = useId();
  const busy = useAccount((state) => state.busy.diagnostics);
  const error = useAccount((state) => state.errors.diagnostics);
  const file = useAccount((state) => state.diagnosticsFile);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.diagnostics.title' })}</h2>
      <div className="stack">
        <p className="muted">{intl.formatMessage({ id: 'account.diagnostics.intro' })}</p>
        {error && <ErrorMessage error={error} />}
        {file && (
          <p role="status">
            {intl.formatMessage(
              { id: 'account.diagnostics.saved' },
              { file, mono: (chunks) => <span className="mono">{chunks}</span> },
            )}
          </p>
        )}
        <div className="row">
          <Button busy={busy} onClick={() => void useAccount.getState().saveDiagnostics()}>
            {intl.formatMessage({ id: 'account.diagnostics.save' })}
          </Button>
        </div>
      </div>
    </section>
  );
}
