import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { ShieldCheck, Wallet } from 'lucide-react';
import { ADMIN_NAV_ROUTES, ADMIN_PREFETCH_PAGES, formatCreditAmount, href, IDLE_PREFETCH_PAGES, MAIN_NAV_ROUTES, PRODUCT_NAME } from '@fraudshield/domain';
import { useDocumentTitle } from './document-title';
import { useAuth } from '../features/auth/hooks/auth-context';
import { useWallet } from '../features/squad/hooks/wallet-context';
import { OfflineNotice } from '../features/connection/components/offline-notice';
import { UpdatePrompt } from '../features/app-update/components/update-prompt';
import { PrefetchLink } from '../lib/prefetch-link';
import { whenIdle } from '../lib/idle';
import { pageLoader } from '../lib/page-loader';
import { forgetReturnPath } from '../lib/return-path';
import { NAV_ICONS, TabBar } from './tab-bar';

/**
 * Log out from anywhere: leave the signed-in page first, so nothing remembers it. flushSync
 * renders the splash page before signing out: the router otherwise renders it in a transition,
 * and a sign-out reported first renders the old page signed out, whose guard sends the player
 * to /login (and remembers the page) instead.
 */
export function useSignOut() {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    forgetReturnPath();
    await navigate(href.splash(), { replace: true, flushSync: true });
    await auth.signOut();
  };
}

function Balance() {
  const { balance } = useWallet();
  return (
    <span className="balance" data-testid="balance-chip">
      <Wallet size={16} aria-hidden="true" />
      <span className="visually-hidden">Balance: </span>
      <span aria-label="Balance" role="status" data-testid="balance">
        {balance === null ? '— cr' : formatCreditAmount(balance)}
      </span>
    </span>
  );
}

export function AppShell() {
  const auth = useAuth();
  const signOut = useSignOut();
  const verified = auth.user?.emailVerified === true;
  const isAdmin = auth.hasRole('admin');
  useDocumentTitle();

  // Fetch the main pages ahead once the browser is idle (the admin page for admins only).
  useEffect(() => {
    if (!verified) return;
    return whenIdle(() => {
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
          <ShieldCheck size={22} aria-hidden="true" />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>
        {auth.user ? (
          <div className="top-bar-end">
            {verified ? (
              // Wide screens; below 40rem the tab bar replaces it (styles.css).
              <nav aria-label="Main" className="top-nav">
                <ul>
                  {[...MAIN_NAV_ROUTES, ...(isAdmin ? ADMIN_NAV_ROUTES : [])].map((route) => {
                    const Icon = NAV_ICONS[route.pattern];
                    return (
                      <li key={route.pattern}>
                        <PrefetchLink to={route.pattern}>
                          {Icon ? <Icon size={18} aria-hidden="true" /> : null}
                          {route.title}
                        </PrefetchLink>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            ) : null}
            <Balance />
            {/* Verified players find Log out under "More" on narrow screens. */}
            <button type="button" className={verified ? 'logout logout-wide' : 'logout'} onClick={() => void signOut()}>
              Log out
            </button>
          </div>
        ) : null}
      </header>
      {verified ? <TabBar isAdmin={isAdmin} onSignOut={() => void signOut()} /> : null}
      <OfflineNotice />
      <main id="main">
        <Outlet />
      </main>
      <UpdatePrompt />
    </>
  );
}
