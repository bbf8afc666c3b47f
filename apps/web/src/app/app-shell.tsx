import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { BookOpen, CircleHelp, House, Settings, ShieldCheck, ShoppingCart, Trophy, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { ADMIN_PREFETCH_PAGES, formatCreditAmount, href, IDLE_PREFETCH_PAGES, ROUTES, type RouteDef } from '@fraudshield/domain';
import { useDocumentTitle } from './document-title';
import { useAuth } from '../features/auth/hooks/auth-context';
import { useWallet } from '../features/squad/hooks/wallet-context';
import { OfflineNotice } from '../features/connection/components/offline-notice';
import { PrefetchLink } from '../lib/prefetch-link';
import { whenIdle } from '../lib/idle';
import { pageLoader } from '../lib/page-loader';
import { forgetReturnPath } from '../lib/return-path';

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

/** The main navigation: labels and paths from the route catalog, icons here. */
const NAV: { route: RouteDef; icon: LucideIcon }[] = [
  { route: ROUTES.home, icon: House },
  { route: ROUTES.defenseShop, icon: ShoppingCart },
  { route: ROUTES.fraudWiki, icon: BookOpen },
  { route: ROUTES.leaderboard, icon: Trophy },
  { route: ROUTES.help, icon: CircleHelp },
  { route: ROUTES.settings, icon: Settings },
];

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
          FraudShield League
        </Link>
        {auth.user ? (
          <nav aria-label="Main">
            <ul>
              {verified
                ? NAV.map((item) => (
                    <li key={item.route.pattern}>
                      <PrefetchLink to={item.route.pattern}>
                        <item.icon size={18} aria-hidden="true" />
                        {item.route.title}
                      </PrefetchLink>
                    </li>
                  ))
                : null}
              {verified && isAdmin ? (
                <li>
                  <PrefetchLink to={ROUTES.admin.pattern}>
                    <Wrench size={18} aria-hidden="true" />
                    {ROUTES.admin.title}
                  </PrefetchLink>
                </li>
              ) : null}
            </ul>
            <Balance />
            <button type="button" className="logout" onClick={() => void signOut()}>
              Log out
            </button>
          </nav>
        ) : null}
      </header>
      <OfflineNotice />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
