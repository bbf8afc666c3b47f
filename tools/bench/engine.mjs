// Season engine benchmarks (figures, not pass/fail tests):
//   - settlement wall time per player and memory for 1,000 and 10,000 players;
//   - shop_buyDefense latency p50/p95 with 20 players buying at once;
//   - document reads and counted index entries per leaderboard page at 1,000 and 10,000 players
//     (the same page run in this process over the counting wrapper of the stack's Firestore,
//     counting-firestore.mjs), for a settled reader and for one who joined after the settlement.
// Starts its own stack (profile 'bench', ports 37000+, or FS_PORT_BASE), seeds players directly
// with firebase-admin batched writes (fast; the seed script goes through the callables), prints a
// table and writes bench-results/engine.json.
//
//   node tools/bench/engine.mjs [--sizes 1000,10000] [--no-shop]     (--sizes '' : shop only)
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, startStack } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { callOk, callCallable, ensureAccount } from '../emulators/client.mjs';
import { percentile, sleep } from './emulator-http.mjs';
import { adminFirestore, benchAdmin } from './bench-stack.mjs';
import { countingFirestore } from '../emulators/counting-firestore.mjs';
import { createJiti } from 'jiti';
import { openBenchWeek } from './bench-players.mjs';

const projectId = 'demo-fraudshield-bench';
const ports = testPorts(37000);
const env = { projectId, ports };
const argSizes = process.argv.indexOf('--sizes');
const SIZES = argSizes > 0 ? process.argv[argSizes + 1].split(',').filter(Boolean).map(Number) : [1000, 10000];
const SKIP_SHOP = process.argv.includes('--no-shop');
const DEFENSES = [
  ['MultiFactorAuth', 105],
  ['EmailFiltering', 70],
  ['UserEducation', 145],
  ['NetworkMonitoring', 140],
  ['KeepUpdated', 85],
  ['InputValidation', 70],
  ['VpnUsage', 60],
  ['BackgroundChecks', 70],
  ['DdosProtection', 60],
  ['AtmInspections', 60],
];
const LEAGUE_ID = 'bench-league';
const LEAGUE_CODE = 'BENCH2';

const log = (...a) => console.log('[bench]', ...a);

