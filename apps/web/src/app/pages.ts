import { isDefenseId, isFraudId } from '@fraudshield/domain';
import { DEFENSE_PAGE_LOADERS, FRAUD_PAGE_LOADERS } from '@fraudshield/domain/content/lazy';
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
    settings: () => import('./routes/settings-page'),
    admin: () => import('./routes/admin-page'),
    defense: () => import('./routes/defense-page'),
    fraud: () => import('./routes/fraud-page'),
    notFound: () => import('./routes/not-found-page'),
  },
  undefined,
  // Each fraud and defense page's text is its own chunk too, loaded with its page.
  {
    fraud: (name) => (isFraudId(name) ? FRAUD_PAGE_LOADERS[name]() : undefined),
    defense: (name) => (isDefenseId(name) ? DEFENSE_PAGE_LOADERS[name]() : undefined),
  },
);
