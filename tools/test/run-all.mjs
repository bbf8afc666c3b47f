// `npm test`: every test. Lint, typecheck, unit tests and builds of every project (Nx), the
// tooling's own tests and lint, the bundle budgets, the functions' integration tests against the
// emulators, and the browser tests in Chromium. Exits non-zero on any failure and closes with
// the pass/fail counts.
//
// The machine has two cores, and the suites that need the emulators spend most of their time
// waiting (on the emulators, on a browser, on a deadline to pass), so the run is two lanes side by
// side, each step of a lane after the one before:
//   checks: Nx sync check; lint, typecheck, unit tests, build (Nx, two tasks at a time); the
//           tooling's tests and lint; the formatting check; the bundle budgets (they read the web
//           build). Once the Nx step is done, a second stack starts beside them; on it, as soon
//           as it is ready, the seed snapshot's replay (SNAPSHOT_E2E_PROJECT), then, on the emptied
//           stack, the integration tests that take longest (LONG_INT_FILES), then, after the
//           checks, the other browser tests that run alone (the project `web-e2e:alone` of
//           apps/web-e2e/vitest.config.mts: they change the week or need an empty backend)
//   stack:  the emulator stack of the other integration tests and browser tests
//           (tools/emulators/suite-stack.mjs), started at once; the integration tests on it, then
//           the browser tests that run side by side (both need every function warmed, the
//           browser tests an empty backend, which their setup makes), then it stops
// The checks lane was done minutes before the stack lane, and the work moved to the second stack
// waits on the emulators and uses one browser at a time, so it costs the run little and saves the
// stack lane its time. Each stack's suites still run one file at a time on it.
// Each line of a step's output carries its step's tag. FS_TEST_LANES=1 runs the lanes one
// after the other (the checks first), for a log in one piece; FS_TEST_STEPS=int-long,e2e-snapshot
// (tags) runs only those steps and the stacks they need. Each step's line in the summary
// gives how many cores the machine kept busy meanwhile (both lanes, and anything else running):
// on two cores, two lanes that keep both busy only share them, and only less work saves time.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../emulators/stack.mjs';
import { startSuiteStack } from '../emulators/suite-stack.mjs';

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const nx = [process.execPath, join(ROOT, 'node_modules/nx/dist/bin/nx.js')];
const vitest = [process.execPath, join(ROOT, 'node_modules/vitest/vitest.mjs')];
// In CI (and with FS_NO_CACHE=1) every task really runs; locally unchanged projects replay from the Nx cache.
const noCache = process.env.CI === 'true' || process.env.FS_NO_CACHE === '1' ? ['--skip-nx-cache'] : [];

