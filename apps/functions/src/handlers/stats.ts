import { DEFENSE_IDS, DRILL_SIZE, type DefenseId } from '@fraudshield/domain';
import type { LedgerKind, PlayerDoc } from './records';

/**
 * The game's counters: what the admin stats show, kept up to date by every player change instead
 * of read by scanning every player (or paging through every Auth account) on each view.
 *
 * Two kinds of counter, one flat field each, named with letters, digits and `_` only (the local
 * Firestore stand-in cannot address nested fields, and stores a name with `-` quoted):
 * - state: how many players are in some state now. `players` (records), `squads` (owning at least
 *   one defense), `owned_<DefenseId>` (owning that card), `p_<points>` (season points, `p_m<n>` for −n: a histogram,
 *   from which a points spread, and a rank, can be read without a scan). A change moves a player
 *   between states: the counters move with it, and a deleted account takes its share away.
 * - events: what happened in a week, never taken back. `played_<week>` (fielded a squad in that
 *   week's settlement), `drillsDone_<week>` (answered every case of that week's drill), where
 *   <week> is the week's id with `_` for `-` (`week_004`).
 *
 * Counters are spread over STAT_SHARDS documents, each change adding to one at random, so that
 * many players' changes at the deadline do not queue on one document; a read sums the shards:
 * STAT_SHARDS reads (one getAll), whatever the number of players. Sized to Firestore's sustained
 * write a second per document (MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S): a random choice only
 * keeps the MEAN rate per shard under it, and the writes a shard takes in 10 s are Poisson, so the
 * mean must sit far enough below one a second that no shard's 10 s tops 10 (shardOverLimitOdds).
 * The deadline load bench (1,000 players, 8 in flight, 116 requests a second, 39 visits a second)
 * makes 39 to 77 counter writes a second (each buy and sell, and a player's creation on their first
 * call; a lineup change moves no counter): with 128 shards that is 3 to 6 a shard per 10 s on
 * average, and the limits guard found 3 shards written 12 to 15 times in 10 s in one run (at 39 a
 * second a 10 s window tops 10 about once in 3,000; a simulation of the run gives 1 such shard a
 * run, the sum of the odds over every window 2.6). Nothing concentrated the writes: not a player,
 * not a callable. With 1,024 shards, DEADLINE_COUNTER_WRITES_PER_S (100 a second, above the bench's
 * 77) leaves about one shard over the limit in 2,000 bench runs. The admin view and a settlement
 * start read all 1,024 (one getAll each, rare). A deadline busier than a few hundred counter writes
 * a second needs the counters folded like settlement's tallies, not more shards.
 */
export const STAT_SHARDS = 1024;

/** Firestore "Quotas and limits": "Maximum sustained write rate to a document": 1 per second. */
export const MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S = 1;
/** How long a rate must hold to count as sustained (the limits guard's window: tools/emulators/limits-report.mjs). */
export const SUSTAINED_WINDOW_S = 10;
/** The counter writes a second the shards are sized for: above the deadline load bench's 39 to 77 (handlers/stats.ts above). */
export const DEADLINE_COUNTER_WRITES_PER_S = 100;

/**
 * The odds that one shard takes more than SUSTAINED_WINDOW_S × MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S
 * writes in a window of SUSTAINED_WINDOW_S seconds, when `writesPerS` counter writes a second
 * each go to one of `shards` at random: the tail of a Poisson law of mean writesPerS × 10 / shards.
 */
export function shardOverLimitOdds(writesPerS: number, shards: number): number {
  const mean = (writesPerS * SUSTAINED_WINDOW_S) / shards;
  const limit = SUSTAINED_WINDOW_S * MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S;
  // e^−mean underflows past 745; a mean that far above the limit is over it for certain.
  if (mean > 100 * limit) return 1;
  // Summed from the tail's first term (limit + 1) up, so that tiny odds keep their precision.
  let term = Math.exp(-mean);
  for (let k = 1; k <= limit + 1; k++) term *= mean / k;
  let odds = 0;
  for (let k = limit + 1; term > odds * 1e-17 && k < limit + 1000; k++) {
    odds += term;
    term *= mean / (k + 1);
  }
  return odds;
}

