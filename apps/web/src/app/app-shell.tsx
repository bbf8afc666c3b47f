import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { ADMIN_PREFETCH_PAGES, href, IDLE_PREFETCH_PAGES, PRODUCT_NAME } from '@fraudshield/domain';
import { useDocumentTitle } from './document-title';
import { useAuth } from '../features/auth/hooks/auth-context';
import { DataScope, loadDataLayer } from './boot/data-scope';
import { BrandMark } from '../components/shell-icons';
import { OfflineNotice } from '../features/connection/components/offline-notice';
import { UpdatePromptSlot } from '../features/app-update/components/update-prompt-slot';
import { afterStartUp, whenIdle } from './boot/idle';
import { pageLoader } from '../lib/page-loader';
import { forgetReturnPath } from '../lib/return-path';
import { navigateNow } from './app-router';

/**
 * Log out from anywhere: leave the signed-in page first, so nothing remembers it. navigateNow
 * renders the splash page before signing out: the router otherwise renders it in a transition,
 * and a sign-out reported first renders the old page signed out, whose guard sends the player
 * to /login (and remembers the page) instead.
 */
export function useSignOut() {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    forgetReturnPath();
    navigateNow(() => void navigate(href.splash(), { replace: true }));
    await auth.signOut();
  };
}

export function AppShell() {
  const auth = useAuth();
  const signOut = useSignOut();
  const verified = auth.user?.emailVerified === true;
  const isAdmin = auth.hasRole('admin');
  useDocumentTitle();

  // Fetch the main pages ahead once the browser is idle (the admin page for admins only), and
  // the data layer (React Query, wallet, toasts), so the first page after signing in does not
  // wait for it: when idle for a signed-in player; for a visitor, at the first sign of intent (a
  // key, a tap or a focus: about to fill in the login form), so a public page's start-up does
  // not carry it (blocking time on a phone).
  const signedIn = auth.user !== null;
  useEffect(() => {
    const load = () => void loadDataLayer().catch(() => undefined);
    if (signedIn) return whenIdle(load);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const onIntent = () => {
      for (const e of events) window.removeEventListener(e, onIntent, true);
      load();
    };
    for (const e of events) window.addEventListener(e, onIntent, true);
    return () => {
      for (const e of events) window.removeEventListener(e, onIntent, true);
    };
  }, [signedIn]);
  // The pages wait until the app has started (afterStartUp: a few seconds after the load event or
  // the sign-in, when the browser is idle): fetching and running six pages' code competed with
  // /home's own first render for a phone's CPU. A link still fetches its page on hover.
  useEffect(() => {
    if (!verified) return;
    return afterStartUp(() => {
      for (const page of IDLE_PREFETCH_PAGES) pageLoader().prefetch(page);
      if (isAdmin) for (const page of ADMIN_PREFETCH_PAGES) pageLoader().prefetch(page);
    });
  }, [verified, isAdmin]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top-bar">
        <Link to={auth.user ? href.home() : href.splash()} className="brand">
          <BrandMark size={22} />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>
        {auth.user ? (
          <div className="top-bar-end">
            {/* The links (with their icons) and the balance come with the data layer. The links
                are the wide layout's; below 40rem the tab bar replaces them (styles.css). */}
            <DataScope
              fallback={
                verified ? (
                  <nav aria-label="Main" className="top-nav">
                    <ul />
                  </nav>
                ) : null
              }
            >
              {({ MainNavLinks, HeaderBalance, ScrollMemory }) => (
                <>
                  <ScrollMemory />
                  {verified ? (
                    <nav aria-label="Main" className="top-nav">
                      <MainNavLinks isAdmin={isAdmin} />
                    </nav>
                  ) : null}
                  {/* No wallet before the email is verified: the balance read an empty "— cr". */}
                  {verified ? <HeaderBalance /> : null}
                </>
              )}
            </DataScope>
            {/* Verified players find Log out under "More" on narrow screens. */}
            <button type="button" className={verified ? 'logout logout-wide' : 'logout'} onClick={() => void signOut()}>
              Log out
            </button>
          </div>
        ) : null}
      </header>
      {verified ? (
        // The narrow layout's navigation, with the data layer as well (its icons stay out of the entry).
        <DataScope fallback={null}>
          {({ TabBar }) => <TabBar isAdmin={isAdmin} onSignOut={() => void signOut()} />}
        </DataScope>
      ) : null}
      <OfflineNotice />
      <main id="main">
        <Outlet />
      </main>
      <UpdatePromptSlot />
    </>
  );
}
