/**
 * The suggested squad: the lineup for this week's forecast with the most expected points
 * (expectedWeek, with its best Lead: the same rule the lineup editor's what-if panel shows), made
 * of the cards the player owns plus cards they can afford now.
 *
 * Limits kept (squad.ts): cards bought, at the rules' prices (prices.ts), cost at most the wallet; owned plus bought at most
 * MAX_OWNED, and MAX_PER_POSITION per position; at most MAX_DEPLOYED deployed. Nothing is sold:
 * a suggestion only adds, so confirming it is a few buys and one lineup change.
 *
 * Search: a greedy pass (add the card that raises the expectation most, while one does), then a
 * local search from the better of that and the current lineup (the best of: add a card, drop a
 * card, swap one for another) until no move improves. Each step only accepts a gain, so the answer
 * is never worse than the greedy pass nor than the lineup the player has now. With the current
 * rules an expectation is a closed form over the 20 frauds, so a suggestion is a few thousand of
 * them: quick enough to compute in the browser on the shop page.
 */
import { DEFENSE_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import { DEFENSES, POSITION_IDS, type PositionId } from './catalog';
import { MAX_DEPLOYED, MAX_OWNED, MAX_PER_POSITION } from './constants';
import { bestLead, expectedWeek } from './expected';
import { defensePriceTenths } from './prices';
import { CURRENT_RULES, type Ruleset } from './ruleset';
import type { Squad } from './squad';

export interface SuggestInput {
  readonly squad: Squad;
  readonly balanceTenths: number;
  readonly headlineThreats: readonly FraudId[];
  readonly rules?: Ruleset;
}

export interface SuggestedSquad {
  /** Cards to buy (not owned yet), cheapest first. */
  readonly buy: DefenseId[];
  /** The lineup to deploy once bought (owned and bought cards). */
  readonly deployed: DefenseId[];
  readonly lead: DefenseId | null;
  /** What the buys cost, in tenths (never more than the wallet). */
  readonly costTenths: number;
  /** The lineup's exact expected points this week (with its best Lead). */
  readonly expectedPoints: number;
}

/** Whether a lineup can be reached by buying only, within the wallet and the squad limits. */
export function lineupFits(lineup: readonly DefenseId[], input: SuggestInput): boolean {
  if (lineup.length > MAX_DEPLOYED || new Set(lineup).size !== lineup.length) return false;
  const owned = new Set(input.squad.owned.map((o) => o.defenseId));
  const bought = lineup.filter((d) => !owned.has(d));
  if (owned.size + bought.length > MAX_OWNED) return false;
  const rules = input.rules ?? CURRENT_RULES;
  if (bought.reduce((s, d) => s + defensePriceTenths(d, rules), 0) > input.balanceTenths) return false;
  const perPosition = Object.fromEntries(POSITION_IDS.map((p) => [p, 0])) as Record<PositionId, number>;
  for (const d of [...owned, ...bought]) perPosition[DEFENSES[d].position] += 1;
  return POSITION_IDS.every((p) => perPosition[p] <= MAX_PER_POSITION);
}

/** A lineup's expected points with its best Lead (the number the suggestion maximises). */
export function lineupValue(
  lineup: readonly DefenseId[],
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
): { expectedPoints: number; lead: DefenseId | null } {
  const lead = bestLead(lineup, headlineThreats, rules);
  return { expectedPoints: expectedWeek(lineup, lead, headlineThreats, rules).expectedPoints, lead };
}

const GAIN = 1e-9;

/** The greedy pass alone, from an empty lineup (the baseline the suggestion must match or beat). */
export function greedyLineup(input: SuggestInput): DefenseId[] {
  const rules = input.rules ?? CURRENT_RULES;
  let lineup: DefenseId[] = [];
  let value = lineupValue(lineup, input.headlineThreats, rules).expectedPoints;
  for (;;) {
    let best: { lineup: DefenseId[]; value: number } | null = null;
    for (const d of DEFENSE_IDS) {
      if (lineup.includes(d)) continue;
      const next = [...lineup, d];
      if (!lineupFits(next, input)) continue;
      const v = lineupValue(next, input.headlineThreats, rules).expectedPoints;
      if (v > (best?.value ?? value) + GAIN) best = { lineup: next, value: v };
    }
    if (!best) return lineup;
    lineup = best.lineup;
    value = best.value;
  }
}

/** Every lineup one move away: a card added, a card dropped, or one swapped for another. */
function neighbours(lineup: readonly DefenseId[]): DefenseId[][] {
  const out: DefenseId[][] = [];
  const outside = DEFENSE_IDS.filter((d) => !lineup.includes(d));
  for (const d of outside) out.push([...lineup, d]);
  for (let i = 0; i < lineup.length; i++) {
    const rest = lineup.filter((_, j) => j !== i);
    out.push(rest);
    for (const d of outside) out.push([...rest, d]);
  }
  return out;
}

/** The suggested squad for this week (see the header). */
export function suggestSquad(input: SuggestInput): SuggestedSquad {
  const rules = input.rules ?? CURRENT_RULES;
  const value = (l: readonly DefenseId[]) => lineupValue(l, input.headlineThreats, rules).expectedPoints;
  const current = input.squad.owned.filter((o) => o.deployed).map((o) => o.defenseId);
  const starts = [greedyLineup(input), ...(lineupFits(current, input) ? [current] : [])];
  let lineup = starts.reduce((a, b) => (value(b) > value(a) + GAIN ? b : a));
  let best = value(lineup);
  for (;;) {
    let move: { lineup: DefenseId[]; value: number } | null = null;
    for (const next of neighbours(lineup)) {
      if (!lineupFits(next, input)) continue;
      const v = value(next);
      if (v > (move?.value ?? best) + GAIN) move = { lineup: next, value: v };
    }
    if (!move) break;
    lineup = move.lineup;
    best = move.value;
  }
  const owned = new Set(input.squad.owned.map((o) => o.defenseId));
  const buy = lineup
    .filter((d) => !owned.has(d))
    .sort((a, b) => defensePriceTenths(a, rules) - defensePriceTenths(b, rules) || a.localeCompare(b));
  const ordered = DEFENSE_IDS.filter((d) => lineup.includes(d));
  const { lead, expectedPoints } = lineupValue(ordered, input.headlineThreats, rules);
  return {
    buy,
    deployed: ordered,
    lead,
    costTenths: buy.reduce((s, d) => s + defensePriceTenths(d, rules), 0),
    expectedPoints,
  };
}
