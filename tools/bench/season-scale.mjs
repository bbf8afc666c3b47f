#!/usr/bin/env node
// A season at scale: seeds seasons of increasing size (default 10,000 and 50,000 players) straight
// into Firestore (admin batch writes, not callables), settles a week over them through the real
// fan-out (admin_settleWeek → Cloud Tasks emulator → settleShardTask), then ranks: checks the
// read-time rank (rank histogram + ties counted) of a sample of players against a full sort of the
// table (the per-player pass it replaced), and prints per-shard throughput. What that means for
// 10,000,000 players is the capacity model's to say (tools/bench/capacity.mjs: measured costs
// against the production limits), not a multiplication of the local rate.
//   node tools/bench/season-scale.mjs [--players 10000,50000] [--shards 2] [--sample 200]
//   npm run bench -- --only season-scale
// Ports: FS_PORT_BASE (default 37000) … +8. Run it on a quiet machine (the load average is recorded).
import { readFileSync } from 'node:fs';
import { createJiti } from 'jiti';
import { startStack } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { callOk } from '../emulators/client.mjs';
import { adminFirestore, argValue, benchAdmin, printAndSave } from './bench-stack.mjs';
import { benchUids, openBenchWeek, seedSeasonPlayers } from './bench-players.mjs';

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** A season under way: every player in the table with points −20…+39 (many ties), join times that collide. */
const seasonFields = (n) => (i, now) => ({
  seasonPoints: ((i * 37) % 60) - 20,
  joinedAt: now - Math.floor((n - i) / 4),
  playing: true,
});

/** Rank of `uid` at read time, as leaderboard_getPage computes it: histogram + ties counted among its points value. */
async function readTimeRank(db, D, live, row) {
  const ahead = D.countAbove(live, row.points);
  if (D.countAt(live, row.points) <= 1) return 1 + ahead;
  const b = db.collection('players').where('playing', '==', true).where('seasonPoints', '==', row.points);
  const [earlier, same] = await Promise.all([
    b.where('joinedAt', '<', row.joinedAt).count().get(),
    b.where('joinedAt', '==', row.joinedAt).where('uid', '<', row.uid).count().get(),
  ]);
  return 1 + ahead + earlier.data().count + same.data().count;
}

async function runSize(stack, db, D, adminUser, env, n, shards, sample, log) {
  await stack.resetFirestore();
  const ids = benchUids(n);
  log(`${n} players: seeding… (load average ${loadavg()})`);
  const seedSeconds = await seedSeasonPlayers(db, D, ids, seasonFields(ids.length));
  await callOk(env, 'user_getBalance', null, adminUser);
  const week = await openBenchWeek(env, adminUser);
  const loadBefore = loadavg();
  log(
    `${n} players: seeded in ${seedSeconds.toFixed(1)} s; settling with ${shards} shard(s)… (load average ${loadBefore})`,
  );
  let out;
  let calls = 0;
  do {
    out = await callOk(env, 'admin_settleWeek', { weekId: week.id, shards }, adminUser);
    calls += 1;
  } while (out.status !== 'settled' && calls < 400);
  const loadAfter = loadavg();
  const stored = (await db.collection('weeks').doc(week.id).get()).data();
  if (stored.status !== 'settled') throw new Error(`week not settled after ${calls} calls`);
  const deadline = stored.lockedAt;
  const shardDocs = (await db.collection('weeks').doc(week.id).collection('shards').get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.index - b.index);
  const plan = (await db.collection('weeks').doc(week.id).collection('settlement').doc('plan').get()).data();
  const folded = (await db.collection('weeks').doc(week.id).collection('settlement').doc('folded').get()).data();
  // Per shard: from its first page's start (the plan) to its last page saved (doneAt).
  const perShard = shardDocs.map((s) => {
    const seconds = (s.doneAt - plan.plannedAt) / 1000;
    return {
      shard: s.index,
      players: s.settledPlayers,
      seconds: +seconds.toFixed(1),
      perSecond: +(s.settledPlayers / seconds).toFixed(1),
    };
  });
  const settleSeconds = (stored.settledAt - deadline) / 1000;
  const lastShardDone = Math.max(...shardDocs.map((s) => s.doneAt));
  const foldSeconds = (folded.foldedAt - lastShardDone) / 1000;

  // Ranks: the read-time rank of a sample against a full sort of the table.
  const all = await db
    .collection('players')
    .where('playing', '==', true)
    .select('uid', 'seasonPoints', 'joinedAt')
    .get();
  const rows = all.docs.map((d) => ({ uid: d.id, points: d.get('seasonPoints'), joinedAt: d.get('joinedAt') }));
  const oracle = new Map(D.rankStandings(rows).map((r) => [r.standing.uid, r.rank]));
  const live = (await db.collection('rankHistogram').doc('live').get()).data();
  const picked = [];
  for (let k = 0; k < sample; k++) picked.push(rows[Math.floor((k * rows.length) / sample)]);
  const top = D.rankStandings(rows)[0].standing;
  picked.push(top);
  const t0 = Date.now();
  let mismatches = 0;
  for (const row of picked) if ((await readTimeRank(db, D, live, row)) !== oracle.get(row.uid)) mismatches += 1;
  const rankMs = (Date.now() - t0) / picked.length;
  return {
    players: n,
    shards,
    seedSeconds: +seedSeconds.toFixed(1),
    settledPlayers: stored.settlement.settledPlayers,
    settleSeconds: +settleSeconds.toFixed(1),
    foldSeconds: +foldSeconds.toFixed(2),
    perShard,
    perShardRate: +(perShard.reduce((a, s) => a + s.perSecond, 0) / perShard.length).toFixed(1),
    histogramTotal: D.histogramTotal(live),
    ranksChecked: picked.length,
    rankMismatches: mismatches,
    msPerRankRead: +rankMs.toFixed(1),
    adminCalls: calls,
    loadavgBefore: loadBefore,
    loadavgAfter: loadAfter,
  };
}

