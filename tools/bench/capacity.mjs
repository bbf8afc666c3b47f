#!/usr/bin/env node
// The capacity model (tools/bench/capacity-model.mjs) fed with measured costs:
//   1. a real settlement of --players (2,000) seeded players on a local stack, run in this process
//      through the functions' own code (startSettlement, runShard: apps/functions/src, loaded from
//      source) over the stack's Firestore wrapped by the counting wrapper (tools/emulators/counting-firestore.mjs):
//      documents read and written per player in a shard, CPU ms per player (process.cpuUsage of
//      this process, which does what a shard instance does: the scoring, the Firestore client), the
//      fold and table build; written to bench-results/settle-costs.json;
//      or, with --costs <file>, those figures read from such a file (no stack);
//   2. the settings as deployed, read from the sources (the shard queue and function in
//      apps/functions/src/callables/settlement.ts, the clock's schedule, the players' indexes in
//      firestore.indexes.json);
//   3. the model: capacity: 10,000,000 players settled and ranked in N min (binding limit: …), and
//      what reaching 15 min from the deadline would take.
//   node tools/bench/capacity.mjs [--players 2000] [--costs bench-results/settle-costs.json]
//   npm run bench -- --only capacity
// Ports: FS_PORT_BASE (default 37000) … +8. CPU figures taken on a loaded machine are high.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { ROOT } from '../emulators/stack.mjs';
import { callOk } from '../emulators/client.mjs';
import { adminFirestore, argValue, benchAdmin, withStack } from './bench-stack.mjs';
import { benchUids, seedBenchPlayers } from './bench-players.mjs';
import { countingFirestore } from '../emulators/counting-firestore.mjs';
import { capacityModel, formatCapacity } from './capacity-model.mjs';

