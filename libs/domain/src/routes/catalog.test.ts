import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { documentTitle } from './title';
import {
  ADMIN_PREFETCH_PAGES,
  allConcretePaths,
  DEFAULT_AFTER_LOGIN,
  HOVER_PREFETCH_DELAY_MS,
  href,
  IDLE_PREFETCH_PAGES,
  LOADING_TEXT,
  matchRoute,
  NOT_FOUND_TEXT,
  PAGE_CHUNK_TIMEOUT_MS,
  ROUTE_LIST,
  ROUTES,
  type RouteName,
} from './catalog';

describe('route catalog', () => {
  it('has the specification paths with their guards', () => {
    const table = Object.fromEntries(ROUTE_LIST.map((r) => [r.pattern, r.guard]));
    expect(table).toEqual({
      '/': 'public',
      '/login': 'public',
      '/signup': 'public',
      '/verify-email': 'authenticated',
      '/home': 'verified',
      '/defenseshop': 'verified',
      '/fraudwiki': 'verified',
      '/help': 'verified',
      '/progress': 'verified',
      '/leaderboard': 'verified',
      '/settings': 'verified',
      '/admin': 'admin',
      '/defenses/:name': 'verified',
      '/frauds/:name': 'verified',
      '/leagues/new': 'verified',
      '/leagues/:leagueId': 'verified',
      '/join/:code': 'verified',
      '/league-of-teams': 'verified',
      '/h2h/:leagueId': 'verified',
      '/cup': 'verified',
    });
  });

  it('names each route after its page, with unique patterns', () => {
    // Creating a team league is the dashboard's page without a league: one chunk for both.
    for (const [name, route] of Object.entries(ROUTES))
      expect(route.page).toBe(name === 'newTeamLeague' ? 'teamLeague' : name);
    expect(new Set(ROUTE_LIST.map((r) => r.pattern)).size).toBe(ROUTE_LIST.length);
  });

  it('builds every fixed href from the catalog', () => {
    const fixed = (Object.keys(ROUTES) as RouteName[]).filter((n) => !ROUTES[n].pattern.includes(':'));
    for (const name of fixed) expect((href[name] as () => string)()).toBe(ROUTES[name].pattern);
  });

  it("matches a team league's page and an invite link, and nothing malformed", () => {
    expect(matchRoute(href.teamLeague('abc_DEF-123'))).toEqual({
      route: ROUTES.teamLeague,
      name: 'teamLeague',
      leagueId: 'abc_DEF-123',
    });
    expect(matchRoute(href.joinLeague('HJK234'))).toEqual({
      route: ROUTES.joinLeague,
      name: 'joinLeague',
      code: 'HJK234',
    });
    expect(matchRoute('/leagues/a%2Fb')).toBeNull();
    expect(matchRoute('/join/x')).toBeNull();
    expect(matchRoute('/leagues/')).toBeNull();
    // "new" is the page that creates one, never a league's id (ids are 20-character store ids).
    expect(matchRoute(href.newTeamLeague())).toEqual({ route: ROUTES.newTeamLeague, name: 'newTeamLeague' });
  });

  it('builds one defense and one fraud page per id, each matching back', () => {
    for (const id of DEFENSE_IDS) {
      expect(href.defense(id)).toBe(`/defenses/${id}`);
      expect(matchRoute(href.defense(id))).toEqual({ route: ROUTES.defense, name: 'defense', defenseId: id });
    }
    for (const id of FRAUD_IDS) {
      expect(href.fraud(id)).toBe(`/frauds/${id}`);
      expect(matchRoute(href.fraud(id))).toEqual({ route: ROUTES.fraud, name: 'fraud', fraudId: id });
    }
  });

  it('matches every concrete path, and a trailing slash', () => {
    const paths = allConcretePaths();
    expect(paths).toHaveLength(15 + DEFENSE_IDS.length + FRAUD_IDS.length);
    for (const path of paths) expect(matchRoute(path)).not.toBeNull();
    expect(matchRoute('/home/')?.name).toBe('home');
    expect(matchRoute('/')?.name).toBe('splash');
  });

  it.each([
    '/nope',
    '/defenses/Bogus',
    '/frauds/Bogus',
    '/defenses/phishing',
    '/defenses/Phishing', // a fraud, not a defense
    '/frauds/MultiFactorAuth',
    '/defenses',
    '/defenses/',
    '/defenses/MultiFactorAuth/extra',
    '/HOME',
    '/home/x',
    '/defenses/%E0%A4%A',
    '',
  ])('does not match %j (404)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('decodes percent-encoded names', () => {
    expect(matchRoute('/frauds/%50hishing')?.fraudId).toBe('Phishing');
  });

  it('lists the idle prefetch pages and the timing constants', () => {
    expect([...IDLE_PREFETCH_PAGES].sort()).toEqual([
      'defenseShop',
      'fraudWiki',
      'help',
      'home',
      'leaderboard',
      'progress',
      'settings',
    ]);
    expect(ADMIN_PREFETCH_PAGES).toEqual(['admin']);
    expect(HOVER_PREFETCH_DELAY_MS).toBe(100);
    expect(PAGE_CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(NOT_FOUND_TEXT).toBe('404 — Not Found');
    expect(LOADING_TEXT).toBe('Loading…');
    expect(DEFAULT_AFTER_LOGIN).toBe('/home');
  });
});

describe('documentTitle', () => {
  it('gives every page of the product its own title, from the catalog', () => {
    const titles = allConcretePaths().map((path) => documentTitle(matchRoute(path)));
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of ROUTE_LIST.filter((r) => !r.pattern.includes(':'))) {
      expect(documentTitle(matchRoute(route.pattern))).toBe(`${route.title} · FraudShield League`);
    }
  });

  it('names the card on a defense or fraud page, and says Not found for anything else', () => {
    expect(documentTitle(matchRoute(href.defense('MultiFactorAuth')))).toBe(
      'Multi-Factor Authentication · Defense · FraudShield League',
    );
    expect(documentTitle(matchRoute(href.fraud('Phishing')))).toBe('Phishing · Fraud · FraudShield League');
    expect(documentTitle(matchRoute('/nowhere'))).toBe('Not found · FraudShield League');
  });
});
