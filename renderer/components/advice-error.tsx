import { useAppIntl } from '../format/intl.js';

/**
 * A refusal told as advice, what to do in plain words, with the service's or the core's own text
 * folded under "Technical details" for whoever has to look further.
 */
export function AdviceError({
  advice,
  detail,
  code,
  className,
}: {
  advice: string;
  detail?: string | undefined;
  /** The error's code, kept on the block for tests and support. */
  code?: string | undefined;
  /** An extra class, for a place that styles the block its own way. */
  className?: string;
}) {
  const intl = useAppIntl();
  return (
    <div
      className={className ? `error-message ${className}` : 'error-message'}
      role="alert"
      data-error-code={code}
    >
      <div className="stack">
        <p>{advice}</p>
        {detail && (
          <details>
            <summary>{intl.formatMessage({ id: 'common.technicalDetails' })}</summary>
            <p className="mono">{detail}</p>
          </details>
        )}
      </div>
    </div>
  );
}
