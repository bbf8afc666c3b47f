import { ROUTE_LIST, ROUTES, type RouteDef } from './catalog';
import { decideAccess, safeReturnPath, type GuardDecision, type Viewer } from './guards';

const VIEWERS: Record<string, Viewer> = {
  initializing: { status: 'initializing' },
  signedOut: { status: 'signedOut' },
  unverified: { status: 'signedIn', emailVerified: false, roles: [] },
  unverifiedAdmin: { status: 'signedIn', emailVerified: false, roles: ['admin'] },
  verified: { status: 'signedIn', emailVerified: true, roles: [] },
  verifiedOtherRole: { status: 'signedIn', emailVerified: true, roles: ['editor'] },
  admin: { status: 'signedIn', emailVerified: true, roles: ['admin'] },
};

const render: GuardDecision = { kind: 'render' };
const loading: GuardDecision = { kind: 'loading' };
const toLogin = (path: string): GuardDecision => ({ kind: 'redirect', to: '/login', remember: path });
const toVerify = (path: string): GuardDecision => ({ kind: 'redirect', to: '/verify-email', remember: path });
const toHome: GuardDecision = { kind: 'redirect', to: '/home' };

/** The expected decision for every viewer × guard, written out as the specification states it. */
function expected(viewerName: string, route: RouteDef, path: string): GuardDecision {
  const isForm = route === ROUTES.login || route === ROUTES.signup;
  switch (route.guard) {
    case 'public':
      if (isForm && ['verified', 'verifiedOtherRole', 'admin'].includes(viewerName)) return toHome;
      if (isForm && ['unverified', 'unverifiedAdmin'].includes(viewerName))
        return { kind: 'redirect', to: '/verify-email' };
      return render;
    case 'authenticated':
      return viewerName === 'initializing' ? loading : viewerName === 'signedOut' ? toLogin(path) : render;
    case 'verified':
      if (viewerName === 'initializing') return loading;
      if (viewerName === 'signedOut') return toLogin(path);
      if (viewerName.startsWith('unverified')) return toVerify(path);
      return render;
    case 'admin':
      if (viewerName === 'initializing') return loading;
      if (viewerName === 'signedOut') return toLogin(path);
      if (viewerName.startsWith('unverified')) return toVerify(path);
      return viewerName === 'admin' ? render : toHome;
  }
}

function samplePath(route: RouteDef): string {
  if (route === ROUTES.defense) return '/defenses/MultiFactorAuth?tab=quiz#top';
  if (route === ROUTES.fraud) return '/frauds/Phishing';
  return route.pattern === '/' ? '/' : `${route.pattern}?x=1`;
}

describe('decideAccess: every viewer × every route', () => {
  for (const [viewerName, viewer] of Object.entries(VIEWERS)) {
    for (const route of ROUTE_LIST) {
      const path = samplePath(route);
      it(`${viewerName} on ${route.pattern}`, () => {
        expect(decideAccess(viewer, route, path)).toEqual(expected(viewerName, route, path));
      });
    }
  }

  it('covers 7 viewers × 20 routes', () => {
    expect(Object.keys(VIEWERS).length * ROUTE_LIST.length).toBe(140);
  });

  it('remembers the full path, query and hash included', () => {
    expect(decideAccess(VIEWERS['signedOut'] as Viewer, ROUTES.leaderboard, '/leaderboard?page=2#me')).toEqual(
      toLogin('/leaderboard?page=2#me'),
    );
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/leaderboard', '/leaderboard'],
    ['/defenses/MultiFactorAuth?tab=1#q', '/defenses/MultiFactorAuth?tab=1#q'],
    ['/admin', '/admin'],
    [null, '/home'],
    [undefined, '/home'],
    [42, '/home'],
    ['', '/home'],
    ['home', '/home'],
    ['//evil.example/x', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example/', '/home'],
    ['javascript:alert(1)', '/home'],
    ['/login', '/home'],
    ['/signup?x=1', '/home'],
    ['/verify-email', '/home'],
    ['/', '/home'],
    [`/${'a'.repeat(2100)}`, '/home'],
  ])('%j → %j', (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });
});
