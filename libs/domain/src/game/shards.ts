/**
 * Settlement shards: the uid space split into contiguous ranges, planned without reading a
 * single player (apps/functions/SETTLEMENT.md, "Fan-out").
 *
 * Firebase Auth uids are 28 random characters of [0-9A-Za-z]. Firestore orders strings by
 * their UTF-8 bytes, so in uid order the alphabet runs 0–9, A–Z, a–z. The 62 × 62 two-character
 * prefixes are cut into `count` runs of (nearly) equal size; a random uid falls in each with
 * the same probability. The first range has no lower bound and the last no upper bound, so
 * every string (a uid of any shape: seeded, imported, with other characters) falls in exactly
 * one shard.
 */

/** The uid alphabet in Firestore's (byte) order. */
export const UID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The number of two-character prefixes: the most shards a plan can have. */
export const MAX_SHARDS = UID_ALPHABET.length * UID_ALPHABET.length;
/**
 * Players one shard is planned for: 10 million players make 2,000 shards (under MAX_SHARDS, 3,844),
 * and a shard at the slowest rate measured (≈ 40 players a second per shard on the local
 * emulators) ends in ≈ 2 minutes, well within a task's 9, so a retry redoes little.
 */
export const PLAYERS_PER_SHARD = 5_000;

export interface ShardRange {
  index: number;
  /** Inclusive lower bound; null for the first shard. */
  from: string | null;
  /** Exclusive upper bound; null for the last shard. */
  to: string | null;
}

/** Shards for `players` players: one per PLAYERS_PER_SHARD, at least 1, at most MAX_SHARDS. */
export function shardCountFor(players: number, perShard: number = PLAYERS_PER_SHARD): number {
  if (!Number.isFinite(players) || players <= 0) return 1;
  return Math.min(MAX_SHARDS, Math.max(1, Math.ceil(players / Math.max(1, perShard))));
}

/** The two-character prefix with this position (0 … MAX_SHARDS − 1) in uid order. */
function prefixAt(position: number): string {
  const n = UID_ALPHABET.length;
  return `${UID_ALPHABET[Math.floor(position / n)]}${UID_ALPHABET[position % n]}`;
}

/** Cuts the uid space into `count` contiguous ranges (1 ≤ count ≤ MAX_SHARDS). */
export function planShards(count: number): ShardRange[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SHARDS)
    throw new RangeError(`shard count must be an integer in [1, ${MAX_SHARDS}], got ${count}`);
  const bounds: string[] = [];
  for (let i = 1; i < count; i++) bounds.push(prefixAt(Math.round((i * MAX_SHARDS) / count)));
  return Array.from({ length: count }, (_, index) => ({
    index,
    from: index === 0 ? null : (bounds[index - 1] as string),
    to: index === count - 1 ? null : (bounds[index] as string),
  }));
}

/** True when `uid` lies in the range (byte order, as Firestore compares strings). */
export function inShard(range: Pick<ShardRange, 'from' | 'to'>, uid: string): boolean {
  return (
    (range.from === null || compareBytes(uid, range.from) >= 0) &&
    (range.to === null || compareBytes(uid, range.to) < 0)
  );
}

/** The shard whose range holds `uid` (binary search over ranges in order). */
export function shardOf(ranges: readonly ShardRange[], uid: string): number {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    const from = (ranges[mid] as ShardRange).from;
    if (from !== null && compareBytes(uid, from) >= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Compares strings by their UTF-8 bytes (Firestore's order), not by UTF-16 code units: UTF-8
 * keeps code point order, so comparing code points is the same.
 */
export function compareBytes(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(j) as number;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length - i - (b.length - j);
}
