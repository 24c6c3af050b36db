import { markets, marketOfBaseUrl } from '../../electron/shared/models/markets.js';
import type { MarketId } from '../../electron/shared/models/markets.js';
import type { Environment } from '../../electron/shared/settings/schema.js';
import { SelectField } from './field.js';
import { useAppIntl } from '../format/intl.js';

/**
 * Which of the service's markets (its currency, sizes and clock) a service is in: for a custom address
 * the vendor's hosts say it themselves (the same rule the core applies), elsewhere the user chooses.
 * `value` '' asks for a choice (Connect your account: nothing is taken for granted, since every price
 * is in the market's currency); `problem` says one is still missing.
 */
export function MarketField({
  kind,
  baseUrl,
  value,
  onChange,
  hint,
  problem,
}: {
  kind: Environment['kind'];
  baseUrl: string;
  value: MarketId | '';
  onChange: (market: MarketId) => void;
  /** Replaces the hint of the environment's kind. */
  hint?: string;
  problem?: string | undefined;
}) {
  const intl = useAppIntl();
  const detected = kind === 'custom' ? marketOfBaseUrl(baseUrl) : null;
  if (detected) {
    const market = markets[detected];
    return (
      <p className="hint" data-testid="market-detected">
        {intl.formatMessage(
          { id: 'account.market.detected' },
          { market: market.id, currency: market.currency },
        )}
      </p>
    );
  }
  const options = Object.values(markets).map((market) => ({
    value: market.id,
    label: intl.formatMessage(
      { id: 'account.market.option' },
      { market: market.id, currency: market.currency },
    ),
  }));
  return (
    <>
      <SelectField
        label={intl.formatMessage({ id: 'account.market.label' })}
        hint={
          hint ??
          (kind === 'embedded'
            ? intl.formatMessage({ id: 'account.market.embeddedHint' })
            : intl.formatMessage({ id: 'account.market.customHint' }))
        }
        options={
          value === ''
            ? [{ value: '', label: intl.formatMessage({ id: 'account.market.choose' }) }, ...options]
            : options
        }
        value={value}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.target.value as MarketId)}
      />
      {problem && (
        <span className="field-error" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
