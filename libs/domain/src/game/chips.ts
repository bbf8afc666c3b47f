/**
 * Rules v5 chips: each played at most once a season, at most one a week, before the week's
 * deadline (a chip of a locked week is refused), and it changes only that week:
 * - wildcard: the week's transfers are free (no hit), the banked free transfers kept;
 * - tripleLead: the Lead multiplies its attacks by tripleLeadMultiplier (×3) instead of leadMultiplier,
 *   v5: only the attacks of the week's headline threats of the chip's severities (very high: the
 *   forecast's most severe frauds), so it is worth much only in a week such a threat is forecast
 *   and the Lead strongly counters it (tripleLeadApplies);
 * - fullBench: every owned card counts that week, reserves included.
 * Their worth depends on the week: a Wildcard when the forecasts ahead change most, a Triple Lead
 * when the Lead strongly counters the forecast's most severe frauds, a Full Bench when the reserves
 * counter what is coming (the balance tool's chip target measures it).
 */
import type { DefenseId, FraudId } from '../catalog/ids';
import { FRAUDS } from './catalog';
import type { CurrentWeekStatus } from './constants';
import { leadDoubles } from './resolve';
import type { Ruleset } from './ruleset';

export const CHIP_IDS = ['wildcard', 'tripleLead', 'fullBench'] as const;
export type ChipId = (typeof CHIP_IDS)[number];

export function isChipId(x: unknown): x is ChipId {
  return typeof x === 'string' && (CHIP_IDS as readonly string[]).includes(x);
}

/** The week each chip was played in (a chip absent: not played yet). */
export type ChipsPlayed = Readonly<Partial<Record<ChipId, number>>>;

export type ChipRefusal = 'no-chips' | 'unknown-chip' | 'chip-used' | 'chip-this-week' | 'week-locked';

export type ChipResult =
  { readonly ok: true; readonly played: ChipsPlayed } | { readonly ok: false; readonly code: ChipRefusal };

/** The chip played in `week`, or null. */
export function chipOfWeek(played: ChipsPlayed, week: number): ChipId | null {
  return CHIP_IDS.find((c) => played[c] === week) ?? null;
}

/**
 * Plays a chip in the open week `week`. Checks, in order: rules with chips, a known chip, the week
 * not locked, the chip not played this season, no other chip this week.
 */
export function playChip(
  played: ChipsPlayed,
  chip: string,
  week: number,
  weekStatus: CurrentWeekStatus,
  rules: Ruleset,
): ChipResult {
  if (!rules.chips) return { ok: false, code: 'no-chips' };
  if (!isChipId(chip)) return { ok: false, code: 'unknown-chip' };
  if (weekStatus !== 'open') return { ok: false, code: 'week-locked' };
  if (played[chip] !== undefined) return { ok: false, code: 'chip-used' };
  if (chipOfWeek(played, week) !== null) return { ok: false, code: 'chip-this-week' };
  return { ok: true, played: { ...played, [chip]: week } };
}

/** The chips still to play this season. */
export function chipsLeft(played: ChipsPlayed, rules: Ruleset): ChipId[] {
  return rules.chips ? CHIP_IDS.filter((c) => played[c] === undefined) : [];
}

/**
 * Whether a Triple Lead week triples the Lead's points on an attack of this fraud: rules whose
 * chips name severities (v5) triple only the headline threats of those severities; without them,
 * every attack the Lead multiplies.
 */
export function tripleLeadApplies(fraudId: FraudId, headlineThreats: readonly FraudId[], rules: Ruleset): boolean {
  const severities = rules.chips?.tripleLeadSeverities;
  if (!severities) return true;
  return headlineThreats.includes(fraudId) && severities.includes(FRAUDS[fraudId].severity);
}

/**
 * The Lead's multiplier on an attack of this fraud in a week with this chip: the chip's
 * tripleLeadMultiplier on the attacks a Triple Lead covers (tripleLeadApplies); on the others the
 * rules' tripleLeadOthersMultiplier in a Triple Lead week (v6: ×1, the Lead counts once), else the
 * Lead's own leadMultiplier.
 */
export function leadMultiplierOfWeek(
  fraudId: FraudId,
  chip: ChipId | null | undefined,
  headlineThreats: readonly FraudId[],
  rules: Ruleset,
): number {
  if (chip !== 'tripleLead' || !rules.chips) return rules.leadMultiplier;
  if (tripleLeadApplies(fraudId, headlineThreats, rules)) return rules.chips.tripleLeadMultiplier;
  return rules.chips.tripleLeadOthersMultiplier ?? rules.leadMultiplier;
}

/**
 * The rules an attack of this fraud resolves under in a week with this chip: the Lead's multiplier
 * of the week (leadMultiplierOfWeek), and under rules whose Triple Lead covers partial counters
 * (v7 tripleLeadCoversPartial) a covered attack counts it whenever the Lead counters the fraud at
 * all (leadRule 'counters'). The engine (settle.ts scoreWeek) and the balance tool both use it.
 */
export function leadRulesOfWeek(
  fraudId: FraudId,
  chip: ChipId | null | undefined,
  headlineThreats: readonly FraudId[],
  rules: Ruleset,
): Ruleset {
  const m = leadMultiplierOfWeek(fraudId, chip, headlineThreats, rules);
  const counters =
    chip === 'tripleLead' &&
    rules.chips?.tripleLeadCoversPartial === true &&
    tripleLeadApplies(fraudId, headlineThreats, rules);
  if (counters) return { ...rules, leadMultiplier: m, leadRule: 'counters' };
  return m === rules.leadMultiplier ? rules : { ...rules, leadMultiplier: m };
}

/**
 * The week's headline threats a Triple Lead with this Lead would triple (what the chip's
 * confirmation names before it is played): the covered threats (tripleLeadApplies) the Lead
 * counters strongly, or partly too under rules whose Triple Lead covers partial counters (v7),
 * by the engine's test of the week's Lead rule (leadRulesOfWeek, leadDoubles).
 * Empty with no Lead, or a Lead that counters none of them: the chip would then only take the
 * Lead's bonus away.
 */
export function tripleLeadTargets(
  lead: DefenseId | null,
  headlineThreats: readonly FraudId[],
  rules: Ruleset,
): FraudId[] {
  if (!lead || !rules.chips) return [];
  return headlineThreats.filter((f) => {
    if (!tripleLeadApplies(f, headlineThreats, rules)) return false;
    // The engine's own test (settle.ts): the week's Lead rule for this fraud (leadRulesOfWeek),
    // asked of a Lead that is the best counter deployed.
    const level = rules.matrix[f][lead];
    return leadDoubles(level, level, leadRulesOfWeek(f, 'tripleLead', headlineThreats, rules));
  });
}
