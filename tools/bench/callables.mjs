#!/usr/bin/env node
// Callable latency: warm p50/p95 of user_getBalance, shop_buyDefense (and the shop_sellDefense
// that undoes it) and leaderboard_getPage, against system_ping (the public connection probe: App
// Check and an empty payload checked, nothing else) measured in the same run, as ratios. Sequential calls, interleaved round
// by round so that a busy moment on the machine hits every callable alike.
//   node tools/bench/callables.mjs [--calls 200] [--json <file>]
import { pathToFileURL } from 'node:url';
import { argValue, printAndSave, withStack } from './bench-stack.mjs';
import { callCallable, createVerifiedUser, requestId, summarise } from './emulator-http.mjs';
import { table } from './table.mjs';

const BASELINE = 'system_ping';
const DEFENSE = 'RegularPasswordChanges'; // the cheapest card: buying and selling it leaves the balance as it was
const WARMUP = 10;
const ROUNDS_PER_PLAYER = 50;

export async function benchCallables({ stack, calls = 200, log = console.log } = {}) {
  return withStack(
    stack,
    async (s) => {
      // One player buys and sells at most ROUNDS_PER_PLAYER times: more would be refused by the
      // per-player rate limits (libs/domain RATE_LIMITS), which is what they are for. Each player's
      // record is created before the clock starts.
      const users = [];
      for (let i = 0; i < Math.ceil((calls + WARMUP) / ROUNDS_PER_PLAYER); i++) {
        const u = await createVerifiedUser(s, {
          email: `latency-${Date.now().toString(36)}-${i}@bench.test`,
          displayName: 'Latency',
        });
        await callCallable(s, 'user_getBalance', null, u.idToken);
        users.push(u);
      }
      let rounds = 0;
      const steps = [
        [BASELINE, () => null],
        ['user_getBalance', () => null],
        ['shop_buyDefense', () => ({ defenseId: DEFENSE, requestId: requestId('lat-buy') })],
        ['shop_sellDefense', () => ({ defenseId: DEFENSE, requestId: requestId('lat-sell') })],
        ['leaderboard_getPage', () => ({})],
      ];
      const samples = Object.fromEntries(steps.map(([n]) => [n, []]));
      const errors = Object.fromEntries(steps.map(([n]) => [n, {}]));
      let leaderboardTotal = null;
      const round = async (record) => {
        const user = users[Math.floor(rounds++ / ROUNDS_PER_PLAYER)];
        for (const [name, payload] of steps) {
          const out = await callCallable(s, name, payload(), user.idToken);
          if (name === 'leaderboard_getPage' && out.ok) leaderboardTotal = out.data?.total ?? leaderboardTotal;
          if (!record) continue;
          if (out.ok) samples[name].push(out.ms);
          else errors[name][out.code] = (errors[name][out.code] ?? 0) + 1;
        }
      };
      log(`[callables] warming up (${WARMUP} rounds: the first call to each function starts its worker)`);
      for (let i = 0; i < WARMUP; i++) await round(false);
      log(`[callables] ${calls} rounds of ${steps.map(([n]) => n).join(', ')}`);
      const t0 = Date.now();
      for (let i = 0; i < calls; i++) await round(true);
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
      return {
        calls,
        baseline: BASELINE,
        seconds: (Date.now() - t0) / 1000,
        leaderboardTotal,
        firestore: s.firestore?.kind ?? null,
        rows,
      };
    },
    { log },
  );
}

const f1 = (n) => (n === null || n === undefined ? '-' : n.toFixed(1));
const f2 = (n) => (n === null || n === undefined ? '-' : `${n.toFixed(2)}x`);

export function formatCallables(r) {
  return [
    `Callables: warm latency, ${r.calls} sequential calls each, interleaved, same run (Functions emulator, Firestore ${r.firestore}); ratio = callable / ${r.baseline}. Leaderboard size: ${r.leaderboardTotal ?? '?'} players.`,
    table(
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
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const result = await benchCallables({ calls: Number(argValue(argv, 'calls', 200)) });
  printAndSave(argv, result, formatCallables);
  process.exit(0);
}
