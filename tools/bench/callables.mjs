#!/usr/bin/env node
// Callable latency: warm p50/p95 of the reads a player waits on (user_getBalance,
// user_getDefenses, week_getCurrent, leaderboard_getPage's first page, learning_getReport) and of
// shop_buyDefense (and the shop_sellDefense that undoes it), against system_ping (the public connection probe: App
// Check and an empty payload checked, nothing else) measured in the same run, as ratios. Sequential calls, interleaved round
// by round so that a busy moment on the machine hits every callable alike.
// --against <git ref>: the ref's functions on a second stack of their own (ports +REF_PORT_OFFSET), the same
// rounds alternating between the two, so both sets of ratios come from one run.
//   node tools/bench/callables.mjs [--calls 200] [--against <ref>] [--json <file>]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { argValue, printAndSave, withStack } from './bench-stack.mjs';
import { checkoutRef } from './lighthouse-compare.mjs';
import { callCallable, createVerifiedUser, requestId, sleep, summarise } from './emulator-http.mjs';
import { table } from './table.mjs';

const BASELINE = 'system_ping';
const DEFENSE = 'RegularPasswordChanges'; // the cheapest card: buying and selling it leaves the balance as it was
const WARMUP = 10;
const ROUNDS_PER_PLAYER = 50;
/**
 * A round writes its player's rate-limit document once per signed-in call (7): at least 11 s
 * between a player's rounds keeps it under Firestore's sustained 1 write a second per document
 * (the limits guard reports more than 10 in 10 s; one player taking every round wrote it 44 times
 * in 10 s, and the guard failed the run). The players take turns, enough of them that a quiet
 * machine's rounds (about 0.5 s for both stacks) seldom wait.
 */
const MIN_PLAYER_GAP_MS = 11_000;
const PLAYERS = 24;

const STEPS = [
  [BASELINE, () => null],
  ['user_getBalance', () => null],
  ['user_getDefenses', () => null],
  ['week_getCurrent', () => null],
  ['leaderboard_getPage', () => ({})],
  ['learning_getReport', () => null],
  ['shop_buyDefense', () => ({ defenseId: DEFENSE, requestId: requestId('lat-buy') })],
  ['shop_sellDefense', () => ({ defenseId: DEFENSE, requestId: requestId('lat-sell') })],
];

/**
 * Where the ref's stack sits: FS_PORT_BASE + 50. A stack takes 13 ports (base to +12), and on a
 * shared machine each FS_PORT_BASE owns a block of 100, so base + 100 is the next block's stack
 * (another run's): +50 keeps both stacks inside this run's block.
 */
export const REF_PORT_OFFSET = 50;

/** The ref's functions on a stack of their own: its own start script, ports shifted by REF_PORT_OFFSET. */
async function startRefStack(ref, s, log) {
  const { startStack } = await import(pathToFileURL(join(ref.dir, 'tools/emulators/stack.mjs')).href);
  const ports = Object.fromEntries(Object.entries(s.ports).map(([k, v]) => [k, v + REF_PORT_OFFSET]));
  return startStack({
    profile: `bench-ref-${ports.auth}`,
    projectId: `${s.projectId}-ref`,
    ports,
    web: false,
    warm: true,
    log: (l) => log(`[ref stack] ${l}`),
  });
}

export async function benchCallables({ stack, calls = 200, against, log = console.log } = {}) {
  if (!against) return withStack(stack, (s) => measure([{ label: 'this', stack: s }], calls, log), { log });
  const ref = checkoutRef(against, log);
  try {
    return await withStack(
      stack,
      async (s) => {
        const refStack = await startRefStack(ref, s, log);
        try {
          const r = await measure(
            [
              { label: 'this', stack: s },
              { label: against, stack: refStack },
            ],
            calls,
            log,
          );
          return { ...r, against, sha: ref.sha };
        } finally {
          await refStack.stop();
        }
      },
      { log },
    );
  } finally {
    ref.remove();
  }
}

/** Rounds of every step on each target in turn; one result per target. */
async function measure(targets, calls, log) {
  const perTarget = [];
  for (const t of targets) perTarget.push(await prepare(t.stack, calls));
  const run = async (record) => {
    for (const p of perTarget) await p.round(record);
  };
  log(`[callables] warming up (${WARMUP} rounds: the first call to each function starts its worker)`);
  for (let i = 0; i < WARMUP; i++) await run(false);
  log(
    `[callables] ${calls} rounds of ${STEPS.map(([n]) => n).join(', ')}${targets.length > 1 ? `, alternating ${targets.map((t) => t.label).join(' / ')}` : ''}`,
  );
  const t0 = Date.now();
  for (let i = 0; i < calls; i++) await run(true);
  const seconds = (Date.now() - t0) / 1000;
  const results = targets.map((t, i) => ({ label: t.label, seconds, calls, ...perTarget[i].result() }));
  return targets.length === 1 ? results[0] : { calls, seconds, targets: results };
}

