#!/usr/bin/env node
// Deadline load: N simulated players (default 200), made up front, sign in (Auth emulator REST)
// and buy, sell and set lineups through the callables for a fixed time (default 60 s), with at
// most C requests in flight. Prints throughput, p50/p95 and errors. It stops by itself (time
// and request-count bounds) and refuses any target that is not loopback or not a demo-* project.
//   node tools/bench/load.mjs [--players 200] [--duration 60] [--concurrency 8] [--max-requests 50000] [--json <file>]
import { pathToFileURL } from 'node:url';
import { argValue, printAndSave, withStack } from './bench-stack.mjs';
import { SUSTAINED_WINDOW_S, formatGuardReport, guardReport, readGuardRecords } from '../emulators/limits-report.mjs';
import { assertLocal, callCallable, createVerifiedUser, requestId, signIn, summarise } from './emulator-http.mjs';
import { table } from './table.mjs';

// Cheap cards in two positions (at most 3 per position), so a player can always afford the next one.
const POOL = [
  'RegularPasswordChanges',
  'AtmInspections',
  'BackgroundChecks',
  'DeepfakeDetection',
  'PrincipleOfLeastPrivilege',
  'SegregationOfDuties',
];
const MAX_HELD = 3;

async function eachLimited(items, limit, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

export async function benchLoad({
  stack,
  players = 200,
  durationS = 60,
  concurrency = 8,
  maxRequests = 50_000,
  log = console.log,
} = {}) {
  if (!(players >= 1 && players <= 5000)) throw new Error('--players must be 1…5000');
  if (!(durationS > 0 && durationS <= 600)) throw new Error('--duration must be 1…600 seconds');
  if (!(concurrency >= 1 && concurrency <= 64)) throw new Error('--concurrency must be 1…64');
  return withStack(
    stack,
    async (s) => {
      assertLocal(`http://127.0.0.1:${s.ports.auth}/`, s.projectId);
      const tag = Date.now().toString(36);
      const tSetup = Date.now();
      const roster = new Array(players);
      log(`[load] creating ${players} verified players`);
      await eachLimited([...roster.keys()], 8, async (i) => {
        const u = await createVerifiedUser(s, { email: `load-${tag}-${i}@bench.test`, displayName: `Load ${i}` });
        roster[i] = { ...u, held: [] };
      });
      const setupSeconds = (Date.now() - tSetup) / 1000;

      const samples = {};
      const all = [];
      const errors = {};
      let requests = 0;
      let sessions = 0;
      let recording = false;
      const record = (op, out) => {
        requests++;
        if (!recording) return;
        (samples[op] ??= []).push(out.ms);
        all.push(out.ms);
        if (!out.ok) {
          const key = `${op}: ${out.code}${out.infra ? ' (infrastructure)' : ''}`;
          errors[key] = (errors[key] ?? 0) + 1;
        }
      };

      /** One visit: sign in, then buy or sell a card and set the lineup (what players do at the deadline). */
      const session = async (p) => {
        const t0 = performance.now();
        let idToken = null;
        try {
          idToken = await signIn(s, p.email, p.password);
          record('auth.signIn', { ok: true, ms: performance.now() - t0 });
        } catch (e) {
          record('auth.signIn', { ok: false, ms: performance.now() - t0, code: e.message.slice(0, 60), infra: true });
          return;
        }
        const selling = p.held.length >= MAX_HELD;
        const defenseId = selling
          ? p.held[Math.floor(Math.random() * p.held.length)]
          : POOL.filter((d) => !p.held.includes(d))[Math.floor(Math.random() * (POOL.length - p.held.length))];
        const op = selling ? 'shop_sellDefense' : 'shop_buyDefense';
        const trade = await callCallable(s, op, { defenseId, requestId: requestId('load') }, idToken);
        record(op, trade);
        if (trade.ok) p.held = trade.data.defenses.map((d) => d.defenseId);
        const deployed = p.held.slice(0, 7);
        const lineup = await callCallable(
          s,
          'squad_setLineup',
          { deployed, lead: deployed[0] ?? null, requestId: requestId('load') },
          idToken,
        );
        record('squad_setLineup', lineup);
        sessions++;
      };

      // Warm-up, not recorded: the emulator runs one request per worker process, so each function
      // needs up to `concurrency` workers started before the clock starts.
      log(`[load] warming up ${concurrency} workers per function`);
      await eachLimited(roster.slice(0, Math.min(players, concurrency * 2)), concurrency, session);

      log(`[load] ${durationS} s with ${players} players, ${concurrency} in flight`);
      recording = true;
      sessions = 0;
      const startRequests = requests;
      const deadline = Date.now() + durationS * 1000;
      const t0 = Date.now();
      let cursor = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < deadline && requests - startRequests < maxRequests) {
            await session(roster[cursor++ % players]);
          }
        }),
      );
      recording = false;
      const elapsed = (Date.now() - t0) / 1000;
      // The limits guard's records of the run (every worker appends its second's commits each second).
      await new Promise((r) => setTimeout(r, 1500));
      const records = s.limitsGuard?.on ? readGuardRecords(s.limitsGuard.dir) : null;
      const done = requests - startRequests;
      const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
      const infraErrors = Object.entries(errors)
        .filter(([k]) => k.includes('(infrastructure)'))
        .reduce((a, [, v]) => a + v, 0);
      const byOp = Object.entries(samples).map(([op, v]) => ({ op, ...summarise(v) }));
      return {
        players,
        durationS,
        concurrency,
        setupSeconds,
        elapsedSeconds: elapsed,
        sessions,
        requests: done,
        throughputRps: done / elapsed,
        overall: summarise(all),
        byOp,
        errors: errorCount,
        infrastructureErrors: infraErrors,
        errorCodes: errors,
        firestore: s.firestore?.kind ?? null,
        statsShards: records
          ? shardWrites(records, 'stats/', Math.floor(t0 / 1000), Math.floor(Date.now() / 1000))
          : null,
        guard: records ? guardReport(records) : null,
      };
    },
    { log },
  );
}

