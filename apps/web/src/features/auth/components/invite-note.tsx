import { lazy, Suspense, useEffect, useState } from 'react';
import { matchRoute } from '@fraudshield/domain';
import { peekReturnPath } from '../../../lib/return-path';

// Only a visitor who came from an invite link fetches it: the sign-in pages' own chunk stays as it was.
const InviteBanner = lazy(() => import('./invite-banner'));

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
