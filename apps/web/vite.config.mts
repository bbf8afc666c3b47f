import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { assertNoDebugTokenInProductionBuild, parseEnv } from './src/config/env-schema';
import { prerenderPlugin } from './vite-prerender';

// The dev server and the Auth emulator share the host 127.0.0.1, or Google redirect sign-in breaks.
export default defineConfig(({ command, mode }) => {
  // Build settings (.env files and VITE_* variables) are validated here, once, and baked in.
  const env = parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (command === 'build') assertNoDebugTokenInProductionBuild(env);
  return {
    root: import.meta.dirname,
    define: { __FS_ENV__: JSON.stringify(env) },
    cacheDir: '../../node_modules/.vite/apps/web',
    // prerenderPlugin: the public pages as static HTML after the browser build (vite-prerender.ts).
    plugins: [react(), prerenderPlugin()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap: true,
      // tools/bench/bundle.mjs reads .vite/manifest.json to size what each route loads first.
      manifest: true,
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
