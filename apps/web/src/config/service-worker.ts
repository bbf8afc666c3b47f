import { ROUTE_LIST } from '@fraudshield/domain';

/**
 * The service worker's settings (vite-plugin-pwa, generateSW: a Workbox worker), read by
 * vite.config.mts. Pure data, tested in service-worker.test.ts.
 *
 * - Precache: the app shell, the prerendered pages, every chunk and stylesheet, the manifest and
 *   icons. HTML is precached under the URL Hosting serves it at (`cleanUrls`: login.html is
 *   /login, index.html is /), so the worker answers those navigations exactly as Hosting does and
 *   never fetches a `.html` URL that Hosting would redirect.
 * - Navigations to the app routes (firebase.json's rewrites to the shell) get the shell; Firebase's
 *   reserved `/__/` paths (the auth handler of a redirect sign-in) and any other path go to the
 *   network (Hosting's 404 page).
 * - Nothing else: no runtime caching. Callables (the functions host or emulator), Auth and App
 *   Check are cross-origin and have no route, so the browser fetches them itself (network only) and
 *   no answer behind sign-in is ever stored.
 * - registerType "prompt": a new worker waits until the player chooses Update (no skipWaiting, no
 *   clientsClaim); features/app-update shows the prompt.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The paths of the app routes the shell serves, as anchored patterns (`:name` is one segment). */
export function appRoutePatterns(): RegExp[] {
  return ROUTE_LIST.filter((r) => r.guard !== 'public').map((r) => new RegExp(`^${r.pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`));
}

/** Hosting's URL for a built file (cleanUrls): `index.html` → `/`, `login.html` → `/login`, others unchanged. */
export function servedUrl(file: string): string {
  const path = file.startsWith('/') ? file : `/${file}`;
  if (!path.endsWith('.html')) return path;
  const clean = path.slice(0, -'.html'.length);
  return clean.endsWith('/index') ? clean.slice(0, -'index'.length) : clean;
}

export interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** A Workbox manifest transform: HTML entries under their served URLs. */
export function precacheUnderServedUrls(entries: ManifestEntry[]): { manifest: ManifestEntry[]; warnings: string[] } {
  return { manifest: entries.map((e) => ({ ...e, url: servedUrl(e.url) })), warnings: [] };
}

/** vite-plugin-pwa's options for this app (`appShellFile`: the un-prerendered shell, app/prerendered.ts). */
export function serviceWorkerOptions({ enabled, appShellFile }: { enabled: boolean; appShellFile: string }) {
  return {
    disable: !enabled,
    strategies: 'generateSW' as const,
    filename: SERVICE_WORKER_FILE,
    registerType: 'prompt' as const,
    // main.tsx registers it (features/app-update, workbox-window); public/manifest.webmanifest is linked by index.html.
    injectRegister: false as const,
    manifest: false as const,
    // After the prerender plugin has written the HTML pages, so their revisions are the final files'.
    integration: { closeBundleOrder: 'post' as const },
    workbox: {
      globPatterns: ['**/*.{html,js,css,png,webmanifest}'],
      globIgnores: ['**/node_modules/**', '.vite/**', SERVICE_WORKER_FILE, 'workbox-*.js'],
      manifestTransforms: [async (entries: ManifestEntry[]) => precacheUnderServedUrls(entries)],
      // Hashed file names need no revision query.
      dontCacheBustURLsMatching: /^\/?assets\//,
      navigateFallback: servedUrl(appShellFile),
      navigateFallbackAllowlist: appRoutePatterns(),
      navigateFallbackDenylist: [/^\/__\//],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      sourcemap: false,
    },
  };
}
