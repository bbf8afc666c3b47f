import type { PageKey } from '@fraudshield/domain';

/**
 * The build layout of apps/web/dist (see README "Prerendered pages"): the public pages as static
 * HTML at their own paths, and the un-prerendered app shell every other app route is rewritten to.
 * firebase.json's rewrites and tools/emulators/hosting.mjs follow this table; D's service worker
 * precaches these files.
 */
export const PRERENDERED: readonly { readonly path: string; readonly file: string; readonly page: PageKey }[] = [
  { path: '/', file: 'index.html', page: 'splash' },
  { path: '/login', file: 'login.html', page: 'login' },
  { path: '/signup', file: 'signup.html', page: 'signup' },
  // Hosting's custom 404 page: served, with status 404, for every path nothing else matches.
  { path: '/404', file: '404.html', page: 'notFound' },
];

/** The app shell with an empty root: what every non-prerendered app route gets (SPA fallback). */
export const APP_SHELL_FILE = 'app.html';

/** The attribute on #root that names the page prerendered into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
