import { markets, marketOfBaseUrl } from '../../../electron/print-service/models/markets.js';
import type { MarketId } from '../../../electron/print-service/models/markets.js';
import type { Environment } from '../../../electron/settings/schema.js';
import { SelectField } from '../../components/field.js';

const currencyNames = { USD: 'US dollars', GBP: 'pounds sterling', EUR: 'euros' } as const;

const marketOptions = Object.values(markets).map((market) => ({
  value: market.id,
  label: `${market.name} (${currencyNames[market.currency]})`,
}));

const hints: Record<Environment['kind'], string> = {
  embedded:
    'Prices, sizes and business hours of the practice service. Changing it restarts the practice service with that market’s sample data.',
  custom:
    'The address does not say which of the service’s markets it is: amounts are shown in this one’s currency.',
};

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
  const detected = kind === 'custom' ? marketOfBaseUrl(baseUrl) : null;
  if (detected) {
    const market = markets[detected];
    return (
      <p className="hint" data-testid="market-detected">
        Market: {market.name}, amounts in {currencyNames[market.currency]} (from the address).
      </p>
    );
  }
  return (
    <SelectField
      label="Market"
      hint={hints[kind]}
      options={marketOptions}
      value={value}
      onChange={(event) => onChange(event.target.value as MarketId)}
    />
  );
}
