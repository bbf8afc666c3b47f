import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, type CallableName } from './callables';
import {
  HOUR_MS,
  IP_RATE_LIMIT,
  RATE_LIMITS,
  fullAgainAt,
  isReadOnlyCallable,
  rateRuleFor,
  takeToken,
  tokensAt,
  type BucketState,
  type RateRule,
} from './rate-limits';
import { ADMIN_CALLABLES, PUBLIC_CALLABLES } from './limits';

const rule = fc.record({ burst: fc.integer({ min: 1, max: 200 }), perHour: fc.integer({ min: 1, max: 5000 }) });
/** Call times: sorted offsets (ms) over up to a day. */
const times = fc
  .array(fc.integer({ min: 0, max: 24 * HOUR_MS }), { minLength: 1, maxLength: 400 })
  .map((xs) => xs.sort((a, b) => a - b));

/** Replays calls at `at` (ascending) through the rule; returns which were allowed. */
function run(r: RateRule, at: number[]): boolean[] {
  let state: BucketState | null = null;
  return at.map((t) => {
    const out = takeToken(r, state, t);
    if (out.ok) state = out.state;
    return out.ok;
  });
}

describe('RATE_LIMITS covers every signed-in callable, reads included', () => {
  it('every callable but the public connection probe has a per-player rule', () => {
    for (const name of CALLABLE_NAMES) {
      if (PUBLIC_CALLABLES.includes(name)) expect(rateRuleFor(name), name).toBeNull();
      else expect(rateRuleFor(name), name).not.toBeNull();
    }
  });

  it('the reads the review named are limited: a burst of 300 leaderboard reads is cut', () => {
    for (const name of ['leaderboard_getPage', 'week_getReport', 'admin_getStats', 'admin_getAudit'] as const) {
      expect(isReadOnlyCallable(name)).toBe(true);
      expect(rateRuleFor(name)?.burst, name).toBeLessThan(300);
    }
    const served = Array.from({ length: 300 }, () => 0).reduce<{ state: BucketState | null; ok: number }>(
      (acc) => {
        const out = takeToken(RATE_LIMITS.leaderboard_getPage, acc.state, 1_000);
        return out.ok ? { state: out.state, ok: acc.ok + 1 } : acc;
      },
      { state: null, ok: 0 },
    ).ok;
    expect(served).toBe(RATE_LIMITS.leaderboard_getPage.burst);
  });

  it("the address limit is far above one player's (a school or a carrier shares one address)", () => {
    // Players' callables (admin ones are few and generous for the season's tools and tests).
    const players = Object.entries(RATE_LIMITS)
      .filter(([name]) => !ADMIN_CALLABLES.includes(name as CallableName))
      .map(([, r]) => r);
    expect(IP_RATE_LIMIT.burst).toBeGreaterThanOrEqual(10 * Math.max(...players.map((r) => r.burst)));
    expect(IP_RATE_LIMIT.perHour).toBeGreaterThanOrEqual(10 * Math.max(...players.map((r) => r.perHour)));
  });

  it('every rule allows at least one call and refills', () => {
    for (const [name, r] of Object.entries(RATE_LIMITS)) {
      expect(r.burst, name).toBeGreaterThanOrEqual(1);
      expect(r.perHour, name).toBeGreaterThan(0);
    }
  });
});

describe('takeToken (token bucket)', () => {
  it('a full bucket allows exactly `burst` calls at one instant, then refuses', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 1e12 }), (r, t) => {
        const allowed = run(
          r,
          Array.from({ length: r.burst + 3 }, () => t),
        );
        expect(allowed.filter(Boolean)).toHaveLength(r.burst);
        expect(allowed.slice(r.burst)).toEqual([false, false, false]);
      }),
    );
  });

  it('never allows more than burst + perHour × elapsed hours over any run of calls', () => {
    fc.assert(
      fc.property(rule, times, (r, at) => {
        const allowed = run(r, at);
        // Every window [at[i], at[j]] of the run, not only the whole of it.
        for (let i = 0; i < at.length; i += Math.max(1, Math.floor(at.length / 20))) {
          let count = 0;
          for (let j = i; j < at.length; j++) {
            if (allowed[j]) count += 1;
            const hours = ((at[j] as number) - (at[i] as number)) / HOUR_MS;
            expect(count).toBeLessThanOrEqual(r.burst + r.perHour * hours + 1e-9);
          }
        }
      }),
    );
  });

  it('never refuses a caller who keeps to the refill rate', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 1e12 }), (r, n, start) => {
        const gap = Math.ceil(HOUR_MS / r.perHour);
        expect(
          run(
            r,
            Array.from({ length: n }, (_, i) => start + i * gap),
          ).every(Boolean),
        ).toBe(true);
      }),
    );
  });

  it('a refusal names a wait after which the call is allowed (and not much before)', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 1e12 }), (r, t) => {
        let state: BucketState | null = null;
        for (let i = 0; i < r.burst; i++) {
          const out = takeToken(r, state, t);
          if (out.ok) state = out.state;
        }
        const refused = takeToken(r, state, t);
        expect(refused.ok).toBe(false);
        if (refused.ok) return;
        expect(takeToken(r, state, t + refused.retryAfterMs).ok).toBe(true);
        if (refused.retryAfterMs > 1) expect(takeToken(r, state, t + refused.retryAfterMs - 2).ok).toBe(false);
      }),
    );
  });

  it('a bucket is full again at fullAgainAt, so a record deleted then (TTL) changes nothing', () => {
    fc.assert(
      fc.property(rule, times, (r, at) => {
        let state: BucketState | null = null;
        for (const t of at) {
          const out = takeToken(r, state, t);
          if (out.ok) state = out.state;
        }
        if (!state) return;
        const s: BucketState = state;
        expect(tokensAt(r, s, fullAgainAt(r, s))).toBe(r.burst);
        expect(tokensAt(r, null, 0)).toBe(r.burst);
      }),
    );
  });

  it('a clock that goes back refills nothing', () => {
    const r = { burst: 2, perHour: 60 };
    const first = takeToken(r, null, 10 * HOUR_MS);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(tokensAt(r, first.state, 0)).toBe(1);
  });
});
