import { markets, marketOfBaseUrl } from '../../../electron/print-service/models/markets.js';
import type { MarketId } from '../../../electron/print-service/models/markets.js';
import type { Environment } from '../../../electron/settings/schema.js';
import { SelectField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';

/**
 * Which of the service's markets (its currency, sizes and clock) a service is in: for a custom address
 * the vendor's hosts say it themselves (the same rule the core applies), elsewhere the user chooses.
 */
export function MarketField({
  kind,
  baseUrl,
  value,
  onChange,
}: {
  kind: Environment['kind'];
  baseUrl: string;
  value: MarketId;
  onChange: (market: MarketId) => void;
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
  return (
    <SelectField
      label={intl.formatMessage({ id: 'account.market.label' })}
      hint={
        kind === 'embedded'
          ? intl.formatMessage({ id: 'account.market.embeddedHint' })
          : intl.formatMessage({ id: 'account.market.customHint' })
      }
      options={Object.values(markets).map((market) => ({
        value: market.id,
        label: intl.formatMessage(
          { id: 'account.market.option' },
          { market: market.id, currency: market.currency },
        ),
      }))}
      value={value}
      onChange={(event) => onChange(event.target.value as MarketId)}
    />
  );
}
