// Settlement fan-out benchmark: settles N players (default 10,000) on the emulators
// with 1, 2 and 4 shards in flight (one Cloud Tasks task per shard, run by settleShardTask in
// the Functions emulator), and prints:
//   - players per second, deadline → week settled;
//   - the time a player waits from the deadline to their report: when their report was computed
//     (median / p95 / max over every player), and when it became visible (the week settled and
//     its seed revealed: the same moment for everyone);
//   - per shard: players, seconds, ms per player (the per-shard cost used in SETTLEMENT.md);
//   - the finish (last report → week settled: the tallies folded into the rank histogram, the week marked).
// Players are seeded straight into Firestore with uid-shaped ids (28 random characters of
// [0-9A-Za-z], like Firebase Auth's), so the uid ranges fill evenly. The deadline is the moment
// the admin settles (settling early locks the week then).
//
//   node tools/bench/settle-fanout.mjs [--players 10000] [--shards 1,2,4]
//   npm run bench -- --only settle
// Ports: FS_PORT_BASE (default 37000) … +8. Run it on a quiet machine (the load average is recorded).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startStack } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { callOk } from '../emulators/client.mjs';
import { adminFirestore, benchAdmin } from './bench-stack.mjs';
import { percentile } from './emulator-http.mjs';
import { benchUids, openBenchWeek, seedBenchPlayers } from './bench-players.mjs';

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const PLAYERS = Number(arg('players', 10_000));
const SHARDS = String(arg('shards', '1,2,4')).split(',').map(Number);
const ports = testPorts(37000);
const projectId = ports.auth === 37000 ? 'demo-fraudshield-bench' : `demo-fraudshield-bench-${ports.auth}`;
const env = { projectId, ports };
const log = (...a) => console.log('[settle]', ...a);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seedPlayers = (db, ids) =>
  seedBenchPlayers(db, ids, (i, now) => ({ joinedAt: now - ids.length + i, seasonPoints: (i * 37) % 60 }));

const stats = (xs) => ({
  median: percentile(xs, 50) / 1000,
  p95: percentile(xs, 95) / 1000,
  max: Math.max(...xs) / 1000,
});

async function run(stack, db, adminUser, ids, shards) {
  await stack.resetFirestore();
  await seedPlayers(db, ids);
  await callOk(env, 'user_getBalance', null, adminUser);
  const week = await openBenchWeek(env, adminUser);
  const loadBefore = loadavg();
  let calls = 0;
  let out;
  do {
    out = await callOk(env, 'admin_settleWeek', { weekId: week.id, shards }, adminUser);
    calls += 1;
  } while (out.status !== 'settled' && calls < 200);
  const loadAfter = loadavg();
  const stored = (await db.collection('weeks').doc(week.id).get()).data();
  const deadline = stored.lockedAt;
  // Reports live under each player (players/{uid}/reports/{weekId}): read them back in batches.
  const reports = { docs: [] };
  for (let i = 0; i < ids.length; i += 500) {
    const refs = ids
      .slice(i, i + 500)
      .map((uid) => db.collection('players').doc(uid).collection('reports').doc(week.id));
    reports.docs.push(...(await db.getAll(...refs)).filter((d) => d.exists));
  }
  const waits = reports.docs.map((d) => d.get('createdAt') - deadline);
  const shardDocs = (await db.collection('weeks').doc(week.id).collection('shards').get()).docs.map((d) => d.data());
  // Per shard: its players' report times (first → last) give its duration and cost per player.
  const perShard = shardDocs
    .sort((a, b) => a.index - b.index)
    .map((s) => {
      const times = reports.docs
        .filter((d) => (s.from === null || d.get('uid') >= s.from) && (s.to === null || d.get('uid') < s.to))
        .map((d) => d.get('createdAt'));
      const seconds = (Math.max(...times) - Math.min(...times)) / 1000;
      return {
        shard: s.index,
        players: s.settledPlayers,
        seconds: +seconds.toFixed(1),
        msPerPlayer: +((seconds * 1000) / s.settledPlayers).toFixed(2),
      };
    });
  const lastReport = Math.max(...reports.docs.map((d) => d.get('createdAt')));
  const settleSeconds = (stored.settledAt - deadline) / 1000;
  return {
    shards,
    players: stored.settlement.settledPlayers,
    reports: reports.size,
    settleSeconds: +settleSeconds.toFixed(1),
    playersPerSecond: Math.round(stored.settlement.settledPlayers / settleSeconds),
    reportComputedWait: stats(waits),
    reportVisibleWait: settleSeconds,
    finishSeconds: +((stored.settledAt - lastReport) / 1000).toFixed(1),
    perShard,
    adminCalls: calls,
    loadavgBefore: loadBefore,
    loadavgAfter: loadAfter,
  };
}

async function main() {
  const stack = await startStack({ profile: `bench-settle-${ports.auth}`, projectId, ports, log });
  const result = {
    at: new Date().toISOString(),
    firestore: stack.firestore.kind,
    players: PLAYERS,
    loadavgAtStart: loadavg(),
    runs: [],
  };
  try {
    const db = await adminFirestore(env, 'settle-bench');
    const adminUser = await benchAdmin(env, 'settle-admin@bench.test', 'Settle Admin');
    const ids = benchUids(PLAYERS);
    for (const shards of SHARDS) {
      log(`${PLAYERS} players, ${shards} shard(s) in flight… (load average ${loadavg()})`);
      result.runs.push(await run(stack, db, adminUser, ids, shards));
      log(JSON.stringify(result.runs.at(-1)));
      mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
      writeFileSync(join(ROOT, 'bench-results/settle-fanout.json'), JSON.stringify(result, null, 2) + '\n');
    }
  } finally {
    await stack.stop();
  }
  console.log(
    `\nSettlement fan-out, ${PLAYERS} players (Firestore: ${result.firestore}; load average at start ${result.loadavgAtStart})`,
  );
  console.table(
    result.runs.map((r) => ({
      shards: r.shards,
      'settle s': r.settleSeconds,
      'players/s': r.playersPerSecond,
      'report computed: median s': r.reportComputedWait.median.toFixed(1),
      'p95 s': r.reportComputedWait.p95.toFixed(1),
      'max s': r.reportComputedWait.max.toFixed(1),
      'report visible s': r.reportVisibleWait,
      'finish s': r.finishSeconds,
      'ms/player per shard': r.perShard.map((s) => s.msPerPlayer).join(' '),
      'load before→after': `${r.loadavgBefore} → ${r.loadavgAfter}`,
    })),
  );
  console.log('Written to bench-results/settle-fanout.json');
}

await main();
