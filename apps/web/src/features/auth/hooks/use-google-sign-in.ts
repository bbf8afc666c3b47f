import { useEffect, useState } from 'react';
import { loadClient, loadedClient } from '../../../lib/lazy-client';

/**
 * Gets Google sign-in ready on a page with a Google button (loads Google's script there and only
 * there) and says when a click can open the popup at once: keep the button disabled until then.
 * `popup` false (the redirect build's sign-in) needs nothing ahead. A failure to prepare enables
 * the button anyway: the sign-in then reports the failure under the form.
 */
export function useGoogleSignInReady(popup: boolean): boolean {
  const [ready, setReady] = useState(() => !popup || loadedClient()?.isGoogleSignInReady() === true);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    void loadClient()
      .then((client) => client.prepareGoogleSignIn())
      .then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
