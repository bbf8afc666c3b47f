import type { ReactNode } from 'react';

export interface FeedbackProps {
  /** The failure to show (an alert), e.g. `mutation.error && errorText(mutation.error)`; wins over ok. */
  error?: ReactNode;
  /** The success to show (a status), e.g. from `mutation.data`. */
  ok?: ReactNode;
  /** data-testid `${testId}-error` / `${testId}-ok`, or one id for each. */
  testId: string | { error: string; ok: string };
}

/** The one way to show a mutation's outcome, read from the mutation's own state (no copied useState). */
export function Feedback({ error, ok, testId }: FeedbackProps) {
  const ids = typeof testId === 'string' ? { error: `${testId}-error`, ok: `${testId}-ok` } : testId;
  if (error) {
    return (
      <p className="form-error" role="alert" data-testid={ids.error}>
        {error}
      </p>
    );
  }
  if (ok) {
    return (
      <p className="notice" role="status" data-testid={ids.ok}>
        {ok}
      </p>
    );
  }
  return null;
}
