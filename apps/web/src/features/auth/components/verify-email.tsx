import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authErrorMessage } from '@fraudshield/domain';
import { forgetReturnPath, peekReturnPath } from '../../../lib/return-path';
import { useAuth } from '../hooks/auth-context';
import { LOCAL_INBOX_TEXT } from './local-inbox-text';
import { InviteNote } from './auth-form';

export const RESEND_COOLDOWN_S = 30;
export const VERIFY_POLL_MS = 3_000;

/**
 * Where the email went, resend with a cool-down, and a check that notices verification by itself
 * (reloading the user every few seconds while the tab is visible, on coming back to the tab, and
 * on the button). Once
 * verified, the ID token is refreshed and the player continues to the remembered page.
 */
export function VerifyEmail({ onSignOut }: { onSignOut(): void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  // The cool-down runs on the clock, not on counted ticks, so a sleeping tab catches up.
  const [cooldownUntil, setCooldownUntil] = useState(() => Date.now() + RESEND_COOLDOWN_S * 1000);
  const [now, setNow] = useState(() => Date.now());
  const cooldown = Math.max(0, Math.ceil((cooldownUntil - now) / 1000));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const alreadyVerified = useRef(auth.user?.emailVerified === true);

  const proceed = useCallback(() => {
    const to = peekReturnPath();
    forgetReturnPath();
    navigate(to, { replace: true });
  }, [navigate]);

  const check = useCallback(
    async (byHand: boolean) => {
      if (byHand) setChecking(true);
      try {
        const user = await auth.reloadUser();
        if (user?.emailVerified) proceed();
        else if (byHand) setNotice('Not verified yet: open the link in the email, then try again.');
      } catch (e) {
        if (byHand) setError(authErrorMessage(e));
      } finally {
        if (byHand) setChecking(false);
      }
    },
    [auth, proceed],
  );

  // Notice verification by itself while the tab is visible.
  useEffect(() => {
    if (alreadyVerified.current) return;
    const tick = () => {
      if (document.visibilityState === 'visible') void check(false);
    };
    const timer = window.setInterval(tick, VERIFY_POLL_MS);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener('focus', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener('focus', tick);
    };
  }, [check]);

  useEffect(() => {
    if (cooldownUntil <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [cooldownUntil, now]);

  async function resend() {
    setError(null);
    setNotice(null);
    const start = Date.now();
    setNow(start);
    setCooldownUntil(start + RESEND_COOLDOWN_S * 1000);
    try {
      await auth.resendVerification();
      setNotice('We sent a new verification email.');
    } catch (e) {
      setError(authErrorMessage(e));
    }
  }

  if (alreadyVerified.current) {
    return (
      <section className="auth-card">
        <h1>Your email is verified</h1>
        <p>{auth.user?.email} is verified. You are all set.</p>
        <button type="button" className="primary" onClick={proceed}>
          Continue
        </button>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify your email</h1>
      <InviteNote mode="verify" />
      <p>
        We sent a verification link to <strong>{auth.user?.email}</strong>. Open it, then come back: this page notices
        by itself.
      </p>
      {__FS_LOCAL_INBOX__ ? (
        <p className="hint" data-testid="local-inbox-hint">
          {LOCAL_INBOX_TEXT.verify} <a href={__FS_LOCAL_INBOX__}>{__FS_LOCAL_INBOX__}</a>.{' '}
          {LOCAL_INBOX_TEXT.verifyAfter}
        </p>
      ) : null}
      <button type="button" className="primary" disabled={checking} onClick={() => void check(true)}>
        {checking ? 'Please wait…' : 'I have verified my email'}
      </button>
      <button type="button" disabled={cooldown > 0} onClick={() => void resend()}>
        {cooldown > 0 ? `Resend email (in ${cooldown} s)` : 'Resend email'}
      </button>
      <p role="status" className="notice">
        {notice}
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="link-button" onClick={onSignOut}>
        Log out
      </button>
    </section>
  );
}
