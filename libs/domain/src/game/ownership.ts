/**
 * Ownership: the share of players who own, deploy and lead each card in a settled week, as
 * fantasy players expect ("Owned by 34% of players").
 *
 * Settlement's ranking pass counts every squad it ranks (`addSquad`) and stores the counts on
 * its summary doc, one per ranking shard; a reader sums the shards (`sumOwnership`) and turns
 * the counts into shares (`ownershipShares`). Counts add up across shards, so a fanned-out
 * pass gives the same answer as one worker.
 */
import { DEFENSE_IDS, isDefenseId, type DefenseId } from '../catalog/ids';
import type { Squad } from './squad';

export interface CardTally {
  /** Players who own the card. */
  owned: number;
  /** Players who deployed it that week. */
  deployed: number;
  /** Players whose Lead it was. */
  lead: number;
}

/** What one ranking shard counted (or several summed). */
export interface OwnershipCounts {
  /** Players counted. */
  players: number;
  /** Of those, players with at least one card deployed (each has exactly one Lead). */
  lineups: number;
  /** By card; a card nobody holds may be absent. */
  cards: Partial<Record<DefenseId, CardTally>>;
}

/** One card's shares of the players counted, each in [0, 1]. */
export interface CardOwnership {
  defenseId: DefenseId;
  owned: number;
  deployed: number;
  lead: number;
}

/** What players read: the shares in the last settled week, every card in catalog order. */
export interface OwnershipView {
  weekId: string;
  weekNumber: number;
  /** Players counted (the denominator of every share). */
  players: number;
  cards: CardOwnership[];
}

export function emptyOwnership(): OwnershipCounts {
  return { players: 0, lineups: 0, cards: {} };
}

function tally(counts: OwnershipCounts, id: DefenseId): CardTally {
  let t = counts.cards[id];
  if (!t) {
    t = { owned: 0, deployed: 0, lead: 0 };
    counts.cards[id] = t;
  }
  return t;
}

/** Counts one player's squad into `counts` (mutated: the ranking pass adds thousands). */
export function addSquad(counts: OwnershipCounts, squad: Squad): OwnershipCounts {
  counts.players += 1;
  const owned = new Set<DefenseId>();
  const deployed = new Set<DefenseId>();
  for (const card of squad.owned) {
    if (!isDefenseId(card.defenseId)) continue;
    owned.add(card.defenseId);
    if (card.deployed) deployed.add(card.defenseId);
  }
  for (const id of owned) tally(counts, id).owned += 1;
  for (const id of deployed) tally(counts, id).deployed += 1;
  if (deployed.size > 0) counts.lineups += 1;
  if (squad.lead !== null && deployed.has(squad.lead)) tally(counts, squad.lead).lead += 1;
  return counts;
}

/** Several shards' counts as one. */
export function sumOwnership(parts: readonly OwnershipCounts[]): OwnershipCounts {
  const out = emptyOwnership();
  for (const part of parts) {
    out.players += part.players;
    out.lineups += part.lineups;
    for (const id of DEFENSE_IDS) {
      const t = part.cards[id];
      if (!t) continue;
      const o = tally(out, id);
      o.owned += t.owned;
      o.deployed += t.deployed;
      o.lead += t.lead;
    }
  }
  return out;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** True when stored data has the shape of OwnershipCounts (summaries written before ownership have none). */
export function isOwnershipCounts(v: unknown): v is OwnershipCounts {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  if (!isCount(o['players']) || !isCount(o['lineups'])) return false;
  const cards = o['cards'];
  if (typeof cards !== 'object' || cards === null) return false;
  return Object.entries(cards as Record<string, unknown>).every(([id, t]) => {
    if (!isDefenseId(id) || typeof t !== 'object' || t === null) return false;
    const c = t as Record<string, unknown>;
    return isCount(c['owned']) && isCount(c['deployed']) && isCount(c['lead']);
  });
}

const share = (n: number, of: number) => Math.min(1, Math.max(0, n / of));

/** Every card's shares of the players counted, in catalog order; none when nobody was counted. */
export function ownershipShares(counts: OwnershipCounts): CardOwnership[] {
  if (counts.players <= 0) return [];
  return DEFENSE_IDS.map((defenseId) => {
    const t = counts.cards[defenseId];
    return {
      defenseId,
      owned: share(t?.owned ?? 0, counts.players),
      deployed: share(t?.deployed ?? 0, counts.players),
      lead: share(t?.lead ?? 0, counts.players),
    };
  });
}

/** A share as a whole percentage; a share above 0 that rounds to 0 reads "<1%", not "0%". */
export function formatShare(value: number): string {
  const pct = Math.round(value * 100);
  if (pct === 0 && value > 0) return '<1%';
  if (pct === 100 && value < 1) return '>99%';
  return `${pct}%`;
}
