import type { ReactNode } from 'react';
import { Button } from '../components/button.js';
import { Dialog, DialogActions } from '../components/dialog.js';
import { useAccount } from '../stores/account.js';
import { useAppIntl } from '../format/intl.js';

/**
 * The first run: where the user is (a practice service with sample data) and what to try first.
 * Shown until closed once, whichever way (remembered in the settings).
 */
export function WelcomeDialog() {
  const show = useAccount((state) => state.settings !== null && !state.settings.welcomeDismissed);
  const practice = useAccount(
    (state) => (state.status?.environment ?? state.settings?.environment)?.kind === 'embedded',
  );
  const intl = useAppIntl();
  if (!show) return null;
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  const close = () => void useAccount.getState().dismissWelcome();
  const connect = () => {
    close();
    useAccount.getState().openConnectFlow();
  };
  return (
    <Dialog title={intl.formatMessage({ id: 'shell.welcome.title' })} onClose={close}>
      {practice ? (
        <p>{intl.formatMessage({ id: 'shell.welcome.practice' })}</p>
      ) : (
        <p>{intl.formatMessage({ id: 'shell.welcome.own' })}</p>
      )}
      <div className="stack welcome-steps">
        <h3>{intl.formatMessage({ id: 'shell.welcome.stepsTitle' })}</h3>
        <ul>
          <li>{intl.formatMessage({ id: 'shell.welcome.stepLink' }, { strong })}</li>
          <li>{intl.formatMessage({ id: 'shell.welcome.stepDrop' }, { strong })}</li>
          <li>{intl.formatMessage({ id: 'shell.welcome.stepQuote' }, { strong })}</li>
        </ul>
      </div>
      <DialogActions>
        {practice && (
          <Button onClick={connect}>{intl.formatMessage({ id: 'shell.connectYourAccount' })}</Button>
        )}
        <Button variant="primary" onClick={close}>
          {intl.formatMessage({ id: 'shell.welcome.start' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
