import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { assertNoDebugTokenInProductionBuild, localInboxUrl, parseEnv } from './src/config/env-schema';
import { serviceWorkerOptions, type HostingRewrite } from './src/config/service-worker';
import { APP_SHELL_FILE } from './src/app/boot/prerendered';
import { prerenderPlugin } from './vite-prerender';
import { preloadPolicy } from './vite-preload';

// The dev server and the Auth emulator share the host 127.0.0.1, or Google redirect sign-in breaks.
export default defineConfig(({ command, mode }) => {
  // Build settings (.env files and VITE_* variables) are validated here, once, and baked in.
  const source = loadEnv(mode, import.meta.dirname, 'VITE_');
  const env = parseEnv(source);
  if (command === 'build') assertNoDebugTokenInProductionBuild(env);
  // The service worker: builds only (the dev server never has one), unless
  // VITE_SERVICE_WORKER=false. The app reads the same flag to register it or remove an old one.
  const serviceWorker = command === 'build' && env.VITE_SERVICE_WORKER;
  // Its navigation fallback serves the paths firebase.json rewrites to the app shell: one table.
  const rewrites =
    (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
        hosting: { rewrites?: HostingRewrite[] };
      }
    ).hosting.rewrites ?? [];
  const preload = preloadPolicy();
  return {
    root: import.meta.dirname,
    // __FS_LOCAL_INBOX__: the emulator stack's inbox URL, null in any other build (config/env.ts).
    define: {
      __FS_ENV__: JSON.stringify({ ...env, VITE_SERVICE_WORKER: serviceWorker }),
      __FS_LOCAL_INBOX__: JSON.stringify(localInboxUrl(source, env)),
    },
    cacheDir: '../../node_modules/.vite/apps/web',
    // prerenderPlugin: the public pages as static HTML after the browser build (vite-prerender.ts).
    // VitePWA: dist/sw.js (Workbox), generated after the pages; settings in src/config/service-worker.ts.
    plugins: [
      react(),
      preload.plugin,
      prerenderPlugin(),
      VitePWA(serviceWorkerOptions({ enabled: serviceWorker, appShellFile: APP_SHELL_FILE, rewrites })),
    ],
    // Radix's scroll lock adds its rules through react-style-singleton; ours adopts a
    // constructed stylesheet instead of appending a <style>, so the CSP needs no 'unsafe-inline'.
    resolve: {
      alias: [
        { find: /^react-style-singleton$/, replacement: join(import.meta.dirname, 'src/app/boot/style-singleton.ts') },
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap: true,
      // tools/bench/bundle.mjs reads .vite/manifest.json to size what each route loads first.
      manifest: true,
      // Every browser the app supports preloads modules itself (Safari from 17); on an older one a
      // preload is only skipped, so the polyfill (0.3 kB gzip in the entry) is left out.
      modulePreload: {
        polyfill: false,
        // Which imports of a lazy chunk get preload links, and why: vite-preload.ts.
        resolveDependencies: preload.resolveDependencies,
      },
    },
    test: {
      name: '@fraudshield/web',
      watch: false,
      globals: true,
      environment: 'jsdom',
      reporters: ['default', ['json', { outputFile: 'test-output/vitest-report.json' }]],
      include: ['src/**/*.{test,spec}.{ts,tsx}'],
      setupFiles: ['./src/test-setup.ts'],
    },
  };
});
