import { useEffect } from 'react';
import type { FormEvent } from 'react';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SelectField, TextField } from '../../components/field.js';
import { copiesProblem } from '../../components/form-checks.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useAppIntl } from '../../format/intl.js';
import { useItemQuote } from '../../stores/item-quote.js';
import { useReferenceData } from '../../stores/reference-data.js';
import { finishedSizeText } from '../../format/measurements.js';
import { money, unitMoney } from '../../format/orders.js';
import { OfferingGroups } from '../../pricing/breakdown.js';

/** A quick price for one product made from a template, before any document exists. */
export function ItemCalculator() {
  const templates = useReferenceData((state) => state.templates);
  const templatesError = useReferenceData((state) => state.errors.templates);
  const templateId = useItemQuote((state) => state.itemTemplateId);
  const quantity = useItemQuote((state) => state.itemQuantity);
  const itemQuote = useItemQuote((state) => state.itemQuote);
  const error = useItemQuote((state) => state.errors.itemQuote);
  const busy = useItemQuote((state) => state.busy.itemQuote);
  const setItemQuote = useItemQuote((state) => state.setItemQuote);
  const getItemQuote = useItemQuote((state) => state.getItemQuote);
  const loadTemplates = useItemQuote((state) => state.loadTemplates);
  const quantityProblem = copiesProblem(quantity);
  const units = useAccount((state) => selectMarket(state).units);
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });

  useEffect(() => {
    void loadTemplates();
  }, [loadTemplates]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!quantityProblem) void getItemQuote();
  }

  return (
    <section className="card stack qt-calculator" aria-labelledby="qt-calculator-title">
      <h2 id="qt-calculator-title">{say('quotes.itemCalculator.title')}</h2>
      {templatesError ? (
        <ErrorMessage error={templatesError} onRetry={() => void loadTemplates()} forceRetry />
      ) : templates === null ? (
        <SkeletonRows rows={2} label={say('quotes.itemCalculator.loading')} />
      ) : templates.length === 0 ? (
        <EmptyState title={say('quotes.itemCalculator.emptyTitle')}>
          {say('quotes.itemCalculator.emptyBody')}
        </EmptyState>
      ) : (
        <form className="row qt-calculator-form" onSubmit={submit} noValidate>
          <SelectField
            label={say('quotes.itemCalculator.template')}
            value={templateId}
            onChange={(event) => setItemQuote({ itemTemplateId: event.target.value })}
            options={templates.map((template) => ({ value: template.id, label: template.name }))}
          />
          <TextField
            label={say('quotes.itemCalculator.copies')}
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setItemQuote({ itemQuantity: event.target.value })}
            error={quantityProblem}
          />
          <Button type="submit" busy={busy} disabled={!!quantityProblem}>
            {say('quotes.itemCalculator.priceIt')}
          </Button>
        </form>
      )}
      {error && <ErrorMessage error={error} onRetry={() => void getItemQuote()} />}
      {itemQuote && (
        <div className="stack" aria-label={say('quotes.itemCalculator.region')} role="region">
          <dl className="qt-totals">
            {itemQuote.PricingDetails.ListPrice > itemQuote.PricingDetails.Price && (
              <div>
                <dt>{say('quotes.itemCalculator.listPrice')}</dt>
                <dd>
                  <s>{money(itemQuote.PricingDetails.ListPrice)}</s>
                </dd>
              </div>
            )}
            <div>
              <dt>{say('quotes.itemCalculator.price')}</dt>
              <dd>{money(itemQuote.PricingDetails.Price)}</dd>
            </div>
            {itemQuote.PricingDetails.OneTimeCharge !== 0 && (
              <div>
                <dt>{say('quotes.itemCalculator.oneTime')}</dt>
                <dd>{money(itemQuote.PricingDetails.OneTimeCharge)}</dd>
              </div>
            )}
            <div className="qt-total">
              <dt>{say('quotes.itemCalculator.perCopy')}</dt>
              <dd>
                {unitMoney(
                  (itemQuote.PricingDetails.Price + itemQuote.PricingDetails.OneTimeCharge) /
                    Math.max(1, Number(quantity) || 1),
                )}
              </dd>
            </div>
          </dl>
          {itemQuote.PricingDetails.ProductionHoursRequired > 0 && (
            <p className="muted">
              {intl.formatMessage(
                { id: 'quotes.itemCalculator.production' },
                { hours: itemQuote.PricingDetails.ProductionHoursRequired },
              )}
            </p>
          )}
          {itemQuote.Measurements && itemQuote.Measurements.Weight > 0 && (
            <p className="muted">{finishedSizeText(itemQuote.Measurements, units)}</p>
          )}
          <OfferingGroups groups={itemQuote.OfferingDetails} />
        </div>
      )}
    </section>
  );
}
