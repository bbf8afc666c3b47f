/**
 * Versioned rules. A week is played under the rules version it was opened with, and its
 * reports are recomputed (verifyWeekReport, "Check this draw") with that version, so a change
 * of numbers never breaks the proof of a week already settled. Weeks stored before versions
 * existed carry no version and are version 1.
 *
 * Versions 1–3 are frozen here as literals (GAME.md's original rules, the balanced v2, v2 with the drill).
 * The current version is built from constants.ts and MATRIX: change a number there and bump
 * CURRENT_RULES_VERSION (and add the old numbers here as a new frozen version) if weeks have
 * been played under the old one.
 */
import type { FraudId } from '../catalog/ids';
import type { DefenseId } from '../catalog/ids';
import * as C from './constants';
import type { Severity } from './constants';
import { MATRIX, MATRIX_V1, type MatrixRow } from './matrix';

export type RulesVersion = 1 | 2 | 3 | 4;

/** The weekly drill's effect (rules v3+): see constants.ts. */
export interface DrillRules {
  readonly size: number;
  readonly maxPerFraud: number;
  readonly boostPerCase: number;
  readonly boostCap: number;
}

export interface Ruleset {
  readonly version: RulesVersion;
  readonly matrix: Readonly<Record<FraudId, MatrixRow>>;
  readonly attacksPerWeek: number;
  readonly forecastMultiplier: number;
  /** false: attacks are distinct (drawn without replacement); true: each attack is drawn from all 20. */
  readonly drawWithReplacement: boolean;
  readonly blockP: { readonly strong: number; readonly partial: number };
  readonly severityPoints: Readonly<Record<Severity, number>>;
  readonly breachPenalty: Readonly<Record<Severity, number>>;
  readonly leadMultiplier: number;
  /** 'strongest': the Lead doubles when among the strongest deployed counters (v1); 'strong': when it is a strong counter. */
  readonly leadRule: 'strongest' | 'strong';
  /**
   * v4+: the Lead's multiplier applies to a breach of an attack it counters as it does to a block
   * (the captain's points count both ways); before v4 only blocks were multiplied.
   */
  readonly leadOnBreaches: boolean;
  readonly cleanSheetBonus: number;
  readonly passwordFatigue: number;
  readonly passwordFatigueDefense: DefenseId;
  readonly weeklyIncomeTenths: number;
  readonly perBlockTenths: number;
  /**
   * What a sale refunds, in percent of the price paid (rounded down to a tenth of a credit). A
   * sale is no part of a match report: the shop applies the current rules' figure (squad.ts sell).
   */
  readonly sellRefundPercent: number;
  /** The weekly drill's effect on block chances; null before v3 (no drill). */
  readonly drill: DrillRules | null;
}

/** GAME.md v1, as first played. Never change these numbers. */
export const RULES_V1: Ruleset = Object.freeze({
  version: 1,
  matrix: MATRIX_V1,
  attacksPerWeek: 4,
  forecastMultiplier: 2,
  drawWithReplacement: false,
  blockP: Object.freeze({ strong: 0.8, partial: 0.35 }),
  severityPoints: Object.freeze({ low: 2, medium: 4, high: 6, 'very high': 8 }),
  breachPenalty: Object.freeze({ low: 1, medium: 2, high: 3, 'very high': 4 }),
  leadMultiplier: 2,
  leadRule: 'strongest',
  leadOnBreaches: false,
  cleanSheetBonus: 4,
  passwordFatigue: -1,
  passwordFatigueDefense: 'RegularPasswordChanges',
  weeklyIncomeTenths: 50,
  perBlockTenths: 5,
  sellRefundPercent: 100,
  drill: null,
} as const);

/** v2, the balanced rules, without the drill: frozen here (constants.ts held them until v4). Never change these numbers. */
export const RULES_V2: Ruleset = Object.freeze({
  version: 2,
  matrix: MATRIX,
  attacksPerWeek: 4,
  forecastMultiplier: 8,
  drawWithReplacement: true,
  blockP: Object.freeze({ strong: 0.6, partial: 0.15 }),
  severityPoints: Object.freeze({ low: 2, medium: 4, high: 6, 'very high': 8 }),
  breachPenalty: Object.freeze({ low: 4, medium: 8, high: 12, 'very high': 16 }),
  leadMultiplier: 2,
  leadRule: 'strong',
  leadOnBreaches: false,
  cleanSheetBonus: 6,
  passwordFatigue: -1,
  passwordFatigueDefense: 'RegularPasswordChanges',
  weeklyIncomeTenths: 50,
  perBlockTenths: 5,
  sellRefundPercent: 100,
  drill: null,
} as const);

/** v3: v2 plus the weekly drill. Never change these numbers. */
export const RULES_V3: Ruleset = Object.freeze({
  ...RULES_V2,
  version: 3,
  drill: Object.freeze({ size: 8, maxPerFraud: 1, boostPerCase: 0.9, boostCap: 0.9 }),
} as const);

/** The current rules: every number from constants.ts and MATRIX. */
export const RULES_V4: Ruleset = Object.freeze({
  version: 4,
  matrix: MATRIX,
  attacksPerWeek: C.ATTACKS_PER_WEEK,
  forecastMultiplier: C.FORECAST_MULTIPLIER,
  drawWithReplacement: C.DRAW_WITH_REPLACEMENT,
  blockP: C.BLOCK_P,
  severityPoints: C.SEVERITY_POINTS,
  breachPenalty: C.BREACH_PENALTY,
  leadMultiplier: C.LEAD_MULTIPLIER,
  leadRule: C.LEAD_RULE,
  leadOnBreaches: C.LEAD_ON_BREACHES,
  cleanSheetBonus: C.CLEAN_SHEET_BONUS,
  passwordFatigue: C.PASSWORD_FATIGUE,
  passwordFatigueDefense: C.PASSWORD_FATIGUE_DEFENSE,
  weeklyIncomeTenths: C.WEEKLY_INCOME_TENTHS,
  perBlockTenths: C.PER_BLOCK_TENTHS,
  sellRefundPercent: C.SELL_REFUND_PERCENT,
  drill: Object.freeze({
    size: C.DRILL_SIZE,
    maxPerFraud: C.DRILL_MAX_PER_FRAUD,
    boostPerCase: C.DRILL_BOOST_PER_CASE,
    boostCap: C.DRILL_BOOST_CAP,
  }),
} as const);

export const CURRENT_RULES_VERSION: RulesVersion = 4;
export const CURRENT_RULES: Ruleset = RULES_V4;
export const RULES_VERSIONS: readonly RulesVersion[] = Object.freeze([1, 2, 3, 4] as const);

/** The rules of a version; a missing version (a week stored before versions existed) is 1. */
export function rulesFor(version: number | null | undefined): Ruleset {
  if (version === undefined || version === null || version === 1) return RULES_V1;
  if (version === 2) return RULES_V2;
  if (version === 3) return RULES_V3;
  if (version === 4) return RULES_V4;
  throw new RangeError(`Unknown rules version ${version}`);
}

export function isRulesVersion(v: unknown): v is RulesVersion {
  return v === 1 || v === 2 || v === 3 || v === 4;
}
