import { DEFENSE_IDS, FRAUD_IDS, isDefenseId, isFraudId, type DefenseId, type FraudId } from '../catalog/ids';

/**
 * Who may see a route:
 * - public: anyone (splash, login, signup);
 * - authenticated: any signed-in user, verified or not (verify-email);
 * - verified: signed-in users whose email is verified;
 * - admin: verified users with the `admin` role.
 */
export type Guard = 'public' | 'authenticated' | 'verified' | 'admin';

/** Page modules the web app loads on demand, one lazy chunk each. */
export type PageKey =
  | 'splash'
  | 'login'
  | 'signup'
  | 'verifyEmail'
  | 'home'
  | 'defenseShop'
  | 'fraudWiki'
  | 'help'
  | 'leaderboard'
  | 'progress'
  | 'settings'
  | 'admin'
  | 'defense'
  | 'fraud'
  | 'teamLeague'
  | 'joinLeague'
  | 'leagueOfTeams'
  | 'h2h'
  | 'cup'
  | 'notFound';

export interface RouteDef {
  readonly page: Exclude<PageKey, 'notFound'>;
  /** react-router pattern. */
  readonly pattern: string;
  readonly guard: Guard;
  /** Document title and navigation label. */
  readonly title: string;
}

/** The one list of routes: the router, the links, the guards and the tests all read it. */
export const ROUTES = {
  splash: { page: 'splash', pattern: '/', guard: 'public', title: 'Welcome' },
  login: { page: 'login', pattern: '/login', guard: 'public', title: 'Log in' },
  signup: { page: 'signup', pattern: '/signup', guard: 'public', title: 'Sign up' },
  verifyEmail: { page: 'verifyEmail', pattern: '/verify-email', guard: 'authenticated', title: 'Verify your email' },
  home: { page: 'home', pattern: '/home', guard: 'verified', title: 'Home' },
  defenseShop: { page: 'defenseShop', pattern: '/defenseshop', guard: 'verified', title: 'Defense shop' },
  fraudWiki: { page: 'fraudWiki', pattern: '/fraudwiki', guard: 'verified', title: 'Fraud wiki' },
  help: { page: 'help', pattern: '/help', guard: 'verified', title: 'Help' },
  leaderboard: { page: 'leaderboard', pattern: '/leaderboard', guard: 'verified', title: 'Leaderboard' },
  progress: { page: 'progress', pattern: '/progress', guard: 'verified', title: 'Progress' },
  settings: { page: 'settings', pattern: '/settings', guard: 'verified', title: 'Settings' },
  admin: { page: 'admin', pattern: '/admin', guard: 'admin', title: 'Admin' },
  defense: { page: 'defense', pattern: '/defenses/:name', guard: 'verified', title: 'Defense' },
  fraud: { page: 'fraud', pattern: '/frauds/:name', guard: 'verified', title: 'Fraud' },
  /** Creating a team league, then its invite first (the dashboard's page, without a league). */
  newTeamLeague: { page: 'teamLeague', pattern: '/leagues/new', guard: 'verified', title: 'Create a team league' },
  /** A team league's owner dashboard (owners and co-owners; the server refuses anyone else). */
  teamLeague: { page: 'teamLeague', pattern: '/leagues/:leagueId', guard: 'verified', title: 'Team league' },
  /** The invite link: what the owner will see, the consent choice, then join. */
  joinLeague: { page: 'joinLeague', pattern: '/join/:code', guard: 'verified', title: 'Join a league' },
  /** The public table of team leagues entered by their owners. */
  leagueOfTeams: { page: 'leagueOfTeams', pattern: '/league-of-teams', guard: 'verified', title: 'League of teams' },
  /** A head-to-head league's table and the caller's fixtures (members only). */
  h2h: { page: 'h2h', pattern: '/h2h/:leagueId', guard: 'verified', title: 'Head-to-head league' },
  /** The cup's bracket, a round and a page at a time. */
  cup: { page: 'cup', pattern: '/cup', guard: 'verified', title: 'Cup' },
} as const satisfies Record<Exclude<PageKey, 'notFound'>, RouteDef> & Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_LIST: readonly RouteDef[] = Object.values(ROUTES);