// ---- memory of the emulator process tree (/proc) ----
function procTable() {
  const out = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const status = readFileSync(`/proc/${d}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ');
      out.push({ pid: Number(d), ppid, rssKb, cmd });
    } catch {
      /* gone */
    }
  }
  return out;
}

/** RSS (MB) of every process descended from this one, and of the functions worker(s). */
function treeRss() {
  const table = procTable();
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of table) {
      if (!mine.has(p.pid) && mine.has(p.ppid)) {
        mine.add(p.pid);
        grew = true;
      }
    }
  }
  mine.delete(process.pid);
  const procs = table.filter((p) => mine.has(p.pid));
  const mb = (kb) => Math.round(kb / 1024);
  return {
    tree: mb(procs.reduce((s, p) => s + p.rssKb, 0)),
    worker: mb(procs.filter((p) => /functionsEmulatorRuntime/.test(p.cmd)).reduce((s, p) => s + p.rssKb, 0)),
    // The largest single worker: during a settlement, the one running admin_settleWeek.
    workerMax: mb(Math.max(0, ...procs.filter((p) => /functionsEmulatorRuntime/.test(p.cmd)).map((p) => p.rssKb))),
    firestore: mb(procs.filter((p) => /firestore-standin/.test(p.cmd)).reduce((s, p) => s + p.rssKb, 0)),
  };
}

function sampleRss() {
  const peak = { tree: 0, worker: 0, workerMax: 0, firestore: 0 };
  const timer = setInterval(() => {
    const now = treeRss();
    for (const k of Object.keys(peak)) peak[k] = Math.max(peak[k], now[k]);
  }, 200);
  return { stop: () => (clearInterval(timer), peak) };
}

// ---- direct seeding ----
async function seedPlayers(db, n) {
  const now = Date.now();
  const PER_BATCH = 240; // 2 writes each, < 500 per batch
  for (let start = 0; start < n; start += PER_BATCH) {
    const batch = db.batch();
    for (let i = start; i < Math.min(n, start + PER_BATCH); i++) {
      const uid = `bench${String(i).padStart(6, '0')}x${(i * 7919).toString(36)}`;
      const owned = [];
      let spent = 0;
      for (let k = 0; k < 5; k++) {
        const [defenseId, price] = DEFENSES[(i + k * 3) % DEFENSES.length];
        if (owned.some((o) => o.defenseId === defenseId)) continue;
        owned.push({ defenseId, pricePaidTenths: price, deployed: true });
        spent += price;
      }
      const player = {
        uid,
        displayName: `Bench ${i}`,
        email: `${uid}@bench.test`,
        createdAt: now,
        joinedAt: now - n + i,
        seq: 1,
        balanceTenths: 1000 - spent,
        squad: { owned, lead: owned[0]?.defenseId ?? null },
        seasonPoints: (i * 37) % 60,
        pointsByWeek: {},
        quizPassed: [],
        leagues: i % 2 ? [LEAGUE_ID] : [],
        deadlineReminders: true,
        updatedAt: now,
      };
      batch.set(db.collection('players').doc(uid), player);
      batch.set(db.collection('players').doc(uid).collection('ledger').doc('0000000001'), {
        seq: 1,
        at: now,
        kind: 'open',
        deltaTenths: 1000,
        balanceTenths: 1000,
        detail: 'Starting balance',
      });
    }
    await batch.commit();
  }
  await db
    .collection('leagues')
    .doc(LEAGUE_ID)
    .set({ id: LEAGUE_ID, name: 'Bench league', code: LEAGUE_CODE, ownerUid: 'bench', createdAt: now });
  await db.collection('leagueCodes').doc(LEAGUE_CODE).set({ leagueId: LEAGUE_ID, createdAt: now });
}

/**
 * What one leaderboard_getPage reads: the functions' own handler and store (loaded from source)
 * run here over the stack's Firestore wrapped by the counting wrapper; the season key read
 * uncounted, as an instance caches it.
 */
let leaderboardCode;
async function countedPage(db, who, payload) {
  if (!leaderboardCode) {
    const jiti = createJiti(import.meta.url);
    leaderboardCode = {
      L: await jiti.import('../../apps/functions/src/handlers/leaderboard.ts'),
      S: await jiti.import('../../apps/functions/src/infra/leaderboard-store.ts'),
      P: await jiti.import('../../apps/functions/src/infra/privacy-keys.ts'),
    };
  }
  const { L, S, P } = leaderboardCode;
  const counting = countingFirestore(db);
  const ctx = {
    uid: who.uid,
    email: null,
    emailVerified: true,
    displayName: null,
    roles: [],
    signInProvider: 'password',
    now: Date.now(),
  };
  await L.getLeaderboardPage(ctx, payload, { repo: S.leaderboardRepo(counting.db), opaque: P.seasonOpaqueSource(db) });
  const { documents, aggregations, indexEntries } = counting.tally;
  return { documents, aggregations, indexEntries };
}

async function benchSettlement(stack, db, adminUser, reader, late, n) {
  await stack.resetFirestore();
  const t0 = performance.now();
  await seedPlayers(db, n);
  const seedMs = performance.now() - t0;
  await callOk(env, 'user_getBalance', null, reader);
  await callOk(env, 'league_join', { code: LEAGUE_CODE }, reader);
  const week = await openBenchWeek(env, adminUser);
  await sleep(500);
  const before = treeRss();
  const sampler = sampleRss();
  const s0 = performance.now();
  let out;
  let calls = 0;
  do {
    // Each call starts (or re-drives) the fan-out and waits up to 45 s for it: call until settled.
    out = await callOk(env, 'admin_settleWeek', { weekId: week.id }, adminUser);
    calls += 1;
  } while (out.status !== 'settled');
  const settleMs = performance.now() - s0;
  const peak = sampler.stop();

  // A player who joins after the settlement: not in its ranking pass.
  await callOk(env, 'user_getBalance', null, late);
  const pages = {};
  const scopes = [
    ['global', { limit: 20 }, reader],
    ['league', { leagueId: LEAGUE_ID, limit: 20 }, reader],
    ['global, joined since', { limit: 20 }, late],
  ];
  for (const [label, payload, who] of scopes) {
    const first = await callOk(env, 'leaderboard_getPage', payload, who);
    // The second page through the callable too: the cursor it was given opens.
    if (first.nextCursor) await callOk(env, 'leaderboard_getPage', { ...payload, cursor: first.nextCursor }, who);
    pages[label] = {
      total: first.total,
      myRank: first.me?.rank ?? null,
      page1: await countedPage(db, who, payload),
      page2: first.nextCursor ? await countedPage(db, who, { ...payload, cursor: first.nextCursor }) : null,
    };
  }
  return {
    players: out.settledPlayers,
    seedMs: Math.round(seedMs),
    settleMs: Math.round(settleMs),
    settleCalls: calls,
    msPerPlayer: +(settleMs / out.settledPlayers).toFixed(3),
    playersPerSecond: Math.round(out.settledPlayers / (settleMs / 1000)),
    rssBeforeMb: before,
    rssPeakMb: peak,
    leaderboard: pages,
  };
}

async function benchShop(adminUser) {
  const players = [];
  for (let i = 0; i < 20; i++) {
    players.push(
      await ensureAccount(env, { email: `shop${i}@bench.test`, password: 'bench-pw-123', displayName: `Shopper ${i}` }),
    );
  }
  await Promise.all(players.map((p) => callOk(env, 'user_getBalance', null, p)));
  const pings = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await callOk(env, 'system_ping', null, adminUser);
    pings.push(performance.now() - t);
  }
  // Warm-up, not measured: the Functions emulator starts one worker process per in-flight
  // request (1–2 s each, 20 at once on 2 cores: many seconds), and a worker's first Firestore
  // call loads and connects its gRPC client (about a second of CPU more). Each player first buys
  // its first defense for real, then asks for it again (refused: already owned, after reading
  // Firestore), so every worker has served a Firestore transaction before the clock starts —
  // as in production once a region's instances are warm.
  const coldStart = performance.now();
  const warm = [];
  for (const round of ['buy', 'again']) {
    await Promise.all(
      players.map(async (p, i) => {
        const res = await callCallable(
          env,
          'shop_buyDefense',
          { defenseId: DEFENSES[i % DEFENSES.length][0], requestId: `warm-${round}-${i}` },
          p,
        );
        warm.push(res.ok ? 'ok' : res.code);
      }),
    );
  }
  const warmUpMs = performance.now() - coldStart;
  const latencies = [];
  const failures = {};
  let rid = 0;
  await Promise.all(
    players.map(async (p, i) => {
      for (let k = 1; k < 10; k++) {
        const [defenseId] = DEFENSES[(i + k) % DEFENSES.length];
        const t = performance.now();
        const res = await callCallable(env, 'shop_buyDefense', { defenseId, requestId: `bench-${i}-${k}-${rid++}` }, p);
        latencies.push(performance.now() - t);
        if (!res.ok) failures[res.code] = (failures[res.code] ?? 0) + 1;
      }
    }),
  );
  return {
    concurrentPlayers: 20,
    calls: latencies.length,
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    maxMs: Math.round(Math.max(...latencies)),
    refusals: failures,
    pingP50Ms: Math.round(percentile(pings, 50)),
    warmUpMs: Math.round(warmUpMs),
    warmUpOutcomes: Object.fromEntries([...new Set(warm)].map((o) => [o, warm.filter((w) => w === o).length])),
    p90Ms: Math.round(percentile(latencies, 90)),
    p99Ms: Math.round(percentile(latencies, 99)),
  };
}

async function main() {
  const stack = await startStack({ profile: 'bench', projectId, ports, log });
  try {
    const db = await adminFirestore(env, 'bench');
    const adminUser = await benchAdmin(env, 'admin@bench.test', 'Bench Admin');
    const reader = await ensureAccount(env, {
      email: 'reader@bench.test',
      password: 'bench-pw-123',
      displayName: 'Bench Reader',
    });
    const late = await ensureAccount(env, {
      email: 'late@bench.test',
      password: 'bench-pw-123',
      displayName: 'Bench Late',
    });

    // Results are written after every stage, so a run stopped early still leaves its figures.
    const result = {
      at: new Date().toISOString(),
      firestore: stack.firestore.kind,
      machine: { cpus: (await import('node:os')).cpus().length },
      settlement: [],
      shop: null,
    };
    const save = () => {
      mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
      writeFileSync(join(ROOT, 'bench-results/engine.json'), JSON.stringify(result, null, 2) + '\n');
    };
    if (!SKIP_SHOP) {
      log('shop latency with 20 concurrent players…');
      result.shop = await benchShop(adminUser);
      save();
    }
    const shop = result.shop;
    const settlement = result.settlement;
    for (const n of SIZES) {
      log(`settlement with ${n} players…`);
      settlement.push(await benchSettlement(stack, db, adminUser, reader, late, n));
      save();
      log(JSON.stringify(settlement.at(-1)));
    }

    console.log('\nSettlement (Firestore: %s)', stack.firestore.kind);
    console.table(
      settlement.map((s) => ({
        players: s.players,
        'settle s': (s.settleMs / 1000).toFixed(1),
        'ms/player': s.msPerPlayer,
        'players/s': s.playersPerSecond,
        'largest worker RSS before→peak MB': `${s.rssBeforeMb.workerMax}→${s.rssPeakMb.workerMax}`,
        'Firestore RSS before→peak MB': `${s.rssBeforeMb.firestore}→${s.rssPeakMb.firestore}`,
        'tree RSS before→peak MB': `${s.rssBeforeMb.tree}→${s.rssPeakMb.tree}`,
      })),
    );
    console.log('Leaderboard reads per page (documents; count aggregations and the index entries they counted)');
    console.table(
      settlement.flatMap((s) =>
        Object.entries(s.leaderboard).map(([scope, p]) => ({
          players: s.players,
          scope,
          rows: p.total,
          'page 1 docs': p.page1?.documents,
          'page 2 docs': p.page2?.documents,
          'my rank': p.myRank,
          aggregations: p.page1?.aggregations,
          'index entries counted': p.page1?.indexEntries ?? null,
        })),
      ),
    );
    if (shop) {
      console.log(
        'shop_buyDefense, 20 players at once (warm workers; warm-up %s s not counted)',
        (shop.warmUpMs / 1000).toFixed(1),
      );
      console.table([
        {
          calls: shop.calls,
          'p50 ms': shop.p50Ms,
          'p90 ms': shop.p90Ms,
          'p95 ms': shop.p95Ms,
          'p99 ms': shop.p99Ms,
          'max ms': shop.maxMs,
          'system_ping p50 ms': shop.pingP50Ms,
          refusals: JSON.stringify(shop.refusals),
        },
      ]);
    }
    console.log('Written to bench-results/engine.json');
  } finally {
    await stack.stop();
  }
}

await main();
