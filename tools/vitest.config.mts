import { defineConfig } from 'vitest/config';

// Tests of the workspace itself: module boundaries, the affected graph, and the tooling scripts.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'tools',
    watch: false,
    environment: 'node',
    include: ['**/*.test.mjs'],
    reporters: ['default', ['json', { outputFile: 'test-output/vitest-report.json' }]],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
