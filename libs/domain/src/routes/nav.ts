import { matchRoute, ROUTES, type RouteDef } from './catalog';

/**
 * The app's navigation, one list for every layout (labels are the routes' titles):
 * - wide screens: MAIN_NAV_ROUTES in the top bar (Admin added for admins);
 * - narrow screens: a bottom tab bar with TAB_BAR_ROUTES and a "More" menu holding
 *   MORE_MENU_ROUTES (Admin added for admins) and Log out.
 */
export const TAB_BAR_ROUTES: readonly RouteDef[] = [
  ROUTES.home,
  ROUTES.defenseShop,
  ROUTES.fraudWiki,
  ROUTES.leaderboard,
];
/**
 * "Create a team league" is in "More" so that a teacher on a phone finds it in two taps from
 * anywhere; the wide navigation leaves it to the leagues on the Leaderboard page.
 */
export const MORE_MENU_ROUTES: readonly RouteDef[] = [
  ROUTES.progress,
  ROUTES.help,
  ROUTES.settings,
  ROUTES.newTeamLeague,
];
export const MAIN_NAV_ROUTES: readonly RouteDef[] = [...TAB_BAR_ROUTES, ROUTES.progress, ROUTES.help, ROUTES.settings];
export const ADMIN_NAV_ROUTES: readonly RouteDef[] = [ROUTES.admin];

export const MORE_MENU_LABEL = 'More';

/** A tab has about 72 px at 360 px: the two long titles get their short form there. */
const TAB_LABELS: Readonly<Record<string, string>> = {
  [ROUTES.defenseShop.pattern]: 'Shop',
  [ROUTES.fraudWiki.pattern]: 'Wiki',
};

/** The label of a route in the tab bar: its short form, or its title. */
export function tabLabel(route: RouteDef): string {
  return TAB_LABELS[route.pattern] ?? route.title;
}

/**
 * Which tab a path belongs to: the tab route's pattern, 'more' for the pages under "More", or
 * null (public pages, /verify-email, 404). A fraud or defense page belongs to the wiki, which
 * links every card.
 */
export function tabOf(pathname: string): string | 'more' | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const { route } = match;
  if (route === ROUTES.fraud || route === ROUTES.defense) return ROUTES.fraudWiki.pattern;
  // The league of teams is reached from the leaderboard's leagues, and is a table like it.
  if (route === ROUTES.leagueOfTeams || route === ROUTES.cup || route === ROUTES.h2h) return ROUTES.leaderboard.pattern;
  if (TAB_BAR_ROUTES.includes(route)) return route.pattern;
  if (MORE_MENU_ROUTES.includes(route) || ADMIN_NAV_ROUTES.includes(route)) return 'more';
  return null;
}