/**
 * Writes on the documents under `prefix` (the stats shards) in the seconds [fromS, toS]: how many a
 * second in all, and the busiest document's most in SUSTAINED_WINDOW_S seconds (the limits
 * guard finds a document past 10; apps/functions/src/handlers/stats.ts sizes the shards to keep
 * the counter writes a second far below that).
 */
export function shardWrites(records, prefix, fromS, toS) {
  const perDoc = new Map();
  let total = 0;
  for (const r of records) {
    if (r.t !== 'docs' || r.s < fromS || r.s > toS) continue;
    for (const [path, n] of Object.entries(r.n)) {
      if (!path.startsWith(prefix)) continue;
      total += n;
      const seconds = perDoc.get(path) ?? new Map();
      perDoc.set(path, seconds);
      seconds.set(r.s, (seconds.get(r.s) ?? 0) + n);
    }
  }
  let busiest = { path: null, writes: 0 };
  for (const [path, seconds] of perDoc)
    for (const start of seconds.keys()) {
      let sum = 0;
      for (let t = start; t < start + SUSTAINED_WINDOW_S; t++) sum += seconds.get(t) ?? 0;
      if (sum > busiest.writes) busiest = { path, writes: sum };
    }
  return { documents: perDoc.size, writesPerS: total / Math.max(1, toS - fromS + 1), busiest };
}

const f1 = (n) => (n === null || n === undefined ? '-' : n.toFixed(1));

export function formatLoad(r) {
  return [
    `Deadline load: ${r.players} players, ${r.concurrency} requests in flight, ${r.elapsedSeconds.toFixed(1)} s (setup ${r.setupSeconds.toFixed(1)} s, not counted). ` +
      `${r.requests} requests in ${r.sessions} sign-in+trade+lineup visits: ${r.throughputRps.toFixed(1)} req/s, p50 ${f1(r.overall.p50)} ms, p95 ${f1(r.overall.p95)} ms, ` +
      `${r.errors} errors (${r.infrastructureErrors} infrastructure).`,
    table(
      ['operation', 'n', 'p50 ms', 'p95 ms', 'mean ms'],
      r.byOp.map((x) => [x.op, x.n, f1(x.p50), f1(x.p95), f1(x.mean)]),
    ),
    ...(r.errors ? [`errors: ${JSON.stringify(r.errorCodes)}`] : []),
    ...(r.statsShards
      ? [
          `stats shards: ${r.statsShards.writesPerS.toFixed(1)} counter writes a second over ${r.statsShards.documents} shards; busiest ${r.statsShards.busiest.path ?? '-'} with ${r.statsShards.busiest.writes} in ${SUSTAINED_WINDOW_S} s (the limit: ${SUSTAINED_WINDOW_S})`,
        ]
      : []),
    ...(r.guard ? [formatGuardReport(r.guard)] : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const result = await benchLoad({
    players: Number(argValue(argv, 'players', process.env.BENCH_PLAYERS ?? 200)),
    durationS: Number(argValue(argv, 'duration', process.env.BENCH_DURATION ?? 60)),
    concurrency: Number(argValue(argv, 'concurrency', 8)),
    maxRequests: Number(argValue(argv, 'max-requests', 50_000)),
  });
  printAndSave(argv, result, formatLoad);
  // A finding of the limits guard (a hot document, a refused commit) fails the run, as in `npm run bench`.
  process.exit(result.guard?.findings.length ? 1 : 0);
}
