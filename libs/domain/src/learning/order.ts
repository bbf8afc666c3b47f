/**
 * A player's own, stable order of things (cases, frauds): a 32-bit hash of the uid and the
 * item. Deterministic, so the server recomputes the same plan and picks on every call; not a
 * secret (nothing graded depends on it being unguessable: a player who computed their own check
 * cases still cannot see their answers).
 */

/** FNV-1a with a final avalanche (murmur3's fmix32), so similar inputs spread apart. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** `items` sorted by hash32(`${salt}:${key(item)}`), ties by key: the same salt gives the same order. */
export function orderBy<T>(items: readonly T[], salt: string, key: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, k: key(item), h: hash32(`${salt}:${key(item)}`) }))
    .sort((a, b) => a.h - b.h || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map((x) => x.item);
}
