import { Button } from '../components/button.js';
import { useAccount } from '../stores/account.js';

/**
 * Says, for as long as it is true, that the app runs on the practice service with sample data,
 * and offers the way out: connecting the user's own account.
 */
export function PracticeBanner() {
  const practice = useAccount(
    (state) => (state.status?.environment ?? state.settings?.environment)?.kind === 'embedded',
  );
  const openConnectFlow = useAccount((state) => state.openConnectFlow);
  if (!practice) return null;
  return (
    <section className="practice-banner" aria-label="Practice mode">
      <p>
        <strong>Practice mode:</strong> a practice print service with sample files and orders. Nothing is
        printed or charged.
      </p>
      <Button size="small" onClick={openConnectFlow}>
        Connect your account…
      </Button>
    </section>
  );
}
