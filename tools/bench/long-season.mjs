#!/usr/bin/env node
// A long season on the local stack, with Firestore's limits enforced: seeds players (admin batch
// writes, not callables) whose season totals spread over many values, as after many weeks, then
// settles weeks one after another through the real fan-out (admin_settleWeek → Cloud Tasks
// emulator → settleShardTask) with the functions' limits guard on
// (apps/functions/src/infra/limits-guard.ts: a commit production would refuse is refused), and prints
//   long season: W of W weeks settled, P players, D distinct season totals, max transforms on one document in a commit T, largest commit K KiB, guard findings F
// T and K are the guard's own counters over every commit the functions made; F its findings
// (refusals, documents written more than once a second for 10 s, sequential indexed fields past
// 500 writes a second). Targets: every week settles, T ≤ 500, K < 10,240, F = 0; exit 1 otherwise.
// After the last week it also checks the rank histogram against the table (every ranked player at
// their total).
//   node tools/bench/long-season.mjs [--players 10000] [--distinct 1600] [--weeks 3] [--shards 2]
//   npm run bench -- --only long-season   (BENCH_LONG_SEASON_ARGS)
// Ports: FS_PORT_BASE (default 37000) … +12. Figures taken on a busy machine are indicative only.
import { existsSync, readFileSync } from 'node:fs';
import { createJiti } from 'jiti';
import { startStack } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { formatGuardReport } from '../emulators/limits-report.mjs';
import { callOk } from '../emulators/client.mjs';
import { adminFirestore, argValue, benchAdmin, printAndSave } from './bench-stack.mjs';
import { benchUids, openBenchWeek, seedSeasonPlayers } from './bench-players.mjs';

/** Firestore "Quotas and limits": field transforms on one document in a commit, and the request size. */
const MAX_TRANSFORMS = 500;
const MAX_REQUEST_KIB = 10 * 1024;

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Player i's season so far: `distinct` totals from −300 up, spread evenly; join times that collide in fours. */
const longSeasonFields = (n, distinct) => (i, now) => ({
  seasonPoints: (i % distinct) - 300,
  joinedAt: now - Math.floor((n - i) / 4),
  playing: true,
  reportEmails: false,
});

async function tableOf(db) {
  const snap = await db.collection('players').where('playing', '==', true).select('seasonPoints').get();
  return snap.docs.map((d) => ({ points: d.get('seasonPoints'), ranked: true }));
}

