import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SHARDS,
  PLAYERS_PER_SHARD,
  UID_ALPHABET,
  compareBytes,
  inShard,
  planShards,
  shardCountFor,
  shardOf,
} from './shards';

const uidArb = fc.string({ unit: fc.constantFrom(...UID_ALPHABET), minLength: 28, maxLength: 28 });
const anyString = fc.string({ unit: 'binary', maxLength: 40 });

describe('shard planning', () => {
  it('the alphabet is in byte order (as Firestore sorts uids)', () => {
    const chars = [...UID_ALPHABET];
    expect([...chars].sort(compareBytes)).toEqual(chars);
    expect(new Set(chars).size).toBe(62);
  });

  it('one shard per 5,000 players (10 million in 2,000 shards), at least 1, at most MAX_SHARDS', () => {
    expect(shardCountFor(0)).toBe(1);
    expect(shardCountFor(1)).toBe(1);
    expect(shardCountFor(PLAYERS_PER_SHARD)).toBe(1);
    expect(shardCountFor(PLAYERS_PER_SHARD + 1)).toBe(2);
    expect(shardCountFor(1_000_000)).toBe(200);
    expect(shardCountFor(10_000_000)).toBe(2_000);
    expect(shardCountFor(1e12)).toBe(MAX_SHARDS);
    expect(shardCountFor(10_000, 2_500)).toBe(4);
  });

  it('refuses a shard count outside [1, MAX_SHARDS]', () => {
    for (const bad of [0, -1, 1.5, MAX_SHARDS + 1, Number.NaN]) expect(() => planShards(bad)).toThrow(RangeError);
  });

  it('ranges are contiguous, ordered and open at both ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SHARDS }), (count) => {
        const ranges = planShards(count);
        expect(ranges).toHaveLength(count);
        expect(ranges[0]?.from).toBeNull();
        expect(ranges[count - 1]?.to).toBeNull();
        const broken = ranges.filter(
          (r, i) =>
            i > 0 && (r.from !== ranges[i - 1]?.to || compareBytes(r.from as string, ranges[i - 1]?.from ?? '') <= 0),
        );
        expect(broken).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('every string, uid-shaped or not, falls in exactly one shard, the one shardOf names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.oneof(uidArb, anyString), (count, uid) => {
        const ranges = planShards(count);
        const holding = ranges.filter((r) => inShard(r, uid)).map((r) => r.index);
        expect(holding).toEqual([shardOf(ranges, uid)]);
      }),
      { numRuns: 500 },
    );
  });

  it('random uids spread evenly: 20,000 uids in 4 and 20 shards, each within 10% of its share', () => {
    const rnd = fc.sample(uidArb, { numRuns: 20_000, seed: 18 });
    for (const count of [4, 20]) {
      const ranges = planShards(count);
      const counts = new Array<number>(count).fill(0);
      for (const uid of rnd) {
        const i = shardOf(ranges, uid);
        counts[i] = (counts[i] ?? 0) + 1;
      }
      const share = rnd.length / count;
      for (const c of counts) expect(Math.abs(c - share) / share).toBeLessThan(0.1);
    }
  });
});
