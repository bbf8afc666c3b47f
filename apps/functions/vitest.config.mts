import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/functions',
  test: {
    name: '@fraudshield/functions',
    watch: false,
    globals: true,
    environment: 'node',
    // The files share their worker's module cache rather than each loading its imports again
    // (handlers over fakes; the one file that stubs env, callables/dev-clock.test.ts, unstubs it
    // and resets its modules itself): the same tests at a third of the CPU,
    // and they pass in any file order (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
    reporters: ['default', ['json', { outputFile: 'test-output/vitest-report.json' }]],
    include: ['src/**/*.{test,spec}.ts'],
    exclude: ['src/**/*.int.test.ts'],
  },
});
