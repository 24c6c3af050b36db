import { Button } from '../components/button.js';
import { Dialog, DialogActions } from '../components/dialog.js';
import { useAccount } from '../stores/account.js';

/**
 * The first run: where the user is (a practice service with sample data) and what to try first.
 * Shown until closed once, whichever way (remembered in the settings).
 */
export function WelcomeDialog() {
  const show = useAccount((state) => state.settings !== null && !state.settings.welcomeDismissed);
  const practice = useAccount(
    (state) => (state.status?.environment ?? state.settings?.environment)?.kind === 'embedded',
  );
  if (!show) return null;
  const close = () => void useAccount.getState().dismissWelcome();
  const connect = () => {
    close();
    useAccount.getState().openConnectFlow();
  };
  return (
    <Dialog title="Welcome to PrintDesk" onClose={close}>
      {practice ? (
        <p>
          PrintDesk is running on a practice print service with sample data: the files, documents and orders
          you see belong to a sample account. Try anything you like: nothing is printed or charged.
        </p>
      ) : (
        <p>PrintDesk keeps your print files in step with your online print library.</p>
      )}
      <div className="stack welcome-steps">
        <h3>What to try first</h3>
        <ul>
          <li>
            <strong>Link a folder</strong> in Hot folders: every print file saved in it is uploaded for you.
          </li>
          <li>
            <strong>Drop a file</strong> anywhere in this window to upload it to your library.
          </li>
          <li>
            <strong>Get a quote</strong> in Quotes to see what an order costs, delivery and tax included.
          </li>
        </ul>
      </div>
      <DialogActions>
        {practice && <Button onClick={connect}>Connect your account…</Button>}
        <Button variant="primary" onClick={close}>
          Start exploring
        </Button>
      </DialogActions>
    </Dialog>
  );
}
