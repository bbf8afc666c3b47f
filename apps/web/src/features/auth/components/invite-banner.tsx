import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { href, type CallableResponse } from '@fraudshield/domain';
// The library as the entry loads it (not a static import: that made the bundler split the entry's
// auth state and preload helper into chunks of their own, a kilobyte more on every first load).
import { loadClient } from '../../../lib/lazy-client';

type Invite = CallableResponse<'league_invite'>;
type Lookup = { state: 'loading' } | { state: 'found'; invite: Invite } | { state: 'failed' };

/**
 * The league an invite link names, for a visitor not signed in (or not verified) yet: league_invite
 * is public and answers only the league's name and its owner's public name. One lookup per page,
 * not cached: there is no player yet, so nothing goes into the signed-in player's cache.
 */
export default function InviteBanner({ code, mode }: { code: string; mode: 'login' | 'signup' | 'verify' }) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadClient()
      .then((client) => client.callFunction('league_invite', { code }))
      .then(
        (invite) => live && setLookup({ state: 'found', invite }),
        () => live && setLookup({ state: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [code]);
  const next =
    mode === 'verify'
      ? 'Verify your email and the invite opens by itself.'
      : mode === 'signup'
        ? 'Sign up, verify your email, and the invite opens by itself.'
        : 'Log in and the invite opens by itself.';
  return (
    <div className="notice invite-banner" role="status" data-testid="invite-banner">
      {lookup.state === 'found' ? (
        <p>
          You are invited to join <strong data-testid="invite-league-name">{lookup.invite.name}</strong>, run by{' '}
          <strong>{lookup.invite.ownerName}</strong>. {next}
        </p>
      ) : lookup.state === 'failed' ? (
        <p>
          You opened an invite ({code}). {next}
        </p>
      ) : (
        <p>Opening your invite…</p>
      )}
      {mode === 'login' ? (
        <p>
          New here?{' '}
          <Link to={href.signup()} data-testid="invite-signup">
            Sign up to join
          </Link>
        </p>
      ) : null}
    </div>
  );
}