/** Builders for every link in the product: never write a route path by hand elsewhere. */
export const href = {
  splash: () => ROUTES.splash.pattern,
  login: () => ROUTES.login.pattern,
  signup: () => ROUTES.signup.pattern,
  verifyEmail: () => ROUTES.verifyEmail.pattern,
  home: () => ROUTES.home.pattern,
  defenseShop: () => ROUTES.defenseShop.pattern,
  fraudWiki: () => ROUTES.fraudWiki.pattern,
  help: () => ROUTES.help.pattern,
  leaderboard: () => ROUTES.leaderboard.pattern,
  progress: () => ROUTES.progress.pattern,
  settings: () => ROUTES.settings.pattern,
  admin: () => ROUTES.admin.pattern,
  defense: (id: DefenseId) => `/defenses/${id}`,
  fraud: (id: FraudId) => `/frauds/${id}`,
  newTeamLeague: () => ROUTES.newTeamLeague.pattern,
  teamLeague: (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}`,
  joinLeague: (code: string) => `/join/${encodeURIComponent(code)}`,
  leagueOfTeams: () => ROUTES.leagueOfTeams.pattern,
  h2h: (leagueId: string) => `/h2h/${encodeURIComponent(leagueId)}`,
  cup: () => ROUTES.cup.pattern,
} as const;

/** Pages fetched ahead when the browser is idle (admin only for admins). */
export const IDLE_PREFETCH_PAGES: readonly PageKey[] = [
  'home',
  'defenseShop',
  'help',
  'settings',
  'leaderboard',
  'fraudWiki',
  'progress',
];
export const ADMIN_PREFETCH_PAGES: readonly PageKey[] = ['admin'];

/** Timing constants from the specification. */
export const HOVER_PREFETCH_DELAY_MS = 100;
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;

export interface RouteMatch {
  readonly route: RouteDef;
  readonly name: RouteName;
  /** For defense and fraud pages: the validated id. */
  readonly defenseId?: DefenseId;
  readonly fraudId?: FraudId;
  /** For a team league's page: its id (as the contracts accept it). */
  readonly leagueId?: string;
  /** For the invite link: the code as typed (the server normalises it). */
  readonly code?: string;
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Matches a pathname against the catalog. Returns null for any other path, including a
 * defense or fraud name that is not in the lists (those show 404 — Not Found).
 */
export function matchRoute(rawPathname: string): RouteMatch | null {
  const pathname = trimTrailingSlash(rawPathname);
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, RouteDef][]) {
    if (!route.pattern.includes(':') && route.pattern === pathname) return { route, name };
  }
  const defense = /^\/defenses\/([^/]+)$/.exec(pathname);
  if (defense) {
    const id = safeDecode(defense[1]);
    return isDefenseId(id) ? { route: ROUTES.defense, name: 'defense', defenseId: id } : null;
  }
  const fraud = /^\/frauds\/([^/]+)$/.exec(pathname);
  if (fraud) {
    const id = safeDecode(fraud[1]);
    return isFraudId(id) ? { route: ROUTES.fraud, name: 'fraud', fraudId: id } : null;
  }
  const league = /^\/leagues\/([A-Za-z0-9_-]{1,40})$/.exec(pathname);
  if (league) return { route: ROUTES.teamLeague, name: 'teamLeague', leagueId: league[1] as string };
  const h2h = /^\/h2h\/([A-Za-z0-9_-]{1,40})$/.exec(pathname);
  if (h2h) return { route: ROUTES.h2h, name: 'h2h', leagueId: h2h[1] as string };
  const join = /^\/join\/([A-Za-z0-9-]{4,12})$/.exec(pathname);
  if (join) return { route: ROUTES.joinLeague, name: 'joinLeague', code: join[1] as string };
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Every concrete path of the product (for tests, prefetch lists and sitemaps). */
export function allConcretePaths(): string[] {
  const fixed = ROUTE_LIST.filter((r) => !r.pattern.includes(':')).map((r) => r.pattern);
  return [...fixed, ...DEFENSE_IDS.map(href.defense), ...FRAUD_IDS.map(href.fraud)];
}

export const NOT_FOUND_TEXT = '404 — Not Found';

export const PRODUCT_NAME = 'FraudShield League';

export const LOADING_TEXT = 'Loading…';
export const DEFAULT_AFTER_LOGIN = ROUTES.home.pattern;
