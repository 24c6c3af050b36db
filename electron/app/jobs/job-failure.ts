/**
 * What a step's error means for its job, decided apart from the runner that applies it: tried again
 * after a delay (a hiccup of the service or the share, within the attempts allowed), or failed for
 * good with the error's message (a refusal, or the attempts used up).
 */
import { describeFailure } from '../../sync/remote.js';
import { shareHiccup } from '../../sync/share-files.js';
import type { JobRunnerOptions } from './job-runner-options.js';
import { JobRefusal } from './step-context.js';

export interface FailureOutcome {
  /** The attempts made so far, this one included. */
  readonly attempts: number;
  readonly message: string;
  /** Tried again after this long; undefined when the job fails. */
  readonly retryInMs: number | undefined;
}

/** How long the `attempts`-th failure in a row waits before the next try: doubling, at most a minute. */
export function backoffMs(attempts: number, options: Pick<JobRunnerOptions, 'retryBaseMs'>): number {
  return Math.min(60_000, (options.retryBaseMs ?? 1000) * 2 ** (attempts - 1));
}

export function failureOutcome(
  error: unknown,
  attempts: number,
  options: Pick<JobRunnerOptions, 'maxAttempts' | 'retryBaseMs'>,
): FailureOutcome {
  // A recipient that names nothing stays that way: no use retrying it.
  const failure =
    error instanceof JobRefusal
      ? { retryable: false, message: error.message, retryAfterMs: undefined }
      : (shareHiccup(error) ?? describeFailure(error));
  if (!failure.retryable || attempts >= (options.maxAttempts ?? 8))
    return { attempts, message: failure.message, retryInMs: undefined };
  return {
    attempts,
    message: failure.message,
    retryInMs: failure.retryAfterMs ?? backoffMs(attempts, options),
  };
}