const checks = [
  { tag: 'sync', name: 'workspace in sync (nx sync:check)', cmd: [...nx, 'sync:check'] },
  {
    tag: 'nx',
    name: 'lint, typecheck, unit tests, build (all projects)',
    cmd: [
      ...nx,
      'run-many',
      '-t',
      'lint',
      'typecheck',
      'test',
      'build',
      '--outputStyle=static',
      '--parallel=2',
      ...noCache,
    ],
  },
  {
    tag: 'tools',
    name: 'tooling tests (module boundaries, scripts)',
    cmd: [...vitest, 'run', '-c', 'tools/vitest.config.mts'],
  },
  {
    tag: 'tools-lint',
    name: 'tooling lint (tools/, not an Nx project)',
    cmd: [process.execPath, join(ROOT, 'node_modules/eslint/bin/eslint.js'), 'tools'],
  },
  {
    tag: 'format',
    name: 'formatting (prettier --check; `npm run format` fixes it)',
    cmd: [process.execPath, join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.'],
  },
  {
    tag: 'bundle',
    name: 'bundle budgets',
    cmd: [process.execPath, 'tools/bench/bundle.mjs', '--check'],
    optional: 'tools/bench/bundle.mjs',
  },
];
// The suites on the stacks, run with their stack handed over (FS_SUITE_STACK); each can also run
// on its own (`nx run @fraudshield/functions:test-int`, `nx run @fraudshield/web-e2e:e2e` runs
// both browser projects), then on a stack of its own.
const e2e = [...vitest, 'run', '-c', 'apps/web-e2e/vitest.config.mts', '--project'];
const int = [...vitest, 'run', '-c', 'apps/functions/vitest.int.config.mts'];
/**
 * Integration test files that run on the second stack: firestore-limits seeds 600 players, settles
 * a week and deletes them one by one through the account deletion (about 85 s). One at a time
 * there too, and on a stack that no other suite uses meanwhile.
 */
const LONG_INT_FILES = ['src/firestore-limits.int.test.ts'];
/**
 * The browser project of the one file that replays the demo season through the callables and
 * compares what it stores with tools/seed/snapshot.json (apps/web-e2e/vitest.config.mts): about
 * two minutes of CPU (the functions' work) and no page. It runs first on the second stack, as soon
 * as it is ready, while the checks still run: at the end of the run, beside the browser tests that
 * run side by side, it only shared the two cores with them.
 */
const SNAPSHOT_E2E_PROJECT = '@fraudshield/web-e2e:seed-snapshot';
const stackSuites = [
  {
    tag: 'int',
    name: 'functions integration tests (emulators)',
    cmd: [...int, ...LONG_INT_FILES.flatMap((f) => ['--exclude', f])],
  },
  {
    tag: 'e2e',
    name: 'browser tests, side by side (Chromium)',
    cmd: [...e2e, '@fraudshield/web-e2e'],
    optional: 'apps/web-e2e/vitest.config.mts',
  },
];
const secondStackSuites = [
  {
    tag: 'e2e-snapshot',
    name: 'the seed snapshot replayed and compared (a browser test that runs alone, second stack)',
    cmd: [...e2e, SNAPSHOT_E2E_PROJECT],
    optional: 'apps/web-e2e/vitest.config.mts',
    env: { FS_E2E_REPORT: 'test-output/vitest-snapshot-e2e-report.json' },
    // On the stack as soon as it is ready, beside the checks still running.
    early: true,
  },
  {
    tag: 'int-long',
    name: 'functions integration tests that take longest (emulators, second stack)',
    cmd: [...int, ...LONG_INT_FILES],
    // The suite after it empties the stack (reset), so the 600 accounts firestore-limits seeds need
    // not leave one by one through the account deletion (about 200 s of the lane): FS_STACK_EMPTIED_AFTER.
    env: { FS_INT_REPORT: 'test-output/vitest-long-int-report.json', FS_STACK_EMPTIED_AFTER: '1' },
    early: true,
    // The replayed season is still in the backend: the integration tests start from an empty one.
    reset: true,
  },
  {
    tag: 'e2e-alone',
    name: 'browser tests that run alone (Chromium, second stack)',
    cmd: [...e2e, '@fraudshield/web-e2e:alone'],
    optional: 'apps/web-e2e/vitest.config.mts',
    env: { FS_E2E_REPORT: 'test-output/vitest-alone-e2e-report.json' },
    // Starts from an empty backend, as on a fresh stack: the longest integration test leaves its
    // players behind (FS_STACK_EMPTIED_AFTER above).
    reset: true,
  },
];
/** The second stack's ports: the first's base + 20 (the first takes base+0 … base+12). */
const SECOND_STACK_OFFSET = 20;

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

/** Writes `text` to `stream` with `[tag] ` before each line (a partial last line waits for the rest). */
function tagged(tag, stream) {
  let pending = '';
  const prefix = `[${tag}] `;
  return {
    write(chunk) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      if (lines.length) stream.write(lines.map((l) => prefix + l).join('\n') + '\n');
    },
    end() {
      if (pending) stream.write(prefix + pending + '\n');
      pending = '';
    },
  };
}

/**
 * The machine's CPU time so far (Linux /proc/stat, in clock ticks): busy and total over every core;
 * null elsewhere. Two readings give the cores busy on average between them, whoever used them.
 */
function cpuTicks() {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = f;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}
const CORES = availableParallelism();
/** Cores busy on average since `from` (a cpuTicks() reading), as text; '' without /proc/stat. */
function busySince(from) {
  const now = cpuTicks();
  if (!from || !now || now.total === from.total) return '';
  return `${(((now.busy - from.busy) / (now.total - from.total)) * CORES).toFixed(2)} of ${CORES} cores busy`;
}

