import { Button } from '../components/button.js';
import { useAccount } from '../stores/account.js';
import { useAppIntl } from '../format/intl.js';

/**
 * Says, for as long as it is true, that the app runs on the practice service with sample data,
 * and offers the way out: connecting the user's own account.
 */
export function PracticeBanner() {
  const practice = useAccount(
    (state) => (state.status?.environment ?? state.settings?.environment)?.kind === 'embedded',
  );
  const openConnectFlow = useAccount((state) => state.openConnectFlow);
  const intl = useAppIntl();
  if (!practice) return null;
  return (
    <section
      className="practice-banner"
      aria-label={intl.formatMessage({ id: 'shell.practiceBanner.label' })}
    >
      <p>
        {intl.formatMessage(
          { id: 'shell.practiceBanner.text' },
          { strong: (chunks) => <strong>{chunks}</strong> },
        )}
      </p>
      <Button size="small" onClick={openConnectFlow}>
        {intl.formatMessage({ id: 'shell.connectYourAccount' })}
      </Button>
    </section>
  );
}
