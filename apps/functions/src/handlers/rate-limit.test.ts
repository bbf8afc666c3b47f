import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, type CallableName } from '@fraudshield/domain';
import { toHttpsError } from '../infra/http-errors';
import { callerCtx } from '../testing/fake-player-deps';
import { memoryAddressLimiter, memoryRateLimiter, withRateLimit } from './rate-limit';

describe('withRateLimit', () => {
  it('runs a writing callable burst times in a row, then refuses with resource-exhausted without running it', async () => {
    const limiter = memoryRateLimiter();
    let ran = 0;
    const handler = withRateLimit(
      'league_join',
      async () => {
        ran += 1;
        return { leagueId: 'l', name: 'n' };
      },
      () => limiter,
    );
    const ctx = callerCtx();
    const { burst } = RATE_LIMITS.league_join;
    for (let i = 0; i < burst; i++) await handler(ctx, { code: 'ABCDEF' });
    const refused = await handler(ctx, { code: 'ABCDEF' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'rate-limited' });
    expect(ran).toBe(burst);
    const http = toHttpsError(refused, 'league_join');
    expect(http.code).toBe('resource-exhausted');
    expect(http.details).toEqual({ code: 'rate-limited' });
    expect(http.message).toMatch(/too often.*try again in \d+ s/);
    // Another player, and the same player later, are not affected.
    await handler(callerCtx(), { code: 'ABCDEF' });
    await handler({ ...ctx, now: ctx.now + 3_600_000 }, { code: 'ABCDEF' });
    expect(ran).toBe(burst + 2);
  });

  it('keeps one bucket per callable', async () => {
    const limiter = memoryRateLimiter();
    const ctx = callerCtx();
    const join = withRateLimit(
      'league_join',
      async () => ({ leagueId: 'l', name: 'n' }),
      () => limiter,
    );
    const leave = withRateLimit(
      'league_leave',
      async () => ({ leagueId: 'l' }),
      () => limiter,
    );
    for (let i = 0; i < RATE_LIMITS.league_join.burst; i++) await join(ctx, { code: 'ABCDEF' });
    await expect(join(ctx, { code: 'ABCDEF' })).rejects.toMatchObject({ code: 'rate-limited' });
    await expect(leave(ctx, { leagueId: 'l' })).resolves.toEqual({ leagueId: 'l' });
  });

  it('league_preview and league_join share one bucket: guessing codes costs the same through either, in any mix', async () => {
    const limiter = memoryRateLimiter();
    const ctx = callerCtx();
    const preview = withRateLimit(
      'league_preview',
      async () => ({ name: 'n', kind: 'points' as const, members: 1 }),
      () => limiter,
    );
    const join = withRateLimit(
      'league_join',
      async () => ({ leagueId: 'l', name: 'n' }),
      () => limiter,
    );
    const { burst } = RATE_LIMITS.league_join;
    for (let i = 0; i < burst; i++) await (i % 2 ? join(ctx, { code: 'ABCDEF' }) : preview(ctx, { code: 'ABCDEF' }));
    await expect(join(ctx, { code: 'ABCDEF' })).rejects.toMatchObject({ code: 'rate-limited' });
    await expect(preview(ctx, { code: 'ABCDEF' })).rejects.toMatchObject({ code: 'rate-limited' });
    // One bucket between them, stored under the join's name.
    expect(Object.keys(limiter.buckets.get(ctx.uid) ?? {})).toEqual(['league_join']);
  });

  it('limits reads too: 300 leaderboard reads in a burst, the first 60 served', async () => {
    const limiter = memoryRateLimiter();
    let ran = 0;
    const handler = withRateLimit(
      'leaderboard_getPage',
      async () => ((ran += 1), { entries: [], nextCursor: null, total: 0, me: null, notYetPlaying: false }),
      () => limiter,
    );
    const ctx = callerCtx();
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, () =>
        handler(ctx, {}).then(
          () => 'ok',
          (e: { code?: string }) => e.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(RATE_LIMITS.leaderboard_getPage.burst);
    expect(outcomes.filter((o) => o === 'rate-limited')).toHaveLength(300 - RATE_LIMITS.leaderboard_getPage.burst);
    expect(ran).toBe(RATE_LIMITS.leaderboard_getPage.burst);
  });

  it('leaves only the public connection probe without a per-player limiter', () => {
    const handler = async () => 1;
    expect(withRateLimit('system_ping', handler as never, () => memoryRateLimiter())).toBe(handler);
    const names: CallableName[] = [
      'user_getBalance',
      'leaderboard_getPage',
      'quiz_get',
      'admin_getStats',
      'week_getReport',
      'admin_getAudit',
    ];
    for (const name of names)
      expect(
        withRateLimit(name, handler as never, () => memoryRateLimiter()),
        name,
      ).not.toBe(handler);
  });
});

describe('memoryAddressLimiter (per client address)', () => {
  it('allows the burst from one address, then refuses with rate-limited; other addresses are untouched', () => {
    const limiter = memoryAddressLimiter({ burst: 5, perHour: 3600 });
    for (let i = 0; i < 5; i++) limiter.take('203.0.113.7', 1_000);
    expect(() => limiter.take('203.0.113.7', 1_000)).toThrow(expect.objectContaining({ code: 'rate-limited' }));
    expect(() => limiter.take('198.51.100.4', 1_000)).not.toThrow();
    // One token a second comes back.
    expect(() => limiter.take('203.0.113.7', 2_000)).not.toThrow();
  });

  it('keeps at most maxKeys addresses, dropping the least recently used', () => {
    const limiter = memoryAddressLimiter({ burst: 1, perHour: 1 }, 3);
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(() => limiter.take('a', 0)).toThrow();
    limiter.take('d', 0);
    expect(limiter.size).toBe(3);
    // 'b' was the least recently used: dropped, it comes back full.
    expect(() => limiter.take('b', 0)).not.toThrow();
    expect(() => limiter.take('d', 0)).toThrow();
  });
});
