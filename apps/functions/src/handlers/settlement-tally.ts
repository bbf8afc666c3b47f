import {
  addCountTo,
  addSquad,
  DEFENSE_IDS,
  emptyOwnership,
  histogramMove,
  pointsOfHistogramKey,
  type OwnershipCounts,
} from '@fraudshield/domain';
import type { LedgerKind, PlayerDoc } from './records';
import { statDeltas, type StatDeltas } from './stats';

/**
 * A week's settlement tally: what its player changes do, summed under keys of letters, digits
 * and `_`, so that a page adds its players' sum to its shard doc in one write and the finish
 * folds the shards once, instead of every player's change writing to shared documents at the
 * deadline. A tally holds a key per distinct season total (twice: the stats spread and the rank
 * histogram), so it is stored as plain sums, never as one increment per key: Firestore refuses
 * more than 500 field transforms on one document in a commit (infra/settlement-store.ts).
 *
 * - `s_<counter>`: the game's counters (handlers/stats.ts: players, squads, owned_…, the p_…
 *   spread, played_<week>).
 * - `h_<points>` / `h_m<points>`: the rank histogram's moves (libs/domain rank-histogram.ts).
 * - `o_players`, `o_lineups`, `o_<card>_owned|deployed|lead`: the ownership counts of the squads
 *   the table ranks after the week (what the ranking pass counted before).
 */
export type Tally = Record<string, number>;

const OWN_PARTS = ['owned', 'deployed', 'lead'] as const;

/** The tally of one player's settlement change. */
export function playerTally(before: PlayerDoc, after: PlayerDoc, entry: { kind: LedgerKind; weekId?: string }): Tally {
  const t: Tally = {};
  for (const [key, by] of Object.entries(statDeltas(before, after, entry))) addCountTo(t, `s_${key}`, by);
  const move = histogramMove(
    { points: before.seasonPoints, ranked: before.playing === true },
    { points: after.seasonPoints, ranked: after.playing === true },
  );
  for (const [key, by] of Object.entries(move)) addCountTo(t, key, by);
  if (after.playing === true) {
    const own = addSquad(emptyOwnership(), after.squad);
    addCountTo(t, 'o_players', own.players);
    addCountTo(t, 'o_lineups', own.lineups);
    for (const [id, card] of Object.entries(own.cards))
      for (const part of OWN_PARTS) addCountTo(t, `o_${id}_${part}`, card?.[part] ?? 0);
  }
  return t;
}

/** A summed tally, split into what each reader needs. */
export function splitTally(t: Readonly<Tally>): {
  stats: StatDeltas;
  histogram: Record<string, number>;
  ownership: OwnershipCounts;
} {
  const stats: StatDeltas = {};
  const histogram: Record<string, number> = {};
  const ownership = emptyOwnership();
  for (const [key, value] of Object.entries(t)) {
    if (key.startsWith('s_')) addCountTo(stats, key.slice(2), value);
    else if (pointsOfHistogramKey(key) !== null) addCountTo(histogram, key, value);
  }
  ownership.players = t['o_players'] ?? 0;
  ownership.lineups = t['o_lineups'] ?? 0;
  for (const id of DEFENSE_IDS) {
    const [owned, deployed, lead] = OWN_PARTS.map((part) => t[`o_${id}_${part}`] ?? 0) as [number, number, number];
    if (owned || deployed || lead) ownership.cards[id] = { owned, deployed, lead };
  }
  return { stats, histogram, ownership };
}
