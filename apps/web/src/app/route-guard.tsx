import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess, DEFAULT_AFTER_LOGIN, matchRoute, ROUTES } from '@fraudshield/domain';
import { useAuth } from '../features/auth/hooks/auth-context';
import { Loading } from '../components/loading';
import { PageSlot } from './boot/page-slot';
import { DataScope, loadDataLayer } from './boot/data-scope';
import { pageLoader } from '../lib/page-loader';
import { whenIdle } from './boot/idle';
import { forgetReturnPath, peekReturnPath, rememberReturnPath } from '../lib/return-path';

function Redirect({ to, remember }: { to: string; remember?: string }) {
  useEffect(() => {
    if (remember) rememberReturnPath(remember);
  }, [remember]);
  return <Navigate to={to} replace />;
}

/**
 * Just signed in on a form: to the remembered page, read once. Forgetting it must not re-aim a
 * redirect that renders again before the navigation lands (it would send the player to /home).
 */
function ReturnRedirect() {
  const [to] = useState(peekReturnPath);
  useEffect(() => forgetReturnPath(), []);
  return <Navigate to={to} replace />;
}

/**
 * Applies the domain's guard decision to the current path: Loading… while auth initializes
 * (no flash of the wrong page; on the public pages and the 404 page in place of what depends on
 * the player), 404 for unknown paths, redirects, or the page.
 */
export function RouteGuard() {
  const location = useLocation();
  const auth = useAuth();
  const match = matchRoute(location.pathname);
  const initializing = auth.viewer.status === 'initializing';
  const guardedPage = match && match.route.guard !== 'public' ? match.route.page : null;

  // A page behind a guard, opened while auth initializes (a signed-in player's bookmark or the
  // installed app's start page, /home): its chunk and the data layer it renders in are fetched
  // beside auth's own start-up, instead of one after the other once it has answered (each a round
  // trip on a phone's network before the page can render). When the browser is next idle: after
  // Loading… has painted, so they do not compete with what paints it.
  useEffect(() => {
    if (!initializing || guardedPage === null) return;
    return whenIdle(() => {
      void loadDataLayer().catch(() => undefined);
      pageLoader().prefetch(guardedPage);
    });
  }, [initializing, guardedPage]);

  if (!match) return <PageSlot page="notFound" />;
  if (initializing) {
    // The public pages are prerendered in this state: they render now, with Loading… in place of
    // what depends on the player (Pending); every other page waits whole.
    return match.route.guard === 'public' ? <Outlet /> : <Loading />;
  }
  const isAuthForm = match.route === ROUTES.login || match.route === ROUTES.signup;
  // A sign-in or sign-up still running (display name, verification email): stay on the form.
  if (isAuthForm && auth.busy) return <Outlet />;

  const path = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess(auth.viewer, match.route, path);
  if (decision.kind === 'loading') return <Loading />;
  if (decision.kind === 'redirect') {
    // Just signed in on a form: go to the remembered page rather than /home.
    if (isAuthForm && decision.to === DEFAULT_AFTER_LOGIN) return <ReturnRedirect />;
    return <Redirect to={decision.to} remember={decision.remember} />;
  }
  // The pages behind a guard read data (React Query, the wallet, toasts); public pages do not,
  // so they paint without the data layer.
  if (match.route.guard !== 'public') {
    return (
      <DataScope toasts>
        <Outlet />
      </DataScope>
    );
  }
  return <Outlet />;
}
