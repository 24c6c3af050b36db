/**
 * A "Check this order" job: its order was sent but the answer was lost, and the service cannot be
 * asked by reference. The person looks the order up (the reference it was sent with is shown),
 * then enters the order number it got — checked against the service — or places it again, on
 * purpose, after saying so once more. Nothing places it again by itself.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import { FriendlyId } from '../../../electron/shared/contract/orders.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { TextField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useJobs } from '../../stores/jobs.js';

export function CheckOrder({ job, busy }: { job: JobRow; busy: boolean }) {
  const [orderNumber, setOrderNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const intl = useAppIntl();

  function settle(event: FormEvent) {
    event.preventDefault();
    // The contract's schema decides what an order number is; the message is the view's, in the app's language.
    const typed = FriendlyId.safeParse(orderNumber);
    if (!typed.success) {
      setProblem(intl.formatMessage({ id: 'orders.checkOrder.badNumber' }));
      return;
    }
    setProblem(null);
    void useJobs.getState().settleOrder(job, typed.data);
  }

  return (
    <div className="stack od-check">
      <p>
        {intl.formatMessage(
          { id: 'orders.checkOrder.lost' },
          {
            sent: job.orderSentAt ? 'on' : 'unknown',
            when: job.orderSentAt ? formatDateTime(job.orderSentAt) : '',
            reference: job.reference,
            strong: (chunks) => <strong className="mono">{chunks}</strong>,
          },
        )}
      </p>
      <form
        className="stack"
        onSubmit={settle}
        noValidate
        aria-label={intl.formatMessage({ id: 'orders.checkOrder.settleFor' }, { document: job.document })}
      >
        <TextField
          label={intl.formatMessage({ id: 'orders.checkOrder.numberLabel' })}
          placeholder={intl.formatMessage({ id: 'orders.checkOrder.numberPlaceholder' })}
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={problem ?? undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <span className="row">
          <Button
            type="submit"
            variant="primary"
            busy={busy}
            aria-label={intl.formatMessage({ id: 'orders.checkOrder.useFor' }, { document: job.document })}
          >
            {intl.formatMessage({ id: 'orders.checkOrder.use' })}
          </Button>
          <Button
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage(
              { id: 'orders.checkOrder.placeAgainFor' },
              { document: job.document },
            )}
          >
            {intl.formatMessage({ id: 'orders.checkOrder.notPlaced' })}
          </Button>
          <Button
            disabled={busy}
            onClick={() => void useJobs.getState().decide(job, 'discard')}
            aria-label={intl.formatMessage({ id: 'orders.approvals.discardFor' }, { document: job.document })}
          >
            {intl.formatMessage({ id: 'orders.approvals.discard' })}
          </Button>
        </span>
      </form>
      {confirming && (
        <Dialog
          title={intl.formatMessage({ id: 'orders.checkOrder.againTitle' })}
          onClose={() => setConfirming(false)}
        >
          <p>
            {intl.formatMessage(
              { id: 'orders.checkOrder.againBody' },
              {
                document: job.document,
                reference: job.reference,
                strong: (chunks) => <strong>{chunks}</strong>,
                mono: (chunks) => <span className="mono">{chunks}</span>,
              },
            )}
          </p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'orders.checkOrder.keepChecking' })}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void useJobs.getState().placeAgain(job);
              }}
            >
              {intl.formatMessage({ id: 'orders.checkOrder.placeAgain' })}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
