import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface FeedbackProps {
  /** The failure to show (an alert), e.g. `mutation.error && errorText(mutation.error)`; wins over ok. */
  error?: ReactNode;
  /** The success to show (a status), e.g. from `mutation.data`. */
  ok?: ReactNode;
  /** data-testid `${testId}-error` / `${testId}-ok`, or one id for each. */
  testId: string | { error: string; ok: string };
}

/**
 * A refusal comes into view where the player is (the nearest edge, below the sticky header by the
 * page's scroll-padding): a message rendered far above the button that was tapped goes unseen.
 */
function Alert({ children, testId }: { children: ReactNode; testId: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Before the paint: the page never shows the alert in one place and then jumps, moving what the
  // player (or a test) is about to tap. Braces: Chromium's scrollIntoView returns a promise, and an
  // effect that returned it would hand React a "cleanup" that is not a function.
  useLayoutEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <p ref={ref} className="form-error" role="alert" data-testid={testId}>
      {children}
    </p>
  );
}

/** The one way to show a mutation's outcome, read from the mutation's own state (no copied useState). */
export function Feedback({ error, ok, testId }: FeedbackProps) {
  const ids = typeof testId === 'string' ? { error: `${testId}-error`, ok: `${testId}-ok` } : testId;
  if (error) {
    return <Alert testId={ids.error}>{error}</Alert>;
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