export function formatSeasonScale(result) {
  const lines = [
    `Season at scale (tools/bench/season-scale.mjs; Firestore: ${result.firestore}; load average at start ${result.loadavgAtStart})`,
  ];
  for (const r of result.runs)
    lines.push(
      `  ${r.players.toLocaleString('en')} players, ${r.shards} shard(s): seeded in ${r.seedSeconds} s; deadline → settled and ranked ${r.settleSeconds} s ` +
        `(fold ${r.foldSeconds} s); per shard ${r.perShard.map((s) => `${s.players} in ${s.seconds} s = ${s.perSecond}/s`).join(', ')}; ` +
        `ranks: ${r.ranksChecked} read-time ranks vs a full sort, ${r.rankMismatches} wrong, ${r.msPerRankRead} ms each; load ${r.loadavgBefore} → ${r.loadavgAfter}`,
    );
  return lines.join('\n');
}

async function main() {
  const argv = process.argv.slice(2);
  const sizes = String(argValue(argv, 'players', '10000,50000'))
    .split(',')
    .map(Number);
  const shards = Number(argValue(argv, 'shards', 2));
  const sample = Number(argValue(argv, 'sample', 200));
  const log = (...a) => console.log('[season-scale]', ...a);
  const ports = testPorts(37000);
  const projectId = ports.auth === 37000 ? 'demo-fraudshield-bench' : `demo-fraudshield-bench-${ports.auth}`;
  const env = { projectId, ports };
  const jiti = createJiti(import.meta.url);
  const D = await jiti.import('../../libs/domain/src/index.ts');
  const stack = await startStack({ profile: `bench-season-scale-${ports.auth}`, projectId, ports, log });
  const result = { at: new Date().toISOString(), firestore: stack.firestore.kind, loadavgAtStart: loadavg(), runs: [] };
  try {
    const db = await adminFirestore(env, 'season-scale-bench');
    const adminUser = await benchAdmin(env, 'scale-admin@bench.test', 'Scale Admin');
    for (const n of sizes) {
      result.runs.push(await runSize(stack, db, D, adminUser, env, n, shards, sample, log));
      log(JSON.stringify(result.runs.at(-1)));
    }
  } finally {
    await stack.stop();
  }
  printAndSave(argv, result, formatSeasonScale);
  if (result.runs.some((r) => r.rankMismatches > 0)) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
