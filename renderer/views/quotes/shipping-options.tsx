import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { Button } from '../../components/button.js';
import { Disclosure } from '../../components/disclosure.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, TextField } from '../../components/field.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { calendarDayText } from '../../../electron/i18n/service-time.js';
import { deliveryOptions } from '../../stores/order-draft.js';
import type { QuoteProblems } from '../../stores/order-draft.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useQuotes } from '../../stores/quotes.js';
import { money } from '../../format/orders.js';
import { useAppIntl } from '../../format/intl.js';
import { useServiceTime } from '../../pricing/service-day.js';

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
  const needBy = useQuotes((state) => state.needBy);
  const setOptions = useQuotes((state) => state.setOptions);
  const loadShipping = useQuotes((state) => state.loadShipping);
  const options = deliveryOptions(shipping);
  const earliest = options.find((option) => option.id === shipping?.earliestId);
  const noneInTime = shipping?.needBy !== undefined && shipping.chosenId === undefined && earliest;
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const serviceTimeZone = useAccount((account) => selectMarket(account).timeZone);
  const serviceDay = useServiceTime('date', serviceTimeZone);

  return (
    <div className="stack">
      <TextField
        label={say('quotes.shippingOptions.needBy')}
        type="date"
        value={needBy}
        onChange={(event) => setOptions({ needBy: event.target.value })}
        error={problems.needBy}
        hint={say('quotes.shippingOptions.needByHint')}
      />
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadShipping()} forceRetry />
      ) : !ready ? (
        <p className="muted">{say('quotes.shippingOptions.notReady')}</p>
      ) : shipping === null || (loading && options.length === 0) ? (
        <SkeletonRows rows={4} label={say('quotes.shippingOptions.loading')} />
      ) : options.length === 0 ? (
        <div className="row">
          <p className="muted">{say('quotes.shippingOptions.none')}</p>
          <Button size="small" onClick={() => void loadShipping()}>
            {say('quotes.shippingOptions.checkAgain')}
          </Button>
        </div>
      ) : (
        <div
          role="radiogroup"
          aria-label={say('quotes.shippingOptions.method')}
          aria-busy={loading || !current}
          className="qt-choices qt-shipping"
        >
          {options.map((option) => {
            const { id } = option;
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
                  <strong>{option.name}</strong>
                  <span className="muted">
                    {intl.formatMessage(
                      { id: 'quotes.shippingOptions.arrives' },
                      { date: serviceDay(option.commitment) },
                    )}
                  </span>
                  {option.makesDate !== undefined && (
                    <span className="qt-in-time" data-in-time={option.makesDate}>
                      {say(
                        option.makesDate
                          ? 'quotes.shippingOptions.makesDate'
                          : 'quotes.shippingOptions.tooLate',
                      )}
                    </span>
                  )}
                </span>
                <span className="num">{money(option.charge)}</span>
              </label>
            );
          })}
        </div>
      )}
      {noneInTime && (
        <p className="qt-none-in-time" role="status">
          {intl.formatMessage(
            { id: 'quotes.shippingOptions.noneInTime' },
            {
              needBy: calendarDayText(intl, shipping.needBy!),
              earliest: calendarDayText(intl, earliest.arrives),
              method: earliest.name,
              charge: money(earliest.charge),
            },
          )}
        </p>
      )}
      {problems.shipping && (
        <p className="field-error" role="alert">
          {problems.shipping}
        </p>
      )}
      <Disclosure
        summary={say('quotes.shippingOptions.more')}
        open={
          Boolean(problems.hours) ||
          additionalHours.trim() !== '0' ||
          discountCodes.trim() !== '' ||
          taxExempt
        }
      >
        <div className="qt-options">
          <TextField
            label={say('quotes.shippingOptions.hours')}
            inputMode="numeric"
            value={additionalHours}
            onChange={(event) => setOptions({ additionalHours: event.target.value })}
            error={problems.hours}
            hint={say('quotes.shippingOptions.hoursHint')}
          />
          <TextField
            label={say('quotes.shippingOptions.discountCodes')}
            value={discountCodes}
            onChange={(event) => setOptions({ discountCodes: event.target.value })}
            hint={say('quotes.codesHint')}
            autoComplete="off"
            spellCheck={false}
          />
          <CheckboxField
            label={say('quotes.shippingOptions.taxExempt')}
            checked={taxExempt}
            onChange={(event) => setOptions({ taxExempt: event.target.checked })}
            hint={say('quotes.shippingOptions.taxExemptHint')}
          />
        </div>
      </Disclosure>
    </div>
  );
}
