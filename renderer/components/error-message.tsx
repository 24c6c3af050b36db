import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import { Button } from './button.js';
import { useAppIntl } from '../format/intl.js';
import { describeError } from './error-text.js';

/** An error as the user reads it, with "Try again" when retrying can help (or when the caller insists). */
export function ErrorMessage({
  error,
  onRetry,
  forceRetry = false,
}: {
  error: IpcError;
  onRetry?: () => void;
  forceRetry?: boolean;
}) {
  const intl = useAppIntl();
  const text = describeError(error);
  const showRetry = onRetry && (text.retryable || forceRetry);
  return (
    <div className="error-message" role="alert" data-error-code={error.code}>
      <p>
        {intl.formatMessage(
          { id: 'shell.error.withDetail' },
          {
            headline: text.headline,
            detail: text.detail ?? '',
            strong: (chunks) => <strong>{chunks}</strong>,
          },
        )}
      </p>
      {showRetry && (
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'shell.error.tryAgain' })}
        </Button>
      )}
    </div>
  );
}
