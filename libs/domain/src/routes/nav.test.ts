import { allConcretePaths, href, IDLE_PREFETCH_PAGES, ROUTE_LIST, ROUTES } from './catalog';
import { ADMIN_NAV_ROUTES, MAIN_NAV_ROUTES, MORE_MENU_ROUTES, TAB_BAR_ROUTES, tabLabel, tabOf } from './nav';

describe('navigation lists', () => {
  it('the tab bar and "More" together reach every verified page without a parameter, and admin for admins', () => {
    const reachable = [...TAB_BAR_ROUTES, ...MORE_MENU_ROUTES, ...ADMIN_NAV_ROUTES].map((r) => r.pattern).sort();
    // The league of teams is a page of the leaderboard's tab (linked from its leagues), not a tab of its own.
    const mainPages = ROUTE_LIST.filter(
      (r) =>
        (r.guard === 'verified' || r.guard === 'admin') &&
        !r.pattern.includes(':') &&
        r !== ROUTES.leagueOfTeams &&
        r !== ROUTES.cup,
    )
      .map((r) => r.pattern)
      .sort();
    expect(reachable).toEqual(mainPages);
  });

  it('the tab bar holds Home, Shop, Wiki and Leaderboard, in that order', () => {
    expect(TAB_BAR_ROUTES.map(tabLabel)).toEqual(['Home', 'Shop', 'Wiki', 'Leaderboard']);
    expect(MORE_MENU_ROUTES.map(tabLabel)).toEqual(['Progress', 'Help', 'Settings', 'Create a team league']);
  });

  it('the wide navigation is the same pages with their full titles', () => {
    expect(MAIN_NAV_ROUTES.map((r) => r.title)).toEqual([
      'Home',
      'Defense shop',
      'Fraud wiki',
      'Leaderboard',
      'Progress',
      'Help',
      'Settings',
    ]);
    // The idle prefetch list is the same set of pages (the spec's "fetched ahead when idle").
    expect(MAIN_NAV_ROUTES.map((r) => r.page).sort()).toEqual([...IDLE_PREFETCH_PAGES].sort());
  });
});

describe('tabOf', () => {
  it('puts each tab page on its own tab', () => {
    for (const route of TAB_BAR_ROUTES) expect(tabOf(route.pattern)).toBe(route.pattern);
    expect(tabOf(`${href.leaderboard()}/`)).toBe(href.leaderboard());
  });

  it('puts the league of teams under the leaderboard', () => {
    expect(tabOf(href.leagueOfTeams())).toBe(href.leaderboard());
    expect(tabOf(href.cup())).toBe(href.leaderboard());
    expect(tabOf(href.h2h('abc'))).toBe(href.leaderboard());
  });

  it('puts fraud and defense pages under the wiki', () => {
    expect(tabOf(href.fraud('Phishing'))).toBe(href.fraudWiki());
    expect(tabOf(href.defense('MultiFactorAuth'))).toBe(href.fraudWiki());
  });

  it('puts progress, help, settings, creating a team league and admin under "More"', () => {
    expect(tabOf(href.progress())).toBe('more');
    expect(tabOf(href.newTeamLeague())).toBe('more');
    expect(tabOf(href.help())).toBe('more');
    expect(tabOf(href.settings())).toBe('more');
    expect(tabOf(href.admin())).toBe('more');
  });

  it('gives no tab to public pages, verify-email and unknown paths', () => {
    for (const path of [href.splash(), href.login(), href.signup(), href.verifyEmail(), '/nope', '/frauds/Bogus'])
      expect(tabOf(path)).toBeNull();
  });

  it('gives every verified path a tab', () => {
    const verified = allConcretePaths().filter((p) => {
      const r =
        ROUTE_LIST.find((x) => x.pattern === p) ??
        (p.startsWith('/frauds/') ? ROUTES.fraud : p.startsWith('/defenses/') ? ROUTES.defense : null);
      return r !== null && (r.guard === 'verified' || r.guard === 'admin');
    });
    expect(verified.length).toBe(12 + 40 - 1);
    for (const p of verified) expect(tabOf(p)).not.toBeNull();
  });
});
