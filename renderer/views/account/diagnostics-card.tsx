import { useId } from 'react';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { useAccount } from '../../stores/account.js';

/** "Save diagnostics…": the logs and facts support asks for, in one file, never a key or a password. */
export function DiagnosticsCard() {
  const headingId = useId();
  const busy = useAccount((state) => state.busy.diagnostics);
  const error = useAccount((state) => state.errors.diagnostics);
  const file = useAccount((state) => state.diagnosticsFile);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Support</h2>
      <div className="stack">
        <p className="muted">
          PrintDesk keeps a log of every upload, job step, order and error. Save diagnostics puts the log, the
          settings (without any key or password), the versions and the sync journal’s statistics in one file
          to send to support.
        </p>
        {error && <ErrorMessage error={error} />}
        {file && (
          <p role="status">
            Saved to <span className="mono">{file}</span>
          </p>
        )}
        <div className="row">
          <Button busy={busy} onClick={() => void useAccount.getState().saveDiagnostics()}>
            Save diagnostics…
          </Button>
        </div>
      </div>
    </section>
  );
}
