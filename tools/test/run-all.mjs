// `npm test`: every test. Lint, typecheck, unit tests and builds of every project (Nx), the
// tooling's own tests and lint, the bundle budgets, the functions' integration tests against the
// emulators, and the browser tests in Chromium. Exits non-zero on any failure and closes with
// the pass/fail counts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../emulators/stack.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const nx = [process.execPath, join(ROOT, 'node_modules/nx/dist/bin/nx.js')];
const vitest = [process.execPath, join(ROOT, 'node_modules/vitest/vitest.mjs')];
// In CI (and with FS_NO_CACHE=1) every task really runs; locally unchanged projects replay from the Nx cache.
const noCache = process.env.CI === 'true' || process.env.FS_NO_CACHE === '1' ? ['--skip-nx-cache'] : [];

const steps = [
  { name: 'workspace in sync (nx sync:check)', cmd: [...nx, 'sync:check'] },
  {
    name: 'lint, typecheck, unit tests, build (all projects)',
    cmd: [...nx, 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=static', '--parallel=2', ...noCache],
  },
  { name: 'tooling tests (module boundaries, scripts)', cmd: [...vitest, 'run', '-c', 'tools/vitest.config.mts'] },
  { name: 'tooling lint (tools/, not an Nx project)', cmd: [process.execPath, join(ROOT, 'node_modules/eslint/bin/eslint.js'), 'tools'] },
  { name: 'bundle budgets', cmd: [process.execPath, 'tools/bench/bundle.mjs', '--check'], optional: 'tools/bench/bundle.mjs' },
  { name: 'functions integration tests (emulators)', cmd: [...nx, 'run', '@fraudshield/functions:test-int', '--outputStyle=static', '--skip-nx-cache'] },
  { name: 'browser tests (Chromium)', cmd: [...nx, 'run', '@fraudshield/web-e2e:e2e', '--outputStyle=static', '--skip-nx-cache'], optional: 'apps/web-e2e/vitest.config.mts' },
];

function findReports(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === '.git' || entry === '.nx') continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry === 'test-output') {
        for (const f of readdirSync(full)) if (/^vitest-.*report\.json$/.test(f)) out.push(join(full, f));
      } else if (!['dist', 'out-tsc', '.emulators'].includes(entry)) {
        findReports(full, out);
      }
    }
  }
  return out;
}

// Reports of integration and browser runs are rewritten by this run; remove stale ones first.
for (const file of findReports(ROOT)) if (/int-report|e2e-report/.test(file)) rmSync(file);

const started = Date.now();
const results = [];
for (const step of steps) {
  if (step.optional && !existsSync(join(ROOT, step.optional))) {
    results.push({ ...step, status: 'absent' });
    console.log(`\n=== ${step.name}: not set up yet (${step.optional} missing)`);
    continue;
  }
  console.log(`\n=== ${step.name}\n$ ${step.cmd.map((c) => relative(ROOT, c) || c).join(' ')}`);
  const t = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: ROOT, env, stdio: 'inherit' });
  const ok = run.status === 0;
  results.push({ ...step, status: ok ? 'passed' : 'failed', seconds: (Date.now() - t) / 1000 });
}

let passed = 0;
let failed = 0;
let skipped = 0;
const perReport = [];
for (const file of findReports(ROOT)) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    perReport.push(`${relative(ROOT, file)}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  } catch {
    /* a report cut short by a crash counts as nothing; the step has failed anyway */
  }
}

console.log('\n=== Summary');
for (const r of results) console.log(`${r.status.padEnd(7)} ${r.name}${r.seconds ? ` (${r.seconds.toFixed(1)} s)` : ''}`);
for (const line of perReport) console.log(`  ${line}`);
const failedSteps = results.filter((r) => r.status === 'failed').length;
// A failed step that produced no test report (lint, typecheck, build) counts as one failure.
const failures = failed + (failedSteps && !failed ? failedSteps : 0);
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps ? 1 : 0);