/** A target's players (made before the clock starts) and its round of every step. */
async function prepare(s, calls) {
  // One player buys and sells at most ROUNDS_PER_PLAYER times: more would be refused by the
  // per-player rate limits (libs/domain RATE_LIMITS), which is what they are for; and at most once
  // every MIN_PLAYER_GAP_MS (turns). Each player's record is created before the clock starts.
  const users = [];
  for (let i = 0; i < Math.max(PLAYERS, Math.ceil((calls + WARMUP) / ROUNDS_PER_PLAYER)); i++) {
    const u = await createVerifiedUser(s, {
      email: `latency-${Date.now().toString(36)}-${i}@bench.test`,
      displayName: 'Latency',
    });
    await callCallable(s, 'user_getBalance', null, u.idToken);
    users.push(u);
  }
  let rounds = 0;
  const steps = STEPS;
  const samples = Object.fromEntries(steps.map(([n]) => [n, []]));
  const errors = Object.fromEntries(steps.map(([n]) => [n, {}]));
  let leaderboardTotal = null;
  const lastRound = new Map();
  const round = async (record) => {
    const user = users[rounds++ % users.length];
    // Its turn comes round again: wait if its last round began less than MIN_PLAYER_GAP_MS ago (between calls, not timed).
    const wait = (lastRound.get(user) ?? -Infinity) + MIN_PLAYER_GAP_MS - Date.now();
    if (wait > 0) await sleep(wait);
    lastRound.set(user, Date.now());
    for (const [name, payload] of steps) {
      const out = await callCallable(s, name, payload(), user.idToken);
      if (name === 'leaderboard_getPage' && out.ok) leaderboardTotal = out.data?.total ?? leaderboardTotal;
      if (!record) continue;
      if (out.ok) samples[name].push(out.ms);
      else errors[name][out.code] = (errors[name][out.code] ?? 0) + 1;
    }
  };
  const result = () => {
    const base = summarise(samples[BASELINE]);
    const rows = steps.map(([name]) => {
      const st = summarise(samples[name]);
      return {
        callable: name,
        ok: st.n,
        errors: Object.values(errors[name]).reduce((a, b) => a + b, 0),
        errorCodes: errors[name],
        p50Ms: st.p50,
        p95Ms: st.p95,
        ratioP50: st.p50 && base.p50 ? st.p50 / base.p50 : null,
        ratioP95: st.p95 && base.p95 ? st.p95 / base.p95 : null,
      };
    });
    return { baseline: BASELINE, leaderboardTotal, firestore: s.firestore?.kind ?? null, rows };
  };
  return { round, result };
}

const f1 = (n) => (n === null || n === undefined ? '-' : n.toFixed(1));
const f2 = (n) => (n === null || n === undefined ? '-' : `${n.toFixed(2)}x`);

function callablesTable(r) {
  return table(
    ['callable', 'ok', 'errors', 'p50 ms', 'p95 ms', 'p50 ratio', 'p95 ratio'],
    r.rows.map((x) => [
      x.callable,
      x.ok,
      x.errors ? `${x.errors} ${JSON.stringify(x.errorCodes)}` : 0,
      f1(x.p50Ms),
      f1(x.p95Ms),
      f2(x.ratioP50),
      f2(x.ratioP95),
    ]),
  );
}

export function formatCallables(r) {
  if (r.targets) {
    const [mine, ref] = r.targets;
    const refRow = (name) => ref.rows.find((x) => x.callable === name);
    return [
      `Callables side by side: ${r.calls} rounds alternating between this checkout's functions and ${r.against}'s (${r.sha.slice(0, 10)}), each on a stack of its own; ratio = callable / ${mine.baseline} on the same stack.`,
      ...mine.rows
        .filter((x) => x.callable !== mine.baseline)
        .map(
          (x) =>
            `${x.callable}: ${f2(x.ratioP50)} vs ${f2(refRow(x.callable)?.ratioP50)} (ref) of ${mine.baseline}, p50 ${f1(x.p50Ms)} vs ${f1(refRow(x.callable)?.p50Ms)} ms`,
        ),
      `this checkout (Firestore ${mine.firestore}):`,
      callablesTable(mine),
      `${r.against}:`,
      callablesTable(ref),
    ].join('\n');
  }
  return [
    `Callables: warm latency, ${r.calls} sequential calls each, interleaved, same run (Functions emulator, Firestore ${r.firestore}); ratio = callable / ${r.baseline}. Leaderboard size: ${r.leaderboardTotal ?? '?'} players.`,
    callablesTable(r),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const result = await benchCallables({
    calls: Number(argValue(argv, 'calls', 200)),
    against: argValue(argv, 'against', undefined),
  });
  printAndSave(argv, result, formatCallables);
  process.exit(0);
}
