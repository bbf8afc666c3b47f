/**
 * Scoring one player's week. Everything comes from the revealed week seed, the player's uid,
 * the week's headline threats and the squad locked at the deadline, so anyone holding those
 * can recompute the report exactly (see verifyWeekReport).
 *
 * PRNG use, in order: one draw per attack, then one roll per attack. The numbers come from
 * the rules version the week was opened with (ruleset.ts), so a settled week's reports verify
 * after the rules change.
 */
import type { DefenseId, FraudId } from '../catalog/ids';
import { DEFENSES, FRAUDS } from './catalog';
import { DEFENSE_IDS } from '../catalog/ids';
import { drawAttacks } from './draw';
import { drillBoosts, type DrillResult } from './drill';
import { playerRng, verifySeed } from './prng';
import { resolveAttack, type AttackResult } from './resolve';
import { CURRENT_RULES, rulesFor, type Ruleset } from './ruleset';
import { deployedOf, type Squad } from './squad';
import { leadRulesOfWeek, type ChipId } from './chips';
import { transferHit } from './transfers';

/**
 * What to learn from one attack, linking the fraud's page and a defense's page:
 * - 'blocked': the defense that did the most (the doubling Lead, else the strongest engaged);
 * - 'missing-counter': breached without a strong counter deployed; a strong counter to buy;
 * - 'unlucky': breached although a strong counter was deployed (no defense reaches 100%).
 */
export type LessonKind = 'blocked' | 'missing-counter' | 'unlucky';

export interface Lesson {
  readonly fraudId: FraudId;
  readonly defenseId: DefenseId | null;
  readonly kind: LessonKind;
}

export interface MatchReport {
  /** The deployed lineup and Lead the week was played with. */
  readonly deployed: DefenseId[];
  readonly lead: DefenseId | null;
  readonly attacks: AttackResult[];
  readonly blockedCount: number;
  readonly breachedCount: number;
  readonly cleanSheet: boolean;
  /** CLEAN_SHEET_BONUS or 0. */
  readonly cleanSheetBonus: number;
  /** PASSWORD_FATIGUE (negative) when RegularPasswordChanges is deployed, else 0. */
  readonly passwordFatigue: number;
  /** Σ attack points + clean-sheet bonus + password fatigue. */
  readonly totalPoints: number;
  /** Weekly income + PER_BLOCK_TENTHS per block, in tenths. */
  readonly creditsEarnedTenths: number;
  /** One per attack, same order. */
  readonly lessons: Lesson[];
  /** Rules with a drill (v3+) only: the player's answered drill cases the week was scored with. */
  readonly drill?: DrillResult[];
  /** Rules v5 only: the chip played this week, or null. */
  readonly chip?: ChipId | null;
  /** Rules v5 only: transfers made this week and the free ones it had (transfers.ts). */
  readonly transfers?: { readonly made: number; readonly free: number; readonly firstSquad: boolean };
  /** Rules v5 only: points taken off for transfers beyond the free ones (≥ 0; already in totalPoints). */
  readonly transferHit?: number;
  /** Rules v5 only: true for a week before the player's first squad: not played, nothing scored or paid. */
  readonly notYetPlaying?: boolean;
}

export interface WeekReportInput {
  /** The revealed week seed. */
  readonly weekSeed: string;
  readonly uid: string;
  readonly headlineThreats: readonly FraudId[];
  /** The squad as locked at the deadline. */
  readonly squad: Squad;
  /** The rules version the week was opened with; absent means 1 (weeks stored before versions). */
  readonly rulesVersion?: number | null;
  /**
   * The player's answered drill cases of this week (answered before the deadline). Only rules
   * with a drill (v3+) use them; each right answer boosts its fraud's block chance (drillBoosts).
   */
  readonly drill?: readonly DrillResult[];
  /** Rules v5: the chip the player played this week (chips.ts). */
  readonly chip?: ChipId | null;
  /**
   * Rules v5: transfers made this week (transfersMade), the free transfers the week had, and
   * whether this week's buys were the player's first squad (free).
   */
  readonly transfers?: { readonly made: number; readonly free: number; readonly firstSquad?: boolean };
  /**
   * Rules v5: the player has never fielded a squad in a settled week. With an empty squad such a
   * week is not played (idleBeforeFirstSquad 'free'): no attacks, no points, no credits.
   */
  readonly notYetPlaying?: boolean;
}

/** The lesson of one resolved attack. */
export function lessonOf(attack: AttackResult, lead: DefenseId | null, rules: Ruleset = CURRENT_RULES): Lesson {
  const { fraudId } = attack;
  const top = attack.engaged[0]?.defenseId ?? null;
  if (attack.blocked) {
    return { fraudId, defenseId: attack.leadDoubled ? lead : top, kind: 'blocked' };
  }
  if (attack.engaged[0]?.effectiveness === 2) return { fraudId, defenseId: top, kind: 'unlucky' };
  const deployed = new Set(attack.engaged.map((e) => e.defenseId));
  const row = rules.matrix[fraudId];
  const missing = DEFENSE_IDS.find((d) => row[d] === 2 && !deployed.has(d)) ?? top;
  return { fraudId, defenseId: missing, kind: 'missing-counter' };
}

/** One line of what to learn, for the match report. */
export function describeLesson(lesson: Lesson): string {
  const fraud = FRAUDS[lesson.fraudId].name;
  const defense = lesson.defenseId ? DEFENSES[lesson.defenseId].name : null;
  switch (lesson.kind) {
    case 'blocked':
      return defense ? `${defense} stopped ${fraud}.` : `${fraud} was stopped.`;
    case 'missing-counter':
      return defense
        ? `${fraud} got through: ${defense} is a strong counter to it.`
        : `${fraud} got through: nothing in your lineup counters it.`;
    case 'unlucky':
      return `${fraud} got through despite ${defense ?? 'your defenses'}: depth raises the odds, nothing reaches 100%.`;
  }
}

