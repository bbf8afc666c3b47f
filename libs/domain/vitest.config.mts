import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/domain',
  test: {
    name: '@fraudshield/domain',
    watch: false,
    globals: true,
    environment: 'node',
    // The files share their worker's module cache rather than each loading its imports again
    // (pure rules: no mocks, no stubbed globals or env): the same tests at half the CPU or less,
    // and they pass in any file order (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
    reporters: ['default', ['json', { outputFile: 'test-output/vitest-report.json' }]],
    include: ['src/**/*.{test,spec}.ts'],
    exclude: ['src/**/*.int.test.ts'],
  },
});