async function settleWeek(env, db, adminUser, shards, log, number) {
  const week = await openBenchWeek(env, adminUser);
  const t0 = Date.now();
  let out;
  let calls = 0;
  // A week that cannot settle (a refused commit retried for ever) stops after this many calls.
  do {
    out = await callOk(env, 'admin_settleWeek', { weekId: week.id, shards }, adminUser);
    calls += 1;
  } while (out.status !== 'settled' && calls < 60);
  const stored = (await db.collection('weeks').doc(week.id).get()).data();
  const settled = stored.status === 'settled';
  log(
    `week ${number} (${week.id}): ${settled ? 'settled' : `NOT settled (${stored.status})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${calls} admin_settleWeek calls (load average ${loadavg()})`,
  );
  return { weekId: week.id, settled, seconds: +((Date.now() - t0) / 1000).toFixed(1), calls };
}

export function formatLongSeason(r) {
  return (
    `long season: ${r.weeksSettled} of ${r.weeks} weeks settled, ${r.players.toLocaleString('en')} players, ` +
    `${r.distinctTotals.toLocaleString('en')} distinct season totals, max transforms on one document in a commit ${r.maxTransforms}, ` +
    `largest commit ${r.largestCommitKiB.toLocaleString('en')} KiB, guard findings ${r.guardFindings}`
  );
}

export const longSeasonTargetsMet = (r) =>
  r.weeksSettled === r.weeks &&
  r.maxTransforms <= MAX_TRANSFORMS &&
  r.largestCommitKiB < MAX_REQUEST_KIB &&
  r.guardFindings === 0 &&
  r.histogramMatchesTable;

async function main() {
  const argv = process.argv.slice(2);
  const players = Number(argValue(argv, 'players', 10_000));
  const distinct = Number(argValue(argv, 'distinct', 1_600));
  const weeks = Number(argValue(argv, 'weeks', 3));
  const shards = Number(argValue(argv, 'shards', 2));
  const log = (...a) => console.log('[long-season]', ...a);
  const ports = testPorts(37000);
  const projectId = ports.auth === 37000 ? 'demo-fraudshield-bench' : `demo-fraudshield-bench-${ports.auth}`;
  const env = { projectId, ports };
  const jiti = createJiti(import.meta.url);
  const D = await jiti.import('../../libs/domain/src/index.ts');
  const stack = await startStack({ profile: `bench-long-season-${ports.auth}`, projectId, ports, log });
  if (!stack.limitsGuard.on) log('FS_LIMITS_GUARD=off: the limits are NOT enforced in this run');
  const result = { at: new Date().toISOString(), firestore: stack.firestore.kind, loadavgAtStart: loadavg() };
  try {
    const db = await adminFirestore(env, 'long-season-bench');
    const adminUser = await benchAdmin(env, 'long-season-admin@bench.test', 'Long Season Admin');
    await callOk(env, 'user_getBalance', null, adminUser);
    const ids = benchUids(players);
    log(`seeding ${players} players over ${distinct} season totals… (load average ${loadavg()})`);
    result.seedSeconds = +(await seedSeasonPlayers(db, D, ids, longSeasonFields(ids.length, distinct))).toFixed(1);
    log(`seeded in ${result.seedSeconds} s`);
    result.weekRuns = [];
    for (let w = 1; w <= weeks; w++) {
      const run = await settleWeek(env, db, adminUser, shards, log, w);
      result.weekRuns.push(run);
      if (!run.settled) break;
    }
    const table = await tableOf(db);
    const live = (await db.collection('rankHistogram').doc('live').get()).data() ?? {};
    const stored = Object.fromEntries(Object.entries(live).filter(([k, v]) => /^h_m?\d+$/.test(k) && v !== 0));
    const expected = D.histogramOf(table);
    result.histogramMatchesTable =
      Object.keys(stored).length === Object.keys(expected).length &&
      Object.entries(expected).every(([k, v]) => stored[k] === v);
    // MERGE POINT (leaderboard reads at this size): when ./leaderboard-reads.mjs exists, its
    // measureLeaderboardReads() gives the second line, `leaderboard page at P players: …`.
    // Without it, nothing is printed for that line.
    if (existsSync(new URL('./leaderboard-reads.mjs', import.meta.url))) {
      const { measureLeaderboardReads, formatLeaderboardReads } = await import('./leaderboard-reads.mjs');
      result.leaderboardReads = await measureLeaderboardReads({ env, db, stack, adminUser, players, log });
      result.leaderboardLine = formatLeaderboardReads
        ? formatLeaderboardReads(result.leaderboardReads)
        : String(result.leaderboardReads);
    }
    result.players = players;
    result.distinctTotals = new Set(table.map((r) => r.points)).size;
  } finally {
    await stack.stop();
  }
  const guard = stack.limitsGuard.report();
  Object.assign(result, {
    weeks,
    weeksSettled: result.weekRuns.filter((r) => r.settled).length,
    maxTransforms: guard.maxTransforms,
    maxTransformsDocument: guard.maxTransformsDocument,
    largestCommitKiB: +(guard.largestCommitBytes / 1024).toFixed(1),
    guardFindings: guard.findings.length,
    findings: guard.findings.slice(0, 50),
    sequentialPeaks: guard.sequentialPeaks,
    loadavgAtEnd: loadavg(),
  });
  log(formatGuardReport(guard));
  log(`rank histogram ${result.histogramMatchesTable ? 'matches' : 'does NOT match'} the table`);
  printAndSave(argv, result, (r) =>
    [formatLongSeason(r), ...(r.leaderboardLine ? [r.leaderboardLine] : [])].join('\n'),
  );
  if (!longSeasonTargetsMet(result)) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
