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
  return (
    <div className="stack" role="alert">
      <p className="notice">
        <strong>{baseUrl}</strong> is a plain http:// address on another computer: your key would travel
        unencrypted, readable by anyone on the way. Use an https:// address if the service has one.
      </p>
      <CheckboxField
        label="Send my key over plain http:// anyway"
        checked={confirmed}
        onChange={(event) => onConfirm(event.target.checked)}
        hint={hint}
      />
    </div>
  );
}
