import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  BookOpen,
  ChartLine,
  CircleHelp,
  House,
  LogOut,
  Menu,
  Settings,
  ShoppingCart,
  Trophy,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import {
  ADMIN_NAV_ROUTES,
  MORE_MENU_LABEL,
  MORE_MENU_ROUTES,
  ROUTES,
  TAB_BAR_ROUTES,
  tabLabel,
  tabOf,
} from '@fraudshield/domain';
import { PrefetchLink } from '../lib/prefetch-link';

/** One icon per navigable page (wide navigation and tab bar alike). */
export const NAV_ICONS: Readonly<Record<string, LucideIcon>> = {
  [ROUTES.home.pattern]: House,
  [ROUTES.defenseShop.pattern]: ShoppingCart,
  [ROUTES.fraudWiki.pattern]: BookOpen,
  [ROUTES.leaderboard.pattern]: Trophy,
  [ROUTES.progress.pattern]: ChartLine,
  [ROUTES.help.pattern]: CircleHelp,
  [ROUTES.settings.pattern]: Settings,
  [ROUTES.admin.pattern]: Wrench,
  [ROUTES.newTeamLeague.pattern]: UsersRound,
};

/**
 * The narrow-screen navigation: a bottom tab bar (Home, Shop, Wiki, Leaderboard) and a "More"
 * disclosure holding Progress, Help, Settings, Create a team league, Admin for admins and Log out. CSS shows it below 40rem and
 * hides the top bar's links there (and the reverse above), so only one "Main" navigation is ever
 * in the accessibility tree. Links are PrefetchLinks: focus or 100 ms of hover fetches the page.
 */
export function TabBar({ isAdmin, onSignOut }: { isAdmin: boolean; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const current = tabOf(pathname);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const moreRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const moreRoutes = isAdmin ? [...MORE_MENU_ROUTES, ...ADMIN_NAV_ROUTES] : MORE_MENU_ROUTES;
  const currentMore = moreRoutes.find((r) => r.pattern === pathname.replace(/(.)\/$/, '$1'));

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  // Escape closes it and gives focus back to "More"; so does a press outside it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!moreRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <nav aria-label="Main" className="tab-bar" data-testid="tab-bar">
      <ul>
        {TAB_BAR_ROUTES.map((route) => {
          const Icon = NAV_ICONS[route.pattern];
          return (
            <li key={route.pattern}>
              <PrefetchLink to={route.pattern} className={current === route.pattern ? 'tab current' : 'tab'}>
                {Icon ? <Icon size={22} aria-hidden="true" /> : null}
                <span className="tab-label">{tabLabel(route)}</span>
              </PrefetchLink>
            </li>
          );
        })}
        <li className="tab-more" ref={moreRef}>
          <button
            ref={buttonRef}
            type="button"
            className={current === 'more' ? 'tab current' : 'tab'}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <Menu size={22} aria-hidden="true" />
            <span className="tab-label">{MORE_MENU_LABEL}</span>
            {currentMore ? <span className="visually-hidden">{`, current page: ${currentMore.title}`}</span> : null}
          </button>
          <ul id={menuId} className="more-menu" hidden={!open}>
            {moreRoutes.map((route) => {
              const Icon = NAV_ICONS[route.pattern];
              return (
                <li key={route.pattern}>
                  <PrefetchLink to={route.pattern} onClick={() => setOpen(false)}>
                    {Icon ? <Icon size={20} aria-hidden="true" /> : null}
                    {tabLabel(route)}
                  </PrefetchLink>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                className="more-logout"
                onClick={() => {
                  setOpen(false);
                  onSignOut();
                }}
              >
                <LogOut size={20} aria-hidden="true" />
                Log out
              </button>
            </li>
          </ul>
        </li>
      </ul>
    </nav>
  );
}
