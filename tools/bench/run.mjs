#!/usr/bin/env node
// `npm run bench`: every benchmark, one stack, one table, bench-results/bench.json.
//   bundle      gzip sizes per route and per lazy page chunk, against tools/bench/budgets.json
//   lighthouse  /, /login, /signup, /home signed in (mobile) on the production build served locally;
//               --lighthouse-runs N runs each public page N times and adds the medians;
//               --against <git ref>: this build and the ref's side by side, alternating, ≥ 5 runs each;
//               --lighthouse-pages '/home,/home (repeat)' to compare only those pages
//   callables   (with --against, the ref's functions on a second stack, rounds alternating)
//   load        N players signing in and trading/setting lineups for D seconds
//   callables   warm p50/p95 of user_getBalance, shop_buyDefense, leaderboard_getPage vs system_ping
//   limits      300 leaderboard reads by one player (one at a time, 8 in flight): served, refused; one address's probes until cut
//   engine      tools/bench/engine.mjs (season engine figures), when present, in its own process
//   settle      tools/bench/settle-fanout.mjs (settlement fan-out, 1/2/4 shards), only when named: --only settle
//   mail        tools/bench/mail-fanout.mjs (reminders on the mail task queue), only when named: --only mail (BENCH_MAIL_ARGS)
//   learning    tools/bench/learning.mjs: simulated learners through a season of the learning rules (no emulator)
//   dashboard   tools/bench/dashboard.mjs: a team league's owner dashboard at 5,000 members (reads per view, p95), only when named: --only dashboard
//   leaderboard-reads tools/bench/leaderboard-reads.mjs: the documents one leaderboard page reads (top, middle, own row,
//               during settlement) at --lb-players (10,000) seeded players with ties, on its own stack; only when named
//   journey     tools/bench/journey.mjs: a stranger's first week and a returning player's week in Chromium at 390 px,
//               on a stack of its own (FS_PORT_BASE, default 39000): taps and time, only when named: --only journey
//   season-scale tools/bench/season-scale.mjs: seasons of 10,000 and 50,000 players settled and ranked, per-shard
//               throughput, only when named: --only season-scale (BENCH_SCALE_ARGS)
//   capacity    tools/bench/capacity.mjs: a settlement's per-player costs measured on its own stack (--capacity-players,
//               2,000; or --costs <file>) and the capacity model: 10,000,000 players against the production limits,
//               only when named: --only capacity
//   long-season tools/bench/long-season.mjs: 10,000 players over 1,600 season totals, 3 weeks settled with
//               Firestore's limits enforced (the limits guard), only when named: --only long-season (BENCH_LONG_SEASON_ARGS)
//   season-compare tools/bench/season-compare.mjs: the demo season seeded alike on --against <ref>'s functions and
//               this checkout's; every player's reports, rank and movement and the table's pages compared; only when named
// Options: --players 200 --duration 60 --concurrency 8 --calls 200 --lighthouse-runs 1 --learners 150 --members 5000 --only bundle,lighthouse,load,callables,limits,engine,learning
// Ports: FS_PORT_BASE (default 37000) … +8. Loopback and demo-* projects only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.mjs';
import { argValue, startBenchStack, withStack } from './bench-stack.mjs';
import { measureBundle } from './bundle.mjs';
import { formatBundle } from './bundle-core.mjs';
import { benchCallables, formatCallables } from './callables.mjs';
import { callCallable, createVerifiedUser } from './emulator-http.mjs';
import { benchLighthouse, formatLighthouse } from './lighthouse.mjs';
import { MIN_RUNS, benchLighthouseCompare, formatLighthouseCompare } from './lighthouse-compare.mjs';
import { benchLoad, formatLoad } from './load.mjs';
import { benchLimits, formatLimits } from './limits.mjs';
import { benchLearning, formatLearning } from './learning.mjs';
import { benchDashboard, formatDashboard } from './dashboard.mjs';
import { formatLeaderboardReads, measureLeaderboardReads } from './leaderboard-reads.mjs';
import { benchCapacity, formatReport as formatCapacityReport } from './capacity.mjs';
import { formatGuardReport } from '../emulators/limits-report.mjs';
import { benchSeasonCompare, formatSeasonCompare } from './season-compare.mjs';

