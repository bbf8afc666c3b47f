import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/domain',
  test: {
    name: '@fraudshield/domain',
    watch: false,
    globals: true,
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'test-output/vitest-report.json' }]],
    include: ['src/**/*.{test,spec}.ts'],
    exclude: ['src/**/*.int.test.ts'],
  },
});
