import { DomainError, rateRuleFor, takeToken, type BucketState, type CallableName } from '@fraudshield/domain';
import type { Handler } from './context';

/**
 * Per-player rate limits (rules and numbers: libs/domain RATE_LIMITS). A limited callable
 * spends one token of the caller's bucket before its handler runs, whatever the handler then
 * does (a refused buy, a replayed request and a wrong league code all cost us reads too); an
 * empty bucket refuses with `rate-limited` (resource-exhausted) and runs nothing. The payload
 * is checked first, so malformed calls, which cost no reads, spend nothing.
 */
export interface RateLimiter {
  /** Spends one token of `uid`'s bucket for `name` at `now`, or throws DomainError('rate-limited'). */
  take(uid: string, name: CallableName, now: number): Promise<void>;
}

/** The handler behind its limiter; callables without a rule (read-only ones) are returned as they are. */
export function withRateLimit<N extends CallableName>(name: N, handler: Handler<N>, limiter: () => RateLimiter): Handler<N> {
  if (!rateRuleFor(name)) return handler;
  return async (ctx, input) => {
    await limiter().take(ctx.uid, name, ctx.now);
    return handler(ctx, input);
  };
}

/** The refusal for a spent bucket: the wait, rounded up to a second, goes in the message. */
export function rateLimited(retryAfterMs: number): DomainError {
  return new DomainError('rate-limited', `try again in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`);
}

/** Buckets by callable name: what the limiter stores per player. */
export type Buckets = Partial<Record<CallableName, BucketState>>;

/** Applies one call to a player's buckets: the new buckets, or the refusal to throw. */
export function spend(buckets: Buckets, name: CallableName, now: number): Buckets {
  const rule = rateRuleFor(name);
  if (!rule) return buckets;
  const out = takeToken(rule, buckets[name], now);
  if (!out.ok) throw rateLimited(out.retryAfterMs);
  return { ...buckets, [name]: out.state };
}

/** An in-memory limiter with the same rule (unit tests). */
export function memoryRateLimiter(): RateLimiter & { buckets: Map<string, Buckets> } {
  const buckets = new Map<string, Buckets>();
  return {
    buckets,
    async take(uid, name, now) {
      buckets.set(uid, spend(buckets.get(uid) ?? {}, name, now));
    },
  };
}
