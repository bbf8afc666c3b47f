#!/usr/bin/env node
// Rate limits: what a burst meets. One player sends 300 leaderboard reads, one after
// another and then 8 in flight (a fresh player each time): how many are served, how many refused
// with resource-exhausted, how long a served and a refused call take (a refusal costs the bucket's
// transaction, not the page's ~55 reads), and how long until the cut. Then one client address
// sends connection probes until it is cut (the per-address bucket, in the instance's memory),
// and a second address is still served.
//   node tools/bench/limits.mjs [--burst 300] [--json <file>]
import { pathToFileURL } from 'node:url';
import { argValue, printAndSave, withStack } from './bench-stack.mjs';
import { callCallable, createVerifiedUser, summarise } from './emulator-http.mjs';
import { table } from './table.mjs';

// The rules themselves, from libs/domain (TypeScript, loaded through jiti as the other tools do).
const { IP_RATE_LIMIT, RATE_LIMITS } = await (
  await import('jiti')
)
  .createJiti(import.meta.url)
  .import('../../libs/domain/src/contracts/rate-limits.ts');

/** One player's burst of `count` leaderboard reads with `inFlight` at a time. */
async function leaderboardBurst(s, count, inFlight) {
  const u = await createVerifiedUser(s, {
    email: `limits-${Date.now().toString(36)}-${inFlight}@bench.test`,
    displayName: 'Limits',
  });
  // The player's record exists before the clock starts (its first call creates it).
  await callCallable(s, 'user_getBalance', null, u.idToken);
  const served = [];
  const refused = [];
  const other = {};
  let firstRefusalAt = null;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        next += 1;
        const out = await callCallable(s, 'leaderboard_getPage', {}, u.idToken);
        if (out.ok) served.push(out.ms);
        else if (out.status === 429 && out.code === 'rate-limited') {
          refused.push(out.ms);
          firstRefusalAt ??= served.length + refused.length;
        } else other[out.code] = (other[out.code] ?? 0) + 1;
      }
    }),
  );
  return {
    inFlight,
    calls: count,
    served: served.length,
    refused: refused.length,
    other,
    firstRefusalAt,
    seconds: (performance.now() - t0) / 1000,
    servedMs: summarise(served),
    refusedMs: summarise(refused),
  };
}

/** Connection probes from one client address until it is cut (at most 4 × its burst). */
async function addressFlood(s) {
  const from = (client) => ({ forwardedFor: `${client}, 35.191.0.9` });
  const t0 = performance.now();
  let served = 0;
  let refusedCode = null;
  const ms = [];
  for (let i = 0; i < 4 * IP_RATE_LIMIT.burst && !refusedCode; i++) {
    const out = await callCallable(s, 'system_ping', null, null, from('203.0.113.10'));
    if (out.ok) {
      served += 1;
      ms.push(out.ms);
    } else refusedCode = `${out.status} ${out.code}`;
  }
  const seconds = (performance.now() - t0) / 1000;
  const otherAddress = await callCallable(s, 'system_ping', null, null, from('203.0.113.11'));
  return { served, refusedCode, seconds, pingMs: summarise(ms), otherAddressServed: otherAddress.ok };
}

export async function benchLimits({ stack, burst = 300, log = console.log } = {}) {
  return withStack(
    stack,
    async (s) => {
      // Warm the two functions' workers first (their first call starts a process).
      const warm = await createVerifiedUser(s, {
        email: `limits-warm-${Date.now().toString(36)}@bench.test`,
        displayName: 'Warm',
      });
      await callCallable(s, 'leaderboard_getPage', {}, warm.idToken);
      await callCallable(s, 'system_ping', null, null);
      log(`[limits] ${burst} leaderboard reads by one player, one at a time`);
      const sequential = await leaderboardBurst(s, burst, 1);
      log(`[limits] ${burst} leaderboard reads by another player, 8 in flight`);
      const concurrent = await leaderboardBurst(s, burst, 8);
      log('[limits] connection probes from one client address until it is cut');
      const address = await addressFlood(s);
      return {
        rule: RATE_LIMITS.leaderboard_getPage,
        addressRule: IP_RATE_LIMIT,
        firestore: s.firestore?.kind ?? null,
        bursts: [sequential, concurrent],
        address,
      };
    },
    { log },
  );
}

const f1 = (n) => (n === null || n === undefined ? '-' : n.toFixed(1));

export function formatLimits(r) {
  return [
    `Rate limits: leaderboard_getPage allows ${r.rule.burst} at once, then ${r.rule.perHour} an hour, per player (Firestore ${r.firestore}).`,
    table(
      [
        'burst',
        'in flight',
        'served',
        'refused (resource-exhausted)',
        'other',
        'first refusal at call',
        'seconds',
        'served p50 / p95 ms',
        'refused p50 / p95 ms',
      ],
      r.bursts.map((b) => [
        b.calls,
        b.inFlight,
        b.served,
        b.refused,
        Object.keys(b.other).length ? JSON.stringify(b.other) : 0,
        b.firstRefusalAt ?? '-',
        f1(b.seconds),
        `${f1(b.servedMs.p50)} / ${f1(b.servedMs.p95)}`,
        `${f1(b.refusedMs.p50)} / ${f1(b.refusedMs.p95)}`,
      ]),
    ),
    `Per client address (${r.addressRule.burst} at once, then ${r.addressRule.perHour / 3600} a second, per function instance): ${r.address.served} connection probes served from one address in ${f1(r.address.seconds)} s (p50 ${f1(r.address.pingMs.p50)} ms), then ${r.address.refusedCode ?? 'never refused'}; another address ${r.address.otherAddressServed ? 'still served' : 'refused too'}.`,
    r.firestore === 'standin'
      ? "The stand-in has no transaction isolation: with calls in flight together, some read the same count, so more than the burst can pass (real Firestore serialises one player's bucket)."
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const result = await benchLimits({ burst: Number(argValue(argv, 'burst', 300)) });
  printAndSave(argv, result, formatLimits);
  process.exit(0);
}