const argv = process.argv.slice(2);
const only = new Set(argValue(argv, 'only', 'bundle,lighthouse,load,callables,limits,engine,learning').split(','));
const opts = {
  players: Number(argValue(argv, 'players', process.env.BENCH_PLAYERS ?? 200)),
  durationS: Number(argValue(argv, 'duration', process.env.BENCH_DURATION ?? 60)),
  concurrency: Number(argValue(argv, 'concurrency', 8)),
  calls: Number(argValue(argv, 'calls', 200)),
  lighthouseRuns: Number(argValue(argv, 'lighthouse-runs', 1)),
  learners: Number(argValue(argv, 'learners', 150)),
  members: Number(argValue(argv, 'members', 5000)),
  // --against <git ref>: lighthouse and callables compare this checkout with the ref, side by side in one run.
  against: argValue(argv, 'against', undefined),
  // --lighthouse-pages '/home,/home (repeat)': the side-by-side Lighthouse on these pages only (with --against).
  lighthousePages: argValue(argv, 'lighthouse-pages', undefined)?.split(','),
};
const outDir = join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
const log = (line) => console.log(line);
const results = { startedAt: new Date().toISOString(), machine: machineInfo(), options: opts };
const sections = [];
const failures = [];

function machineInfo() {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return { node: process.version, cpus: cpus().length, loadAverageAtStart: load };
}

