import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that change what every other file sees — the week (an admin opens and settles one), the
 * Auth emulator's settings, the emulators themselves (stopped and started) — or that need an empty
 * backend. They run alone, one after another, after all the others, each on a freshly reset
 * backend (`npm test` runs them, the projects `@fraudshield/web-e2e:alone` and `:seed-snapshot`,
 * on a second stack of their own, while the others run on the first). The harness refuses those actions in any other
 * file, and says to list it here.
 */
const EXCLUSIVE = [
  'src/game-journey.e2e.ts',
  'src/data-connection.e2e.ts',
  'src/auth-email.e2e.ts',
  'src/team-league.e2e.ts',
  'src/seed-snapshot.e2e.ts',
];

/**
 * The file of EXCLUSIVE that replays the demo season and checks the stored snapshot: a project of
 * its own (still alone, after the others), so `npm test` can run it first on its second stack,
 * while the checks run, rather than beside the browser tests at the end.
 */
const SEED_SNAPSHOT = 'src/seed-snapshot.e2e.ts';

// Every other file runs side by side with others, at most one per core and never more than two
// (each drives a Chromium against the one emulator stack), on the backend the run emptied first;
// each makes accounts of its own.
const SIDE_BY_SIDE = Math.max(1, Math.min(2, availableParallelism()));

/** What both projects share. Not `extends: true`: that would run the global setup once per project. */
const project = (
  name: string,
  options: { include: string[]; exclude?: string[]; maxWorkers: number; groupOrder: number; exclusive: boolean },
) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web-e2e',
  test: {
    name,
    globals: true,
    environment: 'node',
    include: options.include,
    exclude: options.exclude ?? [],
    maxWorkers: options.maxWorkers,
    sequence: { groupOrder: options.groupOrder },
    provide: { e2eExclusive: options.exclusive },
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});

// Browser tests: one emulator stack and two builds of the web app (Google popup and redirect)
// for the whole run, set up once by the global setup (the stack handed over by `npm test`, or its own).
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web-e2e',
  test: {
    watch: false,
    globalSetup: ['./src/support/global-setup.ts'],
    teardownTimeout: 60_000,
    // `npm test` runs the projects on two stacks at once (tools/test/run-all.mjs), each with a report of its own.
    reporters: ['default', ['json', { outputFile: process.env.FS_E2E_REPORT ?? 'test-output/vitest-e2e-report.json' }]],
    projects: [
      project('@fraudshield/web-e2e', {
        include: ['src/**/*.e2e.ts'],
        exclude: EXCLUSIVE,
        maxWorkers: SIDE_BY_SIDE,
        groupOrder: 0,
        exclusive: false,
      }),
      project('@fraudshield/web-e2e:alone', {
        include: EXCLUSIVE.filter((f) => f !== SEED_SNAPSHOT),
        maxWorkers: 1,
        groupOrder: 1,
        exclusive: true,
      }),
      project('@fraudshield/web-e2e:seed-snapshot', {
        include: [SEED_SNAPSHOT],
        maxWorkers: 1,
        groupOrder: 2,
        exclusive: true,
      }),
    ],
  },
});
