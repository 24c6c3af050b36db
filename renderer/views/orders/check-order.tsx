/**
 * A "Check this order" job: its order was sent but the answer was lost, and the service cannot be
 * asked by reference. The person looks the order up (the reference it was sent with is shown),
 * then enters the order number it got — checked against the service — or places it again, on
 * purpose, after saying so once more. Nothing places it again by itself.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { TextField } from '../../components/field.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useJobs } from '../../stores/jobs.js';

const friendlyIdPattern = /^\d{2}-\d{4}-\d{5}-\d{5}$/;

export function CheckOrder({ job, busy }: { job: JobRow; busy: boolean }) {
  const [orderNumber, setOrderNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function settle(event: FormEvent) {
    event.preventDefault();
    const typed = orderNumber.trim();
    if (!friendlyIdPattern.test(typed)) {
      setProblem('Enter the order number as the service writes it, e.g. 00-0054-00071-36703.');
      return;
    }
    setProblem(null);
    void useJobs.getState().settleOrder(job, typed);
  }

  return (
    <div className="stack od-check">
      <p>
        Its order was sent{job.orderSentAt ? ` on ${formatDateTime(job.orderSentAt)}` : ''} and the answer was
        lost. Look for an order with the reference <strong className="mono">{job.reference}</strong> in your
        print service account, then say what you found.
      </p>
      <form
        className="stack"
        onSubmit={settle}
        noValidate
        aria-label={`Settle the order for ${job.document}`}
      >
        <TextField
          label="Order number it got"
          placeholder="00-0000-00000-00000"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={problem ?? undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <span>
          <Button
            type="submit"
            variant="primary"
            busy={busy}
            aria-label={`Use this order number for ${job.document}`}
          >
            Use this order number
          </Button>{' '}
          <Button
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`Place the order for ${job.document} again`}
          >
            Not placed: place it again
          </Button>{' '}
          <Button
            disabled={busy}
            onClick={() => void useJobs.getState().decide(job, 'discard')}
            aria-label={`Discard the order for ${job.document}`}
          >
            Discard
          </Button>
        </span>
      </form>
      {confirming && (
        <Dialog title="Place this order again?" onClose={() => setConfirming(false)}>
          <p>
            If the first order for <strong>{job.document}</strong> was placed after all, this makes a second
            one. Place it again only when you have checked that no order has the reference{' '}
            <span className="mono">{job.reference}</span>.
          </p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Keep checking</Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void useJobs.getState().placeAgain(job);
              }}
            >
              Place it again
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
