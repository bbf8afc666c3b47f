import {
  bucketOf,
  DomainError,
  IP_RATE_LIMIT,
  rateRuleFor,
  takeToken,
  type BucketState,
  type CallableName,
  type RateRule,
} from '@fraudshield/domain';
import type { Handler } from './context';

/**
 * Per-player rate limits (rules and numbers: libs/domain RATE_LIMITS; every signed-in callable,
 * reads too). A limited callable spends one token of the caller's bucket before
 * its handler runs, whatever the handler then does (a refused buy, a replayed request and a wrong
 * league code all cost us reads too); an empty bucket refuses with `rate-limited`
 * (resource-exhausted) and runs nothing. The payload is checked first, so malformed calls, which
 * cost no reads, spend nothing. Per-address limits: AddressLimiter below.
 */
export interface RateLimiter {
  /** Spends one token of `uid`'s bucket for `name` at `now`, or throws DomainError('rate-limited'). */
  take(uid: string, name: CallableName, now: number): Promise<void>;
}

/** The handler behind its limiter; a callable without a rule (none but the public probe) is returned as it is. */
export function withRateLimit<N extends CallableName>(
  name: N,
  handler: Handler<N>,
  limiter: () => RateLimiter,
): Handler<N> {
  if (!rateRuleFor(name)) return handler;
  return async (ctx, input) => {
    await limiter().take(ctx.uid, name, ctx.now);
    return handler(ctx, input);
  };
}

/** The refusal for a spent bucket: the wait, rounded up to a second, goes in the message. */
function rateLimited(retryAfterMs: number): DomainError {
  return new DomainError('rate-limited', `try again in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`);
}

/** Buckets by callable name: what the limiter stores per player. */
export type Buckets = Partial<Record<CallableName, BucketState>>;

/** Applies one call to a player's buckets: the new buckets, or the refusal to throw. */
export function spend(buckets: Buckets, name: CallableName, now: number): Buckets {
  const rule = rateRuleFor(name);
  if (!rule) return buckets;
  // A callable that shares a bucket (libs/domain SHARED_BUCKETS) spends and stores that one.
  const key = bucketOf(name);
  const out = takeToken(rule, buckets[key], now);
  if (!out.ok) throw rateLimited(out.retryAfterMs);
  return { ...buckets, [key]: out.state };
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

/**
 * Per client address (libs/domain IP_RATE_LIMIT), every call, signed in or not. Held
 * in the instance's memory (see IP_RATE_LIMIT for why not Firestore): a map of buckets, the least
 * recently used dropped past `maxKeys` (a dropped bucket comes back full: the bound then is a
 * full bucket per `maxKeys` addresses seen since, far more addresses than a flood from one host).
 */
export interface AddressLimiter {
  /** Spends one token of `address`'s bucket at `now`, or throws DomainError('rate-limited'). */
  take(address: string, now: number): void;
  readonly size: number;
}

export function memoryAddressLimiter(rule: RateRule = IP_RATE_LIMIT, maxKeys = 50_000): AddressLimiter {
  const buckets = new Map<string, BucketState>();
  return {
    get size() {
      return buckets.size;
    },
    take(address, now) {
      const before = buckets.get(address);
      const out = takeToken(rule, before, now);
      // Re-inserted, refused or not: the map's order is the order of last use, so a flooding
      // address stays at the recent end and keeps its empty bucket.
      buckets.delete(address);
      if (out.ok || before) buckets.set(address, out.ok ? out.state : (before as BucketState));
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
      if (!out.ok) throw rateLimited(out.retryAfterMs);
    },
  };
}
