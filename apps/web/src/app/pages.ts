import { isDefenseId, isFraudId } from '@fraudshield/domain';
import { createPageLoader } from '../lib/page-loader';

/** One lazy chunk per page (the file names become the chunk names). */
export const pages = createPageLoader(
  {
    splash: () => import('./routes/splash-page'),
    login: () => import('./routes/login-page'),
    signup: () => import('./routes/signup-page'),
    verifyEmail: () => import('./routes/verify-email-page'),
    home: () => import('./routes/home-page'),
    defenseShop: () => import('./routes/defense-shop-page'),
    fraudWiki: () => import('./routes/fraud-wiki-page'),
    help: () => import('./routes/help-page'),
    leaderboard: () => import('./routes/leaderboard-page'),
    progress: () => import('./routes/progress-page'),
    settings: () => import('./routes/settings-page'),
    admin: () => import('./routes/admin-page'),
    defense: () => import('./routes/defense-page'),
    fraud: () => import('./routes/fraud-page'),
    teamLeague: () => import('./routes/team-league-page'),
    joinLeague: () => import('./routes/join-league-page'),
    leagueOfTeams: () => import('./routes/league-of-teams-page'),
    h2h: () => import('./routes/h2h-page'),
    cup: () => import('./routes/cup-page'),
    notFound: () => import('./routes/not-found-page'),
  },
  undefined,
  // Each fraud and defense page's text is its own chunk too, loaded with its page. The map of
  // the 40 loaders is a small chunk of its own, so the entry does not carry it.
  {
    fraud: (name) =>
      isFraudId(name)
        ? import('@fraudshield/domain/content/lazy').then((m) => m.FRAUD_PAGE_LOADERS[name]())
        : undefined,
    defense: (name) =>
      isDefenseId(name)
        ? import('@fraudshield/domain/content/lazy').then((m) => m.DEFENSE_PAGE_LOADERS[name]())
        : undefined,
  },
);
