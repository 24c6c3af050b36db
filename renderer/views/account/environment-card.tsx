import { useId, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { FormEvent } from 'react';
import { BaseUrl } from '../../../electron/shared/settings/schema.js';
import type { Environment } from '../../../electron/shared/settings/schema.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { RadioChoice, TextField } from '../../components/field.js';
import { firstProblem } from '../../components/form-checks.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { MarketField } from '../../components/market-field.js';

function environmentKinds(intl: IntlShape): { kind: Environment['kind']; label: string; hint: string }[] {
  return [
    {
      kind: 'embedded',
      label: intl.formatMessage({ id: 'account.environment.embedded' }),
      hint: intl.formatMessage({ id: 'account.environment.embeddedHint' }),
    },
    {
      kind: 'custom',
      label: intl.formatMessage({ id: 'account.environment.custom' }),
      hint: intl.formatMessage({ id: 'account.environment.customHint' }),
    },
  ];
}

/** A shape of address to follow, the same in every language. */
const exampleBaseUrl = 'https://print.example.com/api';

/** Which print service PrintDesk talks to: the embedded sandbox or one at a custom base URL. */
export function EnvironmentCard({ environment }: { environment: Environment }) {
  const intl = useAppIntl();
  const headingId = useId();
  const busy = useAccount((state) => state.busy.environment);
  const error = useAccount((state) => state.errors.environment);
  const [kind, setKind] = useState<Environment['kind']>(environment.kind);
  const [baseUrl, setBaseUrl] = useState(environment.kind === 'custom' ? environment.baseUrl : '');
  const [market, setMarket] = useState(environment.market);
  const [touched, setTouched] = useState(false);
  const problem = kind === 'custom' ? firstProblem(BaseUrl, baseUrl.trim()) : undefined;
  const unchanged =
    kind === environment.kind &&
    market === environment.market &&
    (kind === 'embedded' || (environment.kind === 'custom' && environment.baseUrl === baseUrl.trim()));

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    await useAccount
      .getState()
      .setEnvironment(
        kind === 'embedded'
          ? { kind: 'embedded', market }
          : { kind: 'custom', baseUrl: baseUrl.trim(), market },
      );
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.environment.title' })}</h2>
      <form className="stack" onSubmit={save} noValidate>
        <fieldset className="stack choice-group">
          <legend className="visually-hidden">
            {intl.formatMessage({ id: 'account.environment.legend' })}
          </legend>
          {environmentKinds(intl).map((option) => (
            <RadioChoice
              key={option.kind}
              name="environment"
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => setKind(option.kind)}
              label={option.label}
              hint={option.hint}
            />
          ))}
        </fieldset>
        {kind === 'custom' && (
          <TextField
            label={intl.formatMessage({ id: 'account.environment.baseUrl' })}
            type="url"
            inputMode="url"
            placeholder={exampleBaseUrl}
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.target.value)}
            error={touched ? problem : undefined}
            autoComplete="url"
          />
        )}
        <MarketField kind={kind} baseUrl={baseUrl} value={market} onChange={setMarket} />
        {error && <ErrorMessage error={error} />}
        <div className="row">
          <Button type="submit" variant="primary" busy={busy} disabled={unchanged}>
            {intl.formatMessage({ id: 'account.environment.use' })}
          </Button>
          {!unchanged && (
            <span className="hint">{intl.formatMessage({ id: 'account.environment.switching' })}</span>
          )}
        </div>
      </form>
    </section>
  );
}
