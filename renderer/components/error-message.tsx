import type { IpcError } from '../../electron/ipc/errors.js';
import { Button } from './button.js';
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
  const text = describeError(error);
  const showRetry = onRetry && (text.retryable || forceRetry);
  return (
    <div className="error-message" role="alert" data-error-code={error.code}>
      <p>
        <strong>{text.headline}</strong>
        {text.detail && <> {text.detail}</>}
      </p>
      {showRetry && (
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
