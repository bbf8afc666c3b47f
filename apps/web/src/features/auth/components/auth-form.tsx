import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  matchRoute,
  checkDisplayName,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_PROBLEMS,
  href,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  WEAK_PASSWORD_MESSAGE,
} from '@fraudshield/domain';
import { Pending } from '../../../components/pending';
import { useAuth } from '../hooks/auth-context';
import { googleIntent } from '../hooks/use-google-sign-in';
import { LOCAL_INBOX_TEXT } from './local-inbox-text';
import { peekReturnPath } from '../../../lib/return-path';

// Only a visitor who came from an invite link fetches it. It lives here, not in a module of its
// own that verify-email also imports: such a shared module made the bundler split the entry
// (auth state, preload helper) into extra chunks, a kilobyte more on every first load.
const InviteBanner = lazy(() => import('./invite-banner'));

type Mode = 'login' | 'signup';
type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'error'; message: string };

/** The form's messages (a lazy chunk, fetched when one is needed). */
const messages = () => import('../utils/auth-messages');

/**
 * One line under the heading: what the page is for. It paints with the heading on the prerendered
 * page, before the auth state is known (the form waits under Loading…).
 */
export const AUTH_LEDE = {
  login: "Welcome back. Your squad, your wallet and this week's attacks are waiting for you.",
  signup: 'Free to play: build a squad of defenses, face a new fraud every week and learn how each one works.',
} as const;

/**
 * The login and signup form. idle → submitting ("Please wait…", disabled) → the guard moves on
 * once the user is signed in, or an inline error under the form.
 */
export function AuthForm({ mode }: { mode: Mode }) {
  const auth = useAuth();
  // Google's script loads when the player reaches for the Google button, never with the page.
  const google = googleIntent(auth.googleMode === 'popup');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  // After the reset alert, an emulator stack says where the email went (nothing in production).
  const [resetSent, setResetSent] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';
  // A failed Google redirect, read when the page came back: shown until the next attempt.
  const [redirectMessage, setRedirectMessage] = useState<string | null>(null);
  const { redirectError } = auth;
  useEffect(() => {
    let live = true;
    if (redirectError) void messages().then((m) => live && setRedirectMessage(m.authErrorMessage(redirectError)));
    else setRedirectMessage(null);
    return () => {
      live = false;
    };
  }, [redirectError]);
  const errorMessage = status.kind === 'error' ? status.message : status.kind === 'idle' ? redirectMessage : null;

  async function run(action: () => Promise<void>) {
    setStatus({ kind: 'submitting' });
    try {
      await action();
      // Success: the route guard navigates; the form stays disabled until then.
    } catch (error) {
      setStatus({ kind: 'error', message: (await messages()).authErrorMessage(error) });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (mode === 'login') {
      void run(() => auth.signIn(email, password));
      return;
    }
    // The optional display name goes through the same normalisation as Settings and the server;
    // a name it refuses is explained here, before any account is created.
    const name = checkDisplayName(displayName);
    if (!name.ok && name.problem !== 'empty') {
      setStatus({ kind: 'error', message: DISPLAY_NAME_PROBLEMS[name.problem] });
      return;
    }
    // The identity provider's rule, said before any request (it refuses the same with auth/weak-password).
    if (password.length < PASSWORD_MIN_LENGTH) {
      setStatus({ kind: 'error', message: WEAK_PASSWORD_MESSAGE });
      return;
    }
    void run(() => auth.signUp({ email, password, ...(name.ok ? { displayName: name.name } : {}) }));
  }

  async function onForgotPassword() {
    if (!email.trim()) {
      setStatus({ kind: 'error', message: (await messages()).EMAIL_REQUIRED_FOR_RESET });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      await auth.resetPassword(email.trim());
      const { PASSWORD_RESET_SENT } = await messages();
      setStatus({ kind: 'idle' });
      window.alert(PASSWORD_RESET_SENT);
      setResetSent(true);
    } catch (error) {
      setStatus({ kind: 'error', message: (await messages()).authErrorMessage(error) });
    }
  }

  const title = mode === 'login' ? 'Log in' : 'Sign up';
  // The prerendered page: heading and links paint at once; the form waits, under Loading…, for
  // the auth state (the guard sends a signed-in player on, so nobody types into a form that goes).
  const initializing = auth.viewer.status === 'initializing';
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      <p className="auth-lede">{mode === 'login' ? AUTH_LEDE.login : AUTH_LEDE.signup}</p>
      <InviteNote mode={mode} />
      <Pending pending={initializing} className="auth-body">
        <form onSubmit={onSubmit} aria-describedby={errorMessage ? 'auth-error' : undefined}>
          {mode === 'signup' ? (
            <label>
              Display name <span className="hint">(optional)</span>
              <input
                name="displayName"
                type="text"
                autoComplete="nickname"
                maxLength={DISPLAY_NAME_MAX}
                value={displayName}
                onChange={(e) => setDisplayName(e.target.value)}
              />
            </label>
          ) : null}
          <label>
            Email
            <input
              name="email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            Password
            <input
              name="password"
              type="password"
              required
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              aria-describedby={mode === 'signup' ? 'password-rule' : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {mode === 'signup' ? (
            <p id="password-rule" className="hint" data-testid="password-rule">
              {PASSWORD_RULE}
            </p>
          ) : null}
          <button type="submit" className="primary" disabled={submitting}>
            {submitting ? 'Please wait…' : title}
          </button>
        </form>
        <button
          type="button"
          className="google"
          disabled={submitting}
          {...google}
          onClick={() => void run(() => auth.signInWithGoogle())}
        >
          {mode === 'login' ? 'Sign in with Google' : 'Sign up with Google'}
        </button>
        {mode === 'login' ? (
          <button type="button" className="link-button" disabled={submitting} onClick={() => void onForgotPassword()}>
            Forgot password?
          </button>
        ) : null}
        {__FS_LOCAL_INBOX__ && resetSent ? (
          <p className="hint" data-testid="local-inbox-hint">
            {LOCAL_INBOX_TEXT.reset} <a href={__FS_LOCAL_INBOX__}>{__FS_LOCAL_INBOX__}</a>.{' '}
            {LOCAL_INBOX_TEXT.resetAfter}
          </p>
        ) : null}
        {errorMessage ? (
          <p id="auth-error" className="form-error" role="alert">
            {errorMessage}
          </p>
        ) : null}
      </Pending>
      <p className="auth-alt">
        {mode === 'login' ? (
          <>
            New here? <Link to={href.signup()}>Sign up</Link>
          </>
        ) : (
          <>
            Already playing? <Link to={href.login()}>Log in</Link>
          </>
        )}
      </p>
      <p>
        <Link to={href.splash()}>← Back</Link>
      </p>
    </section>
  );
}

/**
 * On the sign-in, sign-up and verify pages: when the page the visitor asked for is an invite link
 * (remembered by the route guard), the league it invites to, by name, above the form. Read after
 * the first paint: the prerendered page has no remembered path.
 */
export function InviteNote({ mode }: { mode: 'login' | 'signup' | 'verify' }) {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const match = matchRoute(peekReturnPath().split(/[?#]/)[0] ?? '');
    setCode(match?.name === 'joinLeague' && match.code ? match.code.toUpperCase() : null);
  }, []);
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <InviteBanner code={code} mode={mode} />
    </Suspense>
  );
}
