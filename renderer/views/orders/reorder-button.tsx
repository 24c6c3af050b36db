import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { useAppIntl } from '../../format/intl.js';
import { useQuotes } from '../../stores/quotes.js';

/**
 * Orders › Reorder: the past order becomes the Quotes view's draft (its items, recipients and
 * options), to be quoted again at today's prices before it is placed. Nothing is ordered here.
 */
export function ReorderButton({ friendlyId }: { friendlyId: string }) {
  const intl = useAppIntl();
  const busy = useQuotes((state) => state.busy.reorder);
  const error = useQuotes((state) => state.errors.reorder);

  async function reorder() {
    if (await useQuotes.getState().reorder(friendlyId)) window.location.hash = '#/quotes';
  }

  return (
    <>
      <Button variant="primary" busy={busy} onClick={() => void reorder()}>
        {intl.formatMessage({ id: 'orders.reorderButton.reorder' })}
      </Button>
      {error && <ErrorMessage error={error} onRetry={() => void reorder()} />}
    </>
  );
}