/** Scores one player's week. Pure and deterministic. */
export function computeWeekReport(input: WeekReportInput): MatchReport {
  return scoreWeek(input, rulesFor(input.rulesVersion));
}

/**
 * The engine itself, under a given ruleset (computeWeekReport passes the week's version). The
 * balance tool's season simulation calls it with candidate rules that have no version yet.
 */
export function scoreWeek(input: Omit<WeekReportInput, 'rulesVersion'>, rules: Ruleset): MatchReport {
  const { weekSeed, uid, headlineThreats, squad } = input;
  const v5 = Boolean(rules.chips || rules.transfers);
  const chip = v5 && rules.chips && input.chip ? input.chip : null;
  // A Full Bench week counts every owned card; otherwise the deployed lineup.
  const deployed = chip === 'fullBench' ? squad.owned.map((o) => o.defenseId) : deployedOf(squad);
  const lead = squad.lead !== null && deployed.includes(squad.lead) ? squad.lead : null;
  if (rules.idleBeforeFirstSquad === 'free' && input.notYetPlaying && deployed.length === 0) {
    return notPlayedReport(input, rules);
  }
  // The Lead's multiplier of each attack: a Triple Lead week's on the attacks the chip covers (v7:
  // whenever the Lead counters them at all), and v6's tripleLeadOthersMultiplier (×1) on the rest
  // (chips.ts leadRulesOfWeek).
  const leadRules = new Map<FraudId, Ruleset>();
  const rulesOf = (fraudId: FraudId): Ruleset => {
    if (!leadRules.has(fraudId)) leadRules.set(fraudId, leadRulesOfWeek(fraudId, chip, headlineThreats, rules));
    return leadRules.get(fraudId) as Ruleset;
  };
  const rng = playerRng(weekSeed, uid);
  const fraudIds = drawAttacks(rng, headlineThreats, undefined, rules);
  const boosts = drillBoosts(input.drill, rules);
  const attacks = fraudIds.map((fraudId) =>
    resolveAttack({ fraudId, deployed, lead, roll: rng.next(), drillBoost: boosts[fraudId] }, rulesOf(fraudId)),
  );
  const transfers = {
    made: input.transfers?.made ?? 0,
    free: input.transfers?.free ?? 0,
    firstSquad: input.transfers?.firstSquad ?? false,
  };
  const hit = v5
    ? transferHit(transfers.made, transfers.free, rules, { ...transfers, wildcard: chip === 'wildcard' })
    : 0;
  const blockedCount = attacks.filter((a) => a.blocked).length;
  const breachedCount = attacks.length - blockedCount;
  const cleanSheet = breachedCount === 0;
  const cleanSheetBonus = cleanSheet ? rules.cleanSheetBonus : 0;
  const passwordFatigue = deployed.includes(rules.passwordFatigueDefense) ? rules.passwordFatigue : 0;
  const attackPoints = attacks.reduce((sum, a) => sum + a.points, 0);
  return {
    deployed,
    lead,
    attacks,
    blockedCount,
    breachedCount,
    cleanSheet,
    cleanSheetBonus,
    passwordFatigue,
    totalPoints: attackPoints + cleanSheetBonus + passwordFatigue - hit,
    creditsEarnedTenths: rules.weeklyIncomeTenths + rules.perBlockTenths * blockedCount,
    lessons: attacks.map((a) => lessonOf(a, lead, rules)),
    ...(rules.drill ? { drill: drillOf(input) } : {}),
    ...(v5 ? { chip, transfers, transferHit: hit } : {}),
  };
}

const drillOf = (input: { readonly drill?: readonly DrillResult[] }): DrillResult[] =>
  (input.drill ?? []).map((d) => ({ caseId: d.caseId, fraudId: d.fraudId, correct: d.correct }));

/** A week before the player's first squad under rules v5: not played (no draw, no points, no credits). */
function notPlayedReport(input: Omit<WeekReportInput, 'rulesVersion'>, rules: Ruleset): MatchReport {
  return {
    deployed: [],
    lead: null,
    attacks: [],
    blockedCount: 0,
    breachedCount: 0,
    cleanSheet: false,
    cleanSheetBonus: 0,
    passwordFatigue: 0,
    totalPoints: 0,
    creditsEarnedTenths: 0,
    lessons: [],
    ...(rules.drill ? { drill: drillOf(input) } : {}),
    chip: null,
    transfers: { made: 0, free: input.transfers?.free ?? 0, firstSquad: false },
    transferHit: 0,
    notYetPlaying: true,
  };
}

export interface PlayerTotals {
  readonly balanceTenths: number;
  readonly seasonPoints: number;
}

/** A player's wallet and season points after a settled week. */
export function applyWeekReport(totals: PlayerTotals, report: MatchReport): PlayerTotals {
  return {
    balanceTenths: totals.balanceTenths + report.creditsEarnedTenths,
    seasonPoints: totals.seasonPoints + report.totalPoints,
  };
}

/**
 * What a player (or the Help page's "check my draw") runs: the revealed seed must match the
 * hash published at opening, and the report recomputed from it must equal the stored one.
 */
export function verifyWeekReport(input: WeekReportInput & { readonly seedHash: string }, stored: unknown): boolean {
  if (!verifySeed(input.weekSeed, input.seedHash)) return false;
  return deepEqual(computeWeekReport(input), stored);
}

/** Structural equality of JSON-like values (key order ignored, as after a Firestore round trip). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && deepEqual(ra[k], rb[k]));
}
