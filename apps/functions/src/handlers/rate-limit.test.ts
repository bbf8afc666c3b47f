import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, type CallableName } from '@fraudshield/domain';
import { toHttpsError } from '../infra/http-errors';
import { callerCtx } from '../testing/fake-player-deps';
import { memoryRateLimiter, withRateLimit } from './rate-limit';

describe('withRateLimit', () => {
  it('runs a writing callable burst times in a row, then refuses with resource-exhausted without running it', async () => {
    const limiter = memoryRateLimiter();
    let ran = 0;
    const handler = withRateLimit('league_join', async () => {
      ran += 1;
      return { leagueId: 'l', name: 'n' };
    }, () => limiter);
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
    const join = withRateLimit('league_join', async () => ({ leagueId: 'l', name: 'n' }), () => limiter);
    const leave = withRateLimit('league_leave', async () => ({ leagueId: 'l' }), () => limiter);
    for (let i = 0; i < RATE_LIMITS.league_join.burst; i++) await join(ctx, { code: 'ABCDEF' });
    await expect(join(ctx, { code: 'ABCDEF' })).rejects.toMatchObject({ code: 'rate-limited' });
    await expect(leave(ctx, { leagueId: 'l' })).resolves.toEqual({ leagueId: 'l' });
  });

  it('leaves read-only callables without a limiter', () => {
    const handler = async () => 1;
    const names: CallableName[] = ['user_getBalance', 'leaderboard_getPage', 'quiz_get'];
    for (const name of names) expect(withRateLimit(name, handler as never, () => memoryRateLimiter())).toBe(handler);
  });
});
