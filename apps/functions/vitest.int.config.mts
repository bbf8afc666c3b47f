import { defineConfig } from 'vitest/config';

// Integration tests: the callables running in the Functions emulator, against the Auth
// emulator and Firestore (official emulator or stand-in). The global setup starts and stops
// its own stack on test ports (FS_PORT_BASE, default 17000), so it runs beside `npm start`.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/functions-int',
  test: {
    name: '@fraudshield/functions:int',
    watch: false,
    globals: true,
    environment: 'node',
    // `npm test` runs the longest files on a second stack (tools/test/run-all.mjs), with a report of their own.
    reporters: ['default', ['json', { outputFile: process.env.FS_INT_REPORT ?? 'test-output/vitest-int-report.json' }]],
    include: ['src/**/*.int.test.ts'],
    globalSetup: ['./src/testing/int-global-setup.ts'],
    fileParallelism: false,
    // One test process for every file, one file after another (their setups are per file, in
    // beforeAll, and none mocks modules): not a fresh process per file, which cost about 2.5 CPU-s
    // each (firebase-admin and the functions' modules loaded again).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
