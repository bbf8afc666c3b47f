/**
 * The service worker's settings (vite-plugin-pwa, generateSW: a Workbox worker), read by
 * vite.config.mts (in Node: so this file imports nothing from the workspace). Pure data, tested
 * in service-worker.test.ts.
 *
 * - Precache: the app shell, the prerendered pages, every chunk and stylesheet, the manifest and
 *   icons. HTML is precached under the URL Hosting serves it at (`cleanUrls`: login.html is
 *   /login, index.html is /), so the worker answers those navigations exactly as Hosting does and
 *   never fetches a `.html` URL that Hosting would redirect.
 * - Navigations to the app routes get the shell: the paths firebase.json rewrites to it (one
 *   table for Hosting and the worker). Firebase's reserved `/__/` paths (the auth handler of a
 *   redirect sign-in) and any other path go to the network (Hosting's 404 page).
 * - Nothing else: no runtime caching. Callables (the functions host or emulator), Auth and App
 *   Check are cross-origin and have no route, so the browser fetches them itself (network only) and
 *   no answer behind sign-in is ever stored.
 * - registerType "prompt": a new worker waits until the player chooses Update (no skipWaiting, no
 *   clientsClaim); features/app-update shows the prompt.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

export interface HostingRewrite {
  source?: string;
  regex?: string;
  destination?: string;
}

/** A Hosting glob (`*` one segment, `**` anything) as an anchored RegExp over the path. */
function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] as string;
    if (ch === '*' && glob[i + 1] === '*') {
      out += '.*';
      i += 1;
    } else if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch.replace(/[.^$|\\+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The paths firebase.json's `hosting.rewrites` send to the app shell, as RegExps. */
export function shellRoutes(rewrites: readonly HostingRewrite[], appShellFile: string): RegExp[] {
  return rewrites
    .filter((r) => r.destination === `/${appShellFile}`)
    .map((r) => (r.regex ? new RegExp(r.regex) : globToRegExp(r.source ?? '')));
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

/**
 * vite-plugin-pwa's options for this app. `appShellFile`: the un-prerendered shell
 * (app/boot/prerendered.ts); `rewrites`: firebase.json's hosting rewrites.
 */
export function serviceWorkerOptions({
  enabled,
  appShellFile,
  rewrites,
}: {
  enabled: boolean;
  appShellFile: string;
  rewrites: readonly HostingRewrite[];
}) {
  const routes = shellRoutes(rewrites, appShellFile);
  if (enabled && routes.length === 0)
    throw new Error(
      `firebase.json rewrites no path to /${appShellFile}: the service worker would serve the shell for nothing`,
    );
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
      navigateFallbackAllowlist: routes,
      navigateFallbackDenylist: [/^\/__\//],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      sourcemap: false,
    },
  };
}