const children = new Set();

/**
 * FS_TEST_STEPS=tag,tag… runs only those steps (and the stacks they need), to time a few steps
 * with the run's own timings; the others are left out, and said so in the summary.
 */
const onlySteps = process.env.FS_TEST_STEPS ? new Set(process.env.FS_TEST_STEPS.split(',').map((t) => t.trim())) : null;
const wanted = (step) => !onlySteps || onlySteps.has(step.tag);

/** Runs one step, its output tagged; resolves with { status, seconds }. */
function runStep(step, extraEnv = {}) {
  if (!wanted(step)) {
    console.log(`=== [${step.tag}] left out (FS_TEST_STEPS)`);
    return Promise.resolve({ status: 'left out' });
  }
  if (step.optional && !existsSync(join(ROOT, step.optional))) {
    console.log(`=== ${step.name}: not set up yet (${step.optional} missing)`);
    return Promise.resolve({ status: 'absent' });
  }
  console.log(`=== [${step.tag}] ${step.name}\n$ ${step.cmd.map((c) => relative(ROOT, c) || c).join(' ')}`);
  const t = Date.now();
  const cpu = cpuTicks();
  return new Promise((done) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const out = tagged(step.tag, process.stdout);
    const err = tagged(step.tag, process.stderr);
    child.stdout.on('data', (d) => out.write(d));
    child.stderr.on('data', (d) => err.write(d));
    child.on('error', (error) => err.write(`${error.message}\n`));
    child.on('close', (code) => {
      children.delete(child);
      out.end();
      err.end();
      const seconds = (Date.now() - t) / 1000;
      const status = code === 0 ? 'passed' : 'failed';
      const busy = busySince(cpu);
      console.log(`=== [${step.tag}] ${status} in ${seconds.toFixed(1)} s${busy ? ` (machine: ${busy})` : ''}`);
      done({ status, seconds, busy });
    });
  });
}

const results = [];
const record = (step, result) => results.push({ ...step, ...result });

const stacks = new Set();

/** Starts a suite stack as a step of its own; resolves with it, or with null when it failed. */
async function startStackStep(step, portOffset) {
  console.log(`=== [${step.tag}] ${step.name}`);
  const t = Date.now();
  const cpu = cpuTicks();
  const log = tagged(step.tag, process.stdout);
  try {
    const started = await startSuiteStack({ defaultBase: 17000, portOffset, log: (line) => log.write(`${line}\n`) });
    stacks.add(started);
    record(step, { status: 'passed', seconds: (Date.now() - t) / 1000, busy: busySince(cpu) });
    log.write(
      `ready (every function warmed) in ${(started.info.readyMs / 1000).toFixed(1)} s: ${started.info.projectId}, ports from ${started.info.ports.auth}\n`,
    );
    return started;
  } catch (error) {
    log.write(`${error?.stack ?? error}\n`);
    record(step, { status: 'failed', seconds: (Date.now() - t) / 1000, busy: busySince(cpu) });
    return null;
  }
}

/** Runs `suites` one after another on a started stack (null: it failed to start), then stops it. */
async function runOnStack(started, suites) {
  if (!started) {
    for (const suite of suites) record(suite, { status: 'failed' });
    return;
  }
  try {
    for (const suite of suites) record(suite, await runSuite(started, suite));
  } finally {
    await started.stop();
    stacks.delete(started);
  }
}

const stackStep = { tag: 'stack', name: 'the emulator stack of the integration and browser tests (start)' };
const secondStackStep = {
  tag: 'stack2',
  name: 'the second emulator stack, of the longest integration tests and the browser tests that run alone (start)',
};

