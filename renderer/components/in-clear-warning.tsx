import { useAppIntl } from '../format/intl.js';
import { CheckboxField } from './field.js';

/**
 * A plain http:// address of another computer: the key would cross the network readable. Said, with
 * the confirmation the core asks for before it sends the key there (`allowInsecureHttp`).
 */
export function InClearWarning({
  baseUrl,
  confirmed,
  onConfirm,
  hint,
}: {
  baseUrl: string;
  confirmed: boolean;
  onConfirm(confirmed: boolean): void;
  hint?: string | undefined;
}) {
  const intl = useAppIntl();
  return (
    <div className="stack" role="alert">
      <p className="notice">
        {intl.formatMessage(
          { id: 'shell.inClear.warning' },
          { address: baseUrl, strong: (chunks) => <strong>{chunks}</strong> },
        )}
      </p>
      <CheckboxField
        label={intl.formatMessage({ id: 'shell.inClear.confirm' })}
        checked={confirmed}
        onChange={(event) => onConfirm(event.target.checked)}
        hint={hint}
      />
    </div>
  );
}
