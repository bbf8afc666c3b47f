import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, type DefenseId } from '../catalog/ids';
import { DEFENSES, POSITION_IDS } from './catalog';
import { MAX_DEPLOYED, MAX_OWNED, MAX_PER_POSITION } from './constants';
import {
  addSquad,
  emptyOwnership,
  formatShare,
  isOwnershipCounts,
  ownershipShares,
  sumOwnership,
  type OwnershipCounts,
} from './ownership';
import type { Squad } from './squad';

const squadOf = (owned: DefenseId[], deployed: DefenseId[], lead: DefenseId | null): Squad => ({
  owned: owned.map((defenseId) => ({
    defenseId,
    pricePaidTenths: DEFENSES[defenseId].priceTenths,
    deployed: deployed.includes(defenseId),
  })),
  lead,
});

/** A legal squad: ≤ 3 per position, ≤ 10 owned, ≤ 7 deployed, the Lead one of the deployed. */
const legalSquad = fc
  .tuple(fc.shuffledSubarray([...DEFENSE_IDS]), fc.nat(), fc.nat())
  .map(([picked, nDeployed, leadIndex]) => {
    const perPosition = new Map<string, number>();
    const owned = picked
      .filter((id) => {
        const n = perPosition.get(DEFENSES[id].position) ?? 0;
        if (n >= MAX_PER_POSITION) return false;
        perPosition.set(DEFENSES[id].position, n + 1);
        return true;
      })
      .slice(0, MAX_OWNED);
    const deployed = owned.slice(0, nDeployed % (Math.min(MAX_DEPLOYED, owned.length) + 1));
    const lead = deployed.length ? (deployed[leadIndex % deployed.length] as DefenseId) : null;
    return squadOf(owned, deployed, lead);
  });

const countAll = (squads: readonly Squad[]): OwnershipCounts =>
  squads.reduce((acc, s) => addSquad(acc, s), emptyOwnership());

describe('ownership', () => {
  it('counts owners, deployers and Leads, and divides by the players counted', () => {
    const counts = countAll([
      squadOf(['UserEducation', 'NetworkMonitoring'], ['UserEducation'], 'UserEducation'),
      squadOf(['UserEducation'], [], null),
      squadOf([], [], null),
      squadOf(['NetworkMonitoring'], ['NetworkMonitoring'], 'NetworkMonitoring'),
    ]);
    expect(counts.players).toBe(4);
    expect(counts.lineups).toBe(2);
    const shares = new Map(ownershipShares(counts).map((c) => [c.defenseId, c]));
    expect(shares.get('UserEducation')).toEqual({ defenseId: 'UserEducation', owned: 0.5, deployed: 0.25, lead: 0.25 });
    expect(shares.get('NetworkMonitoring')).toEqual({
      defenseId: 'NetworkMonitoring',
      owned: 0.5,
      deployed: 0.25,
      lead: 0.25,
    });
    expect(shares.get('DdosProtection')).toEqual({ defenseId: 'DdosProtection', owned: 0, deployed: 0, lead: 0 });
    expect(ownershipShares(counts).map((c) => c.defenseId)).toEqual([...DEFENSE_IDS]);
  });

  it('shows nothing before anyone is counted', () => {
    expect(ownershipShares(emptyOwnership())).toEqual([]);
  });

  it('does not count a Lead that is not deployed, nor a card owned twice twice', () => {
    const counts = countAll([squadOf(['UserEducation', 'UserEducation'], [], 'UserEducation')]);
    expect(counts.cards.UserEducation).toEqual({ owned: 1, deployed: 0, lead: 0 });
    expect(counts.lineups).toBe(0);
  });

  it('formats shares as whole percentages without rounding a holder away', () => {
    expect(formatShare(0.34)).toBe('34%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(1 / 1000)).toBe('<1%');
    expect(formatShare(999 / 1000)).toBe('>99%');
  });

  it('accepts stored counts and refuses anything else', () => {
    expect(isOwnershipCounts(countAll([squadOf(['UserEducation'], ['UserEducation'], 'UserEducation')]))).toBe(true);
    expect(isOwnershipCounts(undefined)).toBe(false);
    expect(isOwnershipCounts({ players: 1, lineups: 0, cards: { NotACard: { owned: 1, deployed: 0, lead: 0 } } })).toBe(
      false,
    );
    expect(isOwnershipCounts({ players: -1, lineups: 0, cards: {} })).toBe(false);
    expect(
      isOwnershipCounts({ players: 1, lineups: 0, cards: { UserEducation: { owned: 1.5, deployed: 0, lead: 0 } } }),
    ).toBe(false);
  });

  it('property: shares lie in [0, 1] and respect the squad limits; Leads add up to the lineups', () => {
    fc.assert(
      fc.property(fc.array(legalSquad, { minLength: 1, maxLength: 40 }), (squads) => {
        const counts = countAll(squads);
        const shares = ownershipShares(counts);
        expect(shares).toHaveLength(DEFENSE_IDS.length);
        for (const c of shares) {
          for (const v of [c.owned, c.deployed, c.lead]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(1);
          }
          expect(c.deployed).toBeLessThanOrEqual(c.owned);
          expect(c.lead).toBeLessThanOrEqual(c.deployed);
        }
        const sum = (f: (c: (typeof shares)[number]) => number, ids?: readonly DefenseId[]) =>
          shares.filter((c) => !ids || ids.includes(c.defenseId)).reduce((a, c) => a + f(c), 0);
        const eps = 1e-9;
        for (const position of POSITION_IDS) {
          const ids = DEFENSE_IDS.filter((id) => DEFENSES[id].position === position);
          expect(sum((c) => c.owned, ids)).toBeLessThanOrEqual(MAX_PER_POSITION + eps);
        }
        expect(sum((c) => c.owned)).toBeLessThanOrEqual(MAX_OWNED + eps);
        expect(sum((c) => c.deployed)).toBeLessThanOrEqual(MAX_DEPLOYED + eps);
        // Exactly one Lead per lineup, and never more lineups than players.
        expect(DEFENSE_IDS.reduce((a, id) => a + (counts.cards[id]?.lead ?? 0), 0)).toBe(counts.lineups);
        expect(sum((c) => c.lead)).toBeLessThanOrEqual(counts.lineups / counts.players + eps);
        expect(isOwnershipCounts(counts)).toBe(true);
      }),
    );
  });

  it('property: shards summed give the counts of one pass over everyone', () => {
    fc.assert(
      fc.property(
        fc.array(legalSquad, { maxLength: 30 }),
        fc.array(fc.nat(4), { maxLength: 30 }),
        (squads, shardOf) => {
          const shards = Array.from({ length: 5 }, () => emptyOwnership());
          squads.forEach((s, i) => addSquad(shards[shardOf[i] ?? 0] as OwnershipCounts, s));
          const whole = countAll(squads);
          const summed = sumOwnership(shards);
          expect(summed.players).toBe(whole.players);
          expect(summed.lineups).toBe(whole.lineups);
          for (const id of DEFENSE_IDS) {
            expect(summed.cards[id] ?? { owned: 0, deployed: 0, lead: 0 }).toEqual(
              whole.cards[id] ?? { owned: 0, deployed: 0, lead: 0 },
            );
          }
        },
      ),
    );
  });
});
