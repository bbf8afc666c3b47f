import { defineConfig } from 'vitest/config';

// Browser tests: one emulator stack and two builds of the web app (Google popup and redirect)
// for the whole run, started by the global setup. Files run one after another.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web-e2e',
  test: {
    name: '@fraudshield/web-e2e',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['./src/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-output/vitest-e2e-report.json' }]],
  },
});
