import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS, type DefenseId } from '../catalog/ids';
import { DEFENSES, POSITION_IDS } from './catalog';
import { MAX_DEPLOYED, MAX_OWNED, MAX_PER_POSITION, STARTING_BALANCE_TENTHS } from './constants';
import { defensePriceTenths } from './prices';
import { buy, EMPTY_SQUAD, isSquadLegal, setLineup, type PlayerState, type Squad } from './squad';
import { CURRENT_RULES, type Ruleset } from './ruleset';
import { greedyLineup, lineupFits, lineupValue, suggestSquad, type SuggestInput } from './suggest';

/** A legal squad reached through the real buy rule (so limits hold), and a wallet. */
const inputArb = fc
  .record({
    picks: fc.shuffledSubarray([...DEFENSE_IDS], { maxLength: MAX_OWNED }),
    balanceTenths: fc.integer({ min: 0, max: STARTING_BALANCE_TENTHS }),
    threats: fc.shuffledSubarray([...FRAUD_IDS], { minLength: 3, maxLength: 3 }),
  })
  .map(({ picks, balanceTenths, threats }): SuggestInput => {
    let state: PlayerState = { balanceTenths: 1_000_000, squad: { owned: [], lead: null } };
    for (const id of picks) {
      const next = buy(state, id, 'open');
      if (next.ok) state = next;
    }
    return { squad: state.squad, balanceTenths, headlineThreats: threats };
  });

function ownedAfter(squad: Squad, bought: readonly DefenseId[]): DefenseId[] {
  return [...squad.owned.map((o) => o.defenseId), ...bought];
}

describe('the suggested squad', () => {
  it('never costs more than the wallet, never breaks a squad limit, and its lineup is legal once bought', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const s = suggestSquad(input);
        expect(s.costTenths).toBeLessThanOrEqual(input.balanceTenths);
        expect(s.costTenths).toBe(s.buy.reduce((t, d) => t + defensePriceTenths(d), 0));
        const all = ownedAfter(input.squad, s.buy);
        expect(new Set(all).size).toBe(all.length);
        expect(all.length).toBeLessThanOrEqual(MAX_OWNED);
        for (const p of POSITION_IDS)
          expect(all.filter((d) => DEFENSES[d].position === p).length).toBeLessThanOrEqual(MAX_PER_POSITION);
        expect(s.deployed.length).toBeLessThanOrEqual(MAX_DEPLOYED);
        for (const d of s.deployed) expect(all).toContain(d);
        // Played through the real rules: every buy is accepted, then the lineup is.
        let state: PlayerState = { balanceTenths: input.balanceTenths, squad: input.squad };
        for (const d of s.buy) {
          const next = buy(state, d, 'open');
          expect(next.ok).toBe(true);
          if (next.ok) state = next;
        }
        const lineup = setLineup(state.squad, s.deployed, s.lead, 'open');
        expect(lineup.ok).toBe(true);
        if (lineup.ok) expect(isSquadLegal(lineup.squad)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('is never worse than the greedy baseline, nor than the lineup the player has now', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const s = suggestSquad(input);
        const greedy = lineupValue(greedyLineup(input), input.headlineThreats).expectedPoints;
        expect(s.expectedPoints).toBeGreaterThanOrEqual(greedy - 1e-9);
        const now = input.squad.owned.filter((o) => o.deployed).map((o) => o.defenseId);
        expect(lineupFits(now, input)).toBe(true);
        expect(s.expectedPoints).toBeGreaterThanOrEqual(lineupValue(now, input.headlineThreats).expectedPoints - 1e-9);
      }),
      { numRuns: 60 },
    );
  });

  it('a new player with the starting wallet gets a full lineup that beats the greedy pass or ties it', () => {
    const input: SuggestInput = {
      squad: { owned: [], lead: null },
      balanceTenths: STARTING_BALANCE_TENTHS,
      headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
    };
    const s = suggestSquad(input);
    expect(s.buy.length).toBeGreaterThan(0);
    expect(s.lead).not.toBeNull();
    expect(s.expectedPoints).toBeGreaterThan(lineupValue([], input.headlineThreats).expectedPoints);
  });
});

describe('suggestSquad under rules with their own prices', () => {
  it("buys only what the rules' prices let the wallet reach, and costs it at them", () => {
    const threats = ['Phishing', 'SimSwap', 'Vishing'] as const;
    const input = { squad: EMPTY_SQUAD, balanceTenths: 300, headlineThreats: threats };
    const catalog = suggestSquad(input);
    expect(catalog.buy.length).toBeGreaterThan(0);
    // Every card at 30.1 cr: a 30.0 cr wallet reaches none of them.
    const dear: Ruleset = { ...CURRENT_RULES, prices: Object.fromEntries(DEFENSE_IDS.map((d) => [d, 301])) };
    expect(suggestSquad({ ...input, rules: dear })).toMatchObject({ buy: [], costTenths: 0 });
    // Every card at 1.0 cr: the cost is counted at that price.
    const cheap: Ruleset = { ...CURRENT_RULES, prices: Object.fromEntries(DEFENSE_IDS.map((d) => [d, 10])) };
    const out = suggestSquad({ ...input, rules: cheap });
    expect(out.costTenths).toBe(10 * out.buy.length);
    expect(out.buy.length).toBeGreaterThan(catalog.buy.length);
  });
});