/** Empties a started stack's Auth and Firestore (its control API, tools/emulators/suite-stack.mjs). */
async function resetStack(started) {
  const res = await fetch(`${started.info.controlUrl}/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`reset of ${started.info.projectId} failed: ${await res.text()}`);
}

/** Runs one suite on a started stack, after emptying it when the suite says `reset`. */
async function runSuite(started, suite) {
  if (suite.reset && wanted(suite) && !(suite.optional && !existsSync(join(ROOT, suite.optional)))) {
    try {
      await resetStack(started);
    } catch (error) {
      console.log(`=== [${suite.tag}] ${error.message}`);
      return { status: 'failed' };
    }
  }
  return runStep(suite, { ...started.env, ...suite.env });
}

/** The second stack's `early` suites, one after another, as soon as it is ready; resolves with the stack. */
async function runEarly(started) {
  for (const suite of secondStackSuites.filter((s) => s.early))
    record(suite, started ? await runSuite(started, suite) : { status: 'failed' });
  return started;
}

async function checksLane() {
  let webBuilt = false;
  let second = Promise.resolve(null);
  const wantSecond = secondStackSuites.some((s) => wanted(s) && (!s.optional || existsSync(join(ROOT, s.optional))));
  for (const step of checks) {
    // The tooling's check of the prerendered pages reads the production build the Nx step made.
    const extraEnv = step.tag === 'tools' && webBuilt ? { FS_WEB_DIST: join(ROOT, 'apps/web/dist') } : {};
    const result = await runStep(step, extraEnv);
    if (step.tag === 'nx') {
      webBuilt =
        result.status === 'passed' || (result.status === 'left out' && existsSync(join(ROOT, 'apps/web/dist')));
      // The second stack starts while the lighter checks run (the Nx step keeps both cores busy).
      if (wantSecond) second = startStackStep(secondStackStep, SECOND_STACK_OFFSET).then(runEarly);
    }
    record(step, result);
  }
  if (wantSecond)
    await runOnStack(
      await second,
      secondStackSuites.filter((s) => !s.early),
    );
  else for (const suite of secondStackSuites) record(suite, await runStep(suite));
}

async function stackLane() {
  if (!stackSuites.some(wanted)) for (const suite of stackSuites) record(suite, await runStep(suite));
  else await runOnStack(await startStackStep(stackStep, 0), stackSuites);
}

// Ctrl-C or a CI timeout: the stack's processes run in process groups of their own, so stop them here.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the steps and the emulator stack…`);
    for (const child of children) child.kill('SIGTERM');
    void Promise.allSettled([...stacks].map((s) => s.stop())).finally(() => process.exit(130));
  });
}

// Reports of integration and browser runs are rewritten by this run; remove stale ones first.
for (const file of findReports(ROOT)) if (/int-report|e2e-report/.test(file)) rmSync(file);

const started = Date.now();
const runCpu = cpuTicks();
const laneSeconds = {};
/** Runs a lane and notes how long it took (the longer lane is the run's time). */
const timed = (name, lane) => async () => {
  const t = Date.now();
  await lane();
  laneSeconds[name] = (Date.now() - t) / 1000;
};
const lanes = [timed('checks', checksLane), timed('stack', stackLane)];
if (process.env.FS_TEST_LANES === '1') {
  for (const lane of lanes) await lane();
} else {
  await Promise.all(lanes.map((lane) => lane()));
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

const order = [...checks, secondStackStep, ...secondStackSuites, stackStep, ...stackSuites].map((s) => s.tag);
results.sort((a, b) => order.indexOf(a.tag) - order.indexOf(b.tag));
console.log('\n=== Summary');
for (const r of results)
  console.log(
    `${r.status.padEnd(8)} ${r.name}${r.seconds ? ` (${r.seconds.toFixed(1)} s${r.busy ? `; machine: ${r.busy}` : ''})` : ''}`,
  );
for (const line of perReport) console.log(`  ${line}`);
const failedSteps = results.filter((r) => r.status === 'failed').length;
// A failed step that produced no test report (lint, typecheck, build) counts as one failure.
const failures = failed + (failedSteps && !failed ? failedSteps : 0);
console.log(
  `Lanes: ${Object.entries(laneSeconds)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(', ')}`,
);
const runBusy = busySince(runCpu);
// Near every core busy: the lanes only share the cores, and only less work makes the run shorter.
console.log(
  `Total time ${((Date.now() - started) / 1000).toFixed(1)} s${runBusy ? ` (machine: ${runBusy} on average)` : ''}`,
);
console.log(`${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps ? 1 : 0);