export type StatDeltas = Record<string, number>;

const owned = (p: Pick<PlayerDoc, 'squad'> | null): Set<DefenseId> =>
  new Set((p?.squad.owned ?? []).map((o) => o.defenseId));
const deployedCount = (p: Pick<PlayerDoc, 'squad'>): number => p.squad.owned.filter((o) => o.deployed).length;
const answered = (p: Pick<PlayerDoc, 'drills'> | null, weekId: string): number =>
  Object.keys(p?.drills?.[weekId] ?? {}).length;

function add(d: StatDeltas, key: string, by: number) {
  const v = (d[key] ?? 0) + by;
  if (v === 0) delete d[key];
  else d[key] = v;
}

export const pointsKey = (points: number): string => {
  const p = Math.round(points);
  return p < 0 ? `p_m${-p}` : `p_${p}`;
};
const pointsOfKey = (key: string): number | null => {
  const m = /^p_(m?)(\d+)$/.exec(key);
  return m ? (m[1] ? -1 : 1) * Number(m[2]) : null;
};
/** A week's event counter: `played_week_004`. */
export const weekKey = (event: 'played' | 'drillsDone', weekId: string): string =>
  `${event}_${weekId.replace(/[^A-Za-z0-9_]/g, '_')}`;

/**
 * What one player change does to the counters: `before` null for a new player, `after` null for a
 * deleted one; `entry` the change's ledger line (its kind and week). Pure: the same change always
 * moves the counters the same way, so a retried commit (which writes once) counts once.
 */
export function statDeltas(
  before: PlayerDoc | null,
  after: PlayerDoc | null,
  entry?: { kind: LedgerKind; weekId?: string },
): StatDeltas {
  const d: StatDeltas = {};
  // State counters: out of the old state, into the new one.
  if (!before && after) add(d, 'players', 1);
  if (before && !after) add(d, 'players', -1);
  const had = owned(before);
  const has = owned(after);
  if (had.size === 0 && has.size > 0) add(d, 'squads', 1);
  if (had.size > 0 && has.size === 0) add(d, 'squads', -1);
  for (const id of DEFENSE_IDS) {
    if (!had.has(id) && has.has(id)) add(d, `owned_${id}`, 1);
    if (had.has(id) && !has.has(id)) add(d, `owned_${id}`, -1);
  }
  if (before) add(d, pointsKey(before.seasonPoints), -1);
  if (after) add(d, pointsKey(after.seasonPoints), 1);
  // Events: counted once, when they happen; a deletion or the drill map's pruning takes none back.
  if (before && after) {
    if (entry?.kind === 'settlement' && entry.weekId && deployedCount(after) > 0)
      add(d, weekKey('played', entry.weekId), 1);
    for (const weekId of Object.keys(after.drills ?? {})) {
      if (answered(before, weekId) < DRILL_SIZE && answered(after, weekId) >= DRILL_SIZE)
        add(d, weekKey('drillsDone', weekId), 1);
    }
  }
  return d;
}

/** The counters summed over their shards: a missing counter is 0. */
export function sumShards(shards: readonly Record<string, unknown>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const shard of shards) {
    for (const [key, value] of Object.entries(shard))
      if (typeof value === 'number') total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

/** Players whose season points fall in [min, max) (null = unbounded), from the points histogram. */
export function countPointsBetween(counters: Record<string, number>, min: number | null, max: number | null): number {
  let n = 0;
  for (const [key, count] of Object.entries(counters)) {
    const points = pointsOfKey(key);
    if (points === null) continue;
    if ((min === null || points >= min) && (max === null || points < max)) n += count;
  }
  return n;
}

/** Players owning each defense, from the counters. */
export function ownershipFromCounters(counters: Record<string, number>): Map<DefenseId, number> {
  return new Map(DEFENSE_IDS.map((id) => [id, counters[`owned_${id}`] ?? 0] as const));
}
