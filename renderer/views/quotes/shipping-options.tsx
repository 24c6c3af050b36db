import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, TextField } from '../../components/field.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { deliveryOptions } from '../../stores/order-draft.js';
import type { QuoteProblems } from '../../stores/order-draft.js';
import { useQuotes } from '../../stores/quotes.js';
import { day, money } from '../../format/orders.js';

/** Step 3: how the order travels (from the service's shipping options), and the order's options. */
export function ShippingOptions({
  problems,
  ready,
  current,
}: {
  problems: QuoteProblems;
  ready: boolean;
  current: boolean;
}) {
  const shipping = useQuotes((state) => state.shipping);
  const error = useQuotes((state) => state.errors.shipping);
  const loading = useQuotes((state) => state.busy.shipping);
  const shippingMethodId = useQuotes((state) => state.shippingMethodId);
  const additionalHours = useQuotes((state) => state.additionalHours);
  const taxExempt = useQuotes((state) => state.taxExempt);
  const discountCodes = useQuotes((state) => state.discountCodes);
  const setOptions = useQuotes((state) => state.setOptions);
  const loadShipping = useQuotes((state) => state.loadShipping);
  const options = deliveryOptions(shipping);

  return (
    <div className="stack">
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadShipping()} forceRetry />
      ) : !ready ? (
        <p className="muted">Add items and a recipient to see how the order can ship.</p>
      ) : shipping === null || (loading && options.length === 0) ? (
        <SkeletonRows rows={4} label="Loading shipping options" />
      ) : options.length === 0 ? (
        <div className="row">
          <p className="muted">The service offers no shipping to this address.</p>
          <Button size="small" onClick={() => void loadShipping()}>
            Check again
          </Button>
        </div>
      ) : (
        <div
          role="radiogroup"
          aria-label="Shipping method"
          aria-busy={loading || !current}
          className="qt-choices qt-shipping"
        >
          {options.map((option) => {
            const id = option.ShippingMethodDetail.Id;
            return (
              <label key={id} className="qt-choice" data-selected={id === shippingMethodId}>
                <input
                  type="radio"
                  name="qt-shipping"
                  value={id}
                  checked={id === shippingMethodId}
                  onChange={() => setOptions({ shippingMethodId: id })}
                />
                <span>
                  <strong>{option.ShippingMethodDetail.Name}</strong>
                  <span className="muted">Arrives {day(option.DeliveryCommitmentDate)}</span>
                </span>
                <span className="num">{money(option.DeliveryCharge)}</span>
              </label>
            );
          })}
        </div>
      )}
      {problems.shipping && (
        <p className="field-error" role="alert">
          {problems.shipping}
        </p>
      )}
      <div className="qt-options">
        <TextField
          label="Extra processing time (hours)"
          inputMode="numeric"
          value={additionalHours}
          onChange={(event) => setOptions({ additionalHours: event.target.value })}
          error={problems.hours}
          hint="Hold the order before production, e.g. 24 to review proofs."
        />
        <TextField
          label="Discount codes"
          value={discountCodes}
          onChange={(event) => setOptions({ discountCodes: event.target.value })}
          hint="Separate several codes with commas."
          autoComplete="off"
          spellCheck={false}
        />
        <CheckboxField
          label="Tax exempt"
          checked={taxExempt}
          onChange={(event) => setOptions({ taxExempt: event.target.checked })}
          hint="Only if your account has a tax exemption on file."
        />
      </div>
    </div>
  );
}