async function step(name, fn) {
  if (!only.has(name)) return;
  const t0 = Date.now();
  try {
    await fn();
  } catch (err) {
    failures.push(`${name}: ${err.message}`);
    results[name] = { error: err.message };
    sections.push(`${name}: FAILED: ${err.message}`);
    console.error(`[bench] ${name} failed: ${err.stack ?? err.message}`);
  }
  log(`[bench] ${name} took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

// 1. Bundle: the production build in apps/web/dist (built here if it is missing).
await step('bundle', async () => {
  const dist = join(ROOT, 'apps/web/dist');
  if (!existsSync(join(dist, '.vite/manifest.json'))) {
    log('[bench] apps/web/dist has no manifest: building the web app');
    const b = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/nx/dist/bin/nx.js'), 'run', '@fraudshield/web:build', '--outputStyle=static'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
    );
    if (b.status !== 0) throw new Error('the web build failed');
  }
  results.bundle = await measureBundle({ dist });
  sections.push(formatBundle(results.bundle));
});

// 2–4 share one emulator stack.
const needStack = ['lighthouse', 'load', 'callables', 'limits', 'dashboard'].some((n) => only.has(n));
let stack;
if (needStack) {
  try {
    stack = await startBenchStack({ log });
  } catch (err) {
    failures.push(`stack: ${err.message}`);
    sections.push(`emulator stack: FAILED: ${err.message}`);
  }
}
const stopStack = async () => {
  const s = stack;
  stack = undefined;
  await s?.stop();
};
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => void stopStack().finally(() => process.exit(130)));

if (stack) {
  try {
    await step('lighthouse', async () => {
      if (opts.against) {
        results.lighthouse = await benchLighthouseCompare({
          stack,
          against: opts.against,
          runs: Math.max(opts.lighthouseRuns, MIN_RUNS),
          ...(opts.lighthousePages ? { pages: opts.lighthousePages } : {}),
          log,
        });
        sections.push(formatLighthouseCompare(results.lighthouse));
        return;
      }
      results.lighthouse = await benchLighthouse({ stack, log, runs: opts.lighthouseRuns });
      sections.push(formatLighthouse(results.lighthouse));
    });
    await step('load', async () => {
      results.load = await benchLoad({
        stack,
        players: opts.players,
        durationS: opts.durationS,
        concurrency: opts.concurrency,
        log,
      });
      sections.push(formatLoad(results.load));
    });
    // Give the leaderboard a settled week over everyone the load made, so its page reads real standings.
    await step('callables', async () => {
      results.settlement = await settleAWeek(stack);
      if (results.settlement)
        sections.push(
          `Settlement for the leaderboard: ${results.settlement.players} players settled in ${results.settlement.seconds.toFixed(1)} s (${results.settlement.calls} admin_settleWeek calls).`,
        );
      results.callables = await benchCallables({ stack, calls: opts.calls, against: opts.against, log });
      sections.push(formatCallables(results.callables));
    });
    await step('limits', async () => {
      results.limits = await benchLimits({ stack, log });
      sections.push(formatLimits(results.limits));
    });
    await step('dashboard', async () => {
      results.dashboard = await benchDashboard({ stack, members: opts.members, calls: Math.min(opts.calls, 100), log });
      sections.push(formatDashboard(results.dashboard));
    });
  } finally {
    const guard = stack.limitsGuard;
    await stopStack();
    // Firestore's limits over every call the benches above made (apps/functions/src/infra/limits-guard.ts).
    results.limitsGuard = guard.report();
    sections.push(formatGuardReport(results.limitsGuard));
    if (results.limitsGuard.findings.length > 0)
      failures.push(`limits guard: ${results.limitsGuard.findings.length} finding(s)`);
  }
}

// 5. The season engine's own benchmark, in its own process with its own stack.
await step('engine', async () => {
  const script = join(ROOT, 'tools/bench/engine.mjs');
  if (!existsSync(script)) {
    sections.push('Engine: tools/bench/engine.mjs is not there yet.');
    return;
  }
  const run = spawnSync(
    process.execPath,
    [script, ...(process.env.BENCH_ENGINE_ARGS ?? '').split(' ').filter(Boolean)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: process.env,
      maxBuffer: 64 << 20,
      timeout: Number(process.env.BENCH_ENGINE_TIMEOUT_S ?? 1800) * 1000,
      killSignal: 'SIGINT',
    },
  );
  const engineJson = join(outDir, 'engine.json');
  results.engine = existsSync(engineJson) ? JSON.parse(readFileSync(engineJson, 'utf8')) : null;
  const text = (run.stdout ?? '')
    .split('\n')
    .filter((l) => !l.startsWith('[bench]') && !l.startsWith('[stack]'))
    .join('\n')
    .trim();
  sections.push(`Season engine (tools/bench/engine.mjs, exit ${run.status}):\n${text}`);
  if (run.status !== 0) throw new Error(`engine.mjs exited with ${run.status}: ${(run.stderr ?? '').slice(-500)}`);
});

async function settleAWeek(s) {
  const adminUser = await createVerifiedUser(s, {
    email: `bench-admin-${Date.now().toString(36)}@bench.test`,
    claims: { roles: ['admin'] },
  });
  const current = await callCallable(s, 'week_getCurrent', null, adminUser.idToken);
  if (!current.ok) throw new Error(`week_getCurrent: ${current.code}`);
  let weekId = current.data.week?.status === 'settled' ? null : current.data.week?.id;
  if (!weekId) {
    const opened = await callCallable(
      s,
      'admin_openWeek',
      {
        deadline: new Date(Date.now() + 3_600_000).toISOString(),
        headlineThreats: ['Phishing', 'Ransomware', 'Deepfake'],
      },
      adminUser.idToken,
    );
    if (!opened.ok) throw new Error(`admin_openWeek: ${opened.code}`);
    weekId = opened.data.id;
  }
  const t0 = Date.now();
  let calls = 0;
  let last;
  do {
    last = await callCallable(s, 'admin_settleWeek', { weekId }, adminUser.idToken);
    calls++;
    if (!last.ok) throw new Error(`admin_settleWeek: ${last.code}`);
  } while (last.data.status !== 'settled' && calls < 200);
  return { weekId, players: last.data.settledPlayers, seconds: (Date.now() - t0) / 1000, calls };
}

// 5b. The journey: taps of a first week and of a returning week, on a stack of its own, only when asked for.
await step('journey', async () => {
  // Loaded when asked for: it reads libs/domain (and its answer key) through jiti at import.
  const { benchJourney, formatJourney } = await import('./journey.mjs');
  results.journey = await benchJourney({ log });
  sections.push(formatJourney(results.journey));
});

// 6. The settlement fan-out (long: three settlements of 10,000 players), only when asked for.
await step('settle', async () => {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'tools/bench/settle-fanout.mjs'), ...(process.env.BENCH_SETTLE_ARGS ?? '').split(' ').filter(Boolean)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: process.env,
      maxBuffer: 64 << 20,
      timeout: Number(process.env.BENCH_SETTLE_TIMEOUT_S ?? 3600) * 1000,
      killSignal: 'SIGINT',
    },
  );
  const json = join(outDir, 'settle-fanout.json');
  results.settle = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const text = (run.stdout ?? '')
    .split('\n')
    .filter((l) => !l.startsWith('[settle]') && !l.startsWith('[stack]'))
    .join('\n')
    .trim();
  sections.push(`Settlement fan-out (tools/bench/settle-fanout.mjs, exit ${run.status}):\n${text}`);
  if (run.status !== 0)
    throw new Error(`settle-fanout.mjs exited with ${run.status}: ${(run.stderr ?? '').slice(-500)}`);
});

// 6a. The mail fan-out (reminders to 2,000 players on the mail task queue), only when asked for.
await step('mail', async () => {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'tools/bench/mail-fanout.mjs'), ...(process.env.BENCH_MAIL_ARGS ?? '').split(' ').filter(Boolean)],
    { cwd: ROOT, encoding: 'utf8', env: process.env, maxBuffer: 64 << 20, timeout: 3600 * 1000, killSignal: 'SIGINT' },
  );
  const text = (run.stdout ?? '')
    .split('\n')
    .filter((l) => !l.startsWith('[mail]'))
    .join('\n')
    .trim();
  results.mail = text;
  sections.push(text || `mail-fanout.mjs printed nothing (exit ${run.status})`);
  if (run.status !== 0) throw new Error(`mail-fanout.mjs exited with ${run.status}: ${(run.stderr ?? '').slice(-500)}`);
});

// 6b. A season at scale (long: seeds and settles 10,000 then 50,000 players), only when asked for.
await step('season-scale', async () => {
  const json = join(outDir, 'season-scale.json');
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'tools/bench/season-scale.mjs'),
      '--json',
      json,
      ...(process.env.BENCH_SCALE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: process.env,
      maxBuffer: 64 << 20,
      timeout: Number(process.env.BENCH_SCALE_TIMEOUT_S ?? 3600) * 1000,
      killSignal: 'SIGINT',
    },
  );
  results.seasonScale = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const text = (run.stdout ?? '')
    .split('\n')
    .filter((l) => !l.startsWith('[season-scale]') && !l.startsWith('[stack]'))
    .join('\n')
    .trim();
  sections.push(text || `season-scale.mjs printed nothing (exit ${run.status})`);
  if (run.status !== 0)
    throw new Error(`season-scale.mjs exited with ${run.status}: ${(run.stderr ?? '').slice(-500)}`);
});

// 6c. Leaderboard reads at scale (seeds 10,000 players with ties on its own stack), only when asked for.
await step('leaderboard-reads', async () => {
  const players = Number(argValue(argv, 'lb-players', 10_000));
  results.leaderboardReads = await withStack(
    null,
    (s) => measureLeaderboardReads({ stack: s, players, seed: true, log: (l) => log(`[leaderboard-reads] ${l}`) }),
    { log },
  );
  sections.push(formatLeaderboardReads(results.leaderboardReads));
});

// 6d. The capacity model, from a settlement's costs measured on its own stack (or a costs file).
await step('capacity', async () => {
  results.capacity = await benchCapacity({
    players: Number(argValue(argv, 'capacity-players', 2_000)),
    costsFile: argValue(argv, 'costs', null),
    log: (l) => log(`[capacity] ${l}`),
  });
  sections.push(formatCapacityReport(results.capacity));
});

// 6c. A long season under Firestore's limits (seeds 10,000 players, settles 3 weeks), only when asked for.
await step('long-season', async () => {
  const json = join(outDir, 'long-season.json');
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'tools/bench/long-season.mjs'),
      '--json',
      json,
      ...(process.env.BENCH_LONG_SEASON_ARGS ?? '').split(' ').filter(Boolean),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: process.env,
      maxBuffer: 64 << 20,
      timeout: Number(process.env.BENCH_LONG_SEASON_TIMEOUT_S ?? 3600) * 1000,
      killSignal: 'SIGINT',
    },
  );
  results.longSeason = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const text = (run.stdout ?? '')
    .split('\n')
    .filter((l) => !l.startsWith('[long-season]') && !l.startsWith('[stack]'))
    .join('\n')
    .trim();
  sections.push(text || `long-season.mjs printed nothing (exit ${run.status})`);
  if (run.status !== 0)
    throw new Error(
      `long-season.mjs exited with ${run.status}: ${(run.stdout ?? '').slice(-1500)}${(run.stderr ?? '').slice(-500)}`,
    );
});

// 6e. The seeded season before and after a change (two stacks, one after the other), only when asked for.
await step('season-compare', async () => {
  // In bench.json with both sides' dumps (before, after): what each player saw on each side.
  const r = await benchSeasonCompare({ against: opts.against, log: (l) => log(`[season-compare] ${l}`) });
  results.seasonCompare = r;
  sections.push(formatSeasonCompare(r));
  if (r.differences.length) throw new Error(`season compare: ${r.differences.length} difference(s)`);
});

// 7. Measured learning: simulated learners through the learning rules (pure, no emulator).
await step('learning', async () => {
  results.learning = await benchLearning({ learners: opts.learners });
  sections.push(formatLearning(results.learning));
  const failed = results.learning.targets.filter((t) => !t.holds);
  if (failed.length) throw new Error(`learning targets failed: ${failed.map((t) => t.name).join('; ')}`);
});

results.finishedAt = new Date().toISOString();
results.failures = failures;
writeFileSync(join(outDir, 'bench.json'), JSON.stringify(results, null, 2));
console.log(
  `\n${'='.repeat(100)}\nFraudShield benchmarks (${results.startedAt}; load average at start ${results.machine.loadAverageAtStart})\n${'='.repeat(100)}`,
);
console.log(sections.join('\n\n'));
if (results.bundle && !results.bundle.error)
  console.log(`\nBudgets: ${results.bundle.ok ? 'all hold' : `${results.bundle.problems.length} exceeded`}`);
console.log(`\nWritten: bench-results/bench.json${failures.length ? `\nFailed: ${failures.join('; ')}` : ''}`);
process.exit(failures.length ? 1 : 0);