const TARGET_MINUTES = 15;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Settles one week of `players` seeded players in this process, counting; returns the per-player costs. */
export async function measureSettleCosts({ stack, players = 2_000, log = console.log }) {
  const jiti = createJiti(import.meta.url);
  const H = await jiti.import('../../apps/functions/src/handlers/settlement.ts');
  const S = await jiti.import('../../apps/functions/src/infra/settlement-store.ts');
  const raw = await adminFirestore(stack, 'capacity-bench');
  await stack.resetFirestore();
  const ids = benchUids(players);
  log(`seeding ${players} players (load average ${loadavg()})`);
  const joined = Date.now() - 86_400_000;
  await seedBenchPlayers(raw, ids, (i) => ({ seasonPoints: (i * 37) % 60, joinedAt: joined + i, playing: true }));
  // The rank histogram as the weeks before would have left it (the fold moves it, the table build reads it).
  const D = await jiti.import('../../libs/domain/src/index.ts');
  const counts = {};
  for (let i = 0; i < players; i += 1) {
    const key = D.histogramKey((i * 37) % 60);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  await raw
    .collection('rankHistogram')
    .doc('live')
    .set({ ...counts, week: 0 });
  const admin = await benchAdmin(stack, 'capacity-admin@bench.test', 'Capacity Admin');
  await callOk(stack, 'user_getBalance', null, admin);
  const week = await callOk(
    stack,
    'admin_openWeek',
    {
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
      headlineThreats: ['Phishing', 'Ransomware', 'Deepfake'],
    },
    admin,
  );
  const { db, tally } = countingFirestore(raw);
  const deps = S.settlementDeps(db, { enqueue: async () => undefined });
  await H.startSettlement(deps, week.id, { now: Date.now(), shards: 1 });
  log(`settling in this process (load average ${loadavg()})`);
  tally.reads = 0;
  tally.writes = 0;
  const cpu0 = cpuMs();
  const t0 = Date.now();
  let atShardDone = null;
  const outcome = await H.runShard(
    deps,
    { weekId: week.id, shard: 0 },
    {
      beforeFinish: async () => {
        atShardDone = { reads: tally.reads, writes: tally.writes, cpu: cpuMs(), at: Date.now() };
      },
    },
  );
  if (outcome.action !== 'settled' || !atShardDone) throw new Error(`the week did not settle: ${outcome.action}`);
  const end = { reads: tally.reads, writes: tally.writes, cpu: cpuMs(), at: Date.now() };
  const r3 = (n) => +n.toFixed(3);
  return {
    at: new Date().toISOString(),
    players,
    loadavg: loadavg(),
    readsPerPlayer: r3(atShardDone.reads / players),
    writesPerPlayer: r3(atShardDone.writes / players),
    // One player change writes players/{uid} once (settlePlayer → applyPlayerChange).
    playerDocWritesPerPlayer: 1,
    cpuMsPerPlayer: r3((atShardDone.cpu - cpu0) / players),
    wallMsPerPlayer: r3((atShardDone.at - t0) / players),
    finish: {
      reads: end.reads - atShardDone.reads,
      writes: end.writes - atShardDone.writes,
      cpuMs: Math.round(end.cpu - atShardDone.cpu),
      seconds: +((end.at - atShardDone.at) / 1000).toFixed(2),
    },
    foldSeconds: +((end.at - atShardDone.at) / 1000).toFixed(2),
  };
}

/** The settings as deployed, read from the sources. */
export function deployedSettings(root = ROOT) {
  const read = (p) => readFileSync(join(root, p), 'utf8');
  const num = (text, name) => {
    const m = text.match(new RegExp(`const ${name} = ([0-9_]+);`));
    if (!m) throw new Error(`${name} not found`);
    return Number(m[1].replaceAll('_', ''));
  };
  const callable = read('apps/functions/src/callables/settlement.ts');
  const handler = read('apps/functions/src/handlers/settlement.ts');
  const shards = read('libs/domain/src/game/shards.ts');
  const table = read('apps/functions/src/handlers/table-snapshot.ts');
  const schedule = read('apps/functions/src/callables/schedule.ts');
  const tick = schedule.match(/schedule: 'every (\d+) minutes'/);
  const indexes = JSON.parse(read('firestore.indexes.json'));
  const exempt = (indexes.fieldOverrides ?? []).some(
    (o) =>
      o.collectionGroup === 'players' &&
      o.fieldPath === 'updatedAt' &&
      Array.isArray(o.indexes) &&
      o.indexes.length === 0,
  );
  const perInstance = num(callable, 'SHARD_TASKS_PER_INSTANCE');
  const instances = num(callable, 'SHARD_MAX_INSTANCES');
  return {
    maxInstances: instances,
    tasksPerInstance: perInstance,
    cpuPerInstance: Number(callable.match(/cpu: (\d+),/)?.[1] ?? 1),
    maxConcurrentDispatches: perInstance * instances,
    maxDispatchesPerSecond: num(callable, 'SHARD_DISPATCHES_PER_SECOND'),
    playersInFlightPerShard: num(handler, 'SETTLEMENT_CONCURRENCY'),
    tablePartsInFlight: Number(table.match(/TABLE_PARTS_IN_FLIGHT = ([0-9_]+)/)[1].replaceAll('_', '')),
    playersPerShard: Number(shards.match(/PLAYERS_PER_SHARD = ([0-9_]+)/)[1].replaceAll('_', '')),
    clockTickSeconds: Number(tick?.[1] ?? 10) * 60,
    sequentialIndexOnPlayers: !exempt,
  };
}

/** The least prewarm (in 5-minute steps, within 6 h) after which the settle phase takes at most `minutes`. */
function prewarmFor(costs, deployed, options, minutes) {
  for (let min = 0; min <= 360; min += 5) {
    const m = capacityModel(costs, deployed, { ...options, prewarmSeconds: min * 60 });
    if (m.phases[1].seconds <= minutes * 60) return { minutes: min, model: m };
  }
  return null;
}

const phasesText = (m) => m.phases.map((p) => `${p.name} ${(p.seconds / 60).toFixed(1)} min`).join('; ');

export function formatReport(r) {
  const c = r.costs;
  const lines = [
    `Capacity model (tools/bench/capacity.mjs; costs ${r.costsFrom}, load average ${c.loadavg ?? 'n/a'})`,
    `  measured per player in a shard: ${c.readsPerPlayer} reads, ${c.writesPerPlayer} writes, ${c.cpuMsPerPlayer} ms CPU (${c.wallMsPerPlayer} ms wall on the emulator); fold and table build of ${c.players} players ${c.foldSeconds} s`,
    `  deployed: ${r.deployed.maxInstances} shard instances × ${r.deployed.tasksPerInstance} tasks, ${r.deployed.cpuPerInstance} vCPU each; ${r.deployed.maxDispatchesPerSecond} dispatches/s; clock every ${r.deployed.clockTickSeconds / 60} min; players.updatedAt ${r.deployed.sequentialIndexOnPlayers ? 'indexed (sequential)' : 'not indexed'}`,
    `  phases: ${phasesText(r.model)}`,
  ];
  for (const w of r.whatIf)
    lines.push(
      `  what if ${w.name}: ${w.minutes === null ? 'not within 6 h of prewarm' : `${w.minutes} min`}${w.detail ? ` (${w.detail})` : ''}`,
    );
  lines.push(formatCapacity(r.model));
  return lines.join('\n');
}

export async function benchCapacity({ stack = null, players = 2_000, costsFile = null, log = console.log } = {}) {
  let costs;
  let costsFrom;
  if (costsFile) {
    costs = JSON.parse(readFileSync(costsFile, 'utf8'));
    costsFrom = `read from ${costsFile}`;
  } else {
    costs = await withStack(stack, (s) => measureSettleCosts({ stack: s, players, log }), { log });
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench-results/settle-costs.json'), JSON.stringify(costs, null, 2));
    costsFrom = `measured on the stack, ${players} players (written to bench-results/settle-costs.json)`;
  }
  const deployed = deployedSettings();
  const model = capacityModel(costs, deployed);
  const atDeadline = capacityModel(costs, deployed, { startAtDeadline: true });
  // Everything the settle phase needs to take 5 min: the CPU of 10,000,000 players in 300 s, every
  // shard in flight at once, dispatched at the queue's most.
  const shards = Math.ceil(10_000_000 / deployed.playersPerShard);
  const instancesFor5Min = Math.max(
    Math.ceil((10_000_000 * costs.cpuMsPerPlayer) / (1000 * 5 * 60)),
    Math.ceil(shards / deployed.tasksPerInstance),
  );
  const scaled = {
    ...deployed,
    sequentialIndexOnPlayers: false,
    maxInstances: instancesFor5Min,
    maxConcurrentDispatches: instancesFor5Min * deployed.tasksPerInstance,
    maxDispatchesPerSecond: 500,
  };
  const warm = prewarmFor(costs, scaled, { startAtDeadline: true }, 5);
  const whatIf = [
    { name: 'started by a task at the deadline', minutes: atDeadline.minutes, detail: phasesText(atDeadline) },
    {
      name: 'also players.updatedAt out of the indexes, every shard in flight, enough instances and a write ramp begun before the deadline, so players settle in 5 min',
      minutes: warm ? warm.model.minutes : null,
      detail: warm
        ? `ramp begun ${warm.minutes} min before the deadline, ${instancesFor5Min} shard instances of 1 vCPU (${costs.cpuMsPerPlayer} ms CPU a player), 500 dispatches/s; ${phasesText(warm.model)}`
        : '',
    },
  ];
  return { at: new Date().toISOString(), costsFrom, costs, deployed, model, whatIf, targetMinutes: TARGET_MINUTES };
}

async function main() {
  const argv = process.argv.slice(2);
  const result = await benchCapacity({
    players: Number(argValue(argv, 'players', 2_000)),
    costsFile: argValue(argv, 'costs', null),
    log: (...a) => console.log('[capacity]', ...a),
  });
  console.log(formatReport(result));
  const json = argValue(argv, 'json', null);
  if (json) writeFileSync(json, JSON.stringify(result, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
